import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_BUSY, UPLOAD_ONE_AT_A_TIME } from '@tulus/shared/rules/messages';
import { WRITE_HEADER } from '../security/same-origin.ts';
import { blankPng } from '../test/crafted-png.ts';
import { startGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { placeOrder, smallJpeg } from '../test/orders.ts';
import { MAX_UPLOADS_PER_UPLOADER, uploadsInFlight } from './multipart.ts';

const logLines: string[] = [];
let env: TestGateway;
let member: Browser;
let sahabat: Browser;
let driver: Browser;
beforeAll(async () => {
  env = await startGateway({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void logLines.push(line) } });
  [member, sahabat, driver] = await Promise.all([env.customer(), env.customer('sahabat@contoh.id'), env.driver()]);
});
afterAll(() => env.close());

/** The gateway's log lines since `from` that name the cause `overloaded` (load it turned away). */
const overloadedLines = (from: number) =>
  logLines.slice(from).map((line) => JSON.parse(line) as { error?: { kind?: string } }).filter((line) => line.error?.kind === 'overloaded');

const proofFields = (order: { id: number; total_amount: number }) => ({
  sales_order_id: String(order.id), sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(order.total_amount),
});

/** A multipart body as a browser would send it, with its content type (boundary included). */
async function multipart(fields: Record<string, string>, file: { field: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), 'foto.png');
  const res = new Response(form);
  return { type: res.headers.get('content-type')!, body: Buffer.from(await res.arrayBuffer()) };
}

/**
 * An upload on a slow connection: the headers and the first half of the body go out now, the
 * rest when the test says so. Until then the gateway holds it as in progress.
 */
async function slowUpload(browser: Browser, path: string, fields: Record<string, string>) {
  const { type, body } = await multipart(fields, { field: 'image', bytes: await smallJpeg(), type: 'image/jpeg' });
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = httpRequest(`${env.url}${path}`, {
      method: 'POST',
      headers: { cookie: browser.jar.header(), 'content-type': type, 'content-length': String(body.length), [WRITE_HEADER]: '1' },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.subarray(0, body.length >> 1));
  return { finish: () => { req.end(body.subarray(body.length >> 1)); return answer; }, abort: () => { req.destroy(); answer.catch(() => {}); } };
}

describe('uploads in progress per account', () => {
  it(`at most ${MAX_UPLOADS_PER_UPLOADER} per account: the next is refused at once with 503, Retry-After and a message; other accounts go on`, async () => {
    const orders = await Promise.all([placeOrder(member), placeOrder(member), placeOrder(member)]);
    const held = await Promise.all(orders.slice(0, 2).map((order) => slowUpload(member, '/api/uploads/payment-proof', proofFields(order))));
    await expect.poll(() => uploadsInFlight('customer:CUST-0001')).toBe(2);

    const logged = logLines.length;
    const third = await member.fetch('/api/uploads/payment-proof', { method: 'POST', body: await formOf(proofFields(orders[2]!)) });
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(await third.json()).toEqual({ error: { message: UPLOAD_ONE_AT_A_TIME } });
    expect(overloadedLines(logged)).toHaveLength(1);

    // Someone else's upload is not held up by this account's.
    const theirs = await placeOrder(sahabat, { kd_cabang: 'SBY01' });
    expect((await sahabat.upload('/api/uploads/payment-proof', proofFields(theirs), { image: { bytes: await smallJpeg() } })).status).toBe(200);

    const answers = await Promise.all(held.map((upload) => upload.finish()));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await expect.poll(() => uploadsInFlight('customer:CUST-0001')).toBe(0);
    expect((await member.upload('/api/uploads/payment-proof', proofFields(orders[2]!), { image: { bytes: await smallJpeg() } })).status).toBe(200);
  });

  it('an upload the phone gave up on (connection cut mid-body) frees its place', async () => {
    const order = await placeOrder(member);
    const cut = await slowUpload(member, '/api/uploads/payment-proof', proofFields(order));
    await expect.poll(() => uploadsInFlight('customer:CUST-0001')).toBe(1);
    cut.abort();
    await expect.poll(() => uploadsInFlight('customer:CUST-0001')).toBe(0);
    expect((await member.upload('/api/uploads/payment-proof', proofFields(order), { image: { bytes: await smallJpeg() } })).status).toBe(200);
  });
});

async function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(await smallJpeg())], { type: 'image/jpeg' }), 'bukti.jpg');
  return form;
}

describe('the compression queue', () => {
  it('when the lane of large pictures is full, more are refused at once with 503, Retry-After and the busy message, logged as overloaded', async () => {
    // 51 MP at 16 bits with alpha: within the pixel limit, about a second of decoding each (2 to 3 s on a
    // busy machine). Six arrive together from three accounts (two each, their most): one is decoded,
    // two wait, the rest find the lane full, as long as they arrive within the first one's decode.
    const heavy = blankPng({ width: 8000, height: 6400, bitDepth: 16, colourType: 6 });
    const logged = logLines.length;
    const proof = { sales_order_id: '999999', sender_name: 'Rina', bank_name: 'BCA', account_number: '1234567890', amount_sent: '150000' };
    const send = (browser: Browser, path: string, fields: Record<string, string>, field: string) =>
      multipart(fields, { field, bytes: heavy, type: 'image/png' }).then(({ type, body }) =>
        browser.fetch(path, { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(body) }));
    const returns = { customer_code: 'CUST-0001', product_id: '4', quantity: '1' };
    const answers = await Promise.all([
      send(member, '/api/uploads/payment-proof', proof, 'image'),
      send(member, '/api/uploads/payment-proof', proof, 'image'),
      send(sahabat, '/api/uploads/payment-proof', proof, 'image'),
      send(sahabat, '/api/uploads/payment-proof', proof, 'image'),
      send(driver, '/api/uploads/product-return', returns, 'proof_of_return'),
      send(driver, '/api/uploads/product-return', returns, 'proof_of_return'),
    ]);
    const busy = answers.filter((res) => res.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const res of busy) {
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ error: { message: UPLOAD_BUSY } });
    }
    expect(overloadedLines(logged)).toHaveLength(busy.length);
  });
});
