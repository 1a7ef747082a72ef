import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkLogin,
  checkLoginDriver,
  checkTokenAdmin,
  checkTokenCustomer,
  registerCustomer,
  sendOtp,
} from '@tulus/shared/contract/auth';
import { getDetailCustomer } from '@tulus/shared/contract/customer';
import {
  DRIVER_LOGIN_REJECTED,
  EMAIL_TAKEN,
  LOGIN_CUSTOMER_NOT_FOUND,
  LOGIN_FIELDS_REQUIRED,
  LOGIN_REJECTED,
  OTP_FORMAT,
  OTP_REQUIRED,
  OTP_SENT_CHECK_EMAIL,
  OTP_WRONG,
} from '@tulus/shared/rules/messages';
import { signToken } from '../auth/token.ts';
import { startTestProvider, type TestProvider } from '../test/harness.ts';
import { MAX_OTP_ATTEMPTS, OTP_EXPIRED, OTP_MAIL_SUBJECT, OTP_NOT_REQUESTED, OTP_TOO_MANY_ATTEMPTS, REGISTERED, TOKEN_INVALID } from './auth.ts';

const decodePayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Reads the newest OTP sent to an address, the way a person would: from the dev mailbox. */
async function latestOtp(provider: TestProvider, to: string): Promise<string> {
  const res = await supertest(provider.app.server).get('/dev/mailbox').query({ to }).set('x-ops-key', provider.ctx.config.OPS_KEY).expect(200);
  const otp = (res.body as { messages: Array<{ otp: string | null }> }).messages[0]?.otp;
  if (!otp) throw new Error(`no OTP mailed to ${to}`);
  return otp;
}

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  to: email,
  email,
  password: 'AirBersih9',
  nama_lengkap: 'Sari Hidayat',
  nomor_hp: '081298765432',
  kode_referral: '',
  ...overrides,
});

/** A code that is surely not the right one. */
const wrongCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('/check-login', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider();
  });
  afterAll(() => provider.close());

  it('logs a customer in with a JWT whose exp (seconds) lies one TTL ahead', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await provider.post('/check-login', { email: 'member@contoh.id', password: 'Rahasia123!' }).expect(200);
    const body = checkLogin.response.parse(res.body);
    expect(body.data.customer_code).toBe('CUST-0001');
    expect(body.token.split('.')).toHaveLength(3);
    const payload = decodePayload(body.token);
    const ttl = provider.ctx.config.TOKEN_TTL_SECONDS;
    expect(payload).toMatchObject({ role: 'customer', customer_code: 'CUST-0001' });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(ttl);
    expect(Number(payload.exp)).toBeGreaterThanOrEqual(before + ttl);
    expect(Number(payload.exp)).toBeLessThanOrEqual(before + ttl + 5);
  });

  it("answers 401 'Customer tidak ditemukan' for an unknown e-mail", async () => {
    const res = await provider.post('/check-login', { email: 'siapa@contoh.id', password: 'Rahasia123!' }).expect(401);
    expect(res.body).toEqual({ status: 'failed', status_code: 401, message: LOGIN_CUSTOMER_NOT_FOUND, data: null });
  });

  it('refuses a wrong password without a token', async () => {
    const res = await provider.post('/check-login', { email: 'member@contoh.id', password: 'salah-sekali' }).expect(400);
    expect(res.body).toMatchObject({ status: 'failed', message: LOGIN_REJECTED });
    expect(res.body.token).toBeUndefined();
  });

  it('refuses empty fields with the spec message', async () => {
    for (const body of [{ email: '', password: '' }, { email: 'member@contoh.id' }, {}]) {
      const res = await provider.post('/check-login', body).expect(400);
      expect(res.body.message).toBe(LOGIN_FIELDS_REQUIRED);
    }
  });

  it('tells a malformed e-mail apart from empty fields', async () => {
    const res = await provider.post('/check-login', { email: 'bukan-email', password: 'Rahasia123!' }).expect(400);
    expect(res.body.message).toBe('Email tidak valid');
  });
});

describe('/check-login-driver', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider();
  });
  afterAll(() => provider.close());

  it('logs a driver in with his branch and a driver token', async () => {
    const res = await provider.post('/check-login-driver', { email: 'driver.jakarta@tulus.co.id', password: 'Driver123!' }).expect(200);
    const body = checkLoginDriver.response.parse(res.body);
    expect(body.data).toMatchObject({ nama: 'Joko Susilo', kd_cabang: 'JKT01', email: 'driver.jakarta@tulus.co.id' });
    expect(decodePayload(body.token)).toMatchObject({ role: 'driver', driver_id: body.data.id, kd_cabang: 'JKT01' });
  });

  it('refuses a wrong password and a customer account with 401', async () => {
    const wrong = await provider.post('/check-login-driver', { email: 'driver.jakarta@tulus.co.id', password: 'Rahasia123!' }).expect(401);
    expect(wrong.body).toMatchObject({ status: 'failed', message: DRIVER_LOGIN_REJECTED });
    await provider.post('/check-login-driver', { email: 'member@contoh.id', password: 'Rahasia123!' }).expect(401);
  });

  it('refuses empty fields with the spec message', async () => {
    const res = await provider.post('/check-login-driver', { email: '', password: '' }).expect(400);
    expect(res.body.message).toBe(LOGIN_FIELDS_REQUIRED);
  });
});

describe('tokens on a customer path', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider();
  });
  afterAll(() => provider.close());

  const detail = (token: string) => provider.post('/get-detail-customer', { customer_code: 'CUST-0001' }, token);

  it('refuses a token signed with another secret', async () => {
    const forged = signToken({ role: 'customer', customer_code: 'CUST-0001', email: 'member@contoh.id' }, 'another-secret-of-some-length', 3600, provider.ctx.now());
    const res = await detail(forged).expect(403);
    expect(res.body).toMatchObject({ status: 'failed', status_code: 403 });
  });

  it('refuses an alg=none token', async () => {
    const now = Math.floor(provider.ctx.now() / 1000);
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ role: 'customer', customer_code: 'CUST-0001', email: 'member@contoh.id', iat: now, exp: now + 3600 })}.`;
    await detail(unsigned).expect(403);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const { token } = await provider.loginCustomer();
    const [header, , signature] = token.split('.');
    const payload = { ...decodePayload(token), customer_code: 'CUST-0002', email: 'sahabat@contoh.id' };
    const tampered = `${header}.${b64url(payload)}.${signature}`;
    await detail(tampered).expect(403);
    await provider.post('/get-detail-customer', { customer_code: 'CUST-0002' }, tampered).expect(403);
  });

  it('accepts a token until its exp and refuses it after', async () => {
    const { token } = await provider.loginCustomer();
    const ttlMs = provider.ctx.config.TOKEN_TTL_SECONDS * 1000;
    provider.advance(ttlMs - 5_000);
    const still = await detail(token).expect(200);
    expect(getDetailCustomer.response.parse(still.body).data.customer_code).toBe('CUST-0001');
    provider.advance(6_000);
    const expired = await detail(token).expect(403);
    expect(expired.body).toMatchObject({ status: 'failed', status_code: 403 });
  });
});

describe('/send-otp', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider();
  });
  afterAll(() => provider.close());

  it('mails a 6-digit code to the dev mailbox and never returns it', async () => {
    const res = await provider.post('/send-otp', registration('Baru.Satu@contoh.id')).expect(200);
    const body = sendOtp.response.parse(res.body);
    expect(body.message).toBe(OTP_SENT_CHECK_EMAIL);
    expect(body.data).toEqual({ email: 'baru.satu@contoh.id', expires_in: provider.ctx.config.OTP_TTL_SECONDS, resend_in: 60 });
    const mail = await supertest(provider.app.server).get('/dev/mailbox').query({ to: 'baru.satu@contoh.id' })
      .set('x-ops-key', provider.ctx.config.OPS_KEY).expect(200);
    const [message] = mail.body.messages;
    expect(mail.body.messages).toHaveLength(1);
    expect(message.subject).toBe(OTP_MAIL_SUBJECT);
    expect(message.otp).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.otp);
    expect(message.body).toContain('Sari Hidayat');
    expect(JSON.stringify(res.body)).not.toContain(message.otp);
  });

  it("refuses an e-mail that already has an account: 409 'Email sudah digunakan'", async () => {
    const res = await provider.post('/send-otp', registration('MEMBER@contoh.id')).expect(409);
    expect(res.body).toMatchObject({ status: 'failed', status_code: 409, message: EMAIL_TAKEN });
  });

  it('makes a second request wait out the 60 s, counting whole seconds down', async () => {
    const email = 'baru.dua@contoh.id';
    await provider.post('/send-otp', registration(email)).expect(200);
    const first = await latestOtp(provider, email);
    const soon = await provider.post('/send-otp', registration(email)).expect(429);
    expect(soon.body).toMatchObject({ status: 'failed', status_code: 429, message: 'Silahkan tunggu 60 detik sebelum meminta OTP lagi' });
    provider.advance(25_500);
    const later = await provider.post('/send-otp', registration(email)).expect(429);
    expect(later.body.message).toBe('Silahkan tunggu 35 detik sebelum meminta OTP lagi');
    provider.advance(34_500);
    await provider.post('/send-otp', registration(email)).expect(200);
    const second = await latestOtp(provider, email);
    // The new code replaces the old one.
    if (second !== first) {
      const old = await provider.post('/register-customer', { email, otp: first }).expect(400);
      expect(old.body.message).toBe(OTP_WRONG);
    }
    await provider.post('/register-customer', { email, otp: second }).expect(200);
  });

  it('refuses bad payloads with a 400 naming the problem', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'bukan-email', to: 'bukan-email' }, 'Email tidak valid'],
      [{ password: '1234567' }, 'Kata sandi minimal 8 karakter.'],
      [{ nomor_hp: '0812-abc' }, 'Hanya angka yang diperbolehkan'],
      [{ to: 'orang.lain@contoh.id' }, 'Tujuan OTP harus sama dengan email yang didaftarkan'],
      [{ nama_lengkap: 'x'.repeat(101) }, 'Nama lengkap maksimal 100 karakter'],
      [{ nama_lengkap: '   ' }, 'Nama lengkap tidak boleh kosong'],
    ];
    for (const [overrides, expected] of cases) {
      const res = await provider.post('/send-otp', registration('baru.tiga@contoh.id', overrides)).expect(400);
      expect(res.body.status).toBe('failed');
      expect(res.body.message).toContain(expected);
    }
    // None of the refusals started the resend wait.
    await provider.post('/send-otp', registration('baru.tiga@contoh.id')).expect(200);
  });
});

describe('/register-customer', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider();
  });
  afterAll(() => provider.close());

  const failedWith = (message: string) => ({ status: 'failed', status_code: 400, message, data: message });

  it('creates a member with the next customer code; the password then logs in and the code cannot be replayed', async () => {
    const email = 'sari@contoh.id';
    await provider.post('/send-otp', registration(email)).expect(200);
    const otp = await latestOtp(provider, email);
    const res = await provider.post('/register-customer', { ...registration(email), otp }).expect(200);
    const body = registerCustomer.response.parse(res.body);
    expect(body.message).toBe(REGISTERED);
    expect(body.data).toEqual({ customer_code: 'CUST-0005', email, nama_lengkap: 'Sari Hidayat', status_customer: 'member' });

    const { token, customer_code } = await provider.loginCustomer(email, 'AirBersih9');
    expect(customer_code).toBe('CUST-0005');
    const detail = getDetailCustomer.response.parse((await provider.post('/get-detail-customer', { customer_code }, token).expect(200)).body);
    expect(detail.data).toMatchObject({ nama_lengkap: 'Sari Hidayat', status_customer: 'member', nomor_hp: '081298765432', latitude: 'N/A' });

    const replay = await provider.post('/register-customer', { email, otp }).expect(400);
    expect(replay.body).toEqual(failedWith(OTP_NOT_REQUESTED));
  });

  it('answers a wrong code with the message in data, and still takes the right one after', async () => {
    const email = 'wrong.once@contoh.id';
    await provider.post('/send-otp', registration(email)).expect(200);
    const otp = await latestOtp(provider, email);
    const res = await provider.post('/register-customer', { email, otp: wrongCode(otp) }).expect(400);
    expect(res.body).toEqual(failedWith(OTP_WRONG));
    const ok = await provider.post('/register-customer', { email, otp }).expect(200);
    expect(ok.body.data.customer_code).toBe('CUST-0006');
  });

  it(`voids the code after ${MAX_OTP_ATTEMPTS} wrong tries, so it cannot be guessed`, async () => {
    const email = 'penebak@contoh.id';
    await provider.post('/send-otp', registration(email)).expect(200);
    const otp = await latestOtp(provider, email);
    for (let i = 1; i < MAX_OTP_ATTEMPTS; i++) {
      const res = await provider.post('/register-customer', { email, otp: wrongCode(otp) }).expect(400);
      expect(res.body.message).toBe(OTP_WRONG);
    }
    const last = await provider.post('/register-customer', { email, otp: wrongCode(otp) }).expect(400);
    expect(last.body).toEqual(failedWith(OTP_TOO_MANY_ATTEMPTS));
    const right = await provider.post('/register-customer', { email, otp }).expect(400);
    expect(right.body).toEqual(failedWith(OTP_TOO_MANY_ATTEMPTS));
    // Burning the code does not skip the resend wait: the next code is still 60 s away.
    expect((await provider.post('/send-otp', registration(email)).expect(429)).body.message).toMatch(/^Silahkan tunggu \d+ detik/);
    await provider.post('/check-login', { email, password: 'AirBersih9' }).expect(401);
  });

  it('refuses an expired code', async () => {
    const email = 'terlambat@contoh.id';
    await provider.post('/send-otp', registration(email)).expect(200);
    const otp = await latestOtp(provider, email);
    provider.advance(provider.ctx.config.OTP_TTL_SECONDS * 1000 + 1);
    const res = await provider.post('/register-customer', { email, otp }).expect(400);
    expect(res.body).toEqual(failedWith(OTP_EXPIRED));
  });

  it('makes the account from what the code was sent for, not from a changed payload', async () => {
    const email = 'tetap@contoh.id';
    await provider.post('/send-otp', registration(email)).expect(200);
    const otp = await latestOtp(provider, email);
    await provider.post('/register-customer', { ...registration(email, { password: 'LainLagi77', nama_lengkap: 'Nama Lain' }), otp }).expect(200);
    await provider.post('/check-login', { email, password: 'LainLagi77' }).expect(400);
    const { token, customer_code } = await provider.loginCustomer(email, 'AirBersih9');
    const detail = await provider.post('/get-detail-customer', { customer_code }, token).expect(200);
    expect(detail.body.data.nama_lengkap).toBe('Sari Hidayat');
  });

  it('answers 409 when the address got an account after the code was sent', async () => {
    const email = 'balapan@contoh.id';
    await provider.post('/send-otp', registration(email)).expect(200);
    const otp = await latestOtp(provider, email);
    provider.ctx.db.prepare(`INSERT INTO customers (customer_code, nama_lengkap, email, password_hash, created_at)
      VALUES ('CUST-9000', 'Orang Lain', ?, 'x', '2025-01-01')`).run(email);
    const res = await provider.post('/register-customer', { email, otp }).expect(409);
    expect(res.body).toEqual({ status: 'failed', status_code: 409, message: EMAIL_TAKEN, data: EMAIL_TAKEN });
  });

  it('refuses a missing or malformed code and an unrequested e-mail, with the message in data', async () => {
    expect((await provider.post('/register-customer', { email: 'x@contoh.id' }).expect(400)).body).toEqual(failedWith(OTP_REQUIRED));
    expect((await provider.post('/register-customer', { email: '', otp: '123456' }).expect(400)).body).toEqual(failedWith(OTP_REQUIRED));
    expect((await provider.post('/register-customer', { email: 'x@contoh.id', otp: '12a456' }).expect(400)).body).toEqual(failedWith(OTP_FORMAT));
    expect((await provider.post('/register-customer', { email: 'x@contoh.id', otp: '1234567' }).expect(400)).body).toEqual(failedWith(OTP_FORMAT));
    expect((await provider.post('/register-customer', { email: 'belum@contoh.id', otp: '123456' }).expect(400)).body).toEqual(failedWith(OTP_NOT_REQUESTED));
  });
});

describe('/check-token-customer and /check-token-admin', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider();
  });
  afterAll(() => provider.close());

  const invalid = { status: 'failed', status_code: 401, message: TOKEN_INVALID, data: null };

  it('knows a customer token as a customer and not as an admin', async () => {
    const { token } = await provider.loginCustomer();
    const res = await provider.post('/check-token-customer', { token }).expect(200);
    expect(checkTokenCustomer.response.parse(res.body)).toMatchObject({ status_code: 200, data: { role: 'customer' } });
    expect((await provider.post('/check-token-admin', { token }).expect(401)).body).toEqual(invalid);
  });

  it('knows a driver token as an admin (non-customer) and not as a customer', async () => {
    const { token } = await provider.loginDriver();
    const res = await provider.post('/check-token-admin', { token }).expect(200);
    expect(checkTokenAdmin.response.parse(res.body)).toMatchObject({ status_code: 200, data: { role: 'driver' } });
    expect((await provider.post('/check-token-customer', { token }).expect(401)).body).toEqual(invalid);
  });

  it('refuses garbage and forged tokens with 401, a missing one with 400', async () => {
    expect((await provider.post('/check-token-customer', { token: 'a.b.c' }).expect(401)).body).toEqual(invalid);
    const forged = signToken({ role: 'driver', driver_id: 1, kd_cabang: 'JKT01', email: 'x@y.z' }, 'another-secret-of-some-length', 3600, provider.ctx.now());
    expect((await provider.post('/check-token-admin', { token: forged }).expect(401)).body).toEqual(invalid);
    const missing = await provider.post('/check-token-customer', {}).expect(400);
    expect(missing.body.status).toBe('failed');
    await provider.post('/check-token-admin', { token: 'x'.repeat(5000) }).expect(400);
  });

  it('refuses both tokens once expired', async () => {
    const customer = await provider.loginCustomer();
    const driver = await provider.loginDriver();
    provider.advance(provider.ctx.config.TOKEN_TTL_SECONDS * 1000 + 1000);
    expect((await provider.post('/check-token-customer', { token: customer.token }).expect(401)).body).toEqual(invalid);
    expect((await provider.post('/check-token-admin', { token: driver.token }).expect(401)).body).toEqual(invalid);
  });
});
