import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getMyVoucher } from '@tulus/shared/contract/voucher';
import { getSalesOrderCustomer, getSalesOrderDetailCustomer, insertSalesOrder, type CreatedSalesOrder } from '@tulus/shared/contract/order';
import { opsListOrders, opsSetPaymentDeadline } from '@tulus/shared/contract/ops';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import { TINY_PNG, startTestProvider, type TestProvider } from '../test/harness.ts';

// Unpaid orders expire on read (order-expiry.ts): each test moves the clock or the deadline, then reads.
const OPS = { 'x-ops-key': 'dev-ops-key' };
const HOUR = 3_600_000;

let provider: TestProvider;
let member: { token: string; customer_code: string };
beforeEach(async () => {
  provider = await startTestProvider();
  member = await provider.loginCustomer();
});
afterEach(() => provider.close());

const voucherId = (code: string) => (provider.ctx.db.prepare('SELECT id FROM vouchers WHERE voucher_code = ?').get(code) as { id: number }).id;
const ops = (path: string, body: object) => provider.post(path, body).set(OPS);

async function placeOrder(voucherIds: number[] = []): Promise<CreatedSalesOrder> {
  const res = await provider.post('/insert-sales-order', {
    header: { customer_code: member.customer_code, voucher_id: voucherIds, payment_method_detail: 1, kd_cabang: 'JKT01', delivery_schedule_date: todayInJakarta(provider.ctx.now()) },
    detail: [{ product_id: 5, quantity: 3, price: 36500 }],
  }, member.token).expect(200);
  return insertSalesOrder.response.parse(res.body).data;
}

const detail = async (code: string) =>
  getSalesOrderDetailCustomer.response.parse((await provider.post('/get-sales-order-detail-customer', { sales_order_code: code }, member.token).expect(200)).body).data.header;
const history = async (status = 'all') =>
  getSalesOrderCustomer.response.parse((await provider.post('/get-sales-order-customer', { status_sales_order: status, customer_code: member.customer_code }, member.token).expect(200)).body).data.data;
const myVoucherCodes = async () =>
  getMyVoucher.response.parse((await provider.post('/get-my-voucher', { customer_code: member.customer_code }, member.token).expect(200)).body).data.map((v) => v.voucher_code);
const proof = (order: CreatedSalesOrder) =>
  provider.upload('/upload-proof-of-payment', { sales_order_id: order.id, sender_name: 'Rina', bank_name: 'BCA', account_number: '123', amount_sent: order.total_amount }, { image: TINY_PNG }, member.token);
const storedStatus = (id: number) => (provider.ctx.db.prepare('SELECT status_sales_order FROM sales_orders WHERE id = ?').get(id) as { status_sales_order: string }).status_sales_order;

describe('an unpaid order past its deadline', () => {
  it('is still payable a moment before the deadline', async () => {
    const order = await placeOrder();
    provider.advance(24 * HOUR - 60_000);
    member = await provider.loginCustomer();
    expect((await detail(order.sales_order_code)).status_sales_order).toBe('menunggu_pembayaran');
  });

  it('reads as pesanan_kedaluwarsa in the detail, the history and its status filter, dated by the expiry', async () => {
    const order = await placeOrder();
    expect(storedStatus(order.id)).toBe('menunggu_pembayaran');
    provider.advance(24 * HOUR + 1000);
    member = await provider.loginCustomer();

    const header = await detail(order.sales_order_code);
    expect(header).toMatchObject({ status_sales_order: 'pesanan_kedaluwarsa', payment_deadline: order.payment_deadline });
    expect(Date.parse(header.updated_at!)).toBeGreaterThan(Date.parse(order.payment_deadline!));
    expect((await history('pesanan_kedaluwarsa')).map((o) => o.sales_order_code)).toEqual([order.sales_order_code]);
    expect((await history('menunggu_pembayaran')).map((o) => o.sales_order_code)).not.toContain(order.sales_order_code);
  });

  it('is expired by the history read alone, before anyone opens it', async () => {
    const order = await placeOrder();
    provider.advance(25 * HOUR);
    member = await provider.loginCustomer();
    expect(storedStatus(order.id)).toBe('menunggu_pembayaran');
    const listed = (await history()).find((o) => o.sales_order_code === order.sales_order_code);
    expect(listed?.status_sales_order).toBe('pesanan_kedaluwarsa');
    expect(storedStatus(order.id)).toBe('pesanan_kedaluwarsa');
  });

  it('refuses a late proof with the deadline message and stays expired', async () => {
    const order = await placeOrder();
    provider.advance(25 * HOUR);
    member = await provider.loginCustomer();
    const refused = await proof(order).expect(409);
    expect(refused.body.message).toBe('Batas waktu pembayaran pesanan ini telah berakhir.');
    expect(storedStatus(order.id)).toBe('pesanan_kedaluwarsa');
  });

  it('gives its voucher back to the customer', async () => {
    const hemat = voucherId('HEMAT10K');
    await placeOrder([hemat]);
    expect(await myVoucherCodes()).not.toContain('HEMAT10K');
    provider.advance(25 * HOUR);
    member = await provider.loginCustomer();
    expect(await myVoucherCodes()).toContain('HEMAT10K');
    // ... and it can be used on a new order.
    const again = await placeOrder([hemat]);
    expect(again.total_amount).toBe(109_500 - 10_000 + again.unique_number);
  });

  it('is never expired once a proof was sent, nor after a rejected payment', async () => {
    const waiting = await placeOrder();
    await proof(waiting).expect(200);
    const rejected = await placeOrder();
    await proof(rejected).expect(200);
    await ops('/ops/reject-payment', { sales_order_code: rejected.sales_order_code, reason: 'Nominal tidak sesuai' }).expect(200);
    provider.advance(48 * HOUR);
    member = await provider.loginCustomer();
    expect((await detail(waiting.sales_order_code)).status_sales_order).toBe('menunggu_konfirmasi_pembayaran');
    expect((await detail(rejected.sales_order_code)).status_sales_order).toBe('pembayaran_di_tolak');
    // The customer may still answer the rejection with a new proof.
    await proof(rejected).expect(200);
  });

  it('shows expired in the ops list and refuses ops actions', async () => {
    const order = await placeOrder();
    provider.advance(25 * HOUR);
    const listed = opsListOrders.response.parse((await ops('/ops/list-orders', { status_sales_order: 'pesanan_kedaluwarsa' }).expect(200)).body).data;
    expect(listed.map((o) => o.sales_order_code)).toEqual([order.sales_order_code]);
    const approve = await ops('/ops/approve-payment', { sales_order_code: order.sales_order_code }).expect(409);
    expect(approve.body.message).toContain('Pesanan Kedaluwarsa (pesanan_kedaluwarsa)');
  });
});

describe('/ops/set-payment-deadline', () => {
  it('moves the deadline of a waiting order; the order keeps it until its next read expires it', async () => {
    const order = await placeOrder();
    const later = opsSetPaymentDeadline.response.parse((await ops('/ops/set-payment-deadline', { sales_order_code: order.sales_order_code, seconds_from_now: 7200 }).expect(200)).body).data;
    expect(Date.parse(later.payment_deadline) - provider.ctx.now()).toBeGreaterThan(7190_000);
    expect(Date.parse(later.payment_deadline) - provider.ctx.now()).toBeLessThanOrEqual(7200_000);
    expect((await detail(order.sales_order_code)).payment_deadline).toBe(later.payment_deadline);

    const past = opsSetPaymentDeadline.response.parse((await ops('/ops/set-payment-deadline', { sales_order_code: order.sales_order_code, seconds_from_now: -60 }).expect(200)).body).data;
    expect(past.status_sales_order).toBe('menunggu_pembayaran');
    expect((await detail(order.sales_order_code)).status_sales_order).toBe('pesanan_kedaluwarsa');
  });

  it('refuses an order that is no longer waiting for payment, an unknown one and a bad body', async () => {
    const order = await placeOrder();
    await proof(order).expect(200);
    const refused = await ops('/ops/set-payment-deadline', { sales_order_code: order.sales_order_code, seconds_from_now: 60 }).expect(409);
    expect(refused.body.message).toContain('menunggu_konfirmasi_pembayaran');
    await ops('/ops/set-payment-deadline', { sales_order_code: 'SO-00000000-0000', seconds_from_now: 60 }).expect(404);
    await ops('/ops/set-payment-deadline', { sales_order_code: order.sales_order_code, seconds_from_now: 1.5 }).expect(400);
    await provider.post('/ops/set-payment-deadline', { sales_order_code: order.sales_order_code, seconds_from_now: 60 }).expect(401);
  });
});
