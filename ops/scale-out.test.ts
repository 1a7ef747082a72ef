import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, MEMBER } from './support/browser.ts';
import { startNginx, type Nginx } from './support/nginx.ts';
import { startStack, type Stack } from './support/processes.ts';
import { startRedis, type RedisServer } from './support/redis.ts';

const tomorrowInJakarta = () => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });

/**
 * The `scale` profile on one machine: Redis, the provider, two gateway-replica processes with
 * the compose environment, and deploy/nginx.conf in front of them.
 */
describe('profile scale: two gateway replicas behind deploy/nginx.conf, sharing Redis', () => {
  let redis: RedisServer;
  let stack: Stack;
  let nginx: Nginx;
  beforeAll(async () => {
    redis = await startRedis();
    stack = await startStack({ gatewayService: 'gateway-replica', gateways: 2, redisPort: redis.port });
    nginx = await startNginx(stack.gateways.map((g) => g.url.replace('http://', '')));
  });
  afterAll(async () => {
    await nginx?.stop();
    await stack?.stop();
    await redis?.stop();
  });

  it('serves the shop through the load balancer, round robin: even one session is spread over both replicas', async () => {
    expect(await (await fetch(`${nginx.url}/readyz`)).json()).toEqual({ status: 'ok', provider: 'reachable' });
    const browser = new Browser(nginx.url);
    expect((await browser.mutation('auth.login', MEMBER)).status).toBe(200);
    expect((await browser.query('auth.session')).data).toMatchObject({ role: 'customer', customer_code: 'CUST-0001' });

    // Not /healthz: a passing health check is logged at debug, and the replica is read from its info line.
    const served = (cookie: string) => fetch(`${nginx.url}/config.json`, { headers: { cookie } }).then((r) => r.headers.get('x-request-id'));
    const replicaOf = (requestId: string | null) => stack.gateways.findIndex((g) => g.logLines().some((l) => l.reqId === requestId && l.msg === 'request'));
    // No stickiness is needed (every idempotency record is in Redis), so none is configured.
    const oneSession: Array<string | null> = [];
    for (let i = 0; i < 6; i++) oneSession.push(await served('one-session'));
    await expect.poll(() => new Set(oneSession.map(replicaOf))).toEqual(new Set([0, 1]));
  });

  it('one request id in nginx, the gateway and the provider; nginx makes one when the browser sends none', async () => {
    const given = `trace-${randomUUID()}`;
    const res = await fetch(`${nginx.url}/trpc/auth.session`, { headers: { 'x-request-id': given } });
    expect(res.headers.get('x-request-id')).toBe(given);
    // nginx writes its access line after the response has left, so wait for it rather than race it.
    await expect.poll(() => nginx.accessLog()).toContain(`reqId=${given}`);

    const browser = new Browser(nginx.url);
    const login = await browser.mutation('auth.login', { email: 'sahabatbaru@contoh.id', password: 'Rahasia123!' });
    expect(login.requestId).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => stack.gateways.flatMap((g) => g.logLines()).find((l) => l.reqId === login.requestId && l.msg === 'request')).toMatchObject({ procedure: 'auth.login', status: 200 });
    await expect.poll(() => stack.provider.logLines().find((l) => l.reqId === login.requestId)).toMatchObject({ path: '/api/tulus/v1/check-login' });
    await expect.poll(() => nginx.accessLog()).toContain(`reqId=${login.requestId}`);
  });

  it('a double submit of an order through the load balancer places one order, whichever replicas answer', async () => {
    const browser = new Browser(nginx.url);
    await browser.mutation('auth.login', MEMBER);
    const input = { items: [{ product_id: 1, quantity: 3 }], voucher_ids: [], payment_method_id: 1, delivery_date: tomorrowInJakarta(), kd_cabang: 'JKT01', idempotency_key: randomUUID() };
    const [first, second] = await Promise.all([browser.mutation<{ sales_order_code: string }>('orders.place', input), browser.mutation<{ sales_order_code: string }>('orders.place', input)]);
    expect(first.status).toBe(200);
    expect(second.data?.sales_order_code).toBe(first.data?.sales_order_code);
  });

  it("an upload of a 4 MB phone photo from the shop's page passes the load balancer", async () => {
    const browser = new Browser(nginx.url);
    await browser.mutation('auth.login', { email: 'sahabat@contoh.id', password: 'Rahasia123!' });
    const order = await browser.mutation<{ id: number; total_amount: number }>('orders.place', {
      items: [{ product_id: 5, quantity: 4 }], voucher_ids: [], payment_method_id: 1, delivery_date: tomorrowInJakarta(), kd_cabang: 'SBY01', idempotency_key: randomUUID(),
    });
    expect(order.status, JSON.stringify(order.error)).toBe(200);
    const pixels = Buffer.alloc(2400 * 1800 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(pixels, { raw: { width: 2400, height: 1800, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    const form = new FormData();
    const fields = { sales_order_id: String(order.data!.id), sender_name: 'Budi', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(order.data!.total_amount) };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
    // As Chromium sends it from the shop's page: nginx passes the Host with its port, so the gateway
    // (no PUBLIC_ORIGIN set) sees the Origin is its own.
    const res = await browser.fetch('/api/uploads/payment-proof', { method: 'POST', body: form, headers: { origin: nginx.url, 'sec-fetch-site': 'same-origin' } });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it("during a rolling update, a page of either build gets its files: a replica's 404 is asked of the next one, and a file no build has is 404", async () => {
    // The stack's replicas serve a build with no scripts; one more serves a newer build with its own.
    const newer = join(stack.dataDir, 'newer-build');
    mkdirSync(join(newer, 'assets'), { recursive: true });
    writeFileSync(join(newer, 'index.html'), '<!doctype html><title>Tulus</title><div id="root"></div><script type="module" src="/assets/index-NEWER.js"></script>');
    writeFileSync(join(newer, 'assets', 'index-NEWER.js'), 'export const build = "newer";');
    const updated = await stack.addGateway({ CLIENT_DIST: newer });
    const mixed = await startNginx([stack.gateways[0]!.url, updated.url].map((url) => url.replace('http://', '')));
    try {
      // Round robin: of six asks, three would reach the replica without the file.
      for (let i = 0; i < 6; i++) {
        const script = await fetch(`${mixed.url}/assets/index-NEWER.js`);
        expect(script.status).toBe(200);
        expect(await script.text()).toBe('export const build = "newer";');
      }
      const missing = await fetch(`${mixed.url}/assets/index-NONE.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).not.toContain('text/html');
      // The files' own location keeps the headers the rest of the shop's requests carry: the id nginx makes (32 hex
      // digits; a replica would make a UUID of its own) reaches the replica that answers.
      const made = (await fetch(`${mixed.url}/assets/index-NEWER.js`)).headers.get('x-request-id');
      expect(made).toMatch(/^[0-9a-f]{32}$/);
      await expect.poll(() => [stack.gateways[0]!, updated].flatMap((g) => g.logLines()).some((l) => l.reqId === made && l.msg === 'request')).toBe(true);
    } finally {
      await mixed.stop();
    }
  });

  it('the per-IP login limit counts the address nginx saw: a forged X-Forwarded-For from the client changes nothing', async () => {
    // The limit is 20 a minute from one address, the earlier tests' logins included.
    let refusedAt = 0;
    for (let i = 0; i < 25 && !refusedAt; i++) {
      const forged = new Browser(nginx.url, { 'x-forwarded-for': `203.0.113.${i}` });
      const answer = await forged.mutation('auth.login', { email: `tidak-ada-${i}@contoh.id`, password: 'Rahasia123!' });
      if (answer.status === 429) refusedAt = i + 1;
    }
    expect(refusedAt).toBeGreaterThan(0);
    const answer = await new Browser(nginx.url, { 'x-forwarded-for': '203.0.113.200' }).mutation('auth.driverLogin', { email: 'driver.surabaya@tulus.co.id', password: 'Driver123!' });
    expect(answer.status).toBe(429);
    expect(answer.error?.message).toMatch(/^Terlalu banyak percobaan login\. Silahkan tunggu \d+ detik\.$/);
  });
});
