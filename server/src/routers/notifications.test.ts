import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { placeOrder, uploadPaymentProof } from '../test/orders.ts';

let env: TestGateway;
let member: Browser;
beforeAll(async () => {
  env = await startGateway();
  member = await env.customer();
});
afterAll(() => env.close());

describe('notifications.list', () => {
  it('is empty for a customer without orders', async () => {
    expect(await member.trpc.notifications.list.query()).toEqual([]);
  });

  it("is built from the customer's real orders, newest first, in the spec's three looks", async () => {
    const waiting = await placeOrder(member);
    const approved = await placeOrder(member, { items: [{ product_id: 4, quantity: 5 }] });
    await uploadPaymentProof(member, approved);
    await env.ops('approve-payment', { sales_order_code: approved.sales_order_code });
    const rejected = await placeOrder(member);
    await uploadPaymentProof(member, rejected);
    await env.ops('reject-payment', { sales_order_code: rejected.sales_order_code, reason: 'Nominal transfer kurang' });

    const list = await member.trpc.notifications.list.query();
    expect(list.map((n) => n.sales_order_code)).toEqual([rejected.sales_order_code, approved.sales_order_code, waiting.sales_order_code]);
    expect(list[0]).toMatchObject({ kind: 'expired', status: 'pembayaran_di_tolak' });
    expect(list[0]!.description).toContain('Alasan: Nominal transfer kurang');
    expect(list[1]).toMatchObject({
      kind: 'processing', title: 'Pesanan Di Proses', product_name: 'Tulus Galon 8 L x5',
      description: 'Pembayaran diterima. Pesanan Anda sedang disiapkan.',
    });
    expect(list[2]).toMatchObject({ id: waiting.id, title: 'Menunggu Pembayaran', product_name: 'Tulus 330 ml (1 karton isi 24) x3' });
  });

  it('shows an expired order in red with its own words, dated by the expiry and so listed first', async () => {
    const expired = await placeOrder(member);
    const newer = await placeOrder(member);
    await env.ops('set-payment-deadline', { sales_order_code: expired.sales_order_code, seconds_from_now: -60 });
    const list = await member.trpc.notifications.list.query();
    expect(list[0]).toMatchObject({
      sales_order_code: expired.sales_order_code, status: 'pesanan_kedaluwarsa', kind: 'expired', title: 'Pesanan Kedaluwarsa',
      description: 'Batas waktu pembayaran telah berakhir. Anda dapat memesan produk yang sama lagi.',
    });
    expect(list[1]?.sales_order_code).toBe(newer.sales_order_code);
  });

  it("never shows another customer's orders", async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    expect(await sahabat.trpc.notifications.list.query()).toEqual([]);
  });
});
