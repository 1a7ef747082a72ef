import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { otpWaitSeconds } from '@tulus/shared/rules/messages';
import type { Attempt, RateLimiter } from './limiter.ts';

/** Ours, in the shape of the spec's OTP wait message (section 8). */
export const loginWaitSeconds = (seconds: number): string => `Terlalu banyak percobaan login. Silahkan tunggu ${seconds} detik.`;

/** Ours, in the same shape: too many registration codes typed. */
export const otpVerifyWaitSeconds = (seconds: number): string => `Terlalu banyak percobaan kode OTP. Silahkan tunggu ${seconds} detik.`;

const MESSAGES: Record<Attempt, (seconds: number) => string> = { login: loginWaitSeconds, otp: otpWaitSeconds, otpVerify: otpVerifyWaitSeconds };

type LimitedContext = { rateLimiter: RateLimiter; req: FastifyRequest; res: FastifyReply };

/**
 * Counts one login or OTP attempt of this client and account, and refuses it with
 * TOO_MANY_REQUESTS (HTTP 429, Retry-After) and the wait in the spec's wording when over
 * a limit. If the counter store fails the attempt goes through: an outage of Redis must
 * not lock every customer out.
 */
export async function enforceRateLimit(ctx: LimitedContext, kind: Attempt, account: string): Promise<void> {
  let wait: number;
  try {
    wait = await ctx.rateLimiter.attempt(kind, { ip: ctx.req.ip, account });
  } catch (error) {
    ctx.req.log.warn({ err: error, limit: kind }, 'rate limit not checked: store failed');
    return;
  }
  if (wait === 0) return;
  ctx.req.log.info({ limit: kind, waitSeconds: wait }, 'rate limited');
  ctx.res.header('retry-after', String(wait));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES[kind](wait) });
}
