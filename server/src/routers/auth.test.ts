import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSealer } from '../session/seal.ts';
import { failure, startGateway, TEST_SESSION_SECRET, type TestGateway } from '../test/harness.ts';

let env: TestGateway;
beforeAll(async () => {
  env = await startGateway();
});
afterAll(() => env.close());

const registration = (email: string, overrides: Record<string, string> = {}) => ({
  nama_lengkap: 'Sari Indah',
  email,
  password: 'Rahasia456!',
  confirm_password: 'Rahasia456!',
  ...overrides,
});

describe('auth.login', () => {
  it('signs a customer in with an httpOnly session cookie that holds no readable token', async () => {
    const browser = env.browser();
    const res = await fetch(`${env.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@contoh.id', password: 'Rahasia123!' }),
    });
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/tulus_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // The provider's JWT (three base64url parts starting eyJ) must not be readable in the cookie.
    expect(setCookie).not.toMatch(/eyJ/);
    browser.jar.store(res.headers.getSetCookie());
    expect(await browser.trpc.auth.session.query()).toMatchObject({ role: 'customer', customer_code: 'CUST-0001' });
  });

  it("refuses empty fields with the spec's message before calling the provider", async () => {
    const err = await failure(env.browser().trpc.auth.login.mutate({ email: '', password: '' }));
    expect(err).toMatchObject({ code: 'BAD_REQUEST', message: 'Email dan kata sandi tidak boleh kosong!' });
    const noPassword = await failure(env.browser().trpc.auth.login.mutate({ email: 'member@contoh.id', password: '' }));
    expect(noPassword).toMatchObject({ code: 'BAD_REQUEST', message: 'Email dan kata sandi tidak boleh kosong!' });
  });

  it('refuses a malformed e-mail address as such', async () => {
    const err = await failure(env.browser().trpc.auth.login.mutate({ email: 'bukan-email', password: 'Rahasia123!' }));
    expect(err).toMatchObject({ code: 'BAD_REQUEST', message: 'Email tidak valid' });
  });

  it("maps the provider's 401 to 'Customer tidak ditemukan'", async () => {
    const err = await failure(env.browser().trpc.auth.login.mutate({ email: 'nobody@contoh.id', password: 'whatever1' }));
    expect(err.message).toBe('Customer tidak ditemukan');
  });

  it('a wrong password is refused with the provider message and sets no session', async () => {
    const browser = env.browser();
    const err = await failure(browser.trpc.auth.login.mutate({ email: 'member@contoh.id', password: 'salah-sandi' }));
    expect(err).toMatchObject({ code: 'BAD_REQUEST', message: 'Login gagal. Silakan periksa email dan kata sandi Anda.' });
    expect(browser.jar.get('tulus_session')).toBeUndefined();
  });

  it('a forged session cookie is no session', async () => {
    const browser = env.browser();
    browser.jar.set('tulus_session', 'AAAA.BBBB.CCCC');
    expect(await browser.trpc.auth.session.query()).toBeNull();
    const err = await failure(browser.trpc.customer.detail.query());
    expect(err.code).toBe('UNAUTHORIZED');
  });

  it('a genuine session whose provider token has expired is no session', async () => {
    const customer = await env.customer();
    const sealer = createSealer(TEST_SESSION_SECRET);
    const session = sealer.unseal(customer.jar.get('tulus_session')!) as { exp: number };
    customer.jar.set('tulus_session', sealer.seal({ ...session, exp: Math.floor(Date.now() / 1000) - 1 }));
    expect(await customer.trpc.auth.session.query()).toBeNull();
    expect((await failure(customer.trpc.customer.detail.query())).code).toBe('UNAUTHORIZED');
  });

  it('a new login in the same browser ends the session it had: a copy of the old cookie is no session', async () => {
    const customer = await env.customer();
    const thief = env.browser();
    thief.jar.set('tulus_session', customer.jar.get('tulus_session')!);
    expect(await thief.trpc.auth.session.query()).toMatchObject({ role: 'customer' });
    await customer.trpc.auth.login.mutate({ email: 'member@contoh.id', password: 'Rahasia123!' });
    expect(customer.jar.get('tulus_session')).not.toBe(thief.jar.get('tulus_session'));
    expect(await customer.trpc.auth.session.query()).toMatchObject({ role: 'customer' });
    expect(await thief.trpc.auth.session.query()).toBeNull();
  });

  it('logout ends the session on the gateway: a copy of the cookie is no session', async () => {
    const customer = await env.customer();
    const thief = env.browser();
    thief.jar.set('tulus_session', customer.jar.get('tulus_session')!);
    await customer.trpc.auth.logout.mutate();
    expect(customer.jar.get('tulus_session')).toBeUndefined();
    expect(await thief.trpc.auth.session.query()).toBeNull();
    expect((await failure(thief.trpc.orders.list.query({ status: 'all' }))).code).toBe('UNAUTHORIZED');
  });

  it('a session cookie with one byte changed is refused', async () => {
    const customer = await env.customer();
    const [iv, tag, body] = customer.jar.get('tulus_session')!.split('.') as [string, string, string];
    // The first character of the sealed body carries six real bits (a last one may be padding).
    const changed = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    customer.jar.set('tulus_session', [iv, tag, changed].join('.'));
    expect(await customer.trpc.auth.session.query()).toBeNull();
  });
});

describe('auth.driverLogin', () => {
  it('signs a driver in with the branch from the provider', async () => {
    const browser = env.browser();
    const driver = await browser.trpc.auth.driverLogin.mutate({ email: 'driver.surabaya@tulus.co.id', password: 'Driver123!' });
    expect(driver).toMatchObject({ email: 'driver.surabaya@tulus.co.id', kd_cabang: 'SBY01', nama: 'Slamet Riyadi' });
    expect(await browser.trpc.auth.session.query()).toMatchObject({ role: 'driver', driver: { kd_cabang: 'SBY01' } });
  });

  it("refuses a wrong password with the driver screen's message", async () => {
    const err = await failure(env.browser().trpc.auth.driverLogin.mutate({ email: 'driver.jakarta@tulus.co.id', password: 'salah' }));
    expect(err.message).toBe('Login gagal. Silakan periksa email dan kata sandi Anda!');
  });

  it('refuses empty fields before calling the provider', async () => {
    const err = await failure(env.browser().trpc.auth.driverLogin.mutate({ email: ' ', password: '' }));
    expect(err).toMatchObject({ code: 'BAD_REQUEST', message: 'Email dan kata sandi tidak boleh kosong!' });
  });

  it('a customer account cannot sign in as a driver', async () => {
    const err = await failure(env.browser().trpc.auth.driverLogin.mutate({ email: 'member@contoh.id', password: 'Rahasia123!' }));
    expect(err.message).toBe('Login gagal. Silakan periksa email dan kata sandi Anda!');
  });
});

describe('registration with an e-mailed OTP', () => {
  it('requestOtp -> the code from the mailbox -> verifyOtp -> the new account signs in', async () => {
    const email = 'sari.baru@contoh.id';
    const browser = env.browser();
    const sent = await browser.trpc.auth.requestOtp.mutate(registration(email));
    expect(sent).toMatchObject({ email, resend_in: 60 });
    expect(await browser.trpc.auth.pendingRegistration.query()).toEqual({ email });

    const otp = await env.latestOtp(email);
    expect(otp).toMatch(/^\d{6}$/);
    const created = await browser.trpc.auth.verifyOtp.mutate({ otp: otp! });
    expect(created).toEqual({ email, nama_lengkap: 'Sari Indah' });
    // The pending registration (and its password) is gone from the browser.
    expect(await browser.trpc.auth.pendingRegistration.query()).toBeNull();

    await browser.trpc.auth.login.mutate({ email, password: 'Rahasia456!' });
    expect(await browser.trpc.customer.detail.query()).toMatchObject({ nama_lengkap: 'Sari Indah', email, status_customer: 'member' });
  });

  it('a wrong code is refused with the spec message and the right one still works', async () => {
    const email = 'salah.kode@contoh.id';
    const browser = env.browser();
    await browser.trpc.auth.requestOtp.mutate(registration(email));
    const otp = (await env.latestOtp(email))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(await failure(browser.trpc.auth.verifyOtp.mutate({ otp: wrong }))).toMatchObject({ code: 'BAD_REQUEST', message: 'Kode OTP salah, silakan coba lagi.' });
    expect(await browser.trpc.auth.verifyOtp.mutate({ otp })).toMatchObject({ email });
  });

  it('resendOtp within 60 s gives the wait message; after the wait a new code replaces the old', async () => {
    const email = 'tunggu@contoh.id';
    const browser = env.browser();
    await browser.trpc.auth.requestOtp.mutate(registration(email));
    const first = (await env.latestOtp(email))!;

    const early = await failure(browser.trpc.auth.resendOtp.mutate());
    expect(early.code).toBe('TOO_MANY_REQUESTS');
    expect(early.message).toMatch(/^Silahkan tunggu \d+ detik sebelum meminta OTP lagi$/);
    expect(Number(/\d+/.exec(early.message)![0])).toBeGreaterThan(50);

    env.provider.advance(61_000);
    expect(await browser.trpc.auth.resendOtp.mutate()).toMatchObject({ email, resend_in: 60 });
    const second = (await env.latestOtp(email))!;
    if (second !== first) {
      expect((await failure(browser.trpc.auth.verifyOtp.mutate({ otp: first }))).message).toBe('Kode OTP salah, silakan coba lagi.');
    }
    expect(await browser.trpc.auth.verifyOtp.mutate({ otp: second })).toMatchObject({ email });
  });

  it('an e-mail that already has an account is refused by the provider', async () => {
    const err = await failure(env.browser().trpc.auth.requestOtp.mutate(registration('member@contoh.id')));
    expect(err.message).toBe('Email sudah digunakan');
  });

  it("refuses a bad form with the spec's messages, before the provider sends anything", async () => {
    const browser = env.browser();
    const empty = { nama_lengkap: '', email: '', password: '', confirm_password: '' };
    expect(await failure(browser.trpc.auth.requestOtp.mutate(empty))).toMatchObject({ code: 'BAD_REQUEST', message: 'Mohon lengkapi semua kolom.' });
    const mismatch = registration('beda@contoh.id', { confirm_password: 'LainLagi1!' });
    expect(await failure(browser.trpc.auth.requestOtp.mutate(mismatch))).toMatchObject({ code: 'BAD_REQUEST', message: 'Password dan konfirmasi password tidak cocok.' });
    const badEmail = registration('bukan-email');
    expect(await failure(browser.trpc.auth.requestOtp.mutate(badEmail))).toMatchObject({ code: 'BAD_REQUEST', message: 'Email tidak valid' });
    // Seven characters: one short of the shop's rule (shared/src/rules/password.ts, ASVS 6.2.1).
    const short = registration('pendek@contoh.id', { password: 'Rahasi7', confirm_password: 'Rahasi7' });
    expect(await failure(browser.trpc.auth.requestOtp.mutate(short))).toMatchObject({ code: 'BAD_REQUEST', message: 'Kata sandi minimal 8 karakter.' });
    const phone = { ...registration('hp@contoh.id'), nomor_hp: '08-12' };
    expect(await failure(browser.trpc.auth.requestOtp.mutate(phone))).toMatchObject({ code: 'BAD_REQUEST' });
    for (const email of ['beda@contoh.id', 'pendek@contoh.id', 'hp@contoh.id']) expect(await env.latestOtp(email)).toBeNull();
  });

  it("verifyOtp refuses a code that is not 6 digits with the spec's messages", async () => {
    const browser = env.browser();
    expect(await failure(browser.trpc.auth.verifyOtp.mutate({ otp: '' }))).toMatchObject({ code: 'BAD_REQUEST', message: 'Mohon masukkan kode OTP' });
    expect(await failure(browser.trpc.auth.verifyOtp.mutate({ otp: '12345' }))).toMatchObject({ code: 'BAD_REQUEST', message: 'Kode OTP harus terdiri dari 6 digit angka' });
    expect(await failure(browser.trpc.auth.verifyOtp.mutate({ otp: '12a456' }))).toMatchObject({ message: 'Kode OTP harus terdiri dari 6 digit angka' });
  });

  it('verifyOtp and resendOtp without a pending registration are refused', async () => {
    const browser = env.browser();
    expect((await failure(browser.trpc.auth.verifyOtp.mutate({ otp: '123456' }))).code).toBe('BAD_REQUEST');
    expect(await failure(browser.trpc.auth.resendOtp.mutate())).toMatchObject({ code: 'BAD_REQUEST', message: 'Data registrasi tidak ditemukan. Silakan daftar ulang.' });
  });
});

describe('a logout the browser owes (its Keluar had no signal)', () => {
  it('is done by the next request that comes through: the session revoked for any copy, both cookies cleared, the request a visitor\'s', async () => {
    const customer = await env.customer();
    const copy = env.browser();
    copy.jar.set('tulus_session', customer.jar.get('tulus_session')!);
    customer.jar.set('tulus_logout_owed', '1');
    expect(await customer.trpc.auth.session.query()).toBeNull();
    expect(customer.jar.get('tulus_session')).toBeUndefined();
    expect(customer.jar.get('tulus_logout_owed')).toBeUndefined();
    expect(await copy.trpc.auth.session.query()).toBeNull();
    expect((await failure(copy.trpc.customer.detail.query())).code).toBe('UNAUTHORIZED');
  });

  it('does not stand in the way of the next login: the new session is kept, the marker cleared', async () => {
    const customer = await env.customer();
    customer.jar.set('tulus_logout_owed', '1');
    await customer.trpc.auth.login.mutate({ email: 'member@contoh.id', password: 'Rahasia123!' });
    expect(customer.jar.get('tulus_logout_owed')).toBeUndefined();
    expect(await customer.trpc.auth.session.query()).toMatchObject({ role: 'customer' });
  });
});

describe('session and logout', () => {
  it('a visitor has no session', async () => {
    expect(await env.browser().trpc.auth.session.query()).toBeNull();
  });

  it('logout ends the session and clears the cookie', async () => {
    const customer = await env.customer();
    expect(await customer.trpc.auth.logout.mutate()).toEqual({ ok: true });
    expect(customer.jar.get('tulus_session')).toBeUndefined();
    expect(await customer.trpc.auth.session.query()).toBeNull();
    expect((await failure(customer.trpc.customer.detail.query())).code).toBe('UNAUTHORIZED');
  });
});
