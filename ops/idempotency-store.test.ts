import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisOnceStore } from '../server/src/idempotency/redis-store.ts';
import { StoreUnavailableError } from '../server/src/idempotency/store.ts';
import { startBareGateway, startGateway, type BareGateway, type Browser, type TestGateway, type UploadAnswer } from '../server/src/test/harness.ts';
import { describeOnceStore } from '../server/src/test/once-store-contract.ts';
import { orderInput, smallJpeg } from '../server/src/test/orders.ts';
import { startRedis, type RedisServer } from './support/redis.ts';

const log = { info: () => {}, warn: () => {} };

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

// Two stores on one Redis: two replicas.
describeOnceStore('RedisOnceStore', async (leaseMs) => {
  const [first, second] = [new RedisOnceStore(redis.url, log, { leaseMs }), new RedisOnceStore(redis.url, log, { leaseMs })];
  await Promise.all([first.connect(5_000), second.connect(5_000)]);
  return { first, second, close: async () => void (await Promise.all([first.close(), second.close()])) };
});

describe('RedisOnceStore without Redis', () => {
  it('refuses every move rather than keeping the key where the other replicas cannot see it', async () => {
    const down = await startRedis();
    const store = new RedisOnceStore(down.url, log);
    await store.connect(5_000);
    await down.stop();
    await expect(store.acquire(randomUUID(), 'f', 'a')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.bind('SO-1', 'k')).rejects.toBeInstanceOf(StoreUnavailableError);
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
