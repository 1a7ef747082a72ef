import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { dispatchedOrder, smallJpeg } from '../test/orders.ts';

let env: TestGateway;
let member: Browser;
let jakarta: Browser;
let surabaya: Browser;
beforeAll(async () => {
  env = await startGateway();
  [member, jakarta, surabaya] = await Promise.all([env.customer(), env.driver('driver.jakarta@tulus.co.id'), env.driver('driver.surabaya@tulus.co.id')]);
});
afterAll(() => env.close());

describe('driver deliveries', () => {
  it("lists the driver's dispatched orders newest first; another branch's driver sees none of them", async () => {
    const first = await dispatchedOrder(env, member);
    const second = await dispatchedOrder(env, member);
    const onTheRoad = await jakarta.trpc.driver.deliveries.query({ status: 'pesanan_sedang_dikirim' });
    expect(onTheRoad.map((o) => o.header.sales_order_code)).toEqual([second.sales_order_code, first.sales_order_code]);
    expect(onTheRoad[0]!.detail).toEqual([expect.objectContaining({ product_name: 'Tulus 330 ml (1 karton isi 24)', quantity: 3 })]);
    expect(await surabaya.trpc.driver.deliveries.query({ status: 'pesanan_sedang_dikirim' })).toEqual([]);
  });

  it('delivery: one order with the customer and lines; NOT_FOUND for a driver of another branch', async () => {
    const order = await dispatchedOrder(env, member);
    const delivery = await jakarta.trpc.driver.delivery.query({ sales_order_code: order.sales_order_code });
    expect(delivery.header).toMatchObject({ sales_order_code: order.sales_order_code, status_sales_order: 'pesanan_sedang_dikirim', customer: { nama_lengkap: 'Rina Wulandari', nomor_hp: '081234567801' } });
    expect(delivery.detail).toHaveLength(1);
    expect((await failure(surabaya.trpc.driver.delivery.query({ sales_order_code: order.sales_order_code }))).code).toBe('NOT_FOUND');
  });

  it('receipt: empty until the driver uploads the proof, then the proof with the driver’s name', async () => {
    const order = await dispatchedOrder(env, member);
    expect(await jakarta.trpc.driver.receipt.query({ sales_order_code: order.sales_order_code })).toEqual({
      sales_order_code: order.sales_order_code, proof_of_received: null,
    });
    const upload = await jakarta.upload('/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image: { bytes: await smallJpeg() } });
    expect(upload.status).toBe(200);
    expect(upload.body.data).toMatchObject({ status_sales_order: 'pesanan_telah_dikirim' });
    const receipt = await jakarta.trpc.driver.receipt.query({ sales_order_code: order.sales_order_code });
    expect(receipt.proof_of_received).toMatchObject({ driver_name: 'Joko Susilo', notes: 'Bukti penerimaan diunggah' });
    expect((await jakarta.trpc.driver.deliveries.query({ status: 'pesanan_telah_dikirim' })).map((o) => o.header.id)).toContain(order.id);
  });

  it('products: the pack sizes for the return form', async () => {
    const products = await jakarta.trpc.driver.products.query();
    expect(products).toHaveLength(5);
    expect(products[0]).toEqual({ product_id: 1, product_name: 'Tulus 330 ml (1 karton isi 24)' });
  });

  it("customerByEmail: the customer's name and code; an unknown e-mail reads 'Customer tidak ditemukan.'", async () => {
    expect(await jakarta.trpc.driver.customerByEmail.query({ email: 'member@contoh.id' })).toEqual({ nama_lengkap: 'Rina Wulandari', customer_code: 'CUST-0001' });
    expect(await failure(jakarta.trpc.driver.customerByEmail.query({ email: 'tidakada@contoh.id' }))).toMatchObject({
      code: 'NOT_FOUND', message: 'Customer tidak ditemukan.',
    });
  });
});
