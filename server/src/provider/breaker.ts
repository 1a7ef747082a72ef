import { z } from 'zod';
import { UpstreamError } from './errors.ts';

/** The breaker's variables of the gateway's environment (spread into config.ts's schema). */
export const breakerEnv = {
  /** Consecutive connection failures or timeouts that open the circuit; 0 turns the breaker off. */
  PROVIDER_BREAKER_THRESHOLD: z.coerce.number().int().min(0).default(5),
  /** How long an open circuit fails fast before one trial call is let through. */
  PROVIDER_BREAKER_COOLDOWN_MS: z.coerce.number().int().positive().default(10_000),
};

export type BreakerState = 'closed' | 'open' | 'half_open';

/** Refused without a network attempt: the provider has just been unreachable. Maps like any unreachable provider. */
export class CircuitOpenError extends UpstreamError {
  constructor(path: string) {
    super('unreachable', path, { cause: new Error('circuit open: provider recently unreachable') });
    this.name = 'CircuitOpenError';
  }
}

/**
 * A circuit breaker for the provider. After `threshold` consecutive calls that got no
 * answer (refused connection, reset, timeout) it opens: calls fail at once instead of each
 * holding a socket and the customer for the full timeout. After `coolDownMs` one trial call
 * goes through (half-open); an answer closes the circuit, another failure opens it again.
 * Any HTTP answer, even a 4xx or 5xx, proves the provider reachable and resets the count.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private current: BreakerState = 'closed';
  private readonly threshold: number;
  private readonly coolDownMs: number;
  private readonly now: () => number;

  constructor(options: { threshold: number; coolDownMs: number; now?: () => number }) {
    this.threshold = options.threshold;
    this.coolDownMs = options.coolDownMs;
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    return this.current;
  }

  /** Whether a call may go out now; every allowed call must end in success() or failure(). */
  allow(): boolean {
    if (this.threshold === 0 || this.current === 'closed') return true;
    if (this.current === 'open') {
      if (this.now() - this.openedAt < this.coolDownMs) return false;
      this.current = 'half_open';
    }
    // Half-open: one trial at a time; the others keep failing fast until it has answered.
    if (this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.trialInFlight = false;
    this.failures = 0;
    this.current = 'closed';
  }

  failure(): void {
    if (this.threshold === 0) return;
    this.trialInFlight = false;
    this.failures += 1;
    if (this.current === 'half_open' || this.failures >= this.threshold) {
      this.current = 'open';
      this.openedAt = this.now();
    }
  }
}
