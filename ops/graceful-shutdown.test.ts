import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { Browser, MEMBER } from './support/browser.ts';
import { DOTENV, startStack, type Stack } from './support/processes.ts';

const tomorrowInJakarta = () => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A real phone-like photo: noise does not compress, so the JPEG is large enough to stream for a while. */
async function photo(): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

type Answer = { status: number; body: string };

/**
 * A multipart upload written in small pieces with pauses, as a phone on a slow line sends
 * it, on a keep-alive connection that stays open after the answer, like a browser's.
 * `onProgress` runs after each piece.
 */
function slowUpload(agent: Agent, url: string, cookie: string, fields: Record<string, string>, image: Buffer, onProgress: (sentFraction: number) => void): Promise<Answer> {
  const boundary = `----tulus${randomUUID()}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="bukti.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
  );
  const body = Buffer.concat([head, image, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { cookie, 'x-tulus-request': '1', 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    void (async () => {
      const pieces = 40;
      const size = Math.ceil(body.length / pieces);
      for (let i = 0; i < pieces; i++) {
        req.write(body.subarray(i * size, (i + 1) * size));
        onProgress((i + 1) / pieces);
        await sleep(60);
      }
      req.end();
    })();
  });
}

describe('SIGTERM', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it('during a slow payment-proof upload: the upload completes with 200, the proof is stored, the gateway exits 0', async () => {
    stack = await startStack();
    const gateway = stack.gateways[0]!;
    const customer = new Browser(gateway.url);
    await customer.mutation('auth.login', MEMBER);
    const order = await customer.mutation<{ id: number; sales_order_code: string; total_amount: number }>('orders.place', {
      items: [{ product_id: 1, quantity: 3 }], voucher_ids: [], payment_method_id: 1, delivery_date: tomorrowInJakarta(), kd_cabang: 'JKT01', idempotency_key: randomUUID(),
    });
    const { id, sales_order_code, total_amount } = order.data!;
    const image = await photo();
    expect(image.length).toBeGreaterThan(500_000);

    let signalled = false;
    const browserConnections = new Agent({ keepAlive: true });
    const upload = slowUpload(
      browserConnections,
      `${gateway.url}/api/uploads/payment-proof`,
      customer.cookieHeader(),
      { sales_order_id: String(id), sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(total_amount) },
      image,
      (sent) => {
        if (!signalled && sent >= 0.3) {
          signalled = true;
          gateway.child.kill('SIGTERM');
        }
      },
    );

    // Once told to stop, the gateway takes no new connection...
    await expect.poll(() => gateway.logLines().some((l) => l.msg === 'shutting down')).toBe(true);
    await expect(fetch(`${gateway.url}/healthz`)).rejects.toThrow();
    // ...but the upload it was receiving runs to the end.
    const answer = await upload;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true });
    // The browser keeps its connection open; the gateway closes it once idle and exits well within its bound.
    const answered = Date.now();
    expect(await gateway.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - answered).toBeLessThan(5_000);
    browserConnections.destroy();
    expect(gateway.logLines().find((l) => l.path === '/api/uploads/payment-proof')).toMatchObject({ status: 200, outcome: 'ok' });

    // The provider has the proof: the order waits for payment confirmation, and the image is on its volume.
    const listed = await fetch(`${stack.providerUrl}/api/tulus/v1/ops/list-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-key': DOTENV.OPS_KEY },
      body: '{}',
    });
    const orders = ((await listed.json()) as { data: Array<{ sales_order_code: string; status_sales_order: string; amount_sent: number | null }> }).data;
    expect(orders.find((o) => o.sales_order_code === sales_order_code)).toMatchObject({ status_sales_order: 'menunggu_konfirmasi_pembayaran', amount_sent: total_amount });
    const uploads = join(stack.dataDir, 'volume', 'uploads');
    const stored = readdirSync(uploads).filter((name) => name.endsWith('.jpg'));
    expect(stored).toHaveLength(1);
    expect(statSync(join(uploads, stored[0]!)).size).toBeLessThan(1024 * 1024);
  });

  it('stops the mock provider with exit 0 and its database closed cleanly (the WAL checkpointed and removed)', async () => {
    stack = await startStack();
    const customer = new Browser(stack.gateways[0]!.url);
    // A write, so the provider's WAL file has something in it.
    expect((await customer.mutation('auth.login', MEMBER)).status).toBe(200);
    const db = join(stack.dataDir, 'volume', 'provider.sqlite');
    expect(existsSync(`${db}-wal`)).toBe(true);

    expect(await stack.gateways[0]!.stop()).toEqual({ code: 0, signal: null });
    expect(await stack.provider.stop()).toEqual({ code: 0, signal: null });
    expect(existsSync(`${db}-wal`)).toBe(false);
    expect(stack.provider.logLines().some((l) => l.msg === 'shutting down')).toBe(true);
  });
});
