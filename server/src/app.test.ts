import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startFakeProvider, type FakeProvider } from './test/fake-provider.ts';
import { failure, startBareGateway, startGateway, type BareGateway, type Browser, type TestGateway } from './test/harness.ts';
import { orderInput, placeOrder, smallJpeg } from './test/orders.ts';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

const raw: string[] = [];
const lines = (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine);
const requestLines = (reqId: string) => lines().filter((line) => line.msg === 'request' && line.reqId === reqId);

let env: TestGateway;
let proxy: FakeProvider;
let gw: BareGateway;
beforeAll(async () => {
  env = await startGateway();
  // Records what reaches the provider (headers included) and passes it on to the real mock.
  proxy = await startFakeProvider((_hit, _res, forward) => forward(), env.providerUrl);
  gw = await startBareGateway(proxy.url, { env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void raw.push(line) } });
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
  it('/healthz answers 200 without touching the provider', async () => {
    const before = proxy.hits.length;
    const res = await fetch(`${gw.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(proxy.hits.length).toBe(before);
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
    expect(line).toMatchObject({ level: 30, reqId: id, procedure: 'auth.login', role: 'visitor', status: 200, outcome: 'ok', method: 'POST', path: '/trpc/auth.login' });
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
    expect(requestLines(refused)).toEqual([expect.objectContaining({ procedure: 'driver.products', role: 'customer', status: 403, outcome: 'client_error', upstreamMs: 0 })]);
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

  it('a provider failure is logged as a server error', async () => {
    // An upload for an order the provider refuses is a 4xx; a tRPC call during a provider outage is a 5xx.
    const down = await startBareGateway(await closedPort(), { env: { LOG_LEVEL: 'info', PROVIDER_READ_RETRIES: '0' }, logStream: { write: (line) => void raw.push(line) } });
    try {
      const id = `down-${randomUUID()}`;
      await tagged(down.browser(), id)('/trpc/branches.list');
      expect(requestLines(id)).toEqual([expect.objectContaining({ procedure: 'branches.list', status: 503, outcome: 'server_error' })]);
    } finally {
      await down.close();
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
