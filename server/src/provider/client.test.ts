import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListKdCabang } from '@tulus/shared/contract/branch';
import { loadConfig } from '../config.ts';
import { UpstreamClock } from '../logging/upstream-clock.ts';
import { CircuitOpenError } from './breaker.ts';
import { ProviderClient } from './client.ts';
import { UpstreamError } from './errors.ts';
import { closedPort, sendJson, startFakeProvider, type FakeHandler, type FakeProvider } from '../test/fake-provider.ts';
import { failure, startBareGateway, startGateway, TEST_SESSION_SECRET, type BareGateway, type TestGateway } from '../test/harness.ts';
import { orderInput } from '../test/orders.ts';

/** Small timeouts so a dead or slow provider is noticed quickly; one retry for reads. */
const FAST = {
  PROVIDER_CONNECT_TIMEOUT_MS: '300',
  PROVIDER_HEADERS_TIMEOUT_MS: '300',
  PROVIDER_BODY_TIMEOUT_MS: '300',
  PROVIDER_READ_RETRIES: '1',
};
const TIMEOUT_MESSAGE = 'Server tidak merespons. Silakan coba lagi.';

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
}

// The real mock, for the fakes that stand in front of it and pass most paths on.
let env: TestGateway;
const opened: Array<{ close: () => Promise<void> }> = [];
beforeAll(async () => {
  env = await startGateway();
});
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close();
  await env.close();
});

/** A fake provider (optionally in front of the real mock) and a gateway talking to it. */
async function gatewayBehind(handler: FakeHandler, extraEnv: Record<string, string> = {}): Promise<{ fake: FakeProvider; gw: BareGateway }> {
  const fake = await startFakeProvider(handler, env.providerUrl);
  const gw = await startBareGateway(fake.url, { env: { ...FAST, ...extraEnv } });
  opened.push(fake, gw);
  return { fake, gw };
}

describe('provider down', () => {
  let gw: BareGateway;
  beforeAll(async () => {
    gw = await startBareGateway(await closedPort(), { env: FAST });
    opened.push(gw);
  });

  it("customer login and the catalogue say 'Network error' (spec section 8)", async () => {
    const browser = gw.browser();
    const { result: login, ms } = await timed(failure(browser.trpc.auth.login.mutate({ email: 'member@contoh.id', password: 'Rahasia123!' })));
    expect(login).toMatchObject({ message: 'Network error', code: 'SERVICE_UNAVAILABLE' });
    expect(ms).toBeLessThan(2_000);
    expect(await failure(browser.trpc.catalog.products.query())).toMatchObject({ message: 'Network error', code: 'SERVICE_UNAVAILABLE' });
    expect(await failure(browser.trpc.branches.list.query())).toMatchObject({ message: 'Network error' });
  });

  it("driver login says 'Kesalahan jaringan'", async () => {
    const err = await failure(gw.browser().trpc.auth.driverLogin.mutate({ email: 'driver.jakarta@tulus.co.id', password: 'Driver123!' }));
    expect(err).toMatchObject({ message: 'Kesalahan jaringan', code: 'SERVICE_UNAVAILABLE' });
  });

  it('/healthz stays 200 while /readyz answers 503', async () => {
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${gw.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable' });
  });
});

describe('readiness with the provider up', () => {
  it('/readyz answers 200', async () => {
    const res = await fetch(`${env.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', provider: 'reachable' });
  });
});

describe('provider that never answers', () => {
  let gw: BareGateway;
  let fake: FakeProvider;
  beforeAll(async () => {
    // Accepts the request and says nothing, like a provider stuck on a lock.
    ({ gw, fake } = await gatewayBehind(() => undefined));
  });

  it('a read gives GATEWAY_TIMEOUT with the Indonesian message within the timeout, and is not retried', async () => {
    const { result, ms } = await timed(failure(gw.browser().trpc.catalog.products.query()));
    expect(result).toMatchObject({ code: 'GATEWAY_TIMEOUT', message: TIMEOUT_MESSAGE, httpStatus: 504 });
    // 300 ms for the headers plus 300 ms for the body is the whole budget of one attempt.
    expect(ms).toBeLessThan(1_200);
    // Waiting the full timeout a second time would only double the user's wait.
    expect(fake.count('/get-products')).toBe(1);
  });

  it('a write times out once and is not sent again', async () => {
    const { result, ms } = await timed(failure(gw.browser().trpc.auth.login.mutate({ email: 'member@contoh.id', password: 'Rahasia123!' })));
    expect(result).toMatchObject({ code: 'GATEWAY_TIMEOUT', message: TIMEOUT_MESSAGE });
    expect(ms).toBeLessThan(1_200);
    expect(fake.count('/check-login')).toBe(1);
  });
});

describe('provider that starts an answer and stalls', () => {
  it('the body timeout ends the call with GATEWAY_TIMEOUT', async () => {
    const { gw } = await gatewayBehind((_hit, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"status":"ok","status_code":200,');
    });
    const { result, ms } = await timed(failure(gw.browser().trpc.branches.list.query()));
    expect(result).toMatchObject({ code: 'GATEWAY_TIMEOUT', message: TIMEOUT_MESSAGE });
    expect(ms).toBeLessThan(1_200);
  });

  it('a provider dribbling its answer a byte at a time is cut off at the deadline', async () => {
    const { gw } = await gatewayBehind((_hit, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // Each byte arrives well inside the per-chunk body timeout, so only a whole-answer deadline stops it.
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 100);
    });
    const { result, ms } = await timed(failure(gw.browser().trpc.branches.list.query()));
    expect(result).toMatchObject({ code: 'GATEWAY_TIMEOUT', message: TIMEOUT_MESSAGE });
    expect(ms).toBeLessThan(1_200);
  });
});

describe('provider answering garbage', () => {
  it('a body that is not JSON gives BAD_GATEWAY with an Indonesian message', async () => {
    const { gw } = await gatewayBehind((_hit, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Maintenance</body></html>');
    });
    const err = await failure(gw.browser().trpc.catalog.products.query());
    expect(err).toMatchObject({ code: 'BAD_GATEWAY', httpStatus: 502, message: 'Gagal memuat produk' });
  });

  it('JSON that breaks the contract gives BAD_GATEWAY, never the broken data', async () => {
    const { gw } = await gatewayBehind((_hit, res) => {
      sendJson(res, 200, { status: 'ok', status_code: 200, message: 'Success', data: [{ kd_cabang: 7, nm_cabang: null }] });
    });
    const err = await failure(gw.browser().trpc.branches.list.query());
    expect(err).toMatchObject({ code: 'BAD_GATEWAY', message: 'Gagal mengambil daftar cabang' });
  });

  it('a 5xx HTML page from a proxy in front of the provider gives BAD_GATEWAY, not its text', async () => {
    const { gw } = await gatewayBehind((_hit, res) => {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1> nginx');
    });
    const err = await failure(gw.browser().trpc.catalog.products.query());
    expect(err).toMatchObject({ code: 'BAD_GATEWAY', message: 'Gagal memuat produk' });
  });
});

describe('a 403 from the provider', () => {
  it('ends the gateway session: the cookie is cleared, its copies revoked, and the next call is a visitor', async () => {
    const { gw } = await gatewayBehind((hit, res, forward) =>
      hit.path === '/get-detail-customer'
        ? sendJson(res, 403, { status: 'failed', status_code: 403, message: 'Token tidak valid atau sudah kedaluwarsa', data: null })
        : forward(),
    );
    const customer = await gw.customer();
    expect(customer.jar.get('tulus_session')).toBeTruthy();
    const copy = gw.browser();
    copy.jar.set('tulus_session', customer.jar.get('tulus_session')!);
    const err = await failure(customer.trpc.customer.detail.query());
    expect(err.code).toBe('FORBIDDEN');
    expect(customer.jar.get('tulus_session')).toBeUndefined();
    expect(await customer.trpc.auth.session.query()).toBeNull();
    expect((await failure(customer.trpc.vouchers.mine.query())).code).toBe('UNAUTHORIZED');
    // A copy of the cookie is no session either: the provider has said the token is done.
    expect(await copy.trpc.auth.session.query()).toBeNull();
  });
});

describe('retries', () => {
  it('a read that fails with 500 once is retried and succeeds', async () => {
    let failuresLeft = 1;
    const { gw, fake } = await gatewayBehind((hit, res, forward) => {
      if (hit.path === '/get-list-kd-cabang' && failuresLeft-- > 0) return sendJson(res, 500, { status: 'failed', status_code: 500, message: 'boom', data: null });
      return forward();
    });
    const branches = await gw.browser().trpc.branches.list.query();
    expect(branches.map((b) => b.kd_cabang)).toContain('JKT01');
    expect(fake.count('/get-list-kd-cabang')).toBe(2);
  });

  it('retries of a read are bounded by PROVIDER_READ_RETRIES', async () => {
    const { gw, fake } = await gatewayBehind((_hit, res) => sendJson(res, 503, { status: 'failed', status_code: 503, message: 'down', data: null }), {
      PROVIDER_READ_RETRIES: '2',
    });
    expect((await failure(gw.browser().trpc.branches.list.query())).code).toBe('BAD_GATEWAY');
    expect(fake.count('/get-list-kd-cabang')).toBe(3);
  });

  it('a customer login that fails with 500 is sent once', async () => {
    const { gw, fake } = await gatewayBehind((hit, res, forward) =>
      hit.path === '/check-login' ? sendJson(res, 500, { status: 'failed', status_code: 500, message: 'boom', data: null }) : forward(),
    );
    const err = await failure(gw.browser().trpc.auth.login.mutate({ email: 'member@contoh.id', password: 'Rahasia123!' }));
    expect(err.code).toBe('BAD_GATEWAY');
    expect(fake.count('/check-login')).toBe(1);
  });

  it('an order whose answer is lost is sent once, and found: the customer gets the order the provider stored', async () => {
    // The provider stores the order, then the answer is lost behind a 500.
    const { gw, fake } = await gatewayBehind(async (hit, res, forward) => {
      if (hit.path !== '/insert-sales-order') return forward();
      await env.provider.post('/insert-sales-order', JSON.parse(hit.body.toString()), String(hit.headers.authorization).slice(7));
      sendJson(res, 500, { status: 'failed', status_code: 500, message: 'boom', data: { message: 'boom' } });
      // The default timeouts: this is about a lost answer, and the file's 300 ms ones would turn a slow moment into a timeout.
    }, { PROVIDER_HEADERS_TIMEOUT_MS: '10000', PROVIDER_BODY_TIMEOUT_MS: '10000' });
    const customer = await gw.customer('sahabat@contoh.id');
    const before = await customer.trpc.orders.list.query({ status: 'all' });
    const placed = await customer.trpc.orders.place.mutate(orderInput({ kd_cabang: 'SBY01' }));
    expect(fake.count('/insert-sales-order')).toBe(1);
    const after = await customer.trpc.orders.list.query({ status: 'all' });
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((o) => o.sales_order_code)).toContain(placed.sales_order_code);
  });
});

describe('what a call tells the request line', () => {
  async function downClient(extra: Record<string, string> = {}) {
    const client = new ProviderClient(loadConfig({
      SESSION_SECRET: TEST_SESSION_SECRET, PROVIDER_URL: await closedPort(), PROVIDER_READ_RETRIES: '2', PROVIDER_BREAKER_THRESHOLD: '1', ...extra,
    }));
    opened.push(client);
    return client;
  }

  it('a read whose retry the freshly opened circuit refused fails with what its one call met, and counts one call', async () => {
    const client = await downClient();
    const clock = new UpstreamClock();
    const error = await client.call(getListKdCabang, {}, { requestId: 'clock-test-1', clock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).not.toBeInstanceOf(CircuitOpenError);
    expect(clock.calls).toBe(1);
    // The next one is refused without a call.
    const refused = await client.call(getListKdCabang, {}, { requestId: 'clock-test-2', clock }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CircuitOpenError);
    expect(clock.calls).toBe(1);
  });

  it('a probe goes out while the circuit is open, once, without retries', async () => {
    const client = await downClient({ PROVIDER_BREAKER_COOLDOWN_MS: '600000' });
    await client.call(getListKdCabang, {}, { requestId: 'probe-test-1' }).catch(() => {});
    expect(client.breaker.state).toBe('open');
    const clock = new UpstreamClock();
    const error = await client.call(getListKdCabang, {}, { requestId: 'probe-test-2', clock, probe: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect(error).not.toBeInstanceOf(CircuitOpenError);
    expect(clock.calls).toBe(1);
  });
});
