import { z } from 'zod';
import { OTP_REQUIRED } from '../rules/messages.ts';
import { otpCode } from '../rules/otp-input.ts';
import { passwordProblem } from '../rules/password.ts';
import { definePath, digits, okEnvelope } from './envelope.ts';

const email = z.string().trim().min(1).max(254).pipe(z.email('Email tidak valid'));
const password = z.string().min(1).max(128);

/** Ours (the spec sets no rule): the shop's password rule, rules/password.ts. */
const newPassword = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const fullName = z.string().trim().min(1, 'Nama lengkap tidak boleh kosong').max(100, 'Nama lengkap maksimal 100 karakter');
// The registration form has no phone field, so the client may send it empty.
const phone = digits.max(15, 'Nomor HP maksimal 15 digit');
// Empty text from the optional form field means "no referral".
const referral = z
  .string()
  .trim()
  .max(32, 'Kode referral maksimal 32 karakter')
  .nullish()
  .transform((v) => v || null);

export const loginRequest = z.object({ email, password });

/** Customer login: the token is a JWT whose `exp` (seconds) the client reads. */
export const checkLogin = definePath({
  path: '/check-login',
  auth: 'public',
  body: 'json',
  request: loginRequest,
  response: z.object({
    status: z.literal('ok'),
    status_code: z.literal(200),
    message: z.string(),
    token: z.string(),
    data: z.object({ customer_code: z.string() }),
  }),
});

export const driverData = z.object({
  id: z.number().int(),
  kd_cabang: z.string(),
  email: z.string(),
  nama: z.string(),
});
export type DriverData = z.infer<typeof driverData>;

export const checkLoginDriver = definePath({
  path: '/check-login-driver',
  auth: 'public',
  body: 'json',
  request: loginRequest,
  response: z.object({
    status: z.literal('ok'),
    status_code: z.literal(200),
    message: z.string(),
    token: z.string(),
    data: driverData,
  }),
});

/** Seconds a customer waits before asking for another OTP (spec section 9). */
export const OTP_RESEND_SECONDS = 60;

export const sendOtpRequest = z
  .object({
    /** Where the code goes; must be the e-mail being registered, or anyone's inbox could verify it. */
    to: email,
    email,
    password: newPassword,
    nama_lengkap: fullName,
    nomor_hp: phone.default(''),
    kode_referral: referral,
  })
  .refine((r) => r.to.toLowerCase() === r.email.toLowerCase(), {
    path: ['to'],
    message: 'Tujuan OTP harus sama dengan email yang didaftarkan',
  });

export const otpSent = z.object({
  email: z.string(),
  /** Seconds until the code stops working. */
  expires_in: z.number().int(),
  /** Seconds until another code may be requested. */
  resend_in: z.number().int(),
});

/** Asks for a registration code; the provider e-mails it (the mock: to its dev mailbox). */
export const sendOtp = definePath({
  path: '/send-otp',
  auth: 'public',
  body: 'json',
  request: sendOtpRequest,
  // The client reads only `message`; data is what the mock adds, absent from other providers.
  response: okEnvelope(otpSent.nullable()),
});


/**
 * The registration data again plus the code. Only email and otp are needed: the account is
 * made from what the code was sent for, so the other fields are checked but not required.
 */
export const registerCustomerRequest = z.object({
  email: z.string({ error: OTP_REQUIRED }).trim().min(1, OTP_REQUIRED).max(254).pipe(z.email('Email tidak valid')),
  otp: otpCode,
  nama_lengkap: fullName.optional(),
  password: newPassword.optional(),
  nomor_hp: phone.optional(),
  kode_referral: referral,
});

export const registeredCustomer = z.object({
  customer_code: z.string(),
  email: z.string(),
  nama_lengkap: z.string(),
  status_customer: z.string(),
});
export type RegisteredCustomer = z.infer<typeof registeredCustomer>;

/** Failures answer `status: 'failed'` with the message repeated in `data` (spec section 7). */
export const registerCustomer = definePath({
  path: '/register-customer',
  auth: 'public',
  body: 'json',
  request: registerCustomerRequest,
  response: okEnvelope(registeredCustomer),
});

export const tokenCheckRequest = z.object({ token: z.string().trim().min(1, 'Token tidak ditemukan').max(4096) });
export const tokenRole = z.object({ role: z.string() });

/** 200 for a valid, unexpired customer token; anything else is a failed 401. */
export const checkTokenCustomer = definePath({
  path: '/check-token-customer',
  auth: 'public',
  body: 'json',
  request: tokenCheckRequest,
  response: okEnvelope(tokenRole),
});

/** 200 for a valid, unexpired non-customer (driver) token; anything else is a failed 401. */
export const checkTokenAdmin = definePath({
  path: '/check-token-admin',
  auth: 'public',
  body: 'json',
  request: tokenCheckRequest,
  response: okEnvelope(tokenRole),
});

export const authPaths = [checkLogin, checkLoginDriver, sendOtp, registerCustomer, checkTokenCustomer, checkTokenAdmin] as const;
