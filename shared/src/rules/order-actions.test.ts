import { describe, it, expect } from 'vitest';
import { customerOrderActions } from './order-actions.ts';

describe('customerOrderActions', () => {
  it('offers the proof upload while waiting for payment', () => {
    expect(customerOrderActions('menunggu_pembayaran')).toEqual(['upload_bukti_pembayaran']);
  });

  it('offers viewing the proof while awaiting confirmation, and a new upload only with the flag', () => {
    expect(customerOrderActions('menunggu_konfirmasi_pembayaran')).toEqual(['lihat_bukti_pembayaran']);
    expect(customerOrderActions('menunggu_konfirmasi_pembayaran', { canReupload: false })).toEqual([
      'lihat_bukti_pembayaran',
    ]);
    expect(customerOrderActions('menunggu_konfirmasi_pembayaran', { canReupload: true })).toEqual([
      'lihat_bukti_pembayaran',
      'upload_bukti_pembayaran',
    ]);
  });

  it('offers both proofs and the receipt confirmation once delivered', () => {
    expect(customerOrderActions('pesanan_telah_dikirim')).toEqual([
      'lihat_bukti_pembayaran',
      'lihat_bukti_pengiriman',
      'konfirmasi_pesanan',
    ]);
  });

  it('offers only the delivery proof once received', () => {
    expect(customerOrderActions('pesanan_telah_diterima')).toEqual(['lihat_bukti_pengiriman']);
  });

  it('offers a new proof upload after a rejected payment (our lifecycle allows the re-upload)', () => {
    expect(customerOrderActions('pembayaran_di_tolak')).toEqual(['lihat_bukti_pembayaran', 'upload_bukti_pembayaran']);
  });

  it('offers no proof for an expired order: nobody paid it', () => {
    expect(customerOrderActions('pesanan_kedaluwarsa', { canReupload: true })).toEqual([]);
  });

  it('offers only viewing the payment proof for every other status', () => {
    for (const status of ['pesanan_di_proses', 'pesanan_sedang_dikirim', 'pesanan_di_tolak', 'unknown']) {
      expect(customerOrderActions(status, { canReupload: true })).toEqual(['lihat_bukti_pembayaran']);
    }
  });
});
