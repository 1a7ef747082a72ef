import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type Fault, type FaultProxy } from '../reliability/fault-proxy.ts';
import { Browser, DRIVER, MEMBER } from './support/browser.ts';
import { startNginx, type Nginx } from './support/nginx.ts';
import { startStack, type RunningProcess, type Stack } from './support/processes.ts';
import { startRedis, type RedisServer } from './support/redis.ts';

/**
 * The promise "one order per checkout, one record per submit" where it is hardest to keep: two
 * gateway-replica processes with the compose environment and one Redis, behind deploy/nginx.conf
 * (round robin), and the reliability fault proxy between the gateways and the provider, cutting
 * answers after the provider acted. Replicas are restarted and killed mid-request; Redis is stopped.
 */
const RETURN_UNKNOWN = 'Pengembalian ini mungkin sudah tercatat, tetapi jawabannya tidak sampai. Hubungi admin sebelum mengirim ulang.';
const STORE_DOWN = 'Permintaan Anda belum dikirim karena gangguan sementara. Silakan coba lagi sebentar.';
const INSERT = '/api/tulus/v1/insert-sales-order';
const PROOF = '/api/tulus/v1/upload-proof-of-payment';
const RETURN = '/api/tulus/v1/upload-product-return';
const LOOKUPS = ['/api/tulus/v1/get-sales-order-customer'];
const failed = { kind: 'status', code: 502, body: { status: 'failed', status_code: 502, message: 'Bad Gateway', data: null } } as const;

const tomorrowInJakarta = () => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
const checkout = () => ({ items: [{ product_id: 5, quantity: 4 }], voucher_ids: [], payment_method_id: 1, delivery_date: tomorrowInJakarta(), kd_cabang: 'JKT01', idempotency_key: randomUUID() });

let redis: RedisServer;
let stack: Stack;
let proxy: FaultProxy;
let db: DatabaseSync;

/** What the proxy does next: `faults` by provider path, everything else passes. */
function faults(byPath: Record<string, Fault>): void {
  proxy.setRule(({ path }) => byPath[path] ?? { kind: 'pass' });
}

const count = (sql: string, ...params: Array<string | number>) => (db.prepare(sql).get(...params) as { n: number }).n;
const ordersOf = (customer: string) => count('SELECT COUNT(*) AS n FROM sales_orders WHERE customer_code = ?', customer);
const returnsOf = (customer: string) => count('SELECT COUNT(*) AS n FROM product_returns WHERE customer_code = ?', customer);
const proofsOf = (orderId: number) => count('SELECT COUNT(*) AS n FROM payment_proofs WHERE sales_order_id = ?', orderId);

/** The same signed-in browser on another replica: its sealed cookie opens anywhere. */
const sameSession = (from: Browser, gateway: RunningProcess) => new Browser(gateway.url).signInAs(from);

async function signedIn(url: string, account: { email: string; password: string }, procedure = 'auth.login'): Promise<Browser> {
  const browser = new Browser(url);
  const answer = await browser.mutation(procedure, account);
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.error)}`);
  return browser;
}

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: Math.floor(Math.random() * 255), g: 80, b: 160 } } }).jpeg().toBuffer();
}

type Upload = { status: number; body: { ok?: boolean; data?: Record<string, unknown>; error?: { message: string; reason?: string } } };

async function upload(browser: Browser, path: string, fields: Record<string, string>, file: { field: string; bytes: Buffer }, key: string): Promise<Upload> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: 'image/jpeg' }), `${file.field}.jpg`);
  const res = await browser.fetch(path, { method: 'POST', body: form, headers: { 'idempotency-key': key } });
  return { status: res.status, body: (await res.json()) as Upload['body'] };
}

const returnForm = (customer: string) => ({ customer_code: customer, product_id: '4', quantity: '1' });
const proofForm = (order: { id: number; total_amount: number }) => ({
  sales_order_id: String(order.id), sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(order.total_amount),
});

async function placed(browser: Browser): Promise<{ id: number; total_amount: number; sales_order_code: string }> {
  const answer = await browser.mutation<{ id: number; total_amount: number; sales_order_code: string }>('orders.place', checkout());
  if (answer.status !== 200) throw new Error(`order failed: ${JSON.stringify(answer.error)}`);
  return answer.data!;
}

const gatewayEnv = () => ({ PROVIDER_URL: proxy.url });

/** Signed in once each (logins are rate limited per account); the same session is then used on any replica. */
let member: Browser;
let driver: Browser;

beforeAll(async () => {
  redis = await startRedis();
  stack = await startStack({ gatewayService: 'gateway-replica', gateways: 0, redisPort: redis.port });
  proxy = await startFaultProxy(stack.providerUrl);
  await stack.addGateway(gatewayEnv());
  await stack.addGateway(gatewayEnv());
  db = new DatabaseSync(join(stack.dataDir, 'volume', 'provider.sqlite'));
  member = await signedIn(stack.gateways[0]!.url, MEMBER);
  driver = await signedIn(stack.gateways[0]!.url, DRIVER, 'auth.driverLogin');
}, 120_000);
afterAll(async () => {
  db?.close();
  await stack?.stop();
  await proxy?.close();
  await redis?.stop();
});

describe('the answer cut after the provider stored the record, the retry on the other replica', () => {
  it('order: one order, and the retry answers with it', async () => {
    const [a, b] = stack.gateways;
    const onA = sameSession(member, a!);
    const onB = sameSession(onA, b!);
    const before = ordersOf('CUST-0001');
    const input = checkout();
    // The insert's answer is reset after the provider stored it, and A's own look-up fails too: A cannot know.
    faults({ [INSERT]: { kind: 'reset' }, ...Object.fromEntries(LOOKUPS.map((p) => [p, failed])) });
    const first = await onA.mutation('orders.place', input);
    faults({});
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(ordersOf('CUST-0001')).toBe(before + 1);
    const retried = await onB.mutation<{ sales_order_code: string }>('orders.place', input);
    expect(retried.status).toBe(200);
    expect(ordersOf('CUST-0001')).toBe(before + 1);
    expect(db.prepare('SELECT sales_order_code FROM sales_orders WHERE customer_code = ? ORDER BY id DESC LIMIT 1').get('CUST-0001')).toEqual({ sales_order_code: retried.data!.sales_order_code });
  });

  it('payment proof: one proof, and the retry answers 200 with it', async () => {
    const [a, b] = stack.gateways;
    const onA = sameSession(member, a!);
    const onB = sameSession(onA, b!);
    const order = await placed(onA);
    const key = randomUUID();
    const image = { field: 'image', bytes: await photo() };
    faults({ [PROOF]: { kind: 'reset' }, ...Object.fromEntries(LOOKUPS.map((p) => [p, failed])) });
    const first = await upload(onA, '/api/uploads/payment-proof', proofForm(order), image, key);
    faults({});
    expect(first.status).toBeGreaterThanOrEqual(500);
    const retried = await upload(onB, '/api/uploads/payment-proof', proofForm(order), image, key);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ sales_order_code: order.sales_order_code });
    expect(proofsOf(order.id)).toBe(1);
  });

  it('product return: one return, never sent again; both replicas say plainly what is known', async () => {
    const [a, b] = stack.gateways;
    const onA = sameSession(driver, a!);
    const onB = sameSession(onA, b!);
    const before = returnsOf('CUST-0002');
    const key = randomUUID();
    const proof = { field: 'proof_of_return', bytes: await photo() };
    faults({ [RETURN]: { kind: 'reset' } });
    const first = await upload(onA, '/api/uploads/product-return', returnForm('CUST-0002'), proof, key);
    faults({});
    const unknown = { status: 409, body: { error: { message: RETURN_UNKNOWN, reason: 'outcome_unknown' } } };
    expect(first).toEqual(unknown);
    expect(await upload(onB, '/api/uploads/product-return', returnForm('CUST-0002'), proof, key)).toEqual(unknown);
    expect(returnsOf('CUST-0002')).toBe(before + 1);
  });
});

describe('through the round-robin load balancer', () => {
  let nginx: Nginx;
  beforeAll(async () => {
    nginx = await startNginx(stack.gateways.map((g) => g.url.replace('http://', '')));
  });
  afterAll(() => nginx?.stop());

  it('checkouts whose answers are cut, each retried on whichever replica the balancer picks: one order each', async () => {
    const browser = new Browser(nginx.url).signInAs(member);
    for (let i = 0; i < 4; i++) {
      const before = ordersOf('CUST-0001');
      const input = checkout();
      faults({ [INSERT]: { kind: 'reset' }, ...Object.fromEntries(LOOKUPS.map((p) => [p, failed])) });
      const first = await browser.mutation('orders.place', input);
      faults({});
      const retried = await browser.mutation<{ sales_order_code: string }>('orders.place', input);
      expect({ first: first.status >= 500, retried: retried.status }).toEqual({ first: true, retried: 200 });
      expect(ordersOf('CUST-0001')).toBe(before + 1);
    }
  });

  it('the same upload key sent to both replicas at once: one record, the same answer', async () => {
    const [a, b] = stack.gateways;
    const onA = sameSession(driver, a!);
    const onB = sameSession(onA, b!);
    const before = returnsOf('CUST-0003');
    const key = randomUUID();
    const proof = { field: 'proof_of_return', bytes: await photo() };
    const [x, y] = await Promise.all([
      upload(onA, '/api/uploads/product-return', returnForm('CUST-0003'), proof, key),
      upload(onB, '/api/uploads/product-return', returnForm('CUST-0003'), proof, key),
    ]);
    expect(x.status).toBe(200);
    expect(y).toEqual(x);
    expect(returnsOf('CUST-0003')).toBe(before + 1);
  });
});

describe('a replica restarted or killed mid-request', () => {
  it('SIGTERM and a new start of the only gateway: the retry finds the order the lost answer was for', async () => {
    // The two replicas go; one new one stands alone.
    await Promise.all(stack.gateways.splice(0).map((g) => g.stop()));
    const only = await stack.addGateway(gatewayEnv());
    const browser = sameSession(member, only);
    const before = ordersOf('CUST-0001');
    const input = checkout();
    faults({ [INSERT]: { kind: 'reset' }, ...Object.fromEntries(LOOKUPS.map((p) => [p, failed])) });
    expect((await browser.mutation('orders.place', input)).status).toBeGreaterThanOrEqual(500);
    faults({});
    expect(await only.stop()).toEqual({ code: 0, signal: null });
    stack.gateways.splice(stack.gateways.indexOf(only), 1);
    const restarted = await stack.addGateway(gatewayEnv());
    const retried = await sameSession(browser, restarted).mutation('orders.place', input);
    expect(retried.status).toBe(200);
    expect(ordersOf('CUST-0001')).toBe(before + 1);
    await stack.addGateway(gatewayEnv());
  });

  /** Starts `send` on replica A with the provider's answer held back, kills A once the provider has acted, and retries on B. */
  async function killedMidRequest<T>(path: string, acted: () => boolean, send: (a: RunningProcess) => Promise<unknown>, retry: (b: RunningProcess) => Promise<T>) {
    const [a, b] = stack.gateways.slice(-2);
    faults({ [path]: { kind: 'pass', latencyMs: 30_000 } });
    const inFlight = send(a!).catch(() => 'no answer');
    await expect.poll(acted).toBe(true);
    a!.child.kill('SIGKILL');
    await a!.exited;
    faults({});
    stack.gateways.splice(stack.gateways.indexOf(a!), 1);
    const started = Date.now();
    const answer = await retry(b!);
    const waitedMs = Date.now() - started;
    expect(await inFlight).toBe('no answer');
    await stack.addGateway(gatewayEnv());
    return { answer, waitedMs };
  }

  // A killed replica's claim lives one lease (3 s) past its last heartbeat; the retry waits up to 4 s for it,
  // then resolves the outcome with one or two provider reads. 10 s bounds that with room for a busy machine.
  const SECONDS = 10_000;

  it('SIGKILL while an order is in flight: the retry on the other replica is answered in seconds with that order', async () => {
    const browser = member;
    const before = ordersOf('CUST-0001');
    const input = checkout();
    const { answer, waitedMs } = await killedMidRequest(
      INSERT,
      () => ordersOf('CUST-0001') === before + 1,
      (a) => sameSession(browser, a).mutation('orders.place', input),
      (b) => sameSession(browser, b).mutation<{ sales_order_code: string }>('orders.place', input),
    );
    expect(answer.status).toBe(200);
    expect(waitedMs).toBeLessThan(SECONDS);
    expect(ordersOf('CUST-0001')).toBe(before + 1);
  });

  it('SIGKILL while a payment proof is in flight: the retry answers 200 with it, one proof', async () => {
    const browser = member;
    const order = await placed(sameSession(member, stack.gateways.at(-1)!));
    const key = randomUUID();
    const image = { field: 'image', bytes: await photo() };
    const { answer, waitedMs } = await killedMidRequest(
      PROOF,
      () => proofsOf(order.id) === 1,
      (a) => upload(sameSession(browser, a), '/api/uploads/payment-proof', proofForm(order), image, key),
      (b) => upload(sameSession(browser, b), '/api/uploads/payment-proof', proofForm(order), image, key),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ sales_order_code: order.sales_order_code });
    expect(waitedMs).toBeLessThan(SECONDS);
    expect(proofsOf(order.id)).toBe(1);
  });

  it('SIGKILL while a product return is in flight: never sent again, said plainly, in seconds', async () => {
    const browser = driver;
    const before = returnsOf('CUST-0004');
    const key = randomUUID();
    const proof = { field: 'proof_of_return', bytes: await photo() };
    const { answer, waitedMs } = await killedMidRequest(
      RETURN,
      () => returnsOf('CUST-0004') === before + 1,
      (a) => upload(sameSession(browser, a), '/api/uploads/product-return', returnForm('CUST-0004'), proof, key),
      (b) => upload(sameSession(browser, b), '/api/uploads/product-return', returnForm('CUST-0004'), proof, key),
    );
    expect(answer).toEqual({ status: 409, body: { error: { message: RETURN_UNKNOWN, reason: 'outcome_unknown' } } });
    expect(waitedMs).toBeLessThan(SECONDS);
    expect(returnsOf('CUST-0004')).toBe(before + 1);
  });
});

describe('Redis stopped', () => {
  it('keyed writes are refused clearly on both replicas, nothing is placed twice, and they work again when it is back', async () => {
    const [a, b] = stack.gateways.slice(-2);
    const onA = sameSession(member, a!);
    const onB = sameSession(onA, b!);
    const before = ordersOf('CUST-0001');
    const input = checkout();
    await redis.stop();
    const refused = await Promise.all([onA.mutation('orders.place', input), onB.mutation('orders.place', input), onA.mutation('orders.place', input)]);
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 503, error: { message: STORE_DOWN, data: { code: 'SERVICE_UNAVAILABLE', reason: 'store_unavailable' } } });
    }
    expect(ordersOf('CUST-0001')).toBe(before);
    // On call, the request lines say why: Redis, not the provider and not a bug of ours.
    for (const gateway of [a!, b!]) {
      await expect.poll(() => gateway.logLines().some((l) => l.procedure === 'orders.place' && l.status === 503 && (l.error as { kind?: string } | undefined)?.kind === 'store_unavailable' && l.level === 40)).toBe(true);
    }

    redis = await startRedis(redis.port);
    // The replicas reconnect in the background (backoff up to 5 s); the customer's retries then go through, once.
    await expect.poll(async () => (await onB.mutation('orders.place', input)).status, { timeout: 20_000, interval: 500 }).toBe(200);
    await expect.poll(async () => (await onA.mutation<{ repeated: boolean }>('orders.place', input)).data?.repeated, { timeout: 20_000, interval: 500 }).toBe(true);
    expect(ordersOf('CUST-0001')).toBe(before + 1);
  });
});
