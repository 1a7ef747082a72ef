import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  OTP_RESEND_SECONDS,
  checkLogin,
  checkLoginDriver,
  checkTokenAdmin,
  checkTokenCustomer,
  registerCustomer,
  sendOtp,
  type RegisteredCustomer,
} from '@tulus/shared/contract/auth';
import {
  DRIVER_LOGIN_REJECTED,
  EMAIL_TAKEN,
  LOGIN_CUSTOMER_NOT_FOUND,
  LOGIN_FIELDS_REQUIRED,
  LOGIN_REJECTED,
  OTP_SENT_CHECK_EMAIL,
  OTP_WRONG,
  REGISTRATION_FAILED,
  otpWaitSeconds,
} from '@tulus/shared/rules/messages';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { signToken, verifyToken } from '../auth/token.ts';
import { transaction } from '../db/open.ts';
import type { MockContext } from '../http/context.ts';
import { ProviderError, conflict } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { deliverMail } from './mailbox.ts';

// Ours: the spec names no text for these registration failures.
export const OTP_NOT_REQUESTED = 'Kode OTP tidak ditemukan. Silakan minta kode OTP baru.';
export const OTP_EXPIRED = 'Kode OTP sudah kedaluwarsa. Silakan minta kode OTP baru.';
export const OTP_TOO_MANY_ATTEMPTS = 'Terlalu banyak percobaan kode OTP yang salah. Silakan minta kode OTP baru.';
export const REGISTERED = 'Registrasi berhasil, silakan login.';
export const TOKEN_INVALID = 'Token tidak valid';
export const OTP_MAIL_SUBJECT = 'Kode OTP Registrasi Tulus';
/** Wrong codes allowed per OTP: with a 60 s resend wait, guessing 6 digits stays impractical. */
export const MAX_OTP_ATTEMPTS = 5;

/** What a code was sent for; the account is created from this, never from a later payload. */
type Registration = { nama_lengkap: string; password_hash: string; nomor_hp: string; kode_referral: string | null };
type OtpRow = { otp: string; registration: string; requested_at: number; expires_at: number; attempts: number };

const newOtp = () => randomInt(0, 1_000_000).toString().padStart(6, '0');
const sameCode = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

function otpMailBody(name: string, otp: string, ttlSeconds: number): string {
  return [
    `Halo ${name},`,
    '',
    `Kode OTP registrasi akun Tulus Anda adalah ${otp}.`,
    `Kode ini berlaku selama ${Math.ceil(ttlSeconds / 60)} menit. Jangan berikan kode ini kepada siapa pun.`,
    '',
    'Jika Anda tidak merasa mendaftar, abaikan email ini.',
  ].join('\n');
}

/** /register-customer failures repeat their message in `data`: the spec's client reads it there. */
const registrationFailed = (statusCode: number, message: string) => new ProviderError(statusCode, message, message);

function registerLoginRoutes(app: FastifyInstance, ctx: MockContext): void {
  // Login replies carry `token` beside `data`, so they build their envelope themselves.
  app.post(checkLogin.path, async (request) => {
    const input = checkLogin.request.safeParse(request.body ?? {});
    if (!input.success) throw new ProviderError(400, loginRefusal(request.body));
    const row = ctx.db
      .prepare('SELECT customer_code, email, password_hash FROM customers WHERE email = ?')
      .get(input.data.email) as { customer_code: string; email: string; password_hash: string } | undefined;
    // Spec section 8: status_code 401 means 'Customer tidak ditemukan'.
    if (!row) throw new ProviderError(401, LOGIN_CUSTOMER_NOT_FOUND);
    if (!verifyPassword(input.data.password, row.password_hash)) throw new ProviderError(400, LOGIN_REJECTED);
    const token = signToken({ role: 'customer', customer_code: row.customer_code, email: row.email }, ctx.config.TOKEN_SECRET, ctx.config.TOKEN_TTL_SECONDS, ctx.now());
    return { status: 'ok', status_code: 200, message: 'Login berhasil', token, data: { customer_code: row.customer_code } };
  });

  app.post(checkLoginDriver.path, async (request) => {
    const input = checkLoginDriver.request.safeParse(request.body ?? {});
    if (!input.success) throw new ProviderError(400, loginRefusal(request.body));
    const row = ctx.db
      .prepare('SELECT id, nama, email, kd_cabang, password_hash FROM drivers WHERE email = ?')
      .get(input.data.email) as { id: number; nama: string; email: string; kd_cabang: string; password_hash: string } | undefined;
    if (!row || !verifyPassword(input.data.password, row.password_hash)) throw new ProviderError(401, DRIVER_LOGIN_REJECTED);
    const token = signToken({ role: 'driver', driver_id: row.id, kd_cabang: row.kd_cabang, email: row.email }, ctx.config.TOKEN_SECRET, ctx.config.TOKEN_TTL_SECONDS, ctx.now());
    return { status: 'ok', status_code: 200, message: 'Login berhasil', token, data: { id: row.id, kd_cabang: row.kd_cabang, email: row.email, nama: row.nama } };
  });
}

function registerOtpRoute(app: FastifyInstance, ctx: MockContext): void {
  const customerExists = ctx.db.prepare('SELECT 1 FROM customers WHERE email = ?');
  const lastRequest = ctx.db.prepare('SELECT requested_at FROM otp_requests WHERE email = ?');
  // A new code replaces the old one and resets its wrong-attempt count.
  const upsertOtp = ctx.db.prepare(`INSERT INTO otp_requests (email, otp, registration, requested_at, expires_at, attempts)
    VALUES (?, ?, ?, ?, ?, 0)
    ON CONFLICT (email) DO UPDATE SET otp = excluded.otp, registration = excluded.registration,
      requested_at = excluded.requested_at, expires_at = excluded.expires_at, attempts = 0`);

  route(app, ctx, sendOtp, ({ input }) => {
    const email = input.email.toLowerCase();
    const ttl = ctx.config.OTP_TTL_SECONDS;
    const registration: Registration = {
      nama_lengkap: input.nama_lengkap,
      password_hash: hashPassword(input.password),
      nomor_hp: input.nomor_hp,
      kode_referral: input.kode_referral,
    };
    return transaction(ctx.db, () => {
      if (customerExists.get(email)) throw conflict(EMAIL_TAKEN);
      const now = ctx.now();
      const previous = lastRequest.get(email) as { requested_at: number } | undefined;
      const waitMs = previous ? previous.requested_at + OTP_RESEND_SECONDS * 1000 - now : 0;
      if (waitMs > 0) throw new ProviderError(429, otpWaitSeconds(Math.ceil(waitMs / 1000)));
      const otp = newOtp();
      upsertOtp.run(email, otp, JSON.stringify(registration), now, now + ttl * 1000);
      const sentAt = new Date(now).toISOString();
      deliverMail(ctx.db, { to: email, subject: OTP_MAIL_SUBJECT, body: otpMailBody(input.nama_lengkap, otp, ttl), otp, sentAt });
      return { email, expires_in: ttl, resend_in: OTP_RESEND_SECONDS };
    });
  }, { message: OTP_SENT_CHECK_EMAIL });
}

function registerRegistrationRoute(app: FastifyInstance, ctx: MockContext): void {
  const findOtp = ctx.db.prepare('SELECT otp, registration, requested_at, expires_at, attempts FROM otp_requests WHERE email = ?');
  const deleteOtp = ctx.db.prepare('DELETE FROM otp_requests WHERE email = ?');
  const countAttempt = ctx.db.prepare('UPDATE otp_requests SET attempts = ? WHERE email = ?');
  const customerExists = ctx.db.prepare('SELECT 1 FROM customers WHERE email = ?');
  const nextNumber = ctx.db.prepare(`SELECT COALESCE(MAX(CAST(substr(customer_code, 6) AS INTEGER)), 0) + 1 AS next
    FROM customers WHERE customer_code GLOB 'CUST-[0-9]*'`);
  const insertCustomer = ctx.db.prepare(`INSERT INTO customers
    (customer_code, nama_lengkap, email, password_hash, nomor_hp, status_customer, kode_referral, created_at)
    VALUES (?, ?, ?, ?, ?, 'member', ?, ?)`);

  /**
   * Returns the refusal instead of throwing it: a wrong code must still count its attempt,
   * and a throw inside the transaction would roll that write back.
   */
  const verifyAndCreate = (email: string, otp: string): RegisteredCustomer | ProviderError => {
    const row = findOtp.get(email) as OtpRow | undefined;
    if (!row) return registrationFailed(400, OTP_NOT_REQUESTED);
    if (row.expires_at <= ctx.now()) {
      deleteOtp.run(email);
      return registrationFailed(400, OTP_EXPIRED);
    }
    // A burnt code stays on record rather than being deleted: deleting it also forgot when it was
    // sent, so a guesser could ask for the next code at once and skip the 60 s resend wait.
    if (row.attempts >= MAX_OTP_ATTEMPTS) return registrationFailed(400, OTP_TOO_MANY_ATTEMPTS);
    if (!sameCode(row.otp, otp)) {
      const attempts = row.attempts + 1;
      countAttempt.run(attempts, email);
      return registrationFailed(400, attempts >= MAX_OTP_ATTEMPTS ? OTP_TOO_MANY_ATTEMPTS : OTP_WRONG);
    }
    deleteOtp.run(email);
    // Someone may have registered the address since the code was sent.
    if (customerExists.get(email)) return registrationFailed(409, EMAIL_TAKEN);
    const registration = JSON.parse(row.registration) as Registration;
    const { next } = nextNumber.get() as { next: number };
    const customer_code = `CUST-${String(next).padStart(4, '0')}`;
    insertCustomer.run(customer_code, registration.nama_lengkap, email, registration.password_hash, registration.nomor_hp,
      registration.kode_referral, new Date(ctx.now()).toISOString());
    return { customer_code, email, nama_lengkap: registration.nama_lengkap, status_customer: 'member' };
  };

  // Built by hand so that validation failures, too, carry the message in `data`.
  app.post(registerCustomer.path, async (request) => {
    const parsed = registerCustomer.request.safeParse(request.body ?? {});
    if (!parsed.success) throw registrationFailed(400, parsed.error.issues[0]?.message ?? REGISTRATION_FAILED);
    const outcome = transaction(ctx.db, () => verifyAndCreate(parsed.data.email.toLowerCase(), parsed.data.otp));
    if (outcome instanceof ProviderError) throw outcome;
    return { status: 'ok', status_code: 200, message: REGISTERED, data: outcome };
  });
}

function registerTokenChecks(app: FastifyInstance, ctx: MockContext): void {
  const check = (token: string, wanted: (role: string) => boolean) => {
    const claims = verifyToken(token, ctx.config.TOKEN_SECRET, ctx.now());
    if (!claims || !wanted(claims.role)) throw new ProviderError(401, TOKEN_INVALID);
    return { role: claims.role };
  };
  route(app, ctx, checkTokenCustomer, ({ input }) => check(input.token, (role) => role === 'customer'), { message: 'Token valid' });
  // "Admin" is every non-customer role; the only one the mock issues is the driver's.
  route(app, ctx, checkTokenAdmin, ({ input }) => check(input.token, (role) => role !== 'customer'), { message: 'Token valid' });
}

/** Empty fields get the spec's message; a malformed e-mail its own, not a misleading 'empty'. */
function loginRefusal(body: unknown): string {
  const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  return filled(email) && filled(password) ? 'Email tidak valid' : LOGIN_FIELDS_REQUIRED;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: MockContext): void {
  registerLoginRoutes(app, ctx);
  registerOtpRoute(app, ctx);
  registerRegistrationRoute(app, ctx);
  registerTokenChecks(app, ctx);
}
