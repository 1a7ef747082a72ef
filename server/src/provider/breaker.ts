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

/** A change of the breaker's state, as its log line reports it. */
export type BreakerChange = {
  state: BreakerState;
  previous: BreakerState;
  /** Consecutive unanswered calls so far (on opening: the ones that opened it). */
  failures: number;
  /** Calls refused without being sent since the circuit first opened. */
  refused: number;
  /** Since the circuit first opened (0 while closed before). */
  outageMs: number;
};

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
 * Each change of state is reported once to `onChange` (the gateway logs it).
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  /** When the circuit first opened, and the calls refused since: for the line that says it closed. */
  private outageSince = 0;
  private refused = 0;
  private trialInFlight = false;
  private current: BreakerState = 'closed';
  private readonly threshold: number;
  private readonly coolDownMs: number;
  private readonly now: () => number;
  private readonly onChange: (change: BreakerChange) => void;

  constructor(options: { threshold: number; coolDownMs: number; now?: () => number; onChange?: (change: BreakerChange) => void }) {
    this.threshold = options.threshold;
    this.coolDownMs = options.coolDownMs;
    this.now = options.now ?? Date.now;
    this.onChange = options.onChange ?? (() => {});
  }

  get state(): BreakerState {
    return this.current;
  }

  /** Whether a call may go out now; every allowed call must end in success() or failure(). */
  allow(): boolean {
    if (this.threshold === 0 || this.current === 'closed') return true;
    if (this.current === 'open') {
      if (this.now() - this.openedAt < this.coolDownMs) return this.refuse();
      this.moveTo('half_open');
    }
    // Half-open: one trial at a time; the others keep failing fast until it has answered.
    if (this.trialInFlight) return this.refuse();
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.trialInFlight = false;
    this.failures = 0;
    this.moveTo('closed');
  }

  failure(): void {
    if (this.threshold === 0) return;
    this.trialInFlight = false;
    this.failures += 1;
    if (this.current === 'half_open' || this.failures >= this.threshold) {
      this.openedAt = this.now();
      this.moveTo('open');
    }
  }

  private refuse(): false {
    this.refused += 1;
    return false;
  }

  private moveTo(state: BreakerState): void {
    if (state === this.current) return;
    const previous = this.current;
    if (previous === 'closed') {
      this.outageSince = this.now();
      this.refused = 0;
    }
    this.current = state;
    this.onChange({ state, previous, failures: this.failures, refused: this.refused, outageMs: this.now() - this.outageSince });
  }
}
