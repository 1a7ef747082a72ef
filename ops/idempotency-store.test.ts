import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyBusyError, KeyReusedError } from '../server/src/orders/idempotency.ts';
import { RedisIdempotencyStore } from '../server/src/idempotency/redis-store.ts';
import { startBareGateway, startGateway, type BareGateway, type Browser, type TestGateway, type UploadAnswer } from '../server/src/test/harness.ts';
import { orderInput, smallJpeg } from '../server/src/test/orders.ts';
import { startRedis, type RedisServer } from './support/redis.ts';

const log = { info: () => {}, warn: () => {} };

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

describe('RedisIdempotencyStore', () => {
  it('two stores (two replicas) on one Redis run the work once and give both the same answer', async () => {
    const [a, b] = [new RedisIdempotencyStore(redis.url, log), new RedisIdempotencyStore(redis.url, log)];
    await Promise.all([a.connect(5_000), b.connect(5_000)]);
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 300));
      return { id: runs };
    };
    const key = randomUUID();
    const [first, second] = await Promise.all([a.run(key, 'f', work), b.run(key, 'f', work)]);
    expect(first).toEqual({ id: 1 });
    expect(second).toEqual({ id: 1 });
    expect(await b.run(key, 'f', work)).toEqual({ id: 1 });
    expect(runs).toBe(1);
    await expect(b.run(key, 'other', work)).rejects.toBeInstanceOf(KeyReusedError);
    await Promise.all([a.close(), b.close()]);
  });

  it('forgets a failure, so the same key may be tried again on any replica', async () => {
    const [a, b] = [new RedisIdempotencyStore(redis.url, log), new RedisIdempotencyStore(redis.url, log)];
    await Promise.all([a.connect(5_000), b.connect(5_000)]);
    const key = randomUUID();
    await expect(a.run(key, 'f', async () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect(await b.run(key, 'f', async () => 'sent')).toBe('sent');
    await Promise.all([a.close(), b.close()]);
  });

  it('tells a request to come back when the same key is still running elsewhere past the wait', async () => {
    const a = new RedisIdempotencyStore(redis.url, log);
    const b = new RedisIdempotencyStore(redis.url, log, { waitMs: 200 });
    await Promise.all([a.connect(5_000), b.connect(5_000)]);
    const key = randomUUID();
    const slow = a.run(key, 'f', () => new Promise((r) => setTimeout(() => r('done'), 1_000)));
    await new Promise((r) => setTimeout(r, 50));
    await expect(b.run(key, 'f', async () => 'twice')).rejects.toBeInstanceOf(IdempotencyBusyError);
    expect(await slow).toBe('done');
    expect(await b.run(key, 'f', async () => 'twice')).toBe('done');
    await Promise.all([a.close(), b.close()]);
  });

  it('without Redis the request is kept in memory instead of failing', async () => {
    const down = await startRedis();
    const store = new RedisIdempotencyStore(down.url, log);
    await store.connect(5_000);
    await down.stop();
    let runs = 0;
    const work = async () => ++runs;
    expect(await store.run('k', 'f', work)).toBe(1);
    expect(await store.run('k', 'f', work)).toBe(1);
    await store.close();
  });
});

describe('two gateway replicas sharing Redis', () => {
  let env: TestGateway;
  let second: BareGateway;
  let driverOnA: Browser;
  let driverOnB: Browser;
  beforeAll(async () => {
    env = await startGateway({ env: { REDIS_URL: redis.url } });
    second = await startBareGateway(env.providerUrl, { env: { REDIS_URL: redis.url } });
    driverOnA = await env.driver();
    // The same sealed session cookie, presented to the other replica (as after a change of network).
    driverOnB = second.browser();
    driverOnB.jar.set('tulus_session', driverOnA.jar.get('tulus_session')!);
  });
  afterAll(async () => {
    await second?.close();
    await env?.close();
  });

  const sendReturn = async (browser: Browser, key: string, photo: Buffer) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ customer_code: 'CUST-0001', product_id: '4', quantity: '1' })) form.append(k, v);
    form.append('proof_of_return', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'retur.jpg');
    const res = await browser.fetch('/api/uploads/product-return', { method: 'POST', body: form, headers: { 'idempotency-key': key } });
    return { status: res.status, body: (await res.json()) as UploadAnswer };
  };
  const returns = () => (env.provider.ctx.db.prepare("SELECT COUNT(*) AS n FROM product_returns WHERE customer_code = 'CUST-0001'").get() as { n: number }).n;

  it('a product return retried on the other replica with the same key is stored once, with the same answer', async () => {
    const before = returns();
    const key = randomUUID();
    const photo = await smallJpeg();
    const first = await sendReturn(driverOnA, key, photo);
    const retried = await sendReturn(driverOnB, key, photo);
    expect(first.status).toBe(200);
    expect(retried).toEqual(first);
    expect(returns()).toBe(before + 1);
  });

  it('the same key sent to both replicas at once is stored once', async () => {
    const before = returns();
    const key = randomUUID();
    const photo = await smallJpeg();
    const [a, b] = await Promise.all([sendReturn(driverOnA, key, photo), sendReturn(driverOnB, key, photo)]);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(returns()).toBe(before + 1);
  });

  it('an order placed on one replica and retried on the other is one order', async () => {
    const memberOnA = await env.customer();
    const memberOnB = second.browser();
    memberOnB.jar.set('tulus_session', memberOnA.jar.get('tulus_session')!);
    const input = orderInput();
    const first = await memberOnA.trpc.orders.place.mutate(input);
    const retried = await memberOnB.trpc.orders.place.mutate(input);
    expect(retried.sales_order_code).toBe(first.sales_order_code);
  });
});
