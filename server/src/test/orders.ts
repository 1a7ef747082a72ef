import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import type { PlaceOrderInput } from '../orders/place-order.ts';
import type { Browser, TestGateway } from './harness.ts';

/** Seed product ids, in the order the mock's seed inserts them. */
export const PRODUCT = { ml330: 1, ml600: 2, l15: 3, galon8: 4, galon16: 5 } as const;

/** A 'YYYY-MM-DD' day in Jakarta, counted from today. */
export const jakartaDay = (offsetDays: number) => todayInJakarta(Date.now() + offsetDays * 86_400_000);

/** A valid checkout of the member seed customer: 3 x 330 ml at the member price 46.000 = 138.000. */
export function orderInput(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    items: [{ product_id: PRODUCT.ml330, quantity: 3 }],
    voucher_ids: [],
    payment_method_id: 1,
    delivery_date: jakartaDay(1),
    kd_cabang: 'JKT01',
    idempotency_key: randomUUID(),
    ...overrides,
  };
}

/** A small real JPEG, for uploads whose image is not what the test is about. */
export const smallJpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#2b6cb0' } }).jpeg().toBuffer();

export async function placeOrder(customer: Browser, overrides: Partial<PlaceOrderInput> = {}) {
  return customer.trpc.orders.place.mutate(orderInput(overrides));
}

export async function uploadPaymentProof(customer: Browser, order: { id: number; total_amount: number }, image?: Buffer) {
  const res = await customer.upload(
    '/api/uploads/payment-proof',
    { sales_order_id: String(order.id), sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(order.total_amount) },
    { image: { bytes: image ?? (await smallJpeg()) } },
  );
  if (res.status !== 200) throw new Error(`payment proof upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** An order of the customer paid, approved by ops and dispatched to the Jakarta driver. */
export async function dispatchedOrder(env: TestGateway, customer: Browser) {
  const order = await placeOrder(customer);
  await uploadPaymentProof(customer, order);
  const approved = await env.ops('approve-payment', { sales_order_code: order.sales_order_code });
  if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  const dispatched = await env.ops('dispatch-order', { sales_order_code: order.sales_order_code });
  if (dispatched.status !== 200) throw new Error(`dispatch failed: ${JSON.stringify(dispatched.body)}`);
  return order;
}
