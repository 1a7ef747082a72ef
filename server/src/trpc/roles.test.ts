import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../routers/_app.ts';
import { startGateway, type Browser, type TestGateway } from '../test/harness.ts';

type Role = 'public' | 'customer' | 'driver';

/** Who may call each procedure. A new procedure must be added here, or the first test fails. */
const ROLE_OF: Record<string, Role> = {
  'auth.session': 'public', 'auth.login': 'public', 'auth.driverLogin': 'public', 'auth.logout': 'public', 'auth.logoutEverywhere': 'customer',
  'auth.requestOtp': 'public', 'auth.resendOtp': 'public', 'auth.pendingRegistration': 'public', 'auth.verifyOtp': 'public',
  'catalog.products': 'public', 'catalog.byIds': 'customer',
  'customer.detail': 'customer', 'customer.updateProfile': 'customer',
  'addresses.list': 'customer', 'addresses.add': 'customer', 'addresses.update': 'customer', 'addresses.activate': 'customer', 'addresses.remove': 'customer',
  'vouchers.mine': 'customer', 'vouchers.available': 'customer', 'vouchers.claim': 'customer', 'vouchers.byId': 'customer',
  'branches.list': 'public', 'branches.forCustomer': 'customer', 'branches.detail': 'public',
  'payments.methods': 'customer', 'payments.methodDetail': 'customer',
  'orders.list': 'customer', 'orders.detail': 'customer', 'orders.proofs': 'customer', 'orders.confirmReceived': 'customer', 'orders.place': 'customer', 'orders.reorder': 'customer',
  'complaints.submit': 'customer',
  'notifications.list': 'customer',
  'driver.deliveries': 'driver', 'driver.delivery': 'driver', 'driver.receipt': 'driver', 'driver.products': 'driver', 'driver.customerByEmail': 'driver',
};

const UPLOADS: Record<string, Role> = {
  '/api/uploads/payment-proof': 'customer',
  '/api/uploads/membership': 'customer',
  '/api/uploads/delivery-receipt': 'driver',
  '/api/uploads/product-return': 'driver',
};

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>;

/** Calls a procedure by name over plain HTTP, as any client could, with an input that may well be invalid. */
async function callRaw(browser: Browser, path: string): Promise<{ status: number; code: string | undefined }> {
  const input = encodeURIComponent(JSON.stringify({}));
  const res = procedures[path]!._def.type === 'query'
    ? await browser.fetch(`/trpc/${path}?input=${input}`)
    : await browser.fetch(`/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const body = (await res.json()) as { error?: { data?: { code?: string } } };
  return { status: res.status, code: body.error?.data?.code };
}

let env: TestGateway;
let customer: Browser;
let driver: Browser;
beforeAll(async () => {
  env = await startGateway();
  [customer, driver] = await Promise.all([env.customer(), env.driver()]);
});
afterAll(() => env.close());

describe('roles', () => {
  it('every procedure of the router has a declared role', () => {
    expect(Object.keys(procedures).sort()).toEqual(Object.keys(ROLE_OF).sort());
  });

  const guarded = Object.entries(ROLE_OF).filter(([, role]) => role !== 'public');

  it.each(guarded)('%s refuses a visitor with UNAUTHORIZED', async (path) => {
    expect(await callRaw(env.browser(), path)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });

  it.each(guarded)('%s refuses the other role with FORBIDDEN', async (path, role) => {
    const other = role === 'customer' ? driver : customer;
    expect(await callRaw(other, path)).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it('the refusal names the role the screen is for', async () => {
    expect(await driver.trpc.customer.detail.query().catch((e: Error) => e.message)).toBe('Halaman ini khusus pelanggan.');
    expect(await customer.trpc.driver.products.query().catch((e: Error) => e.message)).toBe('Halaman ini khusus driver.');
    expect(await env.browser().trpc.orders.list.query({ status: 'all' }).catch((e: Error) => e.message)).toBe('Harap login kembali');
  });

  it.each(Object.entries(UPLOADS))('upload %s refuses a visitor (401) and the other role (403)', async (path, role) => {
    const file = { image: { bytes: Buffer.from('x') } };
    expect((await env.browser().upload(path, {}, file)).status).toBe(401);
    const other = role === 'customer' ? driver : customer;
    const refused = await other.upload(path, {}, file);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toMatch(/^Halaman ini khusus/);
  });

  it('a driver session is not a customer: a driver cannot place an order even with a valid input', async () => {
    const res = await driver.fetch('/trpc/orders.place', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ product_id: 1, quantity: 3 }], payment_method_id: 1, delivery_date: '2099-01-01', kd_cabang: 'JKT01', idempotency_key: crypto.randomUUID() }),
    });
    expect(res.status).toBe(403);
  });
});
