import { DatabaseSync } from 'node:sqlite';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import { photoJpeg } from './proof-images.ts';
import { stack } from './stack.ts';

const api = (path: string) => `${stack().providerUrl}/api/tulus/v1${path}`;

/** The provider's body when it says ok; its status and body in the error otherwise. */
export async function providerJson<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { status: string; message?: string } & T;
  if (body.status !== 'ok') throw new Error(`provider: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export type ListedOrder = { id: number; sales_order_code: string; status_sales_order: string; driver_id: number | null };

/** Every order the provider holds (ops view), optionally in one status. */
export async function listOrders(status?: string): Promise<ListedOrder[]> {
  const res = await fetch(api('/ops/list-orders'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-key': stack().opsKey },
    body: JSON.stringify(status ? { status_sales_order: status } : {}),
  });
  return (await providerJson<{ data: ListedOrder[] }>(res)).data;
}

export type ProviderOrder = { id: number; code: string; total_amount: number; auth: { authorization: string } };

/**
 * An order placed straight at the provider, waiting for its transfer: three 16 L gallons from
 * branch JKT01 for today, at the member's price unless the customer's tier has another (the
 * provider keeps the price the shop sends). For screens whose journey to that point is another test's.
 */
export async function placeOrderAtProvider(email: string, password: string, gallonPrice = 36500): Promise<ProviderOrder> {
  const login = await providerJson<{ token: string; data: { customer_code: string } }>(
    await fetch(api('/check-login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }),
  );
  const auth = { authorization: `Bearer ${login.token}` };
  const placed = await providerJson<{ data: { id: number; sales_order_code: string; total_amount: number } }>(
    await fetch(api('/insert-sales-order'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({
        header: { customer_code: login.data.customer_code, voucher_id: [], payment_method_detail: 1, kd_cabang: 'JKT01', delivery_schedule_date: todayInJakarta(Date.now()) },
        detail: [{ product_id: 5, quantity: 3, price: gallonPrice }],
      }),
    }),
  );
  return { id: placed.data.id, code: placed.data.sales_order_code, total_amount: placed.data.total_amount, auth };
}

/** The account number on the transfer receipts payAtProvider sends. */
export const PROOF_ACCOUNT = '8830123456';

/** The customer's transfer receipt for the whole total, uploaded straight at the provider. */
export async function payAtProvider(order: ProviderOrder, senderName: string): Promise<void> {
  const query = new URLSearchParams({ sales_order_id: String(order.id), sender_name: senderName, bank_name: 'BCA', account_number: PROOF_ACCOUNT, amount_sent: String(order.total_amount) });
  const form = new FormData();
  const transfer = await photoJpeg('transfer.jpg', '#2b6cb0');
  form.append('image', new Blob([new Uint8Array(transfer.buffer)], { type: 'image/jpeg' }), transfer.name);
  await providerJson(await fetch(`${api('/upload-proof-of-payment')}?${query}`, { method: 'POST', headers: order.auth, body: form }));
}

/** An order of branch JKT01 already on its way with the Jakarta driver (pesanan_sedang_dikirim). */
export async function dispatchedOrderAtProvider(email: string, password: string, senderName: string): Promise<ProviderOrder> {
  const order = await placeOrderAtProvider(email, password);
  await payAtProvider(order, senderName);
  await ops('approve-payment', { sales_order_code: order.code });
  const dispatched = await ops('dispatch-order', { sales_order_code: order.code });
  if (dispatched.status_sales_order !== 'pesanan_sedang_dikirim') throw new Error(`dispatch left ${order.code} ${dispatched.status_sales_order}`);
  return order;
}

/** Back-office and mailbox calls to the mock provider, as ops would make them. */
export async function ops(action: string, body: object): Promise<{ status_sales_order?: string }> {
  const res = await fetch(`${stack().providerUrl}/api/tulus/v1/ops/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-key': stack().opsKey },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; message: string; data: { status_sales_order?: string } };
  if (json.status !== 'ok') throw new Error(`ops ${action} failed: ${json.message}`);
  return json.data;
}

/** The newest OTP the mock e-mailed to this address. */
export async function latestOtp(email: string): Promise<string> {
  const res = await fetch(`${stack().providerUrl}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { 'x-ops-key': stack().opsKey } });
  const json = (await res.json()) as { messages: Array<{ otp: string | null }> };
  const otp = json.messages.find((m) => m.otp)?.otp;
  if (!otp) throw new Error(`no OTP mailed to ${email}`);
  return otp;
}

/**
 * Counts rows in the mock provider's own database: what the provider really stored, whatever the
 * screens say. Opened per call (the provider writes to it all the time; WAL lets a reader in).
 */
export function countRows(sql: string, ...params: Array<string | number>): number {
  const db = new DatabaseSync(stack().providerDb);
  try {
    return Number((db.prepare(sql).get(...params) as { n: number }).n);
  } finally {
    db.close();
  }
}

/** A provider call as another system would make it (setting up state a test needs, not what it tests). */
export async function providerCall<T = unknown>(path: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${stack().providerUrl}/api/tulus/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; message: string; data: T; token?: string };
  if (json.status !== 'ok') throw new Error(`${path} failed: ${json.message}`);
  return (json.token ? { ...json.data, token: json.token } : json.data) as T;
}

/** Where a test customer's address is on the map (Kemang, South Jakarta: the Jakarta branch delivers there). */
export const HOME_POINT = { latitude: '-6.26', longitude: '106.81' };

export type TestCustomer = { email: string; password: string; customer_code: string; token: string; name: string; phone: string };

let registered = 0;

/**
 * A customer of the test's own, registered through the provider's API (code from the dev
 * mailbox), with an active Jakarta address that has a point on the map unless `address` is false.
 */
export async function registerCustomer(label: string, address = true, name = 'Sari Lestari'): Promise<TestCustomer> {
  const email = `${label.toLowerCase().replace(/\W+/g, '.')}+${Date.now()}-${++registered}@contoh.id`;
  const password = 'AirJernih123!';
  const phone = `0813${String(Date.now() + registered).slice(-8)}`;
  await providerCall('/send-otp', { to: email, email, password, nama_lengkap: name, nomor_hp: phone });
  await providerCall('/register-customer', { email, otp: await latestOtp(email) });
  const login = await providerCall<{ customer_code: string; token: string }>('/check-login', { email, password });
  if (address) {
    await providerCall('/add-master-customer-address', {
      customer_code: login.customer_code, header_name: 'Rumah', jalan: 'Jl. Kemang Raya No. 3', kode_pos: '12730', rt: '001', rw: '002',
      kelurahan: 'Bangka', kecamatan: 'Mampang Prapatan', kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', ...HOME_POINT,
    }, login.token);
  }
  return { email, password, customer_code: login.customer_code, token: login.token, name, phone };
}

/**
 * An address besides the registration's 'Rumah' (an active address cannot be deleted): the office
 * on Jl. Sudirman Kav. 52, not active.
 */
export const addOffice = (customer: TestCustomer) =>
  providerCall('/add-master-customer-address', {
    customer_code: customer.customer_code, header_name: 'Kantor', jalan: 'Jl. Sudirman Kav. 52', kode_pos: '12190', rt: '004', rw: '001',
    kelurahan: 'Senayan', kecamatan: 'Kebayoran Baru', kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: '-6.22', longitude: '106.80',
  }, customer.token);

/**
 * A new member of their own with a Jakarta address on the map, named `name`: a test that changes
 * a customer's vouchers, orders or notifications leaves the seed customers to the other journeys.
 */
export function freshCustomerWithAddress(name: string): Promise<TestCustomer> {
  return registerCustomer(name, true, name);
}
