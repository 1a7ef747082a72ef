import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../provider/errors.ts';
import { toTrpcError, withoutStatusCodes } from './upstream.ts';

describe("the provider's refusals as the user reads them", () => {
  it('drop the internal status names the provider puts in brackets', () => {
    expect(withoutStatusCodes('Konfirmasi ditolak: status pesanan SO-1 saat ini Pesanan Telah di Kirim (pesanan_telah_dikirim).')).toBe(
      'Konfirmasi ditolak: status pesanan SO-1 saat ini Pesanan Telah di Kirim.',
    );
    expect(withoutStatusCodes('Catatan (bukan status) tetap.')).toBe('Catatan (bukan status) tetap.');
  });

  it('are mapped without them', () => {
    const error = new UpstreamError('rejected', '/upload-proof-of-payment', { status: 409, providerMessage: 'Tidak dapat diunggah: saat ini Menunggu Konfirmasi Pembayaran (menunggu_konfirmasi_pembayaran).' });
    expect(toTrpcError(error).message).toBe('Tidak dapat diunggah: saat ini Menunggu Konfirmasi Pembayaran.');
  });
});
