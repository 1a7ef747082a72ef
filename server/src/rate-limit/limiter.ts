import { createHash } from 'node:crypto';
import type { RateLimitRules, Rule } from './settings.ts';
import type { RateLimitStore } from './store.ts';

export type Attempt = 'login' | 'otp' | 'otpVerify';

/** Hashed: no e-mail addresses in Redis keys, and every key has the same short length. */
const keyOf = (rule: Rule, subject: string) => `tulus:rl:${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`;

/**
 * Counts login, OTP request and OTP verification attempts per client IP and per account (e-mail),
 * in fixed windows. Every attempt counts, granted or refused, so hammering does not shorten the
 * wait; only one the provider never answered is taken back (`refund`), so an outage locks nobody out.
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

  /**
   * Takes back one attempt counted by `attempt`, for an attempt the provider never answered.
   * Should its window have ended in between, the next window is one lower: at most one free
   * try per unanswered attempt.
   */
  async refund(kind: Attempt, subjects: { ip: string; account: string }): Promise<void> {
    const { perAccount, perIp } = this.rules[kind];
    const counted: Array<[Rule, string]> = [[perIp, subjects.ip], [perAccount, subjects.account.trim().toLowerCase()]];
    await Promise.all(counted.filter(([rule]) => rule.limit > 0).map(([rule, subject]) => this.store.unhit(keyOf(rule, subject))));
  }

  close(): Promise<void> {
    return this.store.close();
  }

  private async count(rule: Rule, subject: string): Promise<number> {
    if (rule.limit <= 0) return 0;
    const { count, resetInMs } = await this.store.hit(keyOf(rule, subject), rule.windowMs);
    return count > rule.limit ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0;
  }
}
