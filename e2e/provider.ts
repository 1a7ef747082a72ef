import { inject } from 'vitest';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import { photoJpeg } from './proof-images.ts';

const api = (path: string) => `${inject('providerUrl')}/api/tulus/v1${path}`;

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
    headers: { 'content-type': 'application/json', 'x-ops-key': inject('opsKey') },
    body: JSON.stringify(status ? { status_sales_order: status } : {}),
  });
  return (await providerJson<{ data: ListedOrder[] }>(res)).data;
}

export type ProviderOrder = { id: number; code: string; total_amount: number; auth: { authorization: string } };

/**
 * An order placed straight at the provider, waiting for its transfer: three 16 L gallons from
 * branch JKT01 for today. For screens whose journey to that point is another test's.
 */
export async function placeOrderAtProvider(email: string, password: string): Promise<ProviderOrder> {
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
        detail: [{ product_id: 5, quantity: 3, price: 36500 }],
      }),
    }),
  );
  return { id: placed.data.id, code: placed.data.sales_order_code, total_amount: placed.data.total_amount, auth };
}

/** The customer's transfer receipt for the whole total, uploaded straight at the provider. */
export async function payAtProvider(order: ProviderOrder, senderName: string): Promise<void> {
  const query = new URLSearchParams({ sales_order_id: String(order.id), sender_name: senderName, bank_name: 'BCA', account_number: '8830123456', amount_sent: String(order.total_amount) });
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
  const res = await fetch(`${inject('providerUrl')}/api/tulus/v1/ops/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-key': inject('opsKey') },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; message: string; data: { status_sales_order?: string } };
  if (json.status !== 'ok') throw new Error(`ops ${action} failed: ${json.message}`);
  return json.data;
}

/** The newest OTP the mock e-mailed to this address. */
export async function latestOtp(email: string): Promise<string> {
  const res = await fetch(`${inject('providerUrl')}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { 'x-ops-key': inject('opsKey') } });
  const json = (await res.json()) as { messages: Array<{ otp: string | null }> };
  const otp = json.messages.find((m) => m.otp)?.otp;
  if (!otp) throw new Error(`no OTP mailed to ${email}`);
  return otp;
}

export type FreshCustomer = { email: string; password: string; name: string; phone: string };

/**
 * A new member of their own (registered with the mailed OTP, as the register screen does it),
 * with one address in South Jakarta that has its point on the map: a test that changes a
 * customer's vouchers, orders or notifications leaves the seed customers to the other journeys.
 */
export async function freshCustomerWithAddress(name: string): Promise<FreshCustomer> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}+${Date.now()}@contoh.id`;
  const customer = { email, password: 'AirJernih123!', name, phone: `0813${String(Date.now()).slice(-8)}` };
  const post = (path: string, body: object, auth?: { authorization: string }) =>
    fetch(api(path), { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(body) });
  await providerJson(await post('/send-otp', { to: email, email, password: customer.password, nama_lengkap: name, nomor_hp: customer.phone }));
  await providerJson(await post('/register-customer', { email, otp: await latestOtp(email) }));
  const login = await providerJson<{ token: string; data: { customer_code: string } }>(await post('/check-login', { email, password: customer.password }));
  await providerJson(
    await post(
      '/add-master-customer-address',
      {
        customer_code: login.data.customer_code,
        header_name: 'Rumah',
        jalan: 'Jl. Wijaya I No. 8',
        kode_pos: '12170',
        rt: '004',
        rw: '002',
        kelurahan: 'Petogogan',
        kecamatan: 'Kebayoran Baru',
        kabupaten_kota: 'Jakarta Selatan',
        provinsi: 'DKI Jakarta',
        latitude: '-6.2441',
        longitude: '106.8078',
      },
      { authorization: `Bearer ${login.token}` },
    ),
  );
  return customer;
}
