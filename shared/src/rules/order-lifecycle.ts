import type { OrderStatus } from './order-status.ts';

// The server-side lifecycle is "not shown" in the spec; this is the one our mock provider runs and
// the gateway checks against. Steps without a screen (approve, reject, dispatch) are ops actions;
// expire_payment is the provider's own, when an unpaid order passes its payment deadline.
export const ORDER_EVENTS = [
  'upload_payment_proof',
  'approve_payment',
  'reject_payment',
  'dispatch',
  'reject_order',
  'driver_receipt',
  'confirm_received',
  'expire_payment',
] as const;

export type OrderEvent = (typeof ORDER_EVENTS)[number];
export type OrderActor = 'customer' | 'ops' | 'driver' | 'provider';

export const ORDER_EVENT_ACTORS: Readonly<Record<OrderEvent, OrderActor>> = {
  upload_payment_proof: 'customer',
  approve_payment: 'ops',
  reject_payment: 'ops',
  dispatch: 'ops',
  reject_order: 'ops',
  driver_receipt: 'driver',
  confirm_received: 'customer',
  expire_payment: 'provider',
};

// pembayaran_di_tolak accepts a new proof (a re-upload) rather than ending the order, because the
// customer already transferred money, and so it never expires; only an order nobody has paid
// for does. pesanan_di_tolak, pesanan_telah_diterima and pesanan_kedaluwarsa are final.
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Readonly<Partial<Record<OrderEvent, OrderStatus>>>>> = {
  menunggu_pembayaran: { upload_payment_proof: 'menunggu_konfirmasi_pembayaran', expire_payment: 'pesanan_kedaluwarsa' },
  menunggu_konfirmasi_pembayaran: { approve_payment: 'pesanan_di_proses', reject_payment: 'pembayaran_di_tolak' },
  pembayaran_di_tolak: { upload_payment_proof: 'menunggu_konfirmasi_pembayaran' },
  pesanan_di_proses: { dispatch: 'pesanan_sedang_dikirim', reject_order: 'pesanan_di_tolak' },
  pesanan_sedang_dikirim: { driver_receipt: 'pesanan_telah_dikirim' },
  pesanan_telah_dikirim: { confirm_received: 'pesanan_telah_diterima' },
  pesanan_telah_diterima: {},
  pesanan_di_tolak: {},
  pesanan_kedaluwarsa: {},
};

export function nextStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[from][event] ?? null;
}

export function canTransition(from: OrderStatus, event: OrderEvent): boolean {
  return nextStatus(from, event) !== null;
}
