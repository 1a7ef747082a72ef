import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListKdCabang } from '../shared/src/contract/branch.ts';
import { startTestProvider, type TestProvider } from '../mock-provider/src/test/harness.ts';
import { loadConfig } from '../server/src/config.ts';
import { ProviderClient } from '../server/src/provider/client.ts';
import { UpstreamError } from '../server/src/provider/errors.ts';
import { TEST_SESSION_SECRET, failure, startBareGateway, type BareGateway, type Browser } from '../server/src/test/harness.ts';
import { orderInput } from '../server/src/test/orders.ts';
import { startFaultProxy, type Fault, type FaultProxy } from './fault-proxy.ts';
import { reading } from './support/memory.ts';
import { mb, table, writeSection } from './support/report.ts';

const TIMEOUT = 'Server tidak merespons. Silakan coba lagi.';
const HEADERS_MS = 800;
const BODY_MS = 800;
/** One attempt never outlasts headers + body timeouts (the client's precise per-attempt deadline). */
const DEADLINE_MS = HEADERS_MS + BODY_MS;
const RETRIES = 2;
/** Two backoffs (100 + 200 ms) and the scheduling of a busy 2-core machine. */
const SLACK_MS = 1_000;
const INSERT = '/insert-sales-order';
const READ = '/get-products';

type Outcome = { code: string; message: string } | 'ok';
type Scenario = { name: string; fault: Fault; read: Outcome; readHits: number; write: Outcome; stored: boolean };

const envelope = (code: number, message: string) => ({ status: 'failed', status_code: code, message, data: null });
const SCENARIOS: Scenario[] = [
  { name: 'latency 300 ms', fault: { kind: 'pass', latencyMs: 300 }, read: 'ok', readHits: 1, write: 'ok', stored: true },
  { name: 'latency 3 s (over the timeout)', fault: { kind: 'pass', latencyMs: 3_000 }, read: { code: 'GATEWAY_TIMEOUT', message: TIMEOUT }, readHits: 1, write: { code: 'GATEWAY_TIMEOUT', message: TIMEOUT }, stored: true },
  { name: 'hang', fault: { kind: 'hang' }, read: { code: 'GATEWAY_TIMEOUT', message: TIMEOUT }, readHits: 1, write: { code: 'GATEWAY_TIMEOUT', message: TIMEOUT }, stored: false },
  // The order was stored and its answer cut: the gateway finds it at once and answers with it.
  { name: 'reset mid-response', fault: { kind: 'reset' }, read: { code: 'SERVICE_UNAVAILABLE', message: 'Network error' }, readHits: 1 + RETRIES, write: 'ok', stored: true },
  { name: 'truncated body', fault: { kind: 'truncate' }, read: { code: 'SERVICE_UNAVAILABLE', message: 'Network error' }, readHits: 1 + RETRIES, write: 'ok', stored: true },
  { name: 'non-JSON body (200 HTML)', fault: { kind: 'garbage' }, read: { code: 'BAD_GATEWAY', message: 'Gagal memuat produk' }, readHits: 1, write: { code: 'BAD_GATEWAY', message: 'An error occurred' }, stored: false },
  { name: '500 HTML page', fault: { kind: 'status', code: 500, body: '<html><h1>500 Internal Server Error</h1></html>' }, read: { code: 'BAD_GATEWAY', message: 'Gagal memuat produk' }, readHits: 1 + RETRIES, write: { code: 'BAD_GATEWAY', message: 'An error occurred' }, stored: false },
  { name: '503 failure envelope', fault: { kind: 'status', code: 503, body: envelope(503, 'Service Unavailable') }, read: { code: 'BAD_GATEWAY', message: 'Gagal memuat produk' }, readHits: 1 + RETRIES, write: { code: 'BAD_GATEWAY', message: 'An error occurred' }, stored: false },
  { name: '429 failure envelope', fault: { kind: 'status', code: 429, body: envelope(429, 'Terlalu banyak permintaan. Coba lagi nanti.') }, read: { code: 'TOO_MANY_REQUESTS', message: 'Terlalu banyak permintaan. Coba lagi nanti.' }, readHits: 1, write: { code: 'TOO_MANY_REQUESTS', message: 'Terlalu banyak permintaan. Coba lagi nanti.' }, stored: false },
  { name: 'connection reset before an answer', fault: { kind: 'refuse' }, read: { code: 'SERVICE_UNAVAILABLE', message: 'Network error' }, readHits: 1 + RETRIES, write: { code: 'SERVICE_UNAVAILABLE', message: 'Network error' }, stored: false },
];

let provider: TestProvider;
let providerUrl: string;
beforeAll(async () => {
  provider = await startTestProvider();
  await provider.app.listen({ host: '127.0.0.1', port: 0 });
  providerUrl = `http://127.0.0.1:${(provider.app.server.address() as AddressInfo).port}`;
});
afterAll(() => provider?.close());

const ordersOf = (code: string) => (provider.ctx.db.prepare('SELECT sales_order_code FROM sales_orders WHERE customer_code = ? ORDER BY id').all(code) as Array<{ sales_order_code: string }>).map((r) => r.sales_order_code);
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
};
const outcomeOf = async (promise: Promise<unknown>): Promise<Outcome> => {
  try {
    await promise;
    return 'ok';
  } catch {
    const { code, message } = await failure(promise);
    return { code: code ?? '', message };
  }
};
const show = (o: Outcome) => (o === 'ok' ? 'answered' : `${o.code}: '${o.message}'`);

describe('provider faults through a TCP fault proxy', () => {
  let proxy: FaultProxy;
  let gw: BareGateway;
  let visitor: Browser;
  let member: Browser;
  const rows: Array<Array<string | number>> = [];

  beforeAll(async () => {
    proxy = await startFaultProxy(providerUrl);
    gw = await startBareGateway(proxy.url, {
      env: {
        PROVIDER_HEADERS_TIMEOUT_MS: String(HEADERS_MS), PROVIDER_BODY_TIMEOUT_MS: String(BODY_MS), PROVIDER_CONNECT_TIMEOUT_MS: '500',
        PROVIDER_READ_RETRIES: String(RETRIES), PROVIDER_BREAKER_THRESHOLD: '0',
      },
    });
    visitor = gw.browser();
    member = await gw.customer('member@contoh.id');
  });
  afterAll(async () => {
    await gw?.close();
    await proxy?.close();
    writeSection('faults', 'Provider faults (TCP fault proxy, reliability/fault-proxy.ts)', [
      `Gateway timeouts for the run: headers ${HEADERS_MS} ms + body ${BODY_MS} ms = ${DEADLINE_MS} ms per attempt, ${RETRIES} retries for reads. ` +
        `The read is \`catalog.products\` (${READ}, a visitor); the write is \`orders.place\` (its ${INSERT}; the reads before it pass). ` +
        'After each failed write the checkout is sent again with the same idempotency key (the client keeps it for the page) with the provider healthy again.',
      '',
      table(['fault', 'read: caller sees', 'read ms', 'read sent', 'write: caller sees', 'write ms', 'insert sent', 'orders after fault / after retry'], rows),
      '',
      "Messages are the spec's catalogue (section 8): 'Network error' and 'An error occurred' are its own words for an unreachable provider " +
        "and a failed order; the timeout message is ours. Only reads are retried; no fault created an order twice. " +
        'A write whose answer was cut after the provider stored it is looked up at once (the customer\'s orders) and answered with the stored order.',
    ].join('\n'));
  });

  it.each(SCENARIOS)('$name: mapped message within the timeout, reads alone retried, no order placed twice', async (scenario) => {
    proxy.setRule(({ path }) => (path.endsWith(READ) ? scenario.fault : { kind: 'pass' }));
    const readHits = proxy.count(READ);
    const [read, readMs] = await timed(() => outcomeOf(visitor.trpc.catalog.products.query({ search: '', limit: 10, offset: 0 })));
    expect(read).toEqual(scenario.read);
    expect(proxy.count(READ) - readHits).toBe(scenario.readHits);
    expect(readMs).toBeLessThan((scenario.read === 'ok' ? 300 : DEADLINE_MS) + SLACK_MS);

    const before = ordersOf('CUST-0001');
    const input = orderInput();
    proxy.setRule(({ path }) => (path.endsWith(INSERT) ? scenario.fault : { kind: 'pass' }));
    const inserts = proxy.count(INSERT);
    const [write, writeMs] = await timed(() => outcomeOf(member.trpc.orders.place.mutate(input)));
    expect(write).toEqual(scenario.write);
    expect(proxy.count(INSERT) - inserts).toBe(1);
    expect(writeMs).toBeLessThan(DEADLINE_MS + SLACK_MS * 2);
    const afterFault = ordersOf('CUST-0001');
    expect(afterFault.length - before.length).toBe(scenario.stored ? 1 : 0);

    // The customer taps Checkout again: same key, provider healthy. One order in the end, whatever happened.
    proxy.setRule(() => ({ kind: 'pass' }));
    const retried = await member.trpc.orders.place.mutate(input);
    const afterRetry = ordersOf('CUST-0001');
    expect(afterRetry.length - before.length).toBe(1);
    expect(afterRetry).toContain(retried.sales_order_code);
    if (scenario.stored) expect(retried.sales_order_code).toBe(afterFault.at(-1));
    rows.push([scenario.name, show(read), readMs, proxy.count(READ) - readHits, show(write), writeMs, 1, `+${afterFault.length - before.length} / +${afterRetry.length - before.length}`]);
  });
});

describe('circuit breaker in the provider client', () => {
  const THRESHOLD = 3;
  const COOLDOWN_MS = 1_000;
  /** An answer while the circuit is open comes well within one attempt's wait for a silent provider. */
  const FAILS_FAST_MS = HEADERS_MS / 2;
  let proxy: FaultProxy;
  let gw: BareGateway;

  beforeAll(async () => {
    proxy = await startFaultProxy(providerUrl);
    gw = await startBareGateway(proxy.url, {
      env: {
        PROVIDER_HEADERS_TIMEOUT_MS: String(HEADERS_MS), PROVIDER_BODY_TIMEOUT_MS: String(BODY_MS), PROVIDER_READ_RETRIES: String(RETRIES),
        PROVIDER_BREAKER_THRESHOLD: String(THRESHOLD), PROVIDER_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
      },
    });
  });
  afterAll(async () => {
    await gw?.close();
    await proxy?.close();
  });

  it('opens after consecutive connection failures, fails fast while open, half-opens after the cool-down and closes on success', async () => {
    const products = () => outcomeOf(gw.browser().trpc.catalog.products.query({ search: '', limit: 10, offset: 0 }));
    const down = { code: 'SERVICE_UNAVAILABLE', message: 'Network error' };
    proxy.setRule(() => ({ kind: 'refuse' }));
    // One read and its two retries: three refused connections open the circuit.
    const [first, firstMs] = await timed(products);
    expect(first).toEqual(down);
    expect(proxy.hits).toHaveLength(THRESHOLD);

    const fast: number[] = [];
    for (let i = 0; i < 20; i++) {
      const [outcome, ms] = await timed(products);
      expect(outcome).toEqual(down);
      fast.push(ms);
    }
    // No attempt reached the provider, and none waited as if one had: an attempt to a provider that
    // does not answer takes HEADERS_MS at least. Half of it leaves room for a busy machine (166 ms seen
    // once against a bound of 100 ms, with the journeys and another browser test beside it).
    expect(proxy.hits).toHaveLength(THRESHOLD);
    expect(Math.max(...fast)).toBeLessThan(FAILS_FAST_MS);
    // The readiness check is a probe: it asks the provider even while the circuit is open (one call, no retries),
    // so it reports the provider's state now; its failure restarts the cool-down like a failed trial.
    const ready = await fetch(`${gw.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(proxy.hits).toHaveLength(THRESHOLD + 1);

    // After the cool-down one trial goes out; still down, so the circuit opens again at once.
    await new Promise((resolve) => setTimeout(resolve, COOLDOWN_MS + 50));
    expect(await products()).toEqual(down);
    expect(proxy.hits).toHaveLength(THRESHOLD + 2);
    expect(await products()).toEqual(down);
    expect(proxy.hits).toHaveLength(THRESHOLD + 2);

    // The provider comes back: the next trial after the cool-down closes the circuit and traffic flows.
    proxy.setRule(() => ({ kind: 'pass' }));
    await new Promise((resolve) => setTimeout(resolve, COOLDOWN_MS + 50));
    const [recovered, recoveredMs] = await timed(products);
    expect(recovered).toBe('ok');
    expect(await products()).toBe('ok');
    expect((await fetch(`${gw.url}/readyz`)).status).toBe(200);

    // A hanging provider opens it too (timeouts count), and then costs no more waiting.
    proxy.setRule(() => ({ kind: 'hang' }));
    const branches = () => outcomeOf(gw.browser().trpc.branches.list.query());
    const hangs: number[] = [];
    for (let i = 0; i < THRESHOLD; i++) {
      const [outcome, ms] = await timed(branches);
      expect(outcome).toEqual({ code: 'GATEWAY_TIMEOUT', message: TIMEOUT });
      hangs.push(ms);
    }
    const attempts = proxy.hits.length;
    const [open, openMs] = await timed(branches);
    expect(open).toEqual(down);
    expect(proxy.hits).toHaveLength(attempts);
    expect(openMs).toBeLessThan(FAILS_FAST_MS);
    proxy.setRule(() => ({ kind: 'pass' }));

    writeSection('breaker', 'Circuit breaker (server/src/provider/breaker.ts)', [
      `Settings of the run: PROVIDER_BREAKER_THRESHOLD=${THRESHOLD}, PROVIDER_BREAKER_COOLDOWN_MS=${COOLDOWN_MS} ` +
        '(defaults 5 and 10 000; 0 turns it off). Unanswered calls count (refused or reset connections, timeouts); any HTTP answer resets the count.',
      '',
      table(['step', 'figure'], [
        ['provider refusing connections: first read (3 attempts) until the circuit opens', `${firstMs} ms`],
        ['20 reads while open: slowest answer (no network attempt, /readyz 503 too)', `${Math.max(...fast)} ms`],
        ['after the cool-down, still down: trial calls sent', '1, then open again'],
        ['provider back: first read after the cool-down (the trial closes the circuit)', `${recoveredMs} ms`],
        [`provider hanging: ${THRESHOLD} reads time out`, hangs.map((ms) => `${ms} ms`).join(', ')],
        ['then, circuit open: the next read', `${openMs} ms, 'Network error'`],
      ]),
    ].join('\n'));
  });
});

describe('no socket or memory leak over 10 000 faulty calls (the provider client directly)', () => {
  const CALLS = Number(process.env.LEAK_CALLS ?? 10_000);
  const CONCURRENCY = 128;
  let proxy: FaultProxy;
  let client: ProviderClient;

  beforeAll(async () => {
    let n = 0;
    // Every answer a fault: 40% garbage, 25% 500, 10% 429, 10% reset mid-answer, 5% truncated, 5% refused, 5% hang
    // (each hang holds a pool connection for the whole deadline, hence the large pool).
    proxy = await startFaultProxy(providerUrl, (): Fault => {
      const slot = n++ % 40;
      if (slot < 16) return { kind: 'garbage' };
      if (slot < 26) return { kind: 'status', code: 500, body: '<h1>500</h1>' };
      if (slot < 30) return { kind: 'status', code: 429, body: envelope(429, 'Terlalu banyak permintaan.') };
      if (slot < 34) return { kind: 'reset' };
      if (slot < 36) return { kind: 'truncate' };
      if (slot < 38) return { kind: 'refuse' };
      return { kind: 'hang' };
    });
    const config = loadConfig({
      SESSION_SECRET: TEST_SESSION_SECRET, PROVIDER_URL: proxy.url, LOG_LEVEL: 'silent',
      PROVIDER_HEADERS_TIMEOUT_MS: '300', PROVIDER_BODY_TIMEOUT_MS: '300', PROVIDER_CONNECT_TIMEOUT_MS: '300',
      PROVIDER_READ_RETRIES: '1', PROVIDER_BREAKER_THRESHOLD: '0', PROVIDER_CONNECTIONS: String(CONCURRENCY),
    });
    client = new ProviderClient(config);
  });
  afterAll(async () => {
    await client?.close();
    await proxy?.close();
  });

  async function hammer(calls: number, kinds: Record<string, number>): Promise<number> {
    let next = 0;
    let answered = 0;
    const worker = async () => {
      while (next < calls) {
        const i = next++;
        try {
          await client.call(getListKdCabang, {}, { requestId: `leak-${i}` });
          answered++;
        } catch (error) {
          const kind = error instanceof UpstreamError ? `${error.kind}${error.status ? ` ${error.status}` : ''}` : `other: ${String(error)}`;
          kinds[kind] = (kinds[kind] ?? 0) + 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return answered;
  }

  /**
   * Waits until the proxy holds no more sockets than `limit` (hung requests are cut at the
   * deadline), and forgets the proxy's own record of hits so it does not count as the client's heap.
   */
  async function settle(limit: number): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (proxy.openSockets() > limit && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    proxy.hits.length = 0;
  }

  it(`heap, active handles and sockets are back where they were after ${CALLS} faulty calls`, async () => {
    await hammer(500, {});
    await settle(CONCURRENCY);
    const before = await reading();
    const socketsBefore = proxy.openSockets();
    const kinds: Record<string, number> = {};
    const started = performance.now();
    // Two halves: a leak grows with the calls, so the second half would add as much as the first.
    let answered = await hammer(CALLS / 2, kinds);
    await settle(socketsBefore);
    const middle = await reading();
    answered += await hammer(CALLS / 2, kinds);
    const seconds = (performance.now() - started) / 1000;
    await settle(socketsBefore);
    const after = await reading();
    const socketsAfter = proxy.openSockets();

    expect(answered).toBe(0);
    expect(Object.keys(kinds).filter((k) => k.startsWith('other'))).toEqual([]);
    expect(Object.values(kinds).reduce((a, b) => a + b, 0)).toBe(CALLS);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(8 * 1024 * 1024);
    expect(after.heapUsed - middle.heapUsed).toBeLessThan(3 * 1024 * 1024);
    // Sockets: at most the pool's idle keep-alive connections, as before; no timer left behind per call.
    expect(socketsAfter).toBeLessThanOrEqual(Math.max(socketsBefore, CONCURRENCY));
    expect(after.resources.Timeout ?? 0).toBeLessThanOrEqual((before.resources.Timeout ?? 0) + 5);
    expect(after.handles).toBeLessThanOrEqual(before.handles + 10);

    writeSection('leaks', 'No socket or memory leak (10 000 faulty calls)', [
      `${CALLS} calls of the gateway's provider client (ProviderClient, one read path, 1 retry) through the fault proxy, ${CONCURRENCY} at a time, ` +
        `in ${seconds.toFixed(1)} s; every one a fault. Measured after a warm-up of 500 calls and a full GC, in the test process that holds the client.`,
      '',
      table(['failure the caller got', 'calls'], Object.entries(kinds).sort()),
      '',
      table(['measure', 'before', `after ${CALLS / 2}`, `after ${CALLS}`], [
        ['heap used', mb(before.heapUsed), mb(middle.heapUsed), mb(after.heapUsed)],
        ['active handles (libuv resources)', before.handles, middle.handles, after.handles],
        ['of which timers', before.resources.Timeout ?? 0, middle.resources.Timeout ?? 0, after.resources.Timeout ?? 0],
        ['sockets open at the proxy (the pool\'s idle keep-alive connections)', socketsBefore, '', socketsAfter],
        ['RSS of the test process (mock provider and proxy included)', mb(before.rss), mb(middle.rss), mb(after.rss)],
      ]),
      '',
      'RSS is reported, not judged here: it holds the mock provider and the proxy too, and V8 and malloc keep freed pages; ' +
        'the heap after a full GC is the measure of a leak (and the gateway process\'s RSS is judged in the load run below).',
    ].join('\n'));
  }, 120_000);
});
