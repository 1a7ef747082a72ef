import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { otpWaitSeconds } from '@tulus/shared/rules/messages';
import { UpstreamError } from '../provider/errors.ts';
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
export async function enforceRateLimit(ctx: LimitedContext, kind: Attempt, account: string): Promise<boolean> {
  let wait: number;
  try {
    wait = await ctx.rateLimiter.attempt(kind, { ip: ctx.req.ip, account });
  } catch (error) {
    ctx.req.log.warn({ err: error, limit: kind }, 'rate limit not checked: store failed');
    return false;
  }
  if (wait === 0) return true;
  ctx.req.log.info({ limit: kind, waitSeconds: wait }, 'rate limited');
  ctx.res.header('retry-after', String(wait));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES[kind](wait) });
}

/**
 * Counts one attempt as `enforceRateLimit` does, then runs it; an attempt the provider never
 * answered (unreachable, timed out, or refused by the open circuit) is taken back, so a
 * provider outage does not use up a person's tries. A wrong password is an answer and counts.
 */
export async function limitedAttempt<T>(ctx: LimitedContext, kind: Attempt, account: string, attempt: () => Promise<T>): Promise<T> {
  const counted = await enforceRateLimit(ctx, kind, account);
  try {
    return await attempt();
  } catch (error) {
    if (counted && neverAnswered(error)) {
      await ctx.rateLimiter.refund(kind, { ip: ctx.req.ip, account }).catch((storeError: unknown) => {
        ctx.req.log.warn({ err: storeError, limit: kind }, 'rate limit not refunded: store failed');
      });
    }
    throw error;
  }
}

function neverAnswered(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; current = (current as { cause?: unknown }).cause, depth++) {
    if (current instanceof UpstreamError) return current.kind === 'unreachable' || current.kind === 'timeout';
  }
  return false;
}
