import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.ts';
import { loadConfig } from './config.ts';
import { closedPort, startFakeProvider, type FakeProvider } from './test/fake-provider.ts';
import { failure, startBareGateway, startGateway, TEST_SESSION_SECRET, type BareGateway, type Browser, type TestGateway } from './test/harness.ts';
import { orderInput, placeOrder, smallJpeg } from './test/orders.ts';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

const raw: string[] = [];
const lines = (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine);
const requestLines = (reqId: string) => lines().filter((line) => line.msg === 'request' && line.reqId === reqId);

/** Provider paths the proxy answers this much later (a slow provider, to see parallel calls overlap). */
const slowPaths = new Map<string, number>();

let env: TestGateway;
let proxy: FakeProvider;
let gw: BareGateway;
beforeAll(async () => {
  env = await startGateway();
  // Records what reaches the provider (headers included) and passes it on to the real mock.
  proxy = await startFakeProvider(async (hit, _res, forward) => {
    const delay = slowPaths.get(hit.path);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return forward();
  }, env.providerUrl);
  // At debug, so the health checks' lines are there to be checked (production runs at info and never sees them).
  gw = await startBareGateway(proxy.url, { env: { LOG_LEVEL: 'debug' }, logStream: { write: (line) => void raw.push(line) } });
});
afterAll(async () => {
  await gw.close();
  await proxy.close();
  await env.close();
});

/** A browser whose every call carries the given request id. */
function tagged(browser: Browser, id: string) {
  return (path: string, init: RequestInit = {}) => browser.fetch(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-request-id': id } });
}

async function login(browser: Browser, id: string, password = 'Rahasia123!') {
  return tagged(browser, id)('/trpc/auth.login', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'member@contoh.id', password }),
  });
}

describe('health', () => {
  it('/healthz answers 200 without touching the provider, logged at debug', async () => {
    const before = proxy.hits.length;
    const id = `health-${randomUUID()}`;
    const res = await tagged(gw.browser(), id)('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(proxy.hits.length).toBe(before);
    expect(requestLines(id)).toEqual([expect.objectContaining({ level: 20, path: '/healthz', status: 200, upstreamMs: 0, upstreamCalls: 0 })]);
  });

  it('/readyz asks the provider once, counts the call and its time, and logs at debug', async () => {
    const id = `ready-${randomUUID()}`;
    const res = await tagged(gw.browser(), id)('/readyz');
    expect(res.status).toBe(200);
    const [line] = requestLines(id);
    expect(line).toMatchObject({ level: 20, path: '/readyz', status: 200, upstreamCalls: 1 });
    expect(line!.upstreamMs as number).toBeGreaterThan(0);
    expect(line!.upstreamMs as number).toBeLessThanOrEqual(line!.durationMs as number);
  });

  it('/config.json hands the browser the map tile URL', async () => {
    expect(await (await fetch(`${gw.url}/config.json`)).json()).toEqual({ mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
  });
});

describe('request ids', () => {
  it('an x-request-id from the browser is echoed back and forwarded to the provider', async () => {
    const id = `test-${randomUUID()}`;
    const res = await tagged(gw.browser(), id)('/trpc/catalog.products');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    const hit = proxy.hits.find((h) => h.path === '/get-products' && h.headers['x-request-id'] === id);
    expect(hit).toBeDefined();
  });

  it('a malformed id is replaced by a fresh one, used the same way', async () => {
    const res = await tagged(gw.browser(), 'bad id <script>')('/trpc/branches.list');
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(proxy.hits.some((h) => h.path === '/get-list-kd-cabang' && h.headers['x-request-id'] === id)).toBe(true);
  });
});

describe('one structured log line per request', () => {
  it('a visitor login: procedure, role, status, outcome, duration and upstream time', async () => {
    const id = `login-${randomUUID()}`;
    expect((await login(gw.browser(), id)).status).toBe(200);
    const matching = requestLines(id);
    expect(matching).toHaveLength(1);
    const line = matching[0]!;
    expect(line).toMatchObject({ level: 30, reqId: id, procedure: 'auth.login', role: 'visitor', status: 200, outcome: 'ok', method: 'POST', path: '/trpc/auth.login', upstreamCalls: 1 });
    expect(line).not.toHaveProperty('error');
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.upstreamMs as number).toBeGreaterThan(0);
    expect(line.upstreamMs as number).toBeLessThanOrEqual(line.durationMs as number);
  });

  it('a signed-in customer is logged as such; a refused call as a client error that spent nothing upstream', async () => {
    const customer = await gw.customer();
    const ok = `orders-${randomUUID()}`;
    await tagged(customer, ok)(`/trpc/orders.list?input=${encodeURIComponent(JSON.stringify({ status: 'all' }))}`);
    expect(requestLines(ok)).toEqual([expect.objectContaining({ procedure: 'orders.list', role: 'customer', status: 200, outcome: 'ok' })]);

    const refused = `refused-${randomUUID()}`;
    const res = await tagged(customer, refused)('/trpc/driver.products');
    expect(res.status).toBe(403);
    expect(requestLines(refused)).toEqual([expect.objectContaining({
      level: 30, procedure: 'driver.products', role: 'customer', status: 403, outcome: 'client_error', upstreamMs: 0, upstreamCalls: 0,
      error: { kind: 'forbidden', message: 'Halaman ini khusus driver.' },
    })]);
  });

  it('parallel provider calls count once: upstreamMs is the wall time waited, never more than the request took', async () => {
    slowPaths.set('/get-products', 150).set('/get-list-kd-cabang', 150);
    try {
      const id = `batch-${randomUUID()}`;
      const input = encodeURIComponent(JSON.stringify({ 0: { search: '', limit: 10, offset: 0 } }));
      expect((await tagged(gw.browser(), id)(`/trpc/catalog.products,branches.list?batch=1&input=${input}`)).status).toBe(200);
      const [line] = requestLines(id);
      expect(line).toMatchObject({ procedure: 'catalog.products,branches.list', status: 200, upstreamCalls: 2 });
      // Two calls of at least 150 ms each, side by side: at least 150 ms waited, and (unlike their sum) within the request's time.
      expect(line!.upstreamMs as number).toBeGreaterThanOrEqual(150);
      expect(line!.upstreamMs as number).toBeLessThanOrEqual(line!.durationMs as number);
    } finally {
      slowPaths.clear();
    }
  });

  it('an unknown procedure is named on its line, a GET batch and a POST alike', async () => {
    const post = `unknown-${randomUUID()}`;
    const res = await tagged(gw.browser(), post)('/trpc/nope.missing', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(404);
    expect(requestLines(post)).toEqual([expect.objectContaining({ level: 30, procedure: 'nope.missing', status: 404, error: expect.objectContaining({ kind: 'not_found' }) })]);
    const get = `unknown-${randomUUID()}`;
    await tagged(gw.browser(), get)('/trpc/branches.list,old.thing?batch=1&input={}');
    expect(requestLines(get)).toEqual([expect.objectContaining({ procedure: expect.stringContaining('old.thing'), error: expect.objectContaining({ kind: 'not_found' }) })]);
  });

  it('a refused input says which field and why, at info', async () => {
    const id = `invalid-${randomUUID()}`;
    const res = await tagged(gw.browser(), id)('/trpc/auth.login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bukan-email', password: 'x' }) });
    expect(res.status).toBe(400);
    expect(requestLines(id)).toEqual([expect.objectContaining({ level: 30, status: 400, upstreamCalls: 0, error: { kind: 'validation', message: 'invalid input: email: Email tidak valid' } })]);
  });

  it('an upload is logged under its route with the customer role', async () => {
    const customer = await gw.customer();
    const order = await placeOrder(customer);
    const id = `upload-${randomUUID()}`;
    const form = new FormData();
    for (const [k, v] of Object.entries({ sales_order_id: String(order.id), sender_name: 'Rina', bank_name: 'BCA', account_number: '123', amount_sent: String(order.total_amount) })) form.append(k, v);
    form.append('image', new Blob([new Uint8Array(await smallJpeg())], { type: 'image/jpeg' }), 'bukti.jpg');
    const res = await tagged(customer, id)('/api/uploads/payment-proof', { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(requestLines(id)).toEqual([expect.objectContaining({ procedure: '/api/uploads/payment-proof', role: 'customer', status: 200, outcome: 'ok' })]);
  });

  it('a provider outage is logged as a warning that names the cause', async () => {
    const down = await startBareGateway(await closedPort(), { env: { LOG_LEVEL: 'info', PROVIDER_READ_RETRIES: '0' }, logStream: { write: (line) => void raw.push(line) } });
    try {
      const id = `down-${randomUUID()}`;
      await tagged(down.browser(), id)('/trpc/branches.list');
      expect(requestLines(id)).toEqual([expect.objectContaining({
        level: 40, procedure: 'branches.list', status: 503, outcome: 'server_error', upstreamCalls: 1,
        error: { kind: 'provider_unreachable', message: expect.stringMatching(/^unreachable \/get-list-kd-cabang \(.*ECONNREFUSED/) },
      })]);
      // /readyz says so too, as a warning (a passing one is at debug).
      const ready = `ready-down-${randomUUID()}`;
      expect((await tagged(down.browser(), ready)('/readyz')).status).toBe(503);
      expect(requestLines(ready)).toEqual([expect.objectContaining({ level: 40, status: 503, upstreamCalls: 1, error: expect.objectContaining({ kind: 'provider_unreachable' }) })]);
    } finally {
      await down.close();
    }
  });

  it('an upload the provider cannot take is a warning on the upload\'s own line; a refused form is info with its kind', async () => {
    const failing = await startFakeProvider((hit, res, forward) => (hit.path === '/upload-proof-of-payment' ? void res.socket?.destroy() : forward()), env.providerUrl);
    const gateway = await startBareGateway(failing.url, { env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void raw.push(line) } });
    try {
      const customer = await gateway.customer();
      const order = await placeOrder(customer);
      const fields = { sales_order_id: String(order.id), sender_name: 'Rina', bank_name: 'BCA', account_number: '123', amount_sent: String(order.total_amount) };
      const form = (withImage: boolean) => {
        const body = new FormData();
        for (const [k, v] of Object.entries(fields)) body.append(k, v);
        if (withImage) body.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'bukti.jpg');
        return body;
      };
      const jpeg = await smallJpeg();
      const down = `upload-down-${randomUUID()}`;
      expect((await tagged(customer, down)('/api/uploads/payment-proof', { method: 'POST', body: form(true) })).status).toBe(503);
      expect(requestLines(down)).toEqual([expect.objectContaining({ level: 40, status: 503, upstreamCalls: 1, error: expect.objectContaining({ kind: 'provider_unreachable' }) })]);
      const noImage = `upload-refused-${randomUUID()}`;
      expect((await tagged(customer, noImage)('/api/uploads/payment-proof', { method: 'POST', body: form(false) })).status).toBe(400);
      expect(requestLines(noImage)).toEqual([expect.objectContaining({ level: 30, status: 400, upstreamCalls: 0, error: expect.objectContaining({ kind: 'validation' }) })]);
      // No second line for either: the request line is the one place.
      expect(lines().filter((line) => line.reqId === down || line.reqId === noImage)).toHaveLength(2);
    } finally {
      await gateway.close();
      await failing.close();
    }
  });

  it('a bug of ours is an error line with the stack, and the browser sees no internals', async () => {
    const logged: string[] = [];
    const app = await buildGateway({ config: loadConfig({ SESSION_SECRET: TEST_SESSION_SECRET, PROVIDER_URL: await closedPort(), LOG_LEVEL: 'info' }), logStream: { write: (line) => void logged.push(line) } });
    app.get('/broken', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'kd_cabang')");
    });
    try {
      const res = await app.inject({ url: '/broken', headers: { 'x-request-id': 'bug-0123456789' } });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('kd_cabang');
      const entries = logged.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === 'bug-0123456789');
      expect(entries).toEqual([expect.objectContaining({
        level: 50, msg: 'request', status: 500, error: { kind: 'gateway_bug', message: "Cannot read properties of undefined (reading 'kd_cabang')", stack: expect.stringContaining('TypeError') },
      })]);
    } finally {
      await app.close();
    }
  });
});

describe('no secrets in the logs', () => {
  it('no password, OTP, provider token or session cookie appears in any line', async () => {
    const browser = gw.browser();
    await login(browser, `secret-${randomUUID()}`, 'SandiSalah!42');
    await login(browser, `secret-${randomUUID()}`);
    const session = browser.jar.get('tulus_session')!;
    await browser.trpc.orders.place.mutate(orderInput());
    expect((await failure(browser.trpc.orders.place.mutate(orderInput({ voucher_ids: [999] })))).code).toBe('BAD_REQUEST');

    const email = `log.${Date.now()}@contoh.id`;
    const visitor = gw.browser();
    await visitor.trpc.auth.requestOtp.mutate({ nama_lengkap: 'Log Test', email, password: 'RahasiaDaftar9', confirm_password: 'RahasiaDaftar9' });
    const otp = (await env.latestOtp(email))!;
    await failure(visitor.trpc.auth.verifyOtp.mutate({ otp: otp === '000000' ? '111111' : '000000' }));
    await visitor.trpc.auth.verifyOtp.mutate({ otp });

    const tokens = proxy.hits.map((h) => h.headers.authorization).filter((a): a is string => !!a).map((a) => a.slice('Bearer '.length));
    expect(tokens.length).toBeGreaterThan(0);
    const text = raw.join('\n');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of ['Rahasia123!', 'SandiSalah!42', 'RahasiaDaftar9', session, ...tokens]) expect(text).not.toContain(secret);
    // Six digits standing alone (not inside a timestamp or an id).
    expect(text).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${otp}(?![0-9A-Za-z])`));
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]+\./);
    expect(text).not.toMatch(/tulus_session=/);
  });
});
