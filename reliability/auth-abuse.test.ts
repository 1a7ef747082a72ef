import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../shared/src/contract/envelope.ts';
import { signToken } from '../mock-provider/src/auth/token.ts';
import { createSealer } from '../server/src/session/seal.ts';
import { failure, startBareGateway, startGateway, type BareGateway, type Browser, type TestGateway } from '../server/src/test/harness.ts';
import { dispatchedOrder, jakartaDay, orderInput, placeOrder, smallJpeg } from '../server/src/test/orders.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { table, writeSection } from './support/report.ts';
import { changedTables, listFiles, snapshot } from './support/state.ts';
import { callRaw } from './support/trpc.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const rows: Array<[string, string]> = [];
const record = (what: string, outcome: string) => rows.push([what, outcome]);

let env: TestGateway;
let memberA: Browser;
let sahabatB: Browser;
let driverJkt: Browser;
let driverSby: Browser;
let secret: string;
let image: Buffer;

beforeAll(async () => {
  env = await startGateway();
  [memberA, sahabatB, driverJkt, driverSby] = await Promise.all([
    env.customer('member@contoh.id'), env.customer('sahabat@contoh.id'), env.driver('driver.jakarta@tulus.co.id'), env.driver('driver.surabaya@tulus.co.id'),
  ]);
  secret = env.provider.ctx.config.TOKEN_SECRET;
  image = await smallJpeg();
});
afterAll(async () => {
  await env?.close();
  writeSection('auth', 'Auth abuse', [
    'Every attempt below was refused and changed nothing: the provider\'s tables (all of them, compared by digest) and its upload store are as before.',
    '',
    table(['attempt', 'answer'], rows),
    '',
    'A logout ends the session on the server: the sealed cookie carries a session id that the logout revokes (in memory, or in Redis ' +
      'for every replica: ops/session-revocation.test.ts), so a copy taken earlier is refused although the provider token inside is ' +
      'still valid (the provider offers no revocation).',
  ].join('\n'));
});

const state = () => ({ db: snapshot(env.provider.ctx.db), files: listFiles(env.provider.ctx.uploads.dir) });
async function unchanged(before: ReturnType<typeof state>) {
  const after = state();
  expect(changedTables(before.db, after.db)).toEqual([]);
  expect(after.files).toEqual(before.files);
}
const status = (code: string) => (env.provider.ctx.db.prepare('SELECT status_sales_order AS s FROM sales_orders WHERE sales_order_code = ?').get(code) as { s: string }).s;

/** A provider call with a given bearer token, straight to the mock (as anyone who got hold of a token could). */
async function provider(path: string, body: object, token: string) {
  const res = await fetch(`${env.providerUrl}${API_PREFIX}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { status: string; message: string } };
}

/** An HS256 token with any header and claims, signed with `key`. */
function craft(header: object, claims: object, key = secret): string {
  const head = b64(header);
  const payload = b64(claims);
  return `${head}.${payload}.${createHmac('sha256', key).update(`${head}.${payload}`).digest('base64url')}`;
}

describe('provider tokens: expired, not yet valid, alg=none, wrong signature, tampered', () => {
  it('each is refused with 403 on reads and writes, and nothing is written', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { role: 'customer', customer_code: 'CUST-0001', email: 'member@contoh.id' };
    const good = signToken(claims as never, secret, 3600);
    const [head, payload, signature] = good.split('.') as [string, string, string];
    const forged: Record<string, string> = {
      expired: signToken(claims as never, secret, 60, Date.now() - 2 * 3600_000),
      'not yet valid (issued in an hour)': craft({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now + 3600, exp: now + 7200 }),
      'not yet valid (nbf in half an hour)': craft({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now, nbf: now + 1800, exp: now + 3600 }),
      'alg=none, no signature': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg=none, the real signature kept': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
      'alg=HS512 header on an HS256 signature': `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
      'signed with another secret': craft({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now, exp: now + 3600 }, 'not-the-provider-secret-at-all'),
      'tampered: customer_code changed, signature kept': `${head}.${b64({ ...claims, customer_code: 'CUST-0002', iat: now, exp: now + 3600 })}.${signature}`,
      'tampered: role changed to driver': `${head}.${b64({ role: 'driver', driver_id: 1, kd_cabang: 'JKT01', email: 'x', iat: now, exp: now + 3600 })}.${signature}`,
      'truncated signature': good.slice(0, -4),
      'not a JWT': 'abc.def',
    };
    // The real token works, so the refusals below are about the token alone.
    expect((await provider('/get-sales-order-customer', { status_sales_order: 'all', customer_code: 'CUST-0001' }, good)).status).toBe(200);
    const before = state();
    const order = { header: { customer_code: 'CUST-0001', voucher_id: [], payment_method_detail: 1, kd_cabang: 'JKT01', delivery_schedule_date: jakartaDay(1) }, detail: [{ product_id: 1, quantity: 3, price: 46000 }] };
    const address = { customer_code: 'CUST-0001', header_name: 'X', jalan: 'X', kode_pos: '1', rt: '1', rw: '1', kelurahan: 'X', kecamatan: 'X', kabupaten_kota: 'X', provinsi: 'X', latitude: '-6.2', longitude: '106.8' };
    for (const [name, token] of Object.entries(forged)) {
      const answers = await Promise.all([
        provider('/get-sales-order-customer', { status_sales_order: 'all', customer_code: 'CUST-0001' }, token),
        provider('/insert-sales-order', order, token),
        provider('/add-master-customer-address', address, token),
        provider('/check-token-customer', { token }, good),
      ]);
      expect(answers.slice(0, 3).map((a) => a.status), name).toEqual([403, 403, 403]);
      expect(answers[3]!.status, name).toBe(401);
      for (const a of answers) expect(a.body.status).toBe('failed');
      record(`provider token ${name}`, `403 '${answers[0]!.body.message}' (reads and writes); check-token-customer 401`);
    }
    await unchanged(before);
  });

  it('a real token of one role is refused on the other role\'s paths', async () => {
    const customer = (await env.provider.loginCustomer()).token;
    const driver = (await env.provider.loginDriver()).token;
    const before = state();
    const asCustomer = await provider('/get-sales-order-driver', { status_sales_order: 'pesanan_sedang_dikirim', kd_cabang: 'JKT01', email_driver: 'driver.jakarta@tulus.co.id' }, customer);
    const asDriver = await provider('/get-sales-order-customer', { status_sales_order: 'all', customer_code: 'CUST-0001' }, driver);
    expect([asCustomer.status, asDriver.status]).toEqual([403, 403]);
    // Customer B's real token asking for customer A's history.
    const other = (await env.provider.loginCustomer('sahabat@contoh.id')).token;
    expect((await provider('/get-sales-order-customer', { status_sales_order: 'all', customer_code: 'CUST-0001' }, other)).status).toBe(403);
    record("provider: a customer token on a driver path, a driver token on a customer path, B's token for A's history", '403 each');
    await unchanged(before);
  });
});

describe('gateway session cookies: tampered and forged', () => {
  it('a cookie sealed with another secret (even around a real provider token), tampered in any part, or malformed is no session', async () => {
    const real = await env.provider.loginCustomer();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const session = { role: 'customer', token: real.token, exp, customer_code: real.customer_code, email: 'member@contoh.id' };
    const genuine = memberA.jar.get('tulus_session')!;
    const [iv, tag, body] = genuine.split('.') as [string, string, string];
    const flip = (part: string) => `${part.slice(0, 3)}${part[3] === 'A' ? 'B' : 'A'}${part.slice(4)}`;
    const cookies: Record<string, string> = {
      'sealed with the dev default secret': createSealer('change-me-change-me-change-me-change-me').seal(session),
      'sealed with an empty-looking secret': createSealer('0'.repeat(32)).seal(session),
      'iv changed': `${flip(iv)}.${tag}.${body}`,
      'auth tag changed': `${iv}.${flip(tag)}.${body}`,
      'ciphertext changed': `${iv}.${tag}.${flip(body)}`,
      'parts swapped': `${tag}.${iv}.${body}`,
      'truncated': genuine.slice(0, genuine.length / 2),
      'one extra part': `${genuine}.AAAA`,
      'not base64': '%%%.$$$.!!!',
      'plain JSON session': encodeURIComponent(JSON.stringify(session)),
      '4 KB of noise': 'A'.repeat(4000),
    };
    // The sealed registration cookie is a genuine seal of the gateway, but of another shape.
    const visitor = env.browser();
    const email = `kue.${randomUUID().slice(0, 8)}@contoh.id`;
    await visitor.trpc.auth.requestOtp.mutate({ nama_lengkap: 'Kue', email, password: 'RahasiaKue9', confirm_password: 'RahasiaKue9' });
    cookies['the pending-registration cookie in its place'] = visitor.jar.get('tulus_registration')!;

    const before = state();
    for (const [name, value] of Object.entries(cookies)) {
      const browser = env.browser();
      browser.jar.set('tulus_session', value);
      const detail = await callRaw(browser, 'orders.list', { status: 'all' });
      expect(detail.status, name).toBe(401);
      expect(detail.message, name).toBe('Harap login kembali');
      expect(await browser.trpc.auth.session.query(), name).toBeNull();
      const place = await callRaw(browser, 'orders.place', orderInput());
      expect(place.status, name).toBe(401);
      const upload = await browser.upload('/api/uploads/payment-proof', { sales_order_id: '1' }, { image: { bytes: image } });
      expect(upload.status, name).toBe(401);
      record(`session cookie: ${name}`, "401 'Harap login kembali' (query, order, upload)");
    }
    await unchanged(before);
  });
});

describe('roles and ownership, with inputs that would work for the right user', () => {
  it('a customer cannot use driver procedures or routes; a driver cannot use customer ones', async () => {
    const order = await dispatchedOrder(env, memberA);
    const before = state();
    const customerTries = await Promise.all([
      callRaw(memberA, 'driver.delivery', { sales_order_code: order.sales_order_code }),
      callRaw(memberA, 'driver.receipt', { sales_order_code: order.sales_order_code }),
      callRaw(memberA, 'driver.deliveries', { status: 'pesanan_sedang_dikirim' }),
      callRaw(memberA, 'driver.customerByEmail', { email: 'sahabat@contoh.id' }),
    ]);
    expect(customerTries.map((t) => [t.status, t.message])).toEqual(Array(4).fill([403, 'Halaman ini khusus driver.']));
    const receipt = await memberA.upload('/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image: { bytes: image } });
    expect(receipt.status).toBe(403);
    const driverTries = await Promise.all([
      callRaw(driverJkt, 'orders.detail', { sales_order_code: order.sales_order_code }),
      callRaw(driverJkt, 'orders.confirmReceived', { sales_order_code: order.sales_order_code }),
      callRaw(driverJkt, 'orders.place', orderInput()),
      callRaw(driverJkt, 'addresses.add', { header_name: 'Gudang', jalan: 'Jl. X', kode_pos: '12345', rt: '1', rw: '1', kelurahan: 'X', kecamatan: 'X', kabupaten_kota: 'X', provinsi: 'X', latitude: '-6.2', longitude: '106.8' }),
    ]);
    expect(driverTries.map((t) => [t.status, t.message])).toEqual(Array(4).fill([403, 'Halaman ini khusus pelanggan.']));
    const proof = await driverJkt.upload('/api/uploads/payment-proof', { sales_order_id: String(order.id), sender_name: 'X', bank_name: 'BCA', account_number: '1', amount_sent: '1' }, { image: { bytes: image } });
    expect(proof.status).toBe(403);
    expect(status(order.sales_order_code)).toBe('pesanan_sedang_dikirim');
    record('customer calling driver procedures (delivery, receipt, deliveries, customerByEmail) and the delivery-receipt upload', "403 'Halaman ini khusus driver.'");
    record('driver calling customer procedures (detail, confirmReceived, place, addresses.add) and the payment-proof upload', "403 'Halaman ini khusus pelanggan.'");
    await unchanged(before);
  });

  it("customer B cannot read, pay for, confirm or touch customer A's order or addresses", async () => {
    const unpaid = await placeOrder(memberA);
    const delivered = await dispatchedOrder(env, memberA);
    const receipt = await driverJkt.upload('/api/uploads/delivery-receipt', { sales_order_id: String(delivered.id) }, { image: { bytes: image } });
    expect(receipt.status).toBe(200);
    expect(status(delivered.sales_order_code)).toBe('pesanan_telah_dikirim');
    const addressOfA = (await memberA.trpc.addresses.list.query())[0]!;
    const before = state();

    const reads = await Promise.all([
      callRaw(sahabatB, 'orders.detail', { sales_order_code: unpaid.sales_order_code }),
      callRaw(sahabatB, 'orders.proofs', { sales_order_code: delivered.sales_order_code }),
    ]);
    expect(reads.map((r) => r.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect((await sahabatB.trpc.orders.list.query({ status: 'all' })).map((o) => o.sales_order_code)).not.toContain(unpaid.sales_order_code);
    const pay = await sahabatB.upload('/api/uploads/payment-proof',
      { sales_order_id: String(unpaid.id), sender_name: 'Penipu', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(unpaid.total_amount) },
      { image: { bytes: image } });
    expect(pay.status).toBe(404);
    const confirm = await failure(sahabatB.trpc.orders.confirmReceived.mutate({ sales_order_code: delivered.sales_order_code }));
    expect(confirm.code).toBe('NOT_FOUND');
    const addressMoves = await Promise.all([
      callRaw(sahabatB, 'addresses.activate', { customer_address_id: addressOfA.id }),
      callRaw(sahabatB, 'addresses.update', { customer_address_id: addressOfA.id, jalan: 'Jl. Diambil Alih' }),
      callRaw(sahabatB, 'addresses.remove', { customer_address_id: addressOfA.id }),
    ]);
    expect(addressMoves.map((m) => m.code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect([status(unpaid.sales_order_code), status(delivered.sales_order_code)]).toEqual(['menunggu_pembayaran', 'pesanan_telah_dikirim']);
    record("customer B reading A's order and proofs", "404 'Pesanan tidak ditemukan.' (as if it did not exist)");
    record("customer B uploading a payment proof for A's order", '404, nothing stored, status unchanged');
    record("customer B confirming receipt of A's delivered order", '404, status stays pesanan_telah_dikirim');
    record("customer B activating, editing, deleting A's address", '404 each');
    await unchanged(before);
  });

  it("a driver of another branch cannot read or complete a Jakarta delivery", async () => {
    const order = await dispatchedOrder(env, memberA);
    const before = state();
    const reads = await Promise.all([
      callRaw(driverSby, 'driver.delivery', { sales_order_code: order.sales_order_code }),
      callRaw(driverSby, 'driver.receipt', { sales_order_code: order.sales_order_code }),
    ]);
    expect(reads.map((r) => r.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    const list = await driverSby.trpc.driver.deliveries.query({ status: 'pesanan_sedang_dikirim' });
    expect(list.map((d) => d.header.sales_order_code)).not.toContain(order.sales_order_code);
    const complete = await driverSby.upload('/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image: { bytes: image } });
    expect(complete.status).toBe(404);
    expect(status(order.sales_order_code)).toBe('pesanan_sedang_dikirim');
    record('Surabaya driver reading a Jakarta delivery (detail, receipt, list)', '404 / not listed');
    record('Surabaya driver uploading the receipt of a Jakarta delivery', '404, status stays pesanan_sedang_dikirim');
    await unchanged(before);
  });
});

describe('session end', () => {
  it('a cookie copied before logout is no session afterwards: reads, writes and uploads are refused', async () => {
    const customer = await env.customer('member@contoh.id');
    const driver = await env.driver('driver.jakarta@tulus.co.id');
    const copy = (of: Browser) => {
      const thief = env.browser();
      thief.jar.set('tulus_session', of.jar.get('tulus_session')!);
      return thief;
    };
    const [customerCopy, driverCopy] = [copy(customer), copy(driver)];
    // The copies work before the logout: what follows is the logout's doing.
    expect((await callRaw(customerCopy, 'orders.list', { status: 'all' })).status).toBe(200);
    expect((await callRaw(driverCopy, 'driver.deliveries', { status: 'pesanan_sedang_dikirim' })).status).toBe(200);
    await customer.trpc.auth.logout.mutate();
    await driver.trpc.auth.logout.mutate();
    const before = state();
    expect(await customerCopy.trpc.auth.session.query()).toBeNull();
    for (const [procedure, input] of [['orders.list', { status: 'all' }], ['customer.detail', undefined], ['orders.place', orderInput()]] as const) {
      const answer = await callRaw(customerCopy, procedure, input);
      expect([answer.status, answer.message], procedure).toEqual([401, 'Harap login kembali']);
    }
    const upload = await customerCopy.upload('/api/uploads/payment-proof', { sales_order_id: '1' }, { image: { bytes: image } });
    expect(upload.status).toBe(401);
    expect((await callRaw(driverCopy, 'driver.deliveries', { status: 'pesanan_sedang_dikirim' })).status).toBe(401);
    record('a session cookie copied before logout, replayed after it (customer: auth.session, orders.list, customer.detail, orders.place, upload; driver: driver.deliveries)', "no session: null / 401 'Harap login kembali'");
    await unchanged(before);
  });

  it('log out everywhere ends the other devices\' sessions of that customer, and only those', async () => {
    const [phone, laptop, someoneElse] = await Promise.all([env.customer('sahabatkarib@contoh.id'), env.customer('sahabatkarib@contoh.id'), env.customer('sahabatbaru@contoh.id')]);
    await laptop.trpc.auth.logoutEverywhere.mutate();
    expect(laptop.jar.get('tulus_session')).toBeUndefined();
    expect((await callRaw(phone, 'customer.detail', undefined)).status).toBe(401);
    expect((await callRaw(someoneElse, 'customer.detail', undefined)).status).toBe(200);
    const again = await env.customer('sahabatkarib@contoh.id');
    expect((await callRaw(again, 'customer.detail', undefined)).status).toBe(200);
    record("'Keluar dari Semua Perangkat' on one device", "the customer's other sessions: 401; another customer's: untouched; a new login: works");
  });
});

describe('OTP replay', () => {
  it('a used code cannot register again, through the gateway or at the provider', async () => {
    const email = `replay.${randomUUID().slice(0, 8)}@contoh.id`;
    const visitor = env.browser();
    await visitor.trpc.auth.requestOtp.mutate({ nama_lengkap: 'Replay', email, password: 'RahasiaReplay9', confirm_password: 'RahasiaReplay9' });
    const pending = visitor.jar.get('tulus_registration')!;
    const otp = (await env.latestOtp(email))!;
    await visitor.trpc.auth.verifyOtp.mutate({ otp });
    const before = state();
    const replayer = env.browser();
    replayer.jar.set('tulus_registration', pending);
    const again = await failure(replayer.trpc.auth.verifyOtp.mutate({ otp }));
    expect(again.message).toBe('Kode OTP tidak ditemukan. Silakan minta kode OTP baru.');
    const direct = await fetch(`${env.providerUrl}${API_PREFIX}/register-customer`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, otp }),
    });
    expect(direct.status).toBe(400);
    record('replaying a used OTP (kept registration cookie; and straight at the provider)', `400 '${again.message}'`);
    await unchanged(before);
  });
});

describe('brute force with the rate limits on (RATE_LIMIT_ENABLED=true)', () => {
  let limited: BareGateway;
  let proxy: FaultProxy;
  beforeAll(async () => {
    proxy = await startFaultProxy(env.providerUrl);
    limited = await startBareGateway(proxy.url, { env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(async () => {
    await limited?.close();
    await proxy?.close();
  });

  it('login: after 5 wrong passwords for one account even the right one waits, and the provider is not asked', async () => {
    const browser = limited.browser();
    for (let i = 0; i < 5; i++) {
      const wrong = await failure(browser.trpc.auth.login.mutate({ email: 'sahabatbaru@contoh.id', password: `Tebakan${i}!` }));
      expect(wrong.message).toBe('Login gagal. Silakan periksa email dan kata sandi Anda.');
    }
    const asked = proxy.count('/check-login');
    const right = await failure(browser.trpc.auth.login.mutate({ email: 'sahabatbaru@contoh.id', password: 'Rahasia123!' }));
    expect(right.code).toBe('TOO_MANY_REQUESTS');
    expect(right.message).toMatch(/^Terlalu banyak percobaan login\. Silahkan tunggu \d+ detik\.$/);
    expect(browser.jar.get('tulus_session')).toBeUndefined();
    // The driver login shares the account's counter.
    expect((await failure(browser.trpc.auth.driverLogin.mutate({ email: 'sahabatbaru@contoh.id', password: 'x' }))).code).toBe('TOO_MANY_REQUESTS');
    expect(proxy.count('/check-login')).toBe(asked);
    record('6th login attempt on one account within a minute (right password)', `429 '${right.message}', no session, provider not asked`);
  });

  it('OTP verification: the gateway lets 10 codes a registration be typed in 10 minutes, then the wait; the provider is not asked', async () => {
    const email = `tebak.${randomUUID().slice(0, 8)}@contoh.id`;
    const visitor = limited.browser();
    await visitor.trpc.auth.requestOtp.mutate({ nama_lengkap: 'Tebak', email, password: 'RahasiaTebak9', confirm_password: 'RahasiaTebak9' });
    const otp = (await env.latestOtp(email))!;
    for (let i = 0; i < 10; i++) {
      const guess = String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0');
      expect((await failure(visitor.trpc.auth.verifyOtp.mutate({ otp: guess }))).code).not.toBe('TOO_MANY_REQUESTS');
    }
    const asked = proxy.count('/register-customer');
    const eleventh = await failure(visitor.trpc.auth.verifyOtp.mutate({ otp }));
    expect(eleventh.code).toBe('TOO_MANY_REQUESTS');
    expect(eleventh.message).toMatch(/^Terlalu banyak percobaan kode OTP\. Silahkan tunggu \d+ detik\.$/);
    expect(proxy.count('/register-customer')).toBe(asked);
    record('typing an 11th registration code within 10 minutes (the provider burns each code after 5)', `429 '${eleventh.message}', provider not asked`);
  });

  it('OTP: 5 wrong codes burn the code; asking for codes again and again gets the wait message', async () => {
    const email = `brute.${randomUUID().slice(0, 8)}@contoh.id`;
    const visitor = limited.browser();
    await visitor.trpc.auth.requestOtp.mutate({ nama_lengkap: 'Brute', email, password: 'RahasiaBrute9', confirm_password: 'RahasiaBrute9' });
    const otp = (await env.latestOtp(email))!;
    const guesses: string[] = [];
    for (let i = 0; guesses.length < 5; i++) {
      const guess = String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0');
      guesses.push((await failure(visitor.trpc.auth.verifyOtp.mutate({ otp: guess }))).message);
    }
    expect(guesses.slice(0, 4)).toEqual(Array(4).fill('Kode OTP salah, silakan coba lagi.'));
    expect(guesses[4]).toBe('Terlalu banyak percobaan kode OTP yang salah. Silakan minta kode OTP baru.');
    // The right code no longer works: a sixth guess is worthless.
    expect((await failure(visitor.trpc.auth.verifyOtp.mutate({ otp }))).message).toBe('Terlalu banyak percobaan kode OTP yang salah. Silakan minta kode OTP baru.');
    const resend = await failure(visitor.trpc.auth.resendOtp.mutate());
    expect(resend.message).toMatch(/^Silahkan tunggu \d+ detik sebelum meminta OTP lagi$/);
    const customers = snapshot(env.provider.ctx.db).customers;

    // Codes for ever new addresses from one client: the gateway's per-IP limit (10 in 10 minutes) stops it.
    let waited: { code: string | undefined; message: string } | undefined;
    for (let i = 0; i < 12 && !waited; i++) {
      const next = `brute.${randomUUID().slice(0, 8)}@contoh.id`;
      try {
        await limited.browser().trpc.auth.requestOtp.mutate({ nama_lengkap: 'Brute', email: next, password: 'RahasiaBrute9', confirm_password: 'RahasiaBrute9' });
      } catch {
        waited = await failure(limited.browser().trpc.auth.requestOtp.mutate({ nama_lengkap: 'Brute', email: next, password: 'RahasiaBrute9', confirm_password: 'RahasiaBrute9' }));
      }
    }
    expect(waited?.code).toBe('TOO_MANY_REQUESTS');
    expect(waited?.message).toMatch(/^Silahkan tunggu \d+ detik sebelum meminta OTP lagi$/);
    expect(snapshot(env.provider.ctx.db).customers).toEqual(customers);
    record('guessing a registration OTP', "4x 'Kode OTP salah, silakan coba lagi.', the 5th burns the code; the right code is then refused, and the next code is still 60 s away");
    record('asking for a new code at once / for many addresses from one client', `'${resend.message}' (provider, 60 s) / 429 '${waited?.message}' (gateway, per IP)`);
  });
});
