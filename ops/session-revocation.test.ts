import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DRIVER, MEMBER } from './support/browser.ts';
import { startStack, type Stack } from './support/processes.ts';
import { startRedis, type RedisServer } from './support/redis.ts';

/** A copy of a browser's cookies, as an attacker who took them (a shared computer, a stolen phone) would replay them. */
const replay = (url: string, victim: Browser) => new Browser(url, { cookie: victim.cookieHeader() });

async function signedIn(url: string, login: 'auth.login' | 'auth.driverLogin', who: { email: string; password: string }) {
  const browser = new Browser(url);
  expect((await browser.mutation(login, who)).status).toBe(200);
  return browser;
}

/**
 * Logout on the `scale` profile: two gateway-replica processes with the compose environment,
 * sharing a real redis-server, as behind nginx a browser's next request may reach either.
 */
describe('a logout ends the session on every replica', () => {
  let redis: RedisServer;
  let stack: Stack;
  let a: string;
  let b: string;
  beforeAll(async () => {
    redis = await startRedis();
    stack = await startStack({ gatewayService: 'gateway-replica', gateways: 2, redisPort: redis.port });
    [a, b] = stack.gateways.map((g) => g.url) as [string, string];
  });
  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
  });

  it("a customer's cookie replayed after logout is no session on the same replica or the other one", async () => {
    const customer = await signedIn(a, 'auth.login', MEMBER);
    // Before the logout the copy works on both replicas: the refusals below are the logout's doing.
    for (const url of [a, b]) expect((await replay(url, customer).query('orders.list', { status: 'all' })).status).toBe(200);
    const copies = [replay(a, customer), replay(b, customer)];
    expect((await customer.mutation('auth.logout')).status).toBe(200);
    for (const copy of copies) {
      expect((await copy.query('auth.session')).data).toBeNull();
      const orders = await copy.query('orders.list', { status: 'all' });
      expect(orders.status).toBe(401);
      expect(orders.error?.message).toBe('Harap login kembali');
      const form = new FormData();
      form.append('sales_order_id', '1');
      expect((await copy.fetch('/api/uploads/payment-proof', { method: 'POST', body: form })).status).toBe(401);
    }
    // The log says why, for whoever investigates a complaint.
    await expect.poll(() => stack.gateways[1]!.logLines().some((l) => l.msg === 'revoked session refused')).toBe(true);
  });

  it("a driver's cookie replayed after logout reads no deliveries on either replica", async () => {
    const driver = await signedIn(b, 'auth.driverLogin', DRIVER);
    expect((await replay(a, driver).query('driver.deliveries', { status: 'pesanan_sedang_dikirim' })).status).toBe(200);
    expect((await driver.mutation('auth.logout')).status).toBe(200);
    for (const url of [a, b]) expect((await replay(url, driver).query('driver.deliveries', { status: 'pesanan_sedang_dikirim' })).status).toBe(401);
  });

  it('log out everywhere ends the sessions of the other devices, on either replica; a new login works', async () => {
    const phone = await signedIn(a, 'auth.login', MEMBER);
    const laptop = await signedIn(b, 'auth.login', MEMBER);
    const other = await signedIn(a, 'auth.login', { email: 'sahabat@contoh.id', password: 'Rahasia123!' });
    expect((await laptop.mutation('auth.logoutEverywhere')).status).toBe(200);
    for (const url of [a, b]) {
      expect((await replay(url, phone).query('customer.detail')).status).toBe(401);
      expect((await replay(url, laptop).query('customer.detail')).status).toBe(401);
      // Another customer's session is not touched.
      expect((await replay(url, other).query('customer.detail')).status).toBe(200);
    }
    const again = await signedIn(b, 'auth.login', MEMBER);
    for (const url of [a, b]) expect((await replay(url, again).query('customer.detail')).status).toBe(200);
  });

  it('while Redis is down: a logout still holds on its replica, the other lets the copy through (fail open), and refuses it once Redis is back', async () => {
    const customer = await signedIn(a, 'auth.login', { email: 'sahabatbaru@contoh.id', password: 'Rahasia123!' });
    const [onA, onB] = [replay(a, customer), replay(b, customer)];
    await redis.stop();
    // The logout answers at once and the browser's cookie is cleared, Redis or not.
    const logout = await customer.mutation('auth.logout');
    expect(logout.status).toBe(200);
    expect(customer.cookieHeader()).toBe('');
    expect((await onA.query('customer.detail')).status).toBe(401);
    // The other replica cannot know of it yet: signing everyone out during an outage would be worse (README).
    expect((await onB.query('customer.detail')).status).toBe(200);
    await expect.poll(() => stack.gateways[0]!.logLines().some((l) => l.msg === 'session revocation kept on this replica only: store failed')).toBe(true);

    // A fresh Redis on the same port (nothing kept): replica A sends the revocation it missed once it has reconnected.
    redis = await startRedis(redis.port);
    await expect.poll(async () => (await onB.query('customer.detail')).status, { timeout: 20_000, interval: 250 }).toBe(401);
    // And revocations work through Redis again.
    const next = await signedIn(b, 'auth.login', { email: 'sahabatkarib@contoh.id', password: 'Rahasia123!' });
    const copy = replay(a, next);
    expect((await next.mutation('auth.logout')).status).toBe(200);
    expect((await copy.query('customer.detail')).status).toBe(401);
  });
});
