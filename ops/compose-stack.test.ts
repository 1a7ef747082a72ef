import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, MEMBER } from './support/browser.ts';
import { containerEnvironment, readCompose } from './support/compose.ts';
import { DOTENV, startStack, type Stack } from './support/processes.ts';

/** Tomorrow in Jakarta, 'YYYY-MM-DD' (the provider refuses past delivery dates). */
const tomorrowInJakarta = () => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });

describe('the gateway and the mock provider as compose runs them (separate processes, compose environment)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  it('each gets what its environment block says, and the compose file leaves no secret with a default', () => {
    const compose = readCompose();
    const gateway = containerEnvironment(compose, 'gateway', DOTENV);
    expect(gateway).toMatchObject({ PROVIDER_URL: 'http://provider:4100', SESSION_SECRET: DOTENV.SESSION_SECRET, CLIENT_DIST: '/app/client/dist', TRUST_PROXY: 'false' });
    const provider = containerEnvironment(compose, 'provider', DOTENV);
    expect(provider).toMatchObject({ DB_PATH: '/data/provider.sqlite', UPLOAD_DIR: '/data/uploads', TOKEN_SECRET: DOTENV.TOKEN_SECRET, OPS_KEY: DOTENV.OPS_KEY });
    // Without the secrets in .env, compose refuses to start, naming the missing one.
    expect(() => containerEnvironment(compose, 'gateway', {})).toThrow(/SESSION_SECRET/);
    expect(() => containerEnvironment(compose, 'provider', { ...DOTENV, TOKEN_SECRET: '' })).toThrow(/TOKEN_SECRET/);
  });

  it('answers /healthz and /readyz, and serves the client from CLIENT_DIST', async () => {
    const [gateway] = stack.gateways;
    expect(await (await fetch(`${gateway!.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${gateway!.url}/readyz`)).json()).toEqual({ status: 'ok', provider: 'reachable' });
    expect(await (await fetch(`${stack.providerUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    const page = await fetch(`${gateway!.url}/Keranjang`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Tulus</title>');
  });

  it('a customer logs in and places an order through the tRPC HTTP API', async () => {
    const browser = new Browser(stack.gateways[0]!.url);
    const login = await browser.mutation('auth.login', MEMBER);
    expect(login).toMatchObject({ status: 200, data: { customer_code: 'CUST-0001', email: MEMBER.email } });
    expect(browser.cookieHeader()).toMatch(/tulus_session=/);

    const session = await browser.query('auth.session');
    expect(session.data).toMatchObject({ role: 'customer', customer_code: 'CUST-0001' });

    // 3 x 330 ml at the member price: over the Rp 100.000 minimum.
    const order = await browser.mutation<{ sales_order_code: string; total_amount: number }>('orders.place', {
      items: [{ product_id: 1, quantity: 3 }],
      voucher_ids: [],
      payment_method_id: 1,
      delivery_date: tomorrowInJakarta(),
      kd_cabang: 'JKT01',
      idempotency_key: randomUUID(),
    });
    expect(order.status).toBe(200);
    expect(order.data?.sales_order_code).toMatch(/^SO-/);

    const detail = await browser.query<{ header: { sales_order_code: string; status_sales_order: string } }>('orders.detail', { sales_order_code: order.data!.sales_order_code });
    expect(detail.data?.header).toMatchObject({ sales_order_code: order.data!.sales_order_code, status_sales_order: 'menunggu_pembayaran' });
  });

  it('one request id is in the response, the gateway log line and the provider log line', async () => {
    const requestId = `ops-trace-${randomUUID()}`;
    const browser = new Browser(stack.gateways[0]!.url, { 'x-request-id': requestId });
    const login = await browser.mutation('auth.login', MEMBER);
    expect(login.requestId).toBe(requestId);
    await expect.poll(() => stack.gateways[0]!.logLines().find((l) => l.reqId === requestId)).toMatchObject({ procedure: 'auth.login', status: 200, outcome: 'ok' });
    await expect.poll(() => stack.provider.logLines().find((l) => l.reqId === requestId)).toMatchObject({ path: '/api/tulus/v1/check-login', status: 200 });
  });
});
