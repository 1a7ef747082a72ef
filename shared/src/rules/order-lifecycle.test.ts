import { describe, it, expect } from 'vitest';
import { canTransition, nextStatus, ORDER_EVENT_ACTORS, ORDER_EVENTS, type OrderEvent } from './order-lifecycle.ts';
import { ORDER_STATUSES, type OrderStatus } from './order-status.ts';

const legal: [OrderStatus, OrderEvent, OrderStatus][] = [
  ['menunggu_pembayaran', 'upload_payment_proof', 'menunggu_konfirmasi_pembayaran'],
  ['menunggu_pembayaran', 'expire_payment', 'pesanan_kedaluwarsa'],
  ['menunggu_konfirmasi_pembayaran', 'approve_payment', 'pesanan_di_proses'],
  ['menunggu_konfirmasi_pembayaran', 'reject_payment', 'pembayaran_di_tolak'],
  ['pembayaran_di_tolak', 'upload_payment_proof', 'menunggu_konfirmasi_pembayaran'],
  ['pesanan_di_proses', 'dispatch', 'pesanan_sedang_dikirim'],
  ['pesanan_di_proses', 'reject_order', 'pesanan_di_tolak'],
  ['pesanan_sedang_dikirim', 'driver_receipt', 'pesanan_telah_dikirim'],
  ['pesanan_telah_dikirim', 'confirm_received', 'pesanan_telah_diterima'],
];

describe('order lifecycle', () => {
  it.each(legal)('%s --%s--> %s', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to);
    expect(canTransition(from, event)).toBe(true);
  });

  it('refuses every other status and event pair', () => {
    const allowed = new Set(legal.map(([from, event]) => `${from}/${event}`));
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      for (const event of ORDER_EVENTS) {
        if (allowed.has(`${from}/${event}`)) continue;
        expect(nextStatus(from, event), `${from}/${event}`).toBeNull();
        expect(canTransition(from, event)).toBe(false);
        refused += 1;
      }
    }
    expect(refused).toBe(ORDER_STATUSES.length * ORDER_EVENTS.length - legal.length);
  });

  it('ends at received, at an order rejection and at an expired order', () => {
    for (const event of ORDER_EVENTS) {
      expect(canTransition('pesanan_telah_diterima', event)).toBe(false);
      expect(canTransition('pesanan_di_tolak', event)).toBe(false);
      expect(canTransition('pesanan_kedaluwarsa', event)).toBe(false);
    }
  });

  it('expires only an order nobody has sent a proof for', () => {
    expect(ORDER_STATUSES.filter((status) => canTransition(status, 'expire_payment'))).toEqual(['menunggu_pembayaran']);
    expect(ORDER_EVENT_ACTORS.expire_payment).toBe('provider');
  });

  it('leaves the customer only the proof upload and the receipt confirmation', () => {
    const customerEvents = ORDER_EVENTS.filter((event) => ORDER_EVENT_ACTORS[event] === 'customer');
    expect(customerEvents).toEqual(['upload_payment_proof', 'confirm_received']);
    expect(ORDER_EVENT_ACTORS.driver_receipt).toBe('driver');
  });
});
