import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type TestGateway } from '../test/harness.ts';

let env: TestGateway;
beforeAll(async () => {
  env = await startGateway();
});
afterAll(() => env.close());

describe('auth.login', () => {
  it('signs a customer in with an httpOnly session cookie that holds no readable token', async () => {
    const browser = env.browser();
    const res = await fetch(`${env.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@contoh.id', password: 'Rahasia123!' }),
    });
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/tulus_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // The provider's JWT (three base64url parts starting eyJ) must not be readable in the cookie.
    expect(setCookie).not.toMatch(/eyJ/);
    browser.jar.store(res.headers.getSetCookie());
    expect(await browser.trpc.auth.session.query()).toMatchObject({ role: 'customer', customer_code: 'CUST-0001' });
  });

  it("refuses empty fields with the spec's message before calling the provider", async () => {
    const err = await failure(env.browser().trpc.auth.login.mutate({ email: '', password: '' }));
    expect(err).toMatchObject({ code: 'BAD_REQUEST', message: 'Email dan kata sandi tidak boleh kosong!' });
  });

  it("maps the provider's 401 to 'Customer tidak ditemukan'", async () => {
    const err = await failure(env.browser().trpc.auth.login.mutate({ email: 'nobody@contoh.id', password: 'whatever1' }));
    expect(err.message).toBe('Customer tidak ditemukan');
  });

  it('a forged session cookie is no session', async () => {
    const browser = env.browser();
    browser.jar.set('tulus_session', 'AAAA.BBBB.CCCC');
    expect(await browser.trpc.auth.session.query()).toBeNull();
    const err = await failure(browser.trpc.customer.detail.query());
    expect(err.code).toBe('UNAUTHORIZED');
  });
});

describe('roles', () => {
  it('refuses driver procedures to a customer and customer procedures to a driver', async () => {
    const customer = await env.customer();
    const driver = await env.driver();
    expect((await failure(customer.trpc.driver.products.query())).code).toBe('FORBIDDEN');
    expect((await failure(driver.trpc.customer.detail.query())).code).toBe('FORBIDDEN');
    expect(await driver.trpc.auth.session.query()).toMatchObject({ role: 'driver', driver: { kd_cabang: 'JKT01' } });
  });

  it('logout ends the session', async () => {
    const customer = await env.customer();
    await customer.trpc.auth.logout.mutate();
    expect(await customer.trpc.auth.session.query()).toBeNull();
  });
});
