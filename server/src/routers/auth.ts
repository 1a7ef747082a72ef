import { checkLogin, checkLoginDriver, registerCustomer, sendOtp } from '@tulus/shared/contract/auth';
import {
  DRIVER_LOGIN_FAILED_DEFAULT, DRIVER_LOGIN_REJECTED, LOGIN_CUSTOMER_NOT_FOUND, LOGIN_FAILED,
  NETWORK_ERROR, NETWORK_ERROR_ID, OTP_REQUIRED, OTP_SEND_FAILED, REGISTRATION_FAILED,
} from '@tulus/shared/rules/messages';
import { otpRequestOf, registrationInput } from '@tulus/shared/rules/registration-input';
import { loginInput } from '@tulus/shared/rules/login-input';
import { otpInput } from '@tulus/shared/rules/otp-input';
import { TRPCError } from '@trpc/server';
import { sessionCookieOptions } from '../trpc/context.ts';
import { customerProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { cookieName, tokenExpiry } from '../session/session.ts';
import { REGISTRATION_COOKIE, pendingRegistration, readRegistration } from '../session/registration.ts';
import { enforceRateLimit, limitedAttempt } from '../rate-limit/guard.ts';
import { UpstreamError } from '../provider/errors.ts';

/** A token the session cannot be given an end from: the provider's answer is not what its contract says. */
const tokenWithoutExpiry = (path: string) => new UpstreamError('bad_response', path, { cause: new Error('token without an expiry') });

/** The pending registration's cookie, `__Host-` prefixed behind TLS like the session's. */
const registrationCookie = (ctx: { config: { COOKIE_SECURE: boolean } }) => cookieName(REGISTRATION_COOKIE, ctx.config.COOKIE_SECURE);

export const authRouter = router({
  /** Who is signed in; the client's route guards read this (role included). */
  session: publicProcedure.query(({ ctx }) => {
    const s = ctx.session;
    if (!s) return null;
    return s.role === 'customer'
      ? { role: 'customer' as const, customer_code: s.customer_code, email: s.email, exp: s.exp }
      : { role: 'driver' as const, driver: s.driver, exp: s.exp };
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const res = await limitedAttempt(ctx, 'login', input.email, () =>
      ctx.call(checkLogin, input, {
        unreachable: NETWORK_ERROR,
        fallback: LOGIN_FAILED,
        byStatus: { 401: LOGIN_CUSTOMER_NOT_FOUND },
      }),
    );
    const exp = tokenExpiry(res.token);
    if (!exp) throw new TRPCError({ code: 'BAD_GATEWAY', message: LOGIN_FAILED, cause: tokenWithoutExpiry(checkLogin.path) });
    await ctx.setSession({ role: 'customer', token: res.token, exp, customer_code: res.data.customer_code, email: input.email });
    return { customer_code: res.data.customer_code, email: input.email };
  }),

  driverLogin: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const res = await limitedAttempt(ctx, 'login', input.email, () =>
      ctx.call(checkLoginDriver, input, {
        unreachable: NETWORK_ERROR_ID,
        fallback: DRIVER_LOGIN_FAILED_DEFAULT,
        byStatus: { 401: DRIVER_LOGIN_REJECTED, 400: DRIVER_LOGIN_REJECTED },
      }),
    );
    const exp = tokenExpiry(res.token);
    if (!exp) throw new TRPCError({ code: 'BAD_GATEWAY', message: DRIVER_LOGIN_FAILED_DEFAULT, cause: tokenWithoutExpiry(checkLoginDriver.path) });
    await ctx.setSession({ role: 'driver', token: res.token, exp, driver: res.data });
    return res.data;
  }),

  /**
   * Ends this session on the server too: its id is revoked for every replica (session/revocation.ts),
   * so a copy of the cookie taken earlier is no session either.
   */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await ctx.revocation.revoke(ctx.session);
    ctx.clearSession();
    return { ok: true };
  }),

  /** Ends every session of the signed-in customer, on every device, this one included (the profile's 'Keluar dari Semua Perangkat'). */
  logoutEverywhere: customerProcedure.mutation(async ({ ctx }) => {
    await ctx.revocation.revokeAllOf(ctx.session);
    ctx.req.log.info({ role: ctx.session.role }, 'all sessions revoked');
    ctx.clearSession();
    return { ok: true };
  }),

  /**
   * Sends the registration code. The form's data waits in a sealed, httpOnly cookie until
   * the code is verified, so the password never sits in the browser's storage.
   */
  requestOtp: publicProcedure.input(registrationInput).mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, 'otp', input.email);
    const registration = otpRequestOf(input);
    const res = await ctx.call(sendOtp, registration, { unreachable: NETWORK_ERROR_ID, fallback: OTP_SEND_FAILED });
    ctx.res.setCookie(registrationCookie(ctx), ctx.sealer.seal(pendingRegistration(registration)), sessionCookieOptions(ctx.config, 30 * 60));
    return { email: input.email, message: res.message, resend_in: res.data?.resend_in ?? 60 };
  }),

  resendOtp: publicProcedure.mutation(async ({ ctx }) => {
    const registration = readRegistration(ctx.sealer, ctx.req.cookies[registrationCookie(ctx)]);
    if (!registration) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Data registrasi tidak ditemukan. Silakan daftar ulang.' });
    await enforceRateLimit(ctx, 'otp', registration.email);
    const res = await ctx.call(sendOtp, registration, { unreachable: NETWORK_ERROR_ID, fallback: OTP_SEND_FAILED });
    return { email: registration.email, message: res.message, resend_in: res.data?.resend_in ?? 60 };
  }),

  /** The e-mail the pending registration is for (the OTP screen shows it). */
  pendingRegistration: publicProcedure.query(({ ctx }) => {
    const registration = readRegistration(ctx.sealer, ctx.req.cookies[registrationCookie(ctx)]);
    return registration ? { email: registration.email } : null;
  }),

  verifyOtp: publicProcedure
    .input(otpInput)
    .mutation(async ({ ctx, input }) => {
      const registration = readRegistration(ctx.sealer, ctx.req.cookies[registrationCookie(ctx)]);
      if (!registration) throw new TRPCError({ code: 'BAD_REQUEST', message: OTP_REQUIRED });
      // Guesses are limited here too, not only by the provider's 5 per code: a new code may be asked for again and again.
      await enforceRateLimit(ctx, 'otpVerify', registration.email);
      const res = await ctx.call(
        registerCustomer,
        { email: registration.email, otp: input.otp, nama_lengkap: registration.nama_lengkap, password: registration.password, nomor_hp: registration.nomor_hp, kode_referral: registration.kode_referral },
        { unreachable: NETWORK_ERROR_ID, fallback: REGISTRATION_FAILED },
      );
      ctx.res.clearCookie(registrationCookie(ctx), sessionCookieOptions(ctx.config));
      return { email: res.data.email, nama_lengkap: res.data.nama_lengkap };
    }),
});
