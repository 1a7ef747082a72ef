import { randomUUID } from 'node:crypto';
import { OPS_KEY } from './processes.ts';

export const CUSTOMER = { email: 'member@contoh.id', password: 'Rahasia123!' };
const API = '/api/tulus/v1';

/** A day `offset` days from today in Jakarta, as the checkout sends it. */
export const jakartaDay = (offset: number) => new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** The seed customer's provider token and customer code, straight from the provider. */
export async function providerLogin(providerUrl: string): Promise<{ token: string; customerCode: string }> {
  const res = await fetch(`${providerUrl}${API}/check-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) });
  const body = await json<{ token: string; data: { customer_code: string } }>(res, 'provider login');
  return { token: body.token, customerCode: body.data.customer_code };
}

/** The gateway's session cookie (`tulus_session=...`) of the seed customer, from the tRPC login. */
export async function gatewayLogin(gatewayUrl: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/trpc/auth.login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) });
  await json(res, 'gateway login');
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tulus_session='));
  if (!cookie) throw new Error('gateway login set no session cookie');
  return cookie.split(';')[0]!;
}

/** Places an order of four 16 L gallons through the gateway, as the checkout does; its code. */
export async function placeOrder(gatewayUrl: string, cookie: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/trpc/orders.place`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      items: [{ product_id: 5, quantity: 4 }], voucher_ids: [], payment_method_id: 1, delivery_date: jakartaDay(1), kd_cabang: 'JKT01', idempotency_key: randomUUID(),
    }),
  });
  const body = await json<{ result: { data: { sales_order_code: string } } }>(res, 'place order');
  return body.result.data.sales_order_code;
}

/** The provider's id of an order (the upload routes take it), via the ops listing. */
export async function orderIds(providerUrl: string): Promise<Map<string, number>> {
  const res = await fetch(`${providerUrl}${API}/ops/list-orders`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-key': OPS_KEY }, body: '{}' });
  const body = await json<{ data: Array<{ id: number; sales_order_code: string }> }>(res, 'list orders');
  return new Map(body.data.map((o) => [o.sales_order_code, o.id]));
}
