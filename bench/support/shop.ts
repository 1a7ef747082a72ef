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

/** The gateway's session cookie (`tulus_session=...`) of a customer (the seed customer unless named), from the tRPC login. */
export async function gatewayLogin(gatewayUrl: string, customer = CUSTOMER): Promise<string> {
  const res = await fetch(`${gatewayUrl}/trpc/auth.login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(customer) });
  await json(res, 'gateway login');
  return sessionCookie(res, 'tulus_session');
}

function sessionCookie(res: Response, name: string): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`the gateway set no ${name} cookie`);
  return cookie.split(';')[0]!;
}

const trpcCall = async (gatewayUrl: string, path: string, input: object, cookie = '') =>
  fetch(`${gatewayUrl}/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(input) });

/**
 * A new customer signed up as a person does (OTP from the mock's mailbox), with a Jakarta address
 * that has coordinates, so it can place orders; its session cookie. The upload part needs several
 * accounts: the gateway lets each have only two uploads in progress.
 */
export async function newCustomer(gatewayUrl: string, providerUrl: string, name: string): Promise<string> {
  const email = `${name}.${randomUUID().slice(0, 8)}@contoh.id`;
  const password = 'Rahasia123!';
  const asked = await trpcCall(gatewayUrl, 'auth.requestOtp', { nama_lengkap: `Pelanggan ${name}`, email, password, confirm_password: password });
  await json(asked, 'request OTP');
  const mail = await fetch(`${providerUrl}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { 'x-ops-key': OPS_KEY } });
  const { messages } = await json<{ messages: Array<{ otp: string | null }> }>(mail, 'mailbox');
  await json(await trpcCall(gatewayUrl, 'auth.verifyOtp', { otp: messages[0]?.otp }, sessionCookie(asked, 'tulus_registration')), 'verify OTP');
  const cookie = await gatewayLogin(gatewayUrl, { email, password });
  const address = {
    header_name: 'Rumah', jalan: 'Jl. Sudirman Kav. 52', kode_pos: '12190', rt: '001', rw: '002', kelurahan: 'Senayan', kecamatan: 'Kebayoran Baru',
    kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: '-6.2250', longitude: '106.8090',
  };
  await json(await trpcCall(gatewayUrl, 'addresses.add', address, cookie), 'add address');
  return cookie;
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
