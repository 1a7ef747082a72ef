import { z } from 'zod';

const count = z.coerce.number().int().min(0);
const seconds = z.coerce.number().int().positive();

/**
 * The rate-limit variables of the gateway's environment (spread into config.ts's schema).
 * A count of 0 turns that one limit off; RATE_LIMIT_ENABLED=false turns them all off.
 */
export const rateLimitEnv = {
  RATE_LIMIT_ENABLED: z.enum(['true', 'false']).transform((v) => v === 'true').default(true),
  /** Empty: counters live in this process. Set (redis:// or rediss://): shared by every replica. */
  REDIS_URL: z.union([z.literal(''), z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })]).default(''),
  /** Login and driver login attempts, per e-mail and per client IP, in one window. */
  RATE_LIMIT_LOGIN_PER_ACCOUNT: count.default(5),
  RATE_LIMIT_LOGIN_PER_IP: count.default(20),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: seconds.default(60),
  /** Registration code requests (send and resend), on top of the provider's 60 s wait per e-mail. */
  RATE_LIMIT_OTP_PER_ACCOUNT: count.default(5),
  RATE_LIMIT_OTP_PER_IP: count.default(10),
  RATE_LIMIT_OTP_WINDOW_SECONDS: seconds.default(600),
  /**
   * Registration code guesses, per e-mail and per client IP. The provider burns a code after 5
   * wrong ones, but a new code may be asked for 5 times per window: without this, 25 guesses.
   */
  RATE_LIMIT_OTP_VERIFY_PER_ACCOUNT: count.default(10),
  RATE_LIMIT_OTP_VERIFY_PER_IP: count.default(30),
  RATE_LIMIT_OTP_VERIFY_WINDOW_SECONDS: seconds.default(600),
};

type RateLimitSettings = { [K in keyof typeof rateLimitEnv]: z.output<(typeof rateLimitEnv)[K]> };

/** One limit: at most `limit` attempts per subject (an IP or an e-mail) in `windowMs`. */
export type Rule = { name: string; limit: number; windowMs: number };

export type RateLimitRules = {
  login: { perAccount: Rule; perIp: Rule };
  otp: { perAccount: Rule; perIp: Rule };
  otpVerify: { perAccount: Rule; perIp: Rule };
};

export function rulesFrom(settings: RateLimitSettings): RateLimitRules {
  const on = (limit: number) => (settings.RATE_LIMIT_ENABLED ? limit : 0);
  const login = settings.RATE_LIMIT_LOGIN_WINDOW_SECONDS * 1000;
  const otp = settings.RATE_LIMIT_OTP_WINDOW_SECONDS * 1000;
  const otpVerify = settings.RATE_LIMIT_OTP_VERIFY_WINDOW_SECONDS * 1000;
  return {
    login: {
      perAccount: { name: 'login:account', limit: on(settings.RATE_LIMIT_LOGIN_PER_ACCOUNT), windowMs: login },
      perIp: { name: 'login:ip', limit: on(settings.RATE_LIMIT_LOGIN_PER_IP), windowMs: login },
    },
    otp: {
      perAccount: { name: 'otp:account', limit: on(settings.RATE_LIMIT_OTP_PER_ACCOUNT), windowMs: otp },
      perIp: { name: 'otp:ip', limit: on(settings.RATE_LIMIT_OTP_PER_IP), windowMs: otp },
    },
    otpVerify: {
      perAccount: { name: 'otp-verify:account', limit: on(settings.RATE_LIMIT_OTP_VERIFY_PER_ACCOUNT), windowMs: otpVerify },
      perIp: { name: 'otp-verify:ip', limit: on(settings.RATE_LIMIT_OTP_VERIFY_PER_IP), windowMs: otpVerify },
    },
  };
}
