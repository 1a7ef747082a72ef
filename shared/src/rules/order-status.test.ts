import { describe, it, expect } from 'vitest';
import { driverStatusLabel, isOrderStatus, ORDER_STATUS_LABELS, ORDER_STATUSES, orderStatusLabel } from './order-status.ts';

describe('order statuses', () => {
  it('are the eight of the spec plus our expired one', () => {
    expect(ORDER_STATUSES).toEqual([
      'menunggu_pembayaran',
      'menunggu_konfirmasi_pembayaran',
      'pesanan_di_proses',
      'pesanan_sedang_dikirim',
      'pesanan_telah_dikirim',
      'pesanan_telah_diterima',
      'pesanan_di_tolak',
      'pembayaran_di_tolak',
      'pesanan_kedaluwarsa',
    ]);
  });

  it('recognises only those values', () => {
    expect(isOrderStatus('pesanan_di_proses')).toBe(true);
    expect(isOrderStatus('Pesanan_di_proses')).toBe(false);
    expect(isOrderStatus('dibatalkan')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});

describe('orderStatusLabel', () => {
  it('uses the spec labels', () => {
    expect(orderStatusLabel('menunggu_konfirmasi_pembayaran')).toBe('Menunggu Konfirmasi Pembayaran');
    expect(orderStatusLabel('pesanan_di_proses')).toBe('Pesanan Di Proses');
    expect(orderStatusLabel('pesanan_sedang_dikirim')).toBe('Pesanan Sedang di Kirim');
    expect(orderStatusLabel('pesanan_telah_dikirim')).toBe('Pesanan Telah di Kirim');
    expect(orderStatusLabel('pesanan_telah_diterima')).toBe('Pesanan Telah Diterima');
  });

  it('uses our labels where the spec gives none', () => {
    expect(orderStatusLabel('menunggu_pembayaran')).toBe('Menunggu Pembayaran');
    expect(orderStatusLabel('pesanan_di_tolak')).toBe('Pesanan Di Tolak');
    expect(orderStatusLabel('pembayaran_di_tolak')).toBe('Pembayaran Di Tolak');
    expect(orderStatusLabel('pesanan_kedaluwarsa')).toBe('Pesanan Kedaluwarsa');
  });

  it('labels every status and falls back for unknown ones', () => {
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(orderStatusLabel('dibatalkan')).toBe('Status Tidak Diketahui');
  });
});

describe('driverStatusLabel', () => {
  it('uses the driver spelling for the two driver tabs and a fallback otherwise', () => {
    expect(driverStatusLabel('pesanan_sedang_dikirim')).toBe('Pesanan Sedang Dikirim');
    expect(driverStatusLabel('pesanan_telah_diterima')).toBe('Pesanan Telah Diterima');
    expect(driverStatusLabel('pesanan_telah_dikirim')).toBe('Status Tidak Diketahui');
    expect(driverStatusLabel('')).toBe('Status Tidak Diketahui');
  });
});
