import { describe, it, expect } from 'vitest';
import * as messages from './messages.ts';

describe('messages', () => {
  it('lists the five checkout messages in the order the spec checks them', () => {
    expect(messages.CHECKOUT_VALIDATION_ORDER).toEqual([
      'Total pembayaran harus minimal Rp 100.000',
      'Pilih metode pembayaran terlebih dahulu.',
      'Pilih jadwal pengiriman terlebih dahulu.',
      'Alamat pengiriman tidak lengkap. Pastikan alamat memiliki koordinat (latitude dan longitude).',
      'Pilih cabang pengiriman terlebih dahulu.',
    ]);
  });

  it('says a failed product return once, whether the reason is the provider\'s or the gateway\'s fallback', () => {
    expect(messages.returnFailed('Produk tidak ditemukan')).toBe('Gagal mengunggah pengembalian produk: Produk tidak ditemukan');
    expect(messages.returnFailed('Gagal mengunggah pengembalian produk.')).toBe('Gagal mengunggah pengembalian produk.');
  });

  it('builds the branch-chooser variant from the incomplete-address message', () => {
    expect(messages.BRANCH_CHOOSER_ADDRESS_COORDINATES).toBe(
      messages.CHECKOUT_ADDRESS_COORDINATES.replace(/\.$/, ' sebelum memilih cabang.'),
    );
  });

  it('fills the templated messages', () => {
    expect(messages.otpWaitSeconds(42)).toBe('Silahkan tunggu 42 detik sebelum meminta OTP lagi');
    expect(messages.returnFailed('timeout')).toBe('Gagal mengunggah pengembalian produk: timeout');
  });

  it('keeps every constant free of stray whitespace', () => {
    for (const value of Object.values(messages)) {
      if (typeof value === 'string') expect(value).toBe(value.trim());
    }
  });
});
