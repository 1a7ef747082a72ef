import { DatabaseSync } from 'node:sqlite';
import { inject } from 'vitest';

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

/**
 * Counts rows in the mock provider's own database: what the provider really stored, whatever the
 * screens say. Opened per call (the provider writes to it all the time; WAL lets a reader in).
 */
export function countRows(sql: string, ...params: Array<string | number>): number {
  const db = new DatabaseSync(inject('providerDb'));
  try {
    return Number((db.prepare(sql).get(...params) as { n: number }).n);
  } finally {
    db.close();
  }
}

/** A provider call as another system would make it (setting up state a test needs, not what it tests). */
export async function providerCall<T = unknown>(path: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${inject('providerUrl')}/api/tulus/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; message: string; data: T; token?: string };
  if (json.status !== 'ok') throw new Error(`${path} failed: ${json.message}`);
  return (json.token ? { ...json.data, token: json.token } : json.data) as T;
}

export type TestCustomer = { email: string; password: string; customer_code: string; token: string };

let registered = 0;

/**
 * A customer of the test's own, registered through the provider's API (code from the dev
 * mailbox), with an active Jakarta address that has a point on the map unless `address` is false.
 */
export async function registerCustomer(name: string, address = true): Promise<TestCustomer> {
  const email = `${name}+${Date.now()}-${++registered}@contoh.id`;
  const password = 'AirJernih123!';
  await providerCall('/send-otp', { to: email, email, password, nama_lengkap: 'Sari Lestari', nomor_hp: '081355500011' });
  await providerCall('/register-customer', { email, otp: await latestOtp(email) });
  const login = await providerCall<{ customer_code: string; token: string }>('/check-login', { email, password });
  if (address) {
    await providerCall('/add-master-customer-address', {
      customer_code: login.customer_code, header_name: 'Rumah', jalan: 'Jl. Kemang Raya No. 3', kode_pos: '12730', rt: '001', rw: '002',
      kelurahan: 'Bangka', kecamatan: 'Mampang Prapatan', kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: '-6.26', longitude: '106.81',
    }, login.token);
  }
  return { email, password, customer_code: login.customer_code, token: login.token };
}
