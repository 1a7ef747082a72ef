import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSalesOrderDetailCustomer, insertSalesOrder, type CreatedSalesOrder } from '@tulus/shared/contract/order';
import { opsApprovePayment, opsDispatchOrder, opsListOrders, opsRejectOrder, opsRejectPayment } from '@tulus/shared/contract/ops';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import { TINY_PNG, startTestProvider, type TestProvider } from '../test/harness.ts';

const OPS = { 'x-ops-key': 'dev-ops-key' };
const CLI = fileURLToPath(new URL('../ops-cli.ts', import.meta.url));
const run = promisify(execFile);

let provider: TestProvider;
let customer: { token: string; customer_code: string };

beforeAll(async () => {
  provider = await startTestProvider();
  customer = await provider.loginCustomer();
});
afterAll(() => provider.close());

const ops = (path: string, body: object) => provider.post(path, body).set(OPS);

async function placed(): Promise<CreatedSalesOrder> {
  const res = await provider.post('/insert-sales-order', {
    header: { customer_code: customer.customer_code, voucher_id: [], payment_method_detail: 2, kd_cabang: 'JKT01', delivery_schedule_date: todayInJakarta(provider.ctx.now()) },
    detail: [{ product_id: 2, quantity: 2, price: 60000 }],
  }, customer.token).expect(200);
  return insertSalesOrder.response.parse(res.body).data;
}

async function paid(amount?: number): Promise<CreatedSalesOrder> {
  const order = await placed();
  await provider
    .upload('/upload-proof-of-payment', { sales_order_id: order.id, sender_name: 'Rina', bank_name: 'Mandiri', account_number: '137', amount_sent: amount ?? order.total_amount }, { image: TINY_PNG }, customer.token)
    .expect(200);
  return order;
}

const header = async (code: string) =>
  getSalesOrderDetailCustomer.response.parse((await provider.post('/get-sales-order-detail-customer', { sales_order_code: code }, customer.token).expect(200)).body).data.header;

describe('ops key', () => {
  it('answers 401 without the key or with a wrong one, before reading the body', async () => {
    const none = await provider.post('/ops/approve-payment', {}).expect(401);
    expect(none.body).toEqual({ status: 'failed', status_code: 401, message: 'Kunci ops tidak valid.', data: null });
    await provider.post('/ops/list-orders', {}).set({ 'x-ops-key': 'dev-ops-kez' }).expect(401);
    await provider.post('/ops/list-orders', {}).set({ 'x-ops-key': 'dev-ops-key-longer' }).expect(401);
    await provider.post('/ops/list-orders', {}, customer.token).expect(401);
  });
});

describe('/ops/approve-payment', () => {
  it('moves a paid order into processing and shows what was transferred', async () => {
    const order = await paid(123_456);
    const res = await ops('/ops/approve-payment', { sales_order_code: order.sales_order_code }).expect(200);
    const data = opsApprovePayment.response.parse(res.body).data;
    expect(data).toMatchObject({ status_sales_order: 'pesanan_di_proses', amount_sent: 123_456, total_amount: order.total_amount, customer_code: customer.customer_code });
  });

  it('refuses an unpaid order (409), an unknown one (404) and a missing code (400)', async () => {
    const order = await placed();
    const res = await ops('/ops/approve-payment', { sales_order_code: order.sales_order_code }).expect(409);
    expect(res.body.message).toBe(`Pembayaran tidak dapat disetujui: status pesanan ${order.sales_order_code} saat ini Menunggu Pembayaran (menunggu_pembayaran).`);
    await ops('/ops/approve-payment', { sales_order_code: 'SO-00000000-0000' }).expect(404);
    await ops('/ops/approve-payment', {}).expect(400);
  });
});

describe('/ops/reject-payment', () => {
  it('stores the reason the customer then sees, and a new proof clears it', async () => {
    const order = await paid();
    const res = await ops('/ops/reject-payment', { sales_order_code: order.sales_order_code, reason: 'Nominal tidak sesuai' }).expect(200);
    expect(opsRejectPayment.response.parse(res.body).data).toMatchObject({ status_sales_order: 'pembayaran_di_tolak', reject_reason: 'Nominal tidak sesuai' });
    expect(await header(order.sales_order_code)).toMatchObject({ status_sales_order: 'pembayaran_di_tolak', reject_reason: 'Nominal tidak sesuai' });

    await provider
      .upload('/upload-proof-of-payment', { sales_order_id: order.id, sender_name: 'Rina', bank_name: 'Mandiri', account_number: '137', amount_sent: order.total_amount }, { image: TINY_PNG }, customer.token)
      .expect(200);
    expect(await header(order.sales_order_code)).toMatchObject({ status_sales_order: 'menunggu_konfirmasi_pembayaran', reject_reason: null });
  });

  it('needs a reason and an order awaiting confirmation', async () => {
    const order = await paid();
    const noReason = await ops('/ops/reject-payment', { sales_order_code: order.sales_order_code, reason: ' ' }).expect(400);
    expect(noReason.body.message).toBe('reason: Alasan penolakan wajib diisi');
    const fresh = await placed();
    await ops('/ops/reject-payment', { sales_order_code: fresh.sales_order_code, reason: 'x' }).expect(409);
  });
});

describe('/ops/dispatch-order', () => {
  it("gives the order to the branch's first driver by default", async () => {
    const order = await paid();
    await ops('/ops/approve-payment', { sales_order_code: order.sales_order_code }).expect(200);
    const jakarta = await provider.loginDriver();
    const res = await ops('/ops/dispatch-order', { sales_order_code: order.sales_order_code }).expect(200);
    expect(opsDispatchOrder.response.parse(res.body).data).toMatchObject({ status_sales_order: 'pesanan_sedang_dikirim', driver_id: jakarta.id });
  });

  it('refuses a driver of another branch or an unknown driver, and an order not yet approved', async () => {
    const order = await paid();
    const early = await ops('/ops/dispatch-order', { sales_order_code: order.sales_order_code }).expect(409);
    expect(early.body.message).toContain('Menunggu Konfirmasi Pembayaran (menunggu_konfirmasi_pembayaran)');
    await ops('/ops/approve-payment', { sales_order_code: order.sales_order_code }).expect(200);
    const surabaya = await provider.loginDriver('driver.surabaya@tulus.co.id');
    const other = await ops('/ops/dispatch-order', { sales_order_code: order.sales_order_code, driver_id: surabaya.id }).expect(400);
    expect(other.body.message).toBe(`Driver ${surabaya.id} bukan driver cabang JKT01.`);
    await ops('/ops/dispatch-order', { sales_order_code: order.sales_order_code, driver_id: 999 }).expect(404);
    await ops('/ops/dispatch-order', { sales_order_code: order.sales_order_code, driver_id: 'satu' }).expect(400);
    expect((await header(order.sales_order_code)).status_sales_order).toBe('pesanan_di_proses');
  });
});

describe('/ops/reject-order', () => {
  it('ends an order in processing with a reason, after which nothing moves it', async () => {
    const order = await paid();
    await ops('/ops/approve-payment', { sales_order_code: order.sales_order_code }).expect(200);
    const res = await ops('/ops/reject-order', { sales_order_code: order.sales_order_code, reason: 'Stok habis' }).expect(200);
    expect(opsRejectOrder.response.parse(res.body).data).toMatchObject({ status_sales_order: 'pesanan_di_tolak', reject_reason: 'Stok habis' });
    expect(await header(order.sales_order_code)).toMatchObject({ status_sales_order: 'pesanan_di_tolak', reject_reason: 'Stok habis' });
    await ops('/ops/dispatch-order', { sales_order_code: order.sales_order_code }).expect(409);
    await ops('/ops/reject-order', { sales_order_code: order.sales_order_code, reason: 'lagi' }).expect(409);
  });

  it('refuses an order not in processing and a missing reason', async () => {
    const order = await placed();
    await ops('/ops/reject-order', { sales_order_code: order.sales_order_code, reason: 'Stok habis' }).expect(409);
    await ops('/ops/reject-order', { sales_order_code: order.sales_order_code }).expect(400);
  });
});

describe('/ops/list-orders', () => {
  it('lists every order newest first, optionally by status', async () => {
    const order = await placed();
    const all = opsListOrders.response.parse((await ops('/ops/list-orders', {}).expect(200)).body).data;
    expect(all[0]?.sales_order_code).toBe(order.sales_order_code);
    const waiting = opsListOrders.response.parse((await ops('/ops/list-orders', { status_sales_order: 'menunggu_pembayaran' }).expect(200)).body).data;
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((o) => o.status_sales_order === 'menunggu_pembayaran')).toBe(true);
    expect(waiting.length).toBeLessThan(all.length);
    await ops('/ops/list-orders', { status_sales_order: 'entah' }).expect(400);
  });
});

describe('ops CLI', () => {
  it('approves and lists against a listening provider, and reports failures', async () => {
    await provider.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = provider.app.server.address() as AddressInfo;
    const env = { ...process.env, PROVIDER_URL: `http://127.0.0.1:${port}`, OPS_KEY: 'dev-ops-key' };
    const order = await paid();

    const approve = await run(process.execPath, [CLI, 'approve', order.sales_order_code], { env });
    expect(JSON.parse(approve.stdout)).toMatchObject({ status: 'ok', data: { sales_order_code: order.sales_order_code, status_sales_order: 'pesanan_di_proses' } });

    const list = await run(process.execPath, [CLI, 'list', 'pesanan_di_proses'], { env });
    expect(JSON.parse(list.stdout).data.map((o: { sales_order_code: string }) => o.sales_order_code)).toContain(order.sales_order_code);

    const again = await run(process.execPath, [CLI, 'approve', order.sales_order_code], { env }).catch((error: { code: number; stdout: string }) => error);
    expect(again).toMatchObject({ code: 1 });
    expect(JSON.parse(again.stdout)).toMatchObject({ status: 'failed', status_code: 409 });

    const usage = await run(process.execPath, [CLI, 'dispatch'], { env }).catch((error: { code: number; stderr: string }) => error);
    expect(usage).toMatchObject({ code: 2 });
    expect((usage as { stderr: string }).stderr).toContain('Pemakaian');
    // Four Node processes one after another, each loading the CLI's TypeScript: about 2 s on an idle
    // 2-core machine, several times that while CI or other tests load it. vitest's 5 s default is for one process's work.
  }, 30_000);
});
