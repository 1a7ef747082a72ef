import { describe, it, expect } from 'vitest';
import { formatCountdown, isPaymentOverdue, PAYMENT_WINDOW_SECONDS, paymentDeadline, secondsUntil } from './countdown.ts';

describe('formatCountdown', () => {
  it('writes HH:MM:SS', () => {
    expect(formatCountdown(PAYMENT_WINDOW_SECONDS)).toBe('24:00:00');
    expect(formatCountdown(86399)).toBe('23:59:59');
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(59.9)).toBe('00:00:59');
    expect(formatCountdown(0)).toBe('00:00:00');
  });

  it('stops at 0', () => {
    expect(formatCountdown(-1)).toBe('00:00:00');
    expect(formatCountdown(Number.NEGATIVE_INFINITY)).toBe('00:00:00');
  });

  it('refuses NaN and infinity', () => {
    expect(() => formatCountdown(Number.NaN)).toThrow(RangeError);
    expect(() => formatCountdown(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('secondsUntil', () => {
  const deadline = '2026-11-23T03:00:00Z';

  it('counts whole seconds to the deadline, rounding up', () => {
    expect(secondsUntil(deadline, '2026-11-22T03:00:00Z')).toBe(86400);
    expect(secondsUntil(deadline, Date.parse(deadline) - 1)).toBe(1);
    expect(secondsUntil(deadline, Date.parse(deadline) - 1500)).toBe(2);
  });

  it('is 0 at and after the deadline', () => {
    expect(secondsUntil(deadline, deadline)).toBe(0);
    expect(secondsUntil(deadline, '2026-11-24T00:00:00Z')).toBe(0);
  });
});

describe('paymentDeadline', () => {
  it('is 24 hours after the order was created', () => {
    expect(paymentDeadline('2026-11-22T03:00:00Z').toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });
});

describe('isPaymentOverdue', () => {
  const deadline = '2026-11-22T10:00:00.000Z';

  it('is true for an unpaid order from its deadline on', () => {
    expect(isPaymentOverdue('menunggu_pembayaran', deadline, '2026-11-22T09:59:59.999Z')).toBe(false);
    expect(isPaymentOverdue('menunggu_pembayaran', deadline, deadline)).toBe(true);
    expect(isPaymentOverdue('menunggu_pembayaran', deadline, '2026-11-23T00:00:00.000Z')).toBe(true);
  });

  it('never expires an order someone sent a proof for, or one already decided', () => {
    const late = '2026-12-01T00:00:00.000Z';
    for (const status of ['menunggu_konfirmasi_pembayaran', 'pembayaran_di_tolak', 'pesanan_di_proses', 'pesanan_kedaluwarsa']) {
      expect(isPaymentOverdue(status, deadline, late), status).toBe(false);
    }
  });
});
