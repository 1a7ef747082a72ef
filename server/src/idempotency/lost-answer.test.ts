import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_OUTCOME_UNKNOWN, RETURN_OUTCOME_UNKNOWN } from '@tulus/shared/rules/messages';
import { sendJson, startFakeProvider, type FakeProvider } from '../test/fake-provider.ts';
import { failure, startBareGateway, startGateway, type BareGateway, type Browser, type TestGateway, type UploadAnswer } from '../test/harness.ts';
import { dispatchedOrder, orderInput, placeOrder, smallJpeg } from '../test/orders.ts';

/**
 * Writes whose answer is lost after the provider stored them (the connection closes before the
 * answer): one record at the provider, and what the user sees, on a gateway behind a provider
 * that loses answers for the paths in `cut` and fails the look-ups in `failLookups` (once each).
 */
let env: TestGateway;
let fake: FakeProvider;
let gw: BareGateway;
const cut = new Set<string>();
const failLookups = new Set<string>();
let member: Browser;
let driver: Browser;

beforeAll(async () => {
  env = await startGateway();
  fake = await startFakeProvider((hit, res, forward) => {
    if (failLookups.delete(hit.path)) return sendJson(res, 502, { status: 'failed', status_code: 502, message: 'Bad Gateway', data: null });
    return forward({ cut: cut.has(hit.path) });
  }, env.providerUrl);
  // No read retries: a failed look-up stays failed.
  gw = await startBareGateway(fake.url, { env: { PROVIDER_BREAKER_THRESHOLD: '0', PROVIDER_READ_RETRIES: '0' } });
  [member, driver] = await Promise.all([gw.customer('member@contoh.id'), gw.driver()]);
});
afterAll(async () => {
  await gw?.close();
  await fake?.close();
  await env?.close();
});

const count = (table: string, where: string, ...params: Array<string | number>) =>
  (env.provider.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number }).n;

async function upload(browser: Browser, path: string, fields: Record<string, string>, files: Record<string, Buffer>, key: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${name}.jpg`);
  const res = await browser.fetch(path, { method: 'POST', body: form, headers: { 'idempotency-key': key } });
  return { status: res.status, body: (await res.json()) as UploadAnswer };
}

/** Loses the answers of these provider paths while `work` runs. */
async function losing<T>(paths: string[], work: () => Promise<T>): Promise<T> {
  for (const path of paths) cut.add(path);
  try {
    return await work();
  } finally {
    cut.clear();
    failLookups.clear();
  }
}

describe('a payment proof whose answer was lost', () => {
  const proof = (order: { id: number; total_amount: number }) => ({
    sales_order_id: String(order.id), sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(order.total_amount),
  });

  it('is found on the order at once: the customer sees it sent, and it is stored once', async () => {
    const order = await placeOrder(member);
    const key = randomUUID();
    const image = await smallJpeg();
    const first = await losing(['/upload-proof-of-payment'], () => upload(member, '/api/uploads/payment-proof', proof(order), { image }, key));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ sales_order_code: order.sales_order_code, proof_of_payment: { sender_name: 'Rina Wulandari' } });
    expect(await upload(member, '/api/uploads/payment-proof', proof(order), { image }, key)).toEqual(first);
    expect(count('payment_proofs', 'sales_order_id = ?', order.id)).toBe(1);
  });

  it('when the look-up fails too, the retry finds it instead of sending it again', async () => {
    const order = await placeOrder(member);
    const key = randomUUID();
    const image = await smallJpeg();
    const first = await losing(['/upload-proof-of-payment'], () => {
      failLookups.add('/get-sales-order-customer');
      return upload(member, '/api/uploads/payment-proof', proof(order), { image }, key);
    });
    expect(first.status).toBeGreaterThanOrEqual(500);
    const retried = await upload(member, '/api/uploads/payment-proof', proof(order), { image }, key);
    expect(retried.status).toBe(200);
    expect(count('payment_proofs', 'sales_order_id = ?', order.id)).toBe(1);
    expect(fake.count('/upload-proof-of-payment')).toBeGreaterThan(0);
  });
});

describe('a delivery receipt whose answer was lost', () => {
  it('is found by the order now being delivered: one proof, no error', async () => {
    const order = await dispatchedOrder(env, await env.customer());
    const key = randomUUID();
    const image = await smallJpeg();
    const first = await losing(['/update-status-order-received'], () => upload(driver, '/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image }, key));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ sales_order_code: order.sales_order_code, status_sales_order: 'pesanan_telah_dikirim' });
    expect(await upload(driver, '/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image }, key)).toEqual(first);
    expect(count('delivery_proofs', 'sales_order_id = ?', order.id)).toBe(1);
  });

  it("a second receipt for a delivered order (another key) gets the spec's message, no provider status text", async () => {
    const order = await dispatchedOrder(env, await env.customer());
    const image = await smallJpeg();
    expect((await upload(driver, '/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image }, randomUUID())).status).toBe(200);
    const again = await upload(driver, '/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image }, randomUUID());
    expect(again).toEqual({ status: 409, body: { error: { message: 'Terjadi kesalahan saat mengunggah bukti penerimaan.', code: 'CONFLICT' } } });
  });
});

describe('a product return whose answer was lost (the provider lists no returns)', () => {
  it('is never sent again for its key; the driver is told plainly what is known', async () => {
    const fields = { customer_code: 'CUST-0003', product_id: '4', quantity: '2' };
    const before = count('product_returns', "customer_code = 'CUST-0003'");
    const key = randomUUID();
    const photo = await smallJpeg();
    const first = await losing(['/upload-product-return'], () => upload(driver, '/api/uploads/product-return', fields, { proof_of_return: photo }, key));
    const unknown = { status: 409, body: { error: { message: RETURN_OUTCOME_UNKNOWN, reason: 'outcome_unknown' } } };
    expect(first).toEqual(unknown);
    expect(await upload(driver, '/api/uploads/product-return', fields, { proof_of_return: photo }, key)).toEqual(unknown);
    expect(count('product_returns', "customer_code = 'CUST-0003'")).toBe(before + 1);
  });
});

describe('record-creating procedures with a key', () => {
  it('an address whose answer was lost is found among the addresses: one added, its record answered', async () => {
    const customer = await gw.customer('sahabatkarib@contoh.id');
    const address = {
      header_name: `Gudang ${randomUUID().slice(0, 6)}`, jalan: 'Jl. Rungkut 5', kode_pos: '60293', rt: '01', rw: '02',
      kelurahan: 'Rungkut', kecamatan: 'Rungkut', kabupaten_kota: 'Surabaya', provinsi: 'Jawa Timur', latitude: '-7.32', longitude: '112.77',
    };
    const input = { ...address, idempotency_key: randomUUID() };
    const added = await losing(['/add-master-customer-address'], () => customer.trpc.addresses.add.mutate(input));
    expect(added).toMatchObject({ header_name: address.header_name });
    expect((await customer.trpc.addresses.add.mutate(input)).id).toBe(added.id);
    expect(count('addresses', 'header_name = ?', address.header_name)).toBe(1);
  });

  it('a complaint whose answer was lost is not sent again for its key', async () => {
    const order = await placeOrder(member, orderInput());
    const input = {
      nama: 'Rina', nomor_hp: '08123456789', sales_order_code: order.sales_order_code, jenis_komplain: 'Keterlambatan',
      deskripsi: `Belum sampai ${randomUUID()}`, solusi_diharapkan: 'Segera dikirim.', idempotency_key: randomUUID(),
    };
    const first = await losing(['/submit-complaint'], () => failure(member.trpc.complaints.submit.mutate(input)));
    expect(first).toMatchObject({ code: 'CONFLICT', message: COMPLAINT_OUTCOME_UNKNOWN, reason: 'outcome_unknown' });
    expect(await failure(member.trpc.complaints.submit.mutate(input))).toMatchObject({ reason: 'outcome_unknown' });
    expect(count('complaints', 'deskripsi = ?', input.deskripsi)).toBe(1);
  });
});

describe('an order whose answer was lost', () => {
  it('is found at once when the look-up works, or by the retry when it did not: one order either way', async () => {
    const customer = await gw.customer('sahabat@contoh.id');
    const ordersNow = () => count('sales_orders', "customer_code = 'CUST-0002'");
    const before = ordersNow();
    const found = await losing(['/insert-sales-order'], () => customer.trpc.orders.place.mutate(orderInput({ kd_cabang: 'SBY01' })));
    expect(found.repeated).toBe(false);
    expect(ordersNow()).toBe(before + 1);

    // The same cart again with another key: the order found above is that key's, not this one's.
    const input = orderInput({ kd_cabang: 'SBY01' });
    const first = await losing(['/insert-sales-order'], () => {
      failLookups.add('/get-sales-order-customer');
      return failure(customer.trpc.orders.place.mutate(input));
    });
    expect(first.code).toBe('SERVICE_UNAVAILABLE');
    const retried = await customer.trpc.orders.place.mutate(input);
    expect(ordersNow()).toBe(before + 2);
    expect(retried.sales_order_code).not.toBe(found.sales_order_code);
  });
});
