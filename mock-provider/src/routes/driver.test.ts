import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getSalesOrderDetailDriver,
  getSalesOrderDriver,
  getSoReceivedForDriver,
  updateStatusOrderReceived,
  uploadProductReturn,
} from '@tulus/shared/contract/driver';
import { insertSalesOrder } from '@tulus/shared/contract/order';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import {
  IMAGE_TYPE_NOT_ALLOWED,
  RECEIPT_FILE_REQUIRED,
  RECEIPT_NOTES,
  RECEIPT_UPLOAD_SUCCESS,
  RETURN_CUSTOMER_NOT_FOUND,
  RETURN_IMAGE_REQUIRED,
  RETURN_SUCCESS,
} from '@tulus/shared/rules/messages';
import { TINY_JPEG, TINY_PNG, startTestProvider, type TestProvider } from '../test/harness.ts';

const OPS = { 'x-ops-key': 'dev-ops-key' };
const JAKARTA_EMAIL = 'driver.jakarta@tulus.co.id';
const SURABAYA_EMAIL = 'driver.surabaya@tulus.co.id';

type Driver = { token: string; id: number; kd_cabang: string };
let provider: TestProvider;
let customer: { token: string; customer_code: string };
let jakarta: Driver;
let surabaya: Driver;

beforeAll(async () => {
  provider = await startTestProvider();
  customer = await provider.loginCustomer();
  jakarta = await provider.loginDriver();
  surabaya = await provider.loginDriver(SURABAYA_EMAIL);
});
afterAll(() => provider.close());

/** An order of the Jakarta branch, moved by the customer and ops up to `until`. */
async function orderUpTo(until: 'placed' | 'approved' | 'dispatched') {
  const res = await provider
    .post('/insert-sales-order', {
      header: { customer_code: customer.customer_code, voucher_id: [], payment_method_detail: 1, kd_cabang: 'JKT01', delivery_schedule_date: todayInJakarta(provider.ctx.now()) },
      detail: [{ product_id: 1, quantity: 3, price: 46000 }],
    }, customer.token)
    .expect(200);
  const order = insertSalesOrder.response.parse(res.body).data;
  if (until === 'placed') return order;
  await provider
    .upload('/upload-proof-of-payment', { sales_order_id: order.id, sender_name: 'Rina', bank_name: 'BCA', account_number: '123', amount_sent: order.total_amount }, { image: TINY_PNG }, customer.token)
    .expect(200);
  await provider.post('/ops/approve-payment', { sales_order_code: order.sales_order_code }).set(OPS).expect(200);
  if (until === 'approved') return order;
  await provider.post('/ops/dispatch-order', { sales_order_code: order.sales_order_code }).set(OPS).expect(200);
  return order;
}

const listFor = (driver: Driver, email: string, status = 'pesanan_sedang_dikirim') =>
  provider.post('/get-sales-order-driver', { status_sales_order: status, kd_cabang: driver.kd_cabang, email_driver: email }, driver.token);
const receipt = (orderId: number, driver: Driver, extra: Record<string, string> = {}) => ({
  sales_order_id: orderId, is_approve: 'true', is_reject: 'false', driver_id: driver.id, ...extra,
});

describe('/get-sales-order-driver', () => {
  it("lists the orders dispatched to this driver, newest first, with customer and lines", async () => {
    const older = await orderUpTo('dispatched');
    const newer = await orderUpTo('dispatched');
    const notDispatched = await orderUpTo('approved');
    const res = await listFor(jakarta, JAKARTA_EMAIL).expect(200);
    const body = getSalesOrderDriver.response.parse(res.body);
    expect(body.status_code).toBe(200);
    const codes = body.data.map((o) => o.header.sales_order_code);
    expect(codes.slice(0, 2)).toEqual([newer.sales_order_code, older.sales_order_code]);
    expect(codes).not.toContain(notDispatched.sales_order_code);
    const ids = body.data.map((o) => o.header.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.data[0]?.header.customer).toMatchObject({ nama_lengkap: 'Rina Wulandari', nomor_hp: '081234567801', kelurahan: 'Bangka' });
    expect(body.data[0]?.detail).toEqual([expect.objectContaining({ product_name: 'Tulus 330 ml (1 karton isi 24)', quantity: 3, product_price: 46000 })]);
  });

  it('shows the Surabaya driver none of the Jakarta orders', async () => {
    await orderUpTo('dispatched');
    const res = await listFor(surabaya, SURABAYA_EMAIL).expect(200);
    expect(getSalesOrderDriver.response.parse(res.body).data).toEqual([]);
  });

  it("refuses another branch's code or another driver's e-mail with 403", async () => {
    await provider.post('/get-sales-order-driver', { status_sales_order: 'pesanan_sedang_dikirim', kd_cabang: 'JKT01', email_driver: JAKARTA_EMAIL }, surabaya.token).expect(403);
    await provider.post('/get-sales-order-driver', { status_sales_order: 'pesanan_sedang_dikirim', kd_cabang: 'SBY01', email_driver: JAKARTA_EMAIL }, surabaya.token).expect(403);
  });

  it('needs a driver token and a known status', async () => {
    await listFor(jakarta, JAKARTA_EMAIL).set('Authorization', `Bearer ${customer.token}`).expect(403);
    await provider.post('/get-sales-order-driver', { status_sales_order: 'pesanan_sedang_dikirim', kd_cabang: 'JKT01', email_driver: JAKARTA_EMAIL }).expect(403);
    const bad = await listFor(jakarta, JAKARTA_EMAIL, 'terkirim').expect(400);
    expect(bad.body.message).toMatch(/^status_sales_order: /);
  });
});

describe('/get-sales-order-detail-driver', () => {
  it('returns header and lines of an order assigned to this driver', async () => {
    const order = await orderUpTo('dispatched');
    const res = await provider.post('/get-sales-order-detail-driver', { sales_order_code: order.sales_order_code }, jakarta.token).expect(200);
    const data = getSalesOrderDetailDriver.response.parse(res.body).data;
    expect(data.header).toMatchObject({ sales_order_code: order.sales_order_code, status_sales_order: 'pesanan_sedang_dikirim', total_amount: order.total_amount });
    expect(data.detail).toHaveLength(1);
  });

  it('answers 404 for another branch and for an order not yet dispatched', async () => {
    const dispatched = await orderUpTo('dispatched');
    await provider.post('/get-sales-order-detail-driver', { sales_order_code: dispatched.sales_order_code }, surabaya.token).expect(404);
    const approved = await orderUpTo('approved');
    const res = await provider.post('/get-sales-order-detail-driver', { sales_order_code: approved.sales_order_code }, jakarta.token).expect(404);
    expect(res.body.message).toBe('Pesanan tidak ditemukan.');
  });

  it('needs a driver token and a code', async () => {
    await provider.post('/get-sales-order-detail-driver', { sales_order_code: 'SO-1' }, customer.token).expect(403);
    await provider.post('/get-sales-order-detail-driver', {}, jakarta.token).expect(400);
  });
});

describe('/update-status-order-received', () => {
  it('stores the proof sent in query and text parts and marks the order delivered', async () => {
    const order = await orderUpTo('dispatched');
    const res = await provider
      .upload('/update-status-order-received', receipt(order.id, jakarta, { notes: RECEIPT_NOTES }), { image: TINY_JPEG }, jakarta.token)
      .field('sales_order_id', String(order.id))
      .field('is_approve', 'true')
      .field('is_reject', 'false')
      .field('driver_id', String(jakarta.id))
      .field('notes', RECEIPT_NOTES)
      .expect(200);
    const body = updateStatusOrderReceived.response.parse(res.body);
    expect(body.message).toBe(RECEIPT_UPLOAD_SUCCESS);
    expect(body.data).toMatchObject({ sales_order_code: order.sales_order_code, status_sales_order: 'pesanan_telah_dikirim' });
    expect(body.data.proof_of_received).toMatchObject({ driver_name: 'Joko Susilo', driver_email: JAKARTA_EMAIL, notes: RECEIPT_NOTES });
    expect(body.data.proof_of_received.proof_of_delivery).toMatch(/\/uploads\/[0-9a-f-]+\.jpg$/);

    const twice = await provider.upload('/update-status-order-received', receipt(order.id, jakarta), { image: TINY_JPEG }, jakarta.token).expect(409);
    expect(twice.body.message).toContain('Pesanan Telah di Kirim (pesanan_telah_dikirim)');
  });

  it('writes the spec’s default note when none is sent', async () => {
    const order = await orderUpTo('dispatched');
    const res = await provider.upload('/update-status-order-received', receipt(order.id, jakarta), { image: TINY_PNG }, jakarta.token).expect(200);
    expect(updateStatusOrderReceived.response.parse(res.body).data.proof_of_received.notes).toBe(RECEIPT_NOTES);
  });

  it('refuses an order not yet dispatched to this driver (404) and another driver id (403)', async () => {
    const approved = await orderUpTo('approved');
    await provider.upload('/update-status-order-received', receipt(approved.id, jakarta), { image: TINY_PNG }, jakarta.token).expect(404);
    const dispatched = await orderUpTo('dispatched');
    await provider.upload('/update-status-order-received', receipt(dispatched.id, surabaya), { image: TINY_PNG }, surabaya.token).expect(404);
    await provider.upload('/update-status-order-received', receipt(dispatched.id, jakarta), { image: TINY_PNG }, surabaya.token).expect(403);
    await provider.upload('/update-status-order-received', receipt(dispatched.id, jakarta), { image: TINY_PNG }, customer.token).expect(403);
  });

  it('refuses a rejection flag, a missing file and a non-image', async () => {
    const order = await orderUpTo('dispatched');
    const rejected = await provider
      .upload('/update-status-order-received', receipt(order.id, jakarta, { is_approve: 'false', is_reject: 'true' }), { image: TINY_PNG }, jakarta.token)
      .expect(400);
    expect(rejected.body.message).toBe('Hanya penerimaan yang disetujui (is_approve true, is_reject false) yang dapat diunggah.');
    const noFile = await provider.upload('/update-status-order-received', receipt(order.id, jakarta), {}, jakarta.token).field('notes', 'x').expect(400);
    expect(noFile.body.message).toBe(RECEIPT_FILE_REQUIRED);
    const pdf = await provider.upload('/update-status-order-received', receipt(order.id, jakarta), { image: Buffer.from('%PDF-1.4') }, jakarta.token).expect(400);
    expect(pdf.body.message).toBe(IMAGE_TYPE_NOT_ALLOWED);
    const bad = await provider.upload('/update-status-order-received', receipt(order.id, jakarta, { is_approve: 'ya' }), { image: TINY_PNG }, jakarta.token).expect(400);
    expect(bad.body.message).toMatch(/^is_approve: /);
    const detail = await provider.post('/get-sales-order-detail-driver', { sales_order_code: order.sales_order_code }, jakarta.token).expect(200);
    expect(detail.body.data.header.status_sales_order).toBe('pesanan_sedang_dikirim');
  });
});

describe('/get-so-received-for-driver', () => {
  it('shows null before the receipt and the proof after', async () => {
    const order = await orderUpTo('dispatched');
    const before = await provider.post('/get-so-received-for-driver', { sales_order_code: order.sales_order_code }, jakarta.token).expect(200);
    expect(getSoReceivedForDriver.response.parse(before.body).data).toEqual({ sales_order_code: order.sales_order_code, proof_of_received: null });
    await provider.upload('/update-status-order-received', receipt(order.id, jakarta), { image: TINY_PNG }, jakarta.token).expect(200);
    const after = await provider.post('/get-so-received-for-driver', { sales_order_code: order.sales_order_code }, jakarta.token).expect(200);
    expect(getSoReceivedForDriver.response.parse(after.body).data.proof_of_received).toMatchObject({ driver_name: 'Joko Susilo', notes: RECEIPT_NOTES });
  });

  it('hides another branch’s order and needs a driver token and a code', async () => {
    const order = await orderUpTo('dispatched');
    await provider.post('/get-so-received-for-driver', { sales_order_code: order.sales_order_code }, surabaya.token).expect(404);
    await provider.post('/get-so-received-for-driver', { sales_order_code: order.sales_order_code }, customer.token).expect(403);
    await provider.post('/get-so-received-for-driver', { sales_order_code: '' }, jakarta.token).expect(400);
  });
});

describe('/upload-product-return', () => {
  const returnQuery = (extra: Record<string, string | number> = {}) => ({
    customer_code: 'CUST-0001', product_id: 5, quantity: 2, driver_id: jakarta.id, kd_cabang: 'JKT01', ...extra,
  });

  it('stores the return with its proof image', async () => {
    const res = await provider.upload('/upload-product-return', returnQuery(), { proof_of_return: TINY_PNG }, jakarta.token).expect(200);
    const body = uploadProductReturn.response.parse(res.body);
    expect(body.message).toBe(RETURN_SUCCESS);
    expect(body.data).toMatchObject({ customer_code: 'CUST-0001', product_id: 5, product_name: 'Tulus Galon 16 L', quantity: 2, driver_id: jakarta.id, kd_cabang: 'JKT01' });
    const row = provider.ctx.db.prepare('SELECT quantity, image FROM product_returns WHERE id = ?').get(body.data.id) as { quantity: number; image: string };
    expect(row).toEqual({ quantity: 2, image: body.data.proof_of_return });
  });

  it('refuses a quantity under 1, a missing or non-image proof', async () => {
    const zero = await provider.upload('/upload-product-return', returnQuery({ quantity: 0 }), { proof_of_return: TINY_PNG }, jakarta.token).expect(400);
    expect(zero.body.message).toBe('quantity: Jumlah pengembalian minimal 1');
    const none = await provider.upload('/upload-product-return', returnQuery(), {}, jakarta.token).field('customer_code', 'CUST-0001').expect(400);
    expect(none.body.message).toBe(RETURN_IMAGE_REQUIRED);
    const text = await provider.upload('/upload-product-return', returnQuery(), { proof_of_return: Buffer.from('teks') }, jakarta.token).expect(400);
    expect(text.body.message).toBe(IMAGE_TYPE_NOT_ALLOWED);
  });

  it('refuses an unknown customer or product', async () => {
    const customerMissing = await provider.upload('/upload-product-return', returnQuery({ customer_code: 'CUST-9999' }), { proof_of_return: TINY_PNG }, jakarta.token).expect(404);
    expect(customerMissing.body.message).toBe(RETURN_CUSTOMER_NOT_FOUND);
    await provider.upload('/upload-product-return', returnQuery({ product_id: 999 }), { proof_of_return: TINY_PNG }, jakarta.token).expect(404);
  });

  it("refuses another driver's id or branch and a customer token", async () => {
    await provider.upload('/upload-product-return', returnQuery({ driver_id: surabaya.id }), { proof_of_return: TINY_PNG }, jakarta.token).expect(403);
    await provider.upload('/upload-product-return', returnQuery({ kd_cabang: 'SBY01' }), { proof_of_return: TINY_PNG }, jakarta.token).expect(403);
    await provider.upload('/upload-product-return', returnQuery(), { proof_of_return: TINY_PNG }, customer.token).expect(403);
    const count = provider.ctx.db.prepare('SELECT COUNT(*) AS n FROM product_returns WHERE driver_id = ?').get(surabaya.id) as { n: number };
    expect(count.n).toBe(0);
  });
});
