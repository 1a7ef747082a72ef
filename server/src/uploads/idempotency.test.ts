import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Browser, type TestGateway, type UploadAnswer } from '../test/harness.ts';
import { dispatchedOrder, smallJpeg } from '../test/orders.ts';

let env: TestGateway;
let member: Browser;
let driver: Browser;
beforeAll(async () => {
  env = await startGateway();
  [member, driver] = await Promise.all([env.customer(), env.driver()]);
});
afterAll(() => env.close());

/** A multipart upload as the driver's offline queue sends it: with its Idempotency-Key header. */
async function send(browser: Browser, path: string, fields: Record<string, string>, files: Record<string, Buffer>, key?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${name}.jpg`);
  const res = await browser.fetch(path, { method: 'POST', body: form, headers: key ? { 'idempotency-key': key } : {} });
  return { status: res.status, body: (await res.json()) as UploadAnswer };
}

const count = (sql: string, ...params: Array<string | number>) => (env.provider.ctx.db.prepare(sql).get(...params) as { n: number }).n;
const returnsOf = (customerCode: string, productId: number) =>
  count('SELECT COUNT(*) AS n FROM product_returns WHERE customer_code = ? AND product_id = ?', customerCode, productId);
const photo = (colour: string) => sharp({ create: { width: 48, height: 48, channels: 3, background: colour } }).jpeg().toBuffer();

describe('delivery receipt with an Idempotency-Key', () => {
  it('the same key twice stores one proof and answers both times with the same record', async () => {
    const order = await dispatchedOrder(env, member);
    const key = randomUUID();
    const image = await smallJpeg();
    const first = await send(driver, '/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image }, key);
    const again = await send(driver, '/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image }, key);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(count('SELECT COUNT(*) AS n FROM delivery_proofs WHERE sales_order_id = ?', order.id)).toBe(1);
  });

  it('without the key a resend reaches the provider again, which refuses the second status change', async () => {
    const order = await dispatchedOrder(env, member);
    const image = await smallJpeg();
    expect((await send(driver, '/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image })).status).toBe(200);
    expect((await send(driver, '/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image })).status).not.toBe(200);
  });
});

describe('product return with an Idempotency-Key', () => {
  const fields = { customer_code: 'CUST-0002', product_id: '5', quantity: '3' };

  it('the same key twice, one after the other, makes one return record and the same answer', async () => {
    const before = returnsOf('CUST-0002', 5);
    const key = randomUUID();
    const files = { proof_of_return: await photo('#336699') };
    const first = await send(driver, '/api/uploads/product-return', fields, files, key);
    const again = await send(driver, '/api/uploads/product-return', fields, files, key);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ customer_code: 'CUST-0002', product_id: 5, quantity: 3 });
    expect(again).toEqual(first);
    expect(returnsOf('CUST-0002', 5)).toBe(before + 1);
  });

  it('the same key sent twice at once makes one record', async () => {
    const before = returnsOf('CUST-0002', 5);
    const key = randomUUID();
    const files = { proof_of_return: await photo('#669933') };
    const [a, b] = await Promise.all([send(driver, '/api/uploads/product-return', fields, files, key), send(driver, '/api/uploads/product-return', fields, files, key)]);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(returnsOf('CUST-0002', 5)).toBe(before + 1);
  });

  it('the same key with another photo is refused and stores nothing more', async () => {
    const key = randomUUID();
    expect((await send(driver, '/api/uploads/product-return', fields, { proof_of_return: await photo('#993366') }, key)).status).toBe(200);
    const after = returnsOf('CUST-0002', 5);
    const other = await send(driver, '/api/uploads/product-return', fields, { proof_of_return: await photo('#000000') }, key);
    expect(other).toEqual({ status: 422, body: { error: { message: 'Unggahan ini sudah dikirim dengan isi yang berbeda.', reason: 'key_reused' } } });
    expect(returnsOf('CUST-0002', 5)).toBe(after);
  });

  it('two different keys are two returns, as two sends without a key are', async () => {
    const before = returnsOf('CUST-0002', 5);
    const files = { proof_of_return: await photo('#336699') };
    await send(driver, '/api/uploads/product-return', fields, files, randomUUID());
    await send(driver, '/api/uploads/product-return', fields, files, randomUUID());
    await send(driver, '/api/uploads/product-return', fields, files);
    await send(driver, '/api/uploads/product-return', fields, files);
    expect(returnsOf('CUST-0002', 5)).toBe(before + 4);
  });

  it("another driver's same key is their own upload, not the first driver's answer", async () => {
    const surabaya = await env.driver('driver.surabaya@tulus.co.id');
    const key = randomUUID();
    const files = { proof_of_return: await photo('#123456') };
    const jakarta = await send(driver, '/api/uploads/product-return', fields, files, key);
    const theirs = await send(surabaya, '/api/uploads/product-return', fields, files, key);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toMatchObject({ kd_cabang: 'SBY01' });
    expect(theirs.body.data?.id).not.toBe(jakarta.body.data?.id);
  });

  it('a malformed key is refused before anything is sent', async () => {
    const before = returnsOf('CUST-0002', 5);
    const res = await send(driver, '/api/uploads/product-return', fields, { proof_of_return: await smallJpeg() }, 'a b');
    expect(res).toEqual({ status: 400, body: { error: { message: 'Kunci idempotensi tidak valid.' } } });
    expect(returnsOf('CUST-0002', 5)).toBe(before);
  });
});
