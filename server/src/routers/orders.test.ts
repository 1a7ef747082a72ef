import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { dispatchedOrder, placeOrder, smallJpeg, uploadPaymentProof } from '../test/orders.ts';

let env: TestGateway;
let member: Browser;
let sahabat: Browser;
beforeAll(async () => {
  env = await startGateway();
  [member, sahabat] = await Promise.all([env.customer('member@contoh.id'), env.customer('sahabat@contoh.id')]);
});
afterAll(() => env.close());

describe('orders.list and orders.detail', () => {
  it('lists the customer’s orders newest first, filtered by status, each with its lines', async () => {
    const older = await placeOrder(member);
    const newer = await placeOrder(member, { items: [{ product_id: 5, quantity: 4 }] });
    await uploadPaymentProof(member, newer);

    const all = await member.trpc.orders.list.query({ status: 'all' });
    expect(all.slice(0, 2).map((o) => o.sales_order_code)).toEqual([newer.sales_order_code, older.sales_order_code]);
    expect(all[0]!.detail).toEqual([expect.objectContaining({ product_name: 'Tulus Galon 16 L', quantity: 4, product_price: 36500 })]);

    const waiting = await member.trpc.orders.list.query({ status: 'menunggu_pembayaran' });
    expect(waiting.map((o) => o.sales_order_code)).toContain(older.sales_order_code);
    expect(waiting.map((o) => o.sales_order_code)).not.toContain(newer.sales_order_code);
    const confirming = await member.trpc.orders.list.query({ status: 'menunggu_konfirmasi_pembayaran' });
    expect(confirming.map((o) => o.sales_order_code)).toEqual([newer.sales_order_code]);
    // Another customer's history does not show them.
    expect((await sahabat.trpc.orders.list.query({ status: 'all' })).map((o) => o.id)).not.toContain(older.id);
  });

  it('detail: header with customer, delivery address, bank account and branch, plus the lines', async () => {
    const placed = await placeOrder(member);
    const order = await member.trpc.orders.detail.query({ sales_order_code: placed.sales_order_code });
    expect(order).toMatchObject({ sales_order_code: placed.sales_order_code, total_amount: placed.total_amount, unique_number: placed.unique_number });
    expect(order.header).toMatchObject({
      status_sales_order: 'menunggu_pembayaran',
      kd_cabang: 'JKT01',
      customer: { nama_lengkap: 'Rina Wulandari', email: 'member@contoh.id', jalan: 'Jl. Kemang Raya No. 12', kode_pos: '12730' },
      payment_method: { bank_name: 'BCA', account_number: '1234567890', account_name: 'PT Tulus Air Nusantara' },
      branch: { nm_cabang: 'Jakarta' },
    });
    expect(order.detail).toEqual([expect.objectContaining({ product_id: 1, quantity: 3, product_price: 46000 })]);
  });

  it("another customer's order, or an unknown code, is NOT_FOUND", async () => {
    const placed = await placeOrder(member);
    expect((await failure(sahabat.trpc.orders.detail.query({ sales_order_code: placed.sales_order_code }))).code).toBe('NOT_FOUND');
    expect((await failure(sahabat.trpc.orders.proofs.query({ sales_order_code: placed.sales_order_code }))).code).toBe('NOT_FOUND');
    expect((await failure(member.trpc.orders.detail.query({ sales_order_code: 'SO-19990101-0001' }))).code).toBe('NOT_FOUND');
  });
});

describe('proofs and receipt confirmation through the whole lifecycle', () => {
  it('proof of payment, then proof of delivery, then the customer confirms receipt once', async () => {
    const placed = await placeOrder(member);
    expect(await member.trpc.orders.proofs.query({ sales_order_code: placed.sales_order_code })).toEqual({
      sales_order_code: placed.sales_order_code, proof_of_payment: null, proof_of_received: null,
    });
    // Not delivered yet: nothing to confirm.
    expect((await failure(member.trpc.orders.confirmReceived.mutate({ sales_order_code: placed.sales_order_code }))).code).toBe('CONFLICT');

    await uploadPaymentProof(member, placed);
    const paid = await member.trpc.orders.proofs.query({ sales_order_code: placed.sales_order_code });
    expect(paid.proof_of_payment).toMatchObject({ sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '1234567890', amount_sent: placed.total_amount });

    await env.ops('approve-payment', { sales_order_code: placed.sales_order_code });
    await env.ops('dispatch-order', { sales_order_code: placed.sales_order_code });
    const driver = await env.driver();
    const receipt = await driver.upload('/api/uploads/delivery-receipt', { sales_order_id: String(placed.id) }, { image: { bytes: await smallJpeg() } });
    expect(receipt.status).toBe(200);

    const delivered = await member.trpc.orders.proofs.query({ sales_order_code: placed.sales_order_code });
    expect(delivered.proof_of_received).toMatchObject({ driver_name: 'Joko Susilo', driver_email: 'driver.jakarta@tulus.co.id', notes: 'Bukti penerimaan diunggah' });

    expect(await member.trpc.orders.confirmReceived.mutate({ sales_order_code: placed.sales_order_code })).toEqual({
      sales_order_code: placed.sales_order_code, status_sales_order: 'pesanan_telah_diterima',
    });
    const again = await failure(member.trpc.orders.confirmReceived.mutate({ sales_order_code: placed.sales_order_code }));
    expect(again.code).toBe('CONFLICT');
  });

  it('a customer cannot confirm receipt of another customer’s delivered order', async () => {
    const order = await dispatchedOrder(env, member);
    expect((await failure(sahabat.trpc.orders.confirmReceived.mutate({ sales_order_code: order.sales_order_code }))).code).toBe('NOT_FOUND');
  });
});
