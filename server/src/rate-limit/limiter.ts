import { createHash } from 'node:crypto';
import type { RateLimitRules, Rule } from './settings.ts';
import type { RateLimitStore } from './store.ts';

export type Attempt = 'login' | 'otp' | 'otpVerify';

/**
 * Counts login, OTP request and OTP verification attempts per client IP and per account (e-mail), in fixed windows.
 * Every attempt counts, granted or refused, so hammering does not shorten the wait.
 */
export class RateLimiter {
  private readonly store: RateLimitStore;
  private readonly rules: RateLimitRules;

  constructor(store: RateLimitStore, rules: RateLimitRules) {
    this.store = store;
    this.rules = rules;
  }

  /** Counts one attempt; the seconds to wait when any of its limits is exceeded, else 0. */
  async attempt(kind: Attempt, subjects: { ip: string; account: string }): Promise<number> {
    const { perAccount, perIp } = this.rules[kind];
    const waits = await Promise.all([this.count(perIp, subjects.ip), this.count(perAccount, subjects.account.trim().toLowerCase())]);
    return Math.max(...waits);
  }

  close(): Promise<void> {
    return this.store.close();
  }

  private async count(rule: Rule, subject: string): Promise<number> {
    if (rule.limit <= 0) return 0;
    // Hashed: no e-mail addresses in Redis keys, and every key has the same short length.
    const key = `tulus:rl:${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`;
    const { count, resetInMs } = await this.store.hit(key, rule.windowMs);
    return count > rule.limit ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0;
  }
}
