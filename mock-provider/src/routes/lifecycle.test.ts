import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSalesOrderDetailDriver, getSalesOrderDriver, updateStatusOrderReceived } from '@tulus/shared/contract/driver';
import { opsListOrders } from '@tulus/shared/contract/ops';
import {
  getSalesOrderCustomer,
  getSalesOrderDetailCustomer,
  getSoReceivedForCustomer,
  insertSalesOrder,
  updateReceivedConfirmation,
  type CreatedSalesOrder,
} from '@tulus/shared/contract/order';
import { uploadProofOfPayment } from '@tulus/shared/contract/payment';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import { RECEIPT_NOTES } from '@tulus/shared/rules/messages';
import { TINY_JPEG, TINY_PNG, startTestProvider, type TestProvider } from '../test/harness.ts';

/**
 * One order from checkout to the customer's receipt confirmation, through every actor the
 * mock plays: customer, ops and the drivers of two branches.
 */
const OPS = { 'x-ops-key': 'dev-ops-key' };
const SURABAYA = 'driver.surabaya@tulus.co.id';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

type Customer = { token: string; customer_code: string };
type Driver = { token: string; id: number; kd_cabang: string };

const ops = (path: string, body: object) => provider.post(path, body).set(OPS);
const statusSeenBy = async (who: Customer, code: string) =>
  getSalesOrderDetailCustomer.response.parse((await provider.post('/get-sales-order-detail-customer', { sales_order_code: code }, who.token).expect(200)).body).data.header
    .status_sales_order;
const customerList = async (who: Customer, status: string) =>
  getSalesOrderCustomer.response.parse((await provider.post('/get-sales-order-customer', { status_sales_order: status, customer_code: who.customer_code }, who.token).expect(200)).body)
    .data.data.map((o) => o.sales_order_code);
const driverList = async (driver: Driver, email: string, status: string) =>
  getSalesOrderDriver.response.parse((await provider.post('/get-sales-order-driver', { status_sales_order: status, kd_cabang: driver.kd_cabang, email_driver: email }, driver.token).expect(200)).body)
    .data.map((o) => o.header.sales_order_code);
const proof = (order: CreatedSalesOrder, who: Customer, amount = order.total_amount) =>
  provider.upload('/upload-proof-of-payment', { sales_order_id: order.id, sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '1234', amount_sent: amount }, { image: TINY_JPEG }, who.token);
const receipt = (order: CreatedSalesOrder, driver: Driver) =>
  provider.upload('/update-status-order-received', { sales_order_id: order.id, is_approve: 'true', is_reject: 'false', driver_id: driver.id, notes: RECEIPT_NOTES }, { image: TINY_PNG }, driver.token);

async function checkout(who: Customer, voucherIds: number[]): Promise<CreatedSalesOrder> {
  const res = await provider.post('/insert-sales-order', {
    header: { customer_code: who.customer_code, voucher_id: voucherIds, payment_method_detail: 1, kd_cabang: 'JKT01', delivery_schedule_date: todayInJakarta(provider.ctx.now()) },
    // 2 x 16 L at 36.500 + 1 carton of 600 ml at 60.000 = 133.000.
    detail: [{ product_id: 5, quantity: 2, price: 36500 }, { product_id: 2, quantity: 1, price: 60000 }],
  }, who.token).expect(200);
  return insertSalesOrder.response.parse(res.body).data;
}

describe('order lifecycle', () => {
  it('runs from checkout to confirmed receipt, refusing every illegal move and every stranger', async () => {
    const rina = await provider.loginCustomer();
    const budi = await provider.loginCustomer('sahabat@contoh.id');
    const jakarta = await provider.loginDriver();
    const surabaya = await provider.loginDriver(SURABAYA);
    const galon5k = (provider.ctx.db.prepare("SELECT id FROM vouchers WHERE voucher_code = 'GALON5K'").get() as { id: number }).id;

    // Checkout with a voucher: the total to transfer includes the discount and the unique code.
    const order = await checkout(rina, [galon5k]);
    expect(order.total_amount).toBe(133_000 - 5_000 + order.unique_number);
    expect(await customerList(rina, 'menunggu_pembayaran')).toContain(order.sales_order_code);

    // Nothing but a payment proof moves a new order.
    await provider.post('/update-received-confirmation', { sales_order_code: order.sales_order_code }, rina.token).expect(409);
    await ops('/ops/approve-payment', { sales_order_code: order.sales_order_code }).expect(409);
    await ops('/ops/dispatch-order', { sales_order_code: order.sales_order_code }).expect(409);

    // Budi can neither read, pay nor confirm Rina's order.
    await provider.post('/get-sales-order-detail-customer', { sales_order_code: order.sales_order_code }, budi.token).expect(404);
    await provider.post('/get-so-received-for-customer', { sales_order_code: order.sales_order_code }, budi.token).expect(404);
    await proof(order, budi).expect(404);
    await provider.post('/update-received-confirmation', { sales_order_code: order.sales_order_code }, budi.token).expect(404);
    expect(await customerList(budi, 'all')).not.toContain(order.sales_order_code);

    // Rina pays once; paying twice is refused.
    const paid = uploadProofOfPayment.response.parse((await proof(order, rina).expect(200)).body);
    expect(paid.data.proof_of_payment.amount_sent).toBe(order.total_amount);
    expect(await statusSeenBy(rina, order.sales_order_code)).toBe('menunggu_konfirmasi_pembayaran');
    await proof(order, rina).expect(409);
    await ops('/ops/dispatch-order', { sales_order_code: order.sales_order_code }).expect(409);

    // Ops approves and dispatches (to the Jakarta driver: the branch's first).
    await ops('/ops/approve-payment', { sales_order_code: order.sales_order_code }).expect(200);
    expect(await statusSeenBy(rina, order.sales_order_code)).toBe('pesanan_di_proses');
    await receipt(order, jakarta).expect(404);
    await ops('/ops/dispatch-order', { sales_order_code: order.sales_order_code }).expect(200);
    expect(await statusSeenBy(rina, order.sales_order_code)).toBe('pesanan_sedang_dikirim');

    // The Jakarta driver sees it; the Surabaya driver neither sees nor opens it.
    expect(await driverList(jakarta, 'driver.jakarta@tulus.co.id', 'pesanan_sedang_dikirim')).toContain(order.sales_order_code);
    expect(await driverList(surabaya, SURABAYA, 'pesanan_sedang_dikirim')).not.toContain(order.sales_order_code);
    await provider.post('/get-sales-order-detail-driver', { sales_order_code: order.sales_order_code }, surabaya.token).expect(404);
    await receipt(order, surabaya).expect(404);
    const detail = getSalesOrderDetailDriver.response.parse(
      (await provider.post('/get-sales-order-detail-driver', { sales_order_code: order.sales_order_code }, jakarta.token).expect(200)).body,
    ).data;
    expect(detail.header.customer.nama_lengkap).toBe('Rina Wulandari');
    expect(detail.detail).toHaveLength(2);

    // Confirming before the driver's receipt is refused.
    const early = await provider.post('/update-received-confirmation', { sales_order_code: order.sales_order_code }, rina.token).expect(409);
    expect(early.body.message).toContain('(pesanan_sedang_dikirim)');

    // The driver uploads the receipt; Rina sees it with the driver's name.
    const delivered = updateStatusOrderReceived.response.parse((await receipt(order, jakarta).expect(200)).body);
    expect(delivered.data.status_sales_order).toBe('pesanan_telah_dikirim');
    expect(await customerList(rina, 'pesanan_telah_dikirim')).toContain(order.sales_order_code);
    const proofs = getSoReceivedForCustomer.response.parse(
      (await provider.post('/get-so-received-for-customer', { sales_order_code: order.sales_order_code }, rina.token).expect(200)).body,
    ).data;
    expect(proofs.proof_of_received).toMatchObject({ driver_name: 'Joko Susilo', driver_email: 'driver.jakarta@tulus.co.id', notes: RECEIPT_NOTES });
    expect(proofs.proof_of_payment?.amount_sent).toBe(order.total_amount);

    // Rina confirms; the driver finds it under received; nothing moves it any more.
    const confirmed = updateReceivedConfirmation.response.parse(
      (await provider.post('/update-received-confirmation', { sales_order_code: order.sales_order_code }, rina.token).expect(200)).body,
    );
    expect(confirmed.data.status_sales_order).toBe('pesanan_telah_diterima');
    expect(await driverList(jakarta, 'driver.jakarta@tulus.co.id', 'pesanan_telah_diterima')).toContain(order.sales_order_code);
    expect(await driverList(jakarta, 'driver.jakarta@tulus.co.id', 'pesanan_sedang_dikirim')).not.toContain(order.sales_order_code);
    await provider.post('/update-received-confirmation', { sales_order_code: order.sales_order_code }, rina.token).expect(409);
    await receipt(order, jakarta).expect(409);
    await ops('/ops/reject-order', { sales_order_code: order.sales_order_code, reason: 'terlambat' }).expect(409);
  });

  it('lets the customer send a new proof after ops rejects the payment', async () => {
    const rina = await provider.loginCustomer();
    const order = await checkout(rina, []);
    await proof(order, rina, 1_000).expect(200);

    const rejected = await ops('/ops/reject-payment', { sales_order_code: order.sales_order_code, reason: 'Nominal transfer kurang' }).expect(200);
    expect(rejected.body.data.status_sales_order).toBe('pembayaran_di_tolak');
    const header = getSalesOrderCustomer.response
      .parse((await provider.post('/get-sales-order-customer', { status_sales_order: 'pembayaran_di_tolak', customer_code: rina.customer_code }, rina.token).expect(200)).body)
      .data.data.find((o) => o.sales_order_code === order.sales_order_code);
    expect(header?.reject_reason).toBe('Nominal transfer kurang');
    // A rejected payment is neither approved nor dispatched.
    await ops('/ops/approve-payment', { sales_order_code: order.sales_order_code }).expect(409);
    await ops('/ops/dispatch-order', { sales_order_code: order.sales_order_code }).expect(409);

    await proof(order, rina).expect(200);
    expect(await statusSeenBy(rina, order.sales_order_code)).toBe('menunggu_konfirmasi_pembayaran');
    const listed = opsListOrders.response.parse((await ops('/ops/list-orders', { status_sales_order: 'menunggu_konfirmasi_pembayaran' }).expect(200)).body).data;
    expect(listed.find((o) => o.sales_order_code === order.sales_order_code)).toMatchObject({ amount_sent: order.total_amount, reject_reason: null });
    await ops('/ops/approve-payment', { sales_order_code: order.sales_order_code }).expect(200);
    expect(await statusSeenBy(rina, order.sales_order_code)).toBe('pesanan_di_proses');
  });
});
