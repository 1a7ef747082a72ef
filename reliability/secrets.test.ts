import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { table, writeSection } from './support/report.ts';
import { SYSTEM_OPS_KEY, SYSTEM_SESSION_SECRET, httpClient, startSystem, type System } from './support/system.ts';

let system: System;
const LEVEL = 'debug';

beforeAll(async () => {
  // One level below production's info: whatever a debugging operator turns on must not leak either.
  system = await startSystem({ gatewayEnv: { LOG_LEVEL: LEVEL }, providerEnv: { LOG_LEVEL: LEVEL } });
});
afterAll(() => system?.stop());

const tomorrow = () => new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

async function upload(client: ReturnType<typeof httpClient>, path: string, fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'bukti.jpg');
  const res = await client.request(path, { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('no secret in any log line of the gateway or the mock provider', () => {
  it('a whole session (register with OTP, log in, profile, address, order, payment proof, driver, logout, failures) leaves none', async () => {
    const email = `rahasia.${randomUUID().slice(0, 8)}@contoh.id`;
    const password = `Sandi-${randomUUID().slice(0, 12)}!`;
    const wrongPassword = `Salah-${randomUUID().slice(0, 12)}!`;
    const phone = `0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const newPhone = `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const visitor = httpClient(system.gatewayUrl);

    await visitor.mutate('auth.requestOtp', { nama_lengkap: 'Rina Rahasia', email, password, confirm_password: password, nomor_hp: phone });
    const registrationCookie = visitor.jar.get('tulus_registration')!;
    const mailbox = await fetch(`${system.providerUrl}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { 'x-ops-key': SYSTEM_OPS_KEY } });
    const otp = ((await mailbox.json()) as { messages: Array<{ otp: string }> }).messages[0]!.otp;
    const wrongOtp = otp === '000000' ? '111111' : '000000';
    await expect(visitor.mutate('auth.verifyOtp', { otp: wrongOtp })).rejects.toThrow();
    await visitor.mutate('auth.verifyOtp', { otp });

    const customer = httpClient(system.gatewayUrl);
    await expect(customer.mutate('auth.login', { email, password: wrongPassword })).rejects.toThrow();
    await customer.mutate('auth.login', { email, password });
    const session = customer.jar.get('tulus_session')!;
    await customer.query('customer.detail');
    await customer.mutate('customer.updateProfile', {
      jalan: 'Jl. Rahasia 1', kode_pos: '12730', rt: '001', rw: '002', kelurahan: 'Bangka', kecamatan: 'Mampang', kabupaten_kota: 'Jakarta Selatan',
      provinsi: 'DKI Jakarta', nomor_hp: newPhone, latitude: '-6.26', longitude: '106.81',
    });
    await customer.mutate('addresses.add', {
      header_name: 'Rumah', jalan: 'Jl. Rahasia 1', kode_pos: '12730', rt: '001', rw: '002', kelurahan: 'Bangka', kecamatan: 'Mampang',
      kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: '-6.26', longitude: '106.81',
    });
    const order = await customer.mutate<{ id: number; sales_order_code: string; total_amount: number }>('orders.place', {
      items: [{ product_id: 5, quantity: 4 }], voucher_ids: [], payment_method_id: 1, delivery_date: tomorrow(), kd_cabang: 'JKT01', idempotency_key: randomUUID(),
    });
    await expect(customer.mutate('orders.place', {
      items: [{ product_id: 5, quantity: 4 }], voucher_ids: [999], payment_method_id: 1, delivery_date: tomorrow(), kd_cabang: 'JKT01', idempotency_key: randomUUID(),
    })).rejects.toThrow();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2b6cb0' } }).jpeg().toBuffer();
    await upload(customer, '/api/uploads/payment-proof', {
      sales_order_id: String(order.id), sender_name: 'Rina Rahasia', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(order.total_amount),
    }, photo);
    await customer.query('orders.detail', { sales_order_code: order.sales_order_code });
    await customer.query('notifications.list');
    await customer.mutate('auth.logout');
    // A forged cookie and a refused call are logged too.
    const forged = httpClient(system.gatewayUrl);
    forged.jar.set('tulus_session', `${session.slice(0, 20)}x${session.slice(21)}`);
    await expect(forged.query('orders.list', { status: 'all' })).rejects.toThrow();

    const seedCustomer = httpClient(system.gatewayUrl);
    await seedCustomer.mutate('auth.login', { email: 'member@contoh.id', password: 'Rahasia123!' });
    const driver = httpClient(system.gatewayUrl);
    await expect(driver.mutate('auth.driverLogin', { email: 'driver.jakarta@tulus.co.id', password: 'SalahDriver9!' })).rejects.toThrow();
    await driver.mutate('auth.driverLogin', { email: 'driver.jakarta@tulus.co.id', password: 'Driver123!' });
    await driver.query('driver.deliveries', { status: 'pesanan_sedang_dikirim' });
    await driver.query('driver.customerByEmail', { email });

    await new Promise((resolve) => setTimeout(resolve, 300));
    const gatewayLines = system.gateway.lines();
    const providerLines = system.provider.lines();
    const secrets: Record<string, string> = {
      'registration password': password, 'wrong password': wrongPassword, 'seed password': 'Rahasia123!', 'driver password': 'Driver123!',
      'wrong driver password': 'SalahDriver9!', 'session cookie': session, 'registration cookie': registrationCookie,
      'phone number at registration': phone, 'phone number in the profile': newPhone, 'session secret': SYSTEM_SESSION_SECRET, 'ops key': SYSTEM_OPS_KEY,
    };
    const found: Array<[string, string]> = [];
    for (const [service, lines] of [['gateway', gatewayLines], ['provider', providerLines]] as const) {
      const text = lines.join('\n');
      for (const [name, value] of Object.entries(secrets)) if (text.includes(value)) found.push([service, name]);
      // A JWT (the provider tokens) in any form.
      if (/eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/.test(text)) found.push([service, 'a JWT']);
      // The codes, as six digits standing alone (not inside a timestamp or an id).
      for (const code of [otp, wrongOtp]) if (new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`).test(text)) found.push([service, `OTP ${code}`]);
    }
    expect(found).toEqual([]);
    // The logs are there and say what happened, so the check above is not vacuous.
    expect(gatewayLines.filter((l) => l.includes('"msg":"request"')).length).toBeGreaterThan(20);
    expect(providerLines.filter((l) => l.includes('"msg":"request"')).length).toBeGreaterThan(20);
    expect(gatewayLines.some((l) => l.includes('auth.verifyOtp'))).toBe(true);

    writeSection('secrets', 'Secrets in the logs', [
      `One whole session through the gateway and the mock provider as separate processes, both logging at \`${LEVEL}\` ` +
        '(one level below production\'s info), every line captured: registration with an e-mailed OTP (a wrong code first), a wrong then a right ' +
        'login, profile with a new phone number, an address, an order and a refused one, a payment proof upload, a forged session cookie, ' +
        'a seed login, a wrong then a right driver login, driver reads, logout.',
      '',
      table(['service', 'log lines', 'request lines', 'secrets found'], [
        ['gateway', gatewayLines.length, gatewayLines.filter((l) => l.includes('"msg":"request"')).length, found.filter(([s]) => s === 'gateway').length],
        ['mock provider', providerLines.length, providerLines.filter((l) => l.includes('"msg":"request"')).length, found.filter(([s]) => s === 'provider').length],
      ]),
      '',
      `Looked for: ${Object.keys(secrets).join(', ')}, any JWT (the provider tokens), and both OTPs as six digits standing alone.`,
    ].join('\n'));
  });
});
