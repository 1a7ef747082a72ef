import { describe, it, expect } from 'vitest';
import { TRACKER_STEPS, trackerState, type TrackerStep } from './order-tracker.ts';

const summary = (steps: TrackerStep[]): string[] =>
  steps.map((s) => `${s.status}:${s.current ? 'current' : s.done ? 'done' : 'ahead'}${s.rejected ? ':rejected' : ''}`);

describe('trackerState', () => {
  it('shows the six happy-path steps in order', () => {
    expect(trackerState('menunggu_pembayaran').map((s) => s.status)).toEqual([...TRACKER_STEPS]);
    expect(TRACKER_STEPS).toHaveLength(6);
  });

  it('highlights the steps up to and including the current one', () => {
    const steps = trackerState('pesanan_di_proses');
    expect(summary(steps)).toEqual([
      'menunggu_pembayaran:done',
      'menunggu_konfirmasi_pembayaran:done',
      'pesanan_di_proses:current',
      'pesanan_sedang_dikirim:ahead',
      'pesanan_telah_dikirim:ahead',
      'pesanan_telah_diterima:ahead',
    ]);
    expect(steps.map((s) => s.highlighted)).toEqual([true, true, true, false, false, false]);
  });

  it('marks only the first step current for a new order and the last for a received one', () => {
    expect(trackerState('menunggu_pembayaran').filter((s) => s.highlighted)).toHaveLength(1);
    const received = trackerState('pesanan_telah_diterima');
    expect(received.every((s) => s.highlighted)).toBe(true);
    expect(received.at(-1)?.current).toBe(true);
  });

  it('carries the customer labels', () => {
    expect(trackerState('pesanan_sedang_dikirim')[3]).toMatchObject({
      label: 'Pesanan Sedang di Kirim',
      current: true,
    });
  });

  it('puts a rejected payment after the confirmation step and keeps the later steps', () => {
    const steps = trackerState('pembayaran_di_tolak');
    expect(summary(steps)).toEqual([
      'menunggu_pembayaran:done',
      'menunggu_konfirmasi_pembayaran:done',
      'pembayaran_di_tolak:current:rejected',
      'pesanan_di_proses:ahead',
      'pesanan_sedang_dikirim:ahead',
      'pesanan_telah_dikirim:ahead',
      'pesanan_telah_diterima:ahead',
    ]);
    expect(steps[2]?.label).toBe('Pembayaran Di Tolak');
  });

  it('ends the tracker at a rejected order, after processing', () => {
    expect(summary(trackerState('pesanan_di_tolak'))).toEqual([
      'menunggu_pembayaran:done',
      'menunggu_konfirmasi_pembayaran:done',
      'pesanan_di_proses:done',
      'pesanan_di_tolak:current:rejected',
    ]);
  });

  it('ends the tracker at an expired order, right after waiting for payment', () => {
    const steps = trackerState('pesanan_kedaluwarsa');
    expect(summary(steps)).toEqual(['menunggu_pembayaran:done', 'pesanan_kedaluwarsa:current:rejected']);
    expect(steps[1]?.label).toBe('Pesanan Kedaluwarsa');
  });

  it('shows the plain path with nothing highlighted for an unknown status', () => {
    const steps = trackerState('dibatalkan');
    expect(steps.map((s) => s.status)).toEqual([...TRACKER_STEPS]);
    expect(steps.some((s) => s.highlighted || s.rejected)).toBe(false);
  });
});
