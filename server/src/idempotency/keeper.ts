import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { mayHaveBeenStored, wasSlow } from './reached-provider.ts';
import { InProgressError, KeyReusedError, OutcomeUnknownError } from './refusals.ts';
import { ONCE_TIMES, type OnceStore, type Outcome, type Sent } from './store.ts';

/** What the provider shows of an earlier attempt whose answer was lost. */
export type Resolution<T> = { found: T } | { absent: true } | { unknowable: true };

export type OnceJob<T> = {
  /** The client's key, scoped by its owner and kind (a customer's checkout, a driver's return upload...). */
  key: string;
  /** Everything the request asks: the same key with another request is refused, never answered with the first's result. */
  fingerprint: string;
  /**
   * The write. It calls `sending(request)` right before the provider call (after its own checks):
   * from then on a lost answer makes the key uncertain rather than free.
   */
  work: (sending: (request: unknown) => Promise<void>) => Promise<T>;
  /** Finds what an attempt that reached the provider stored. Without it the outcome of such an attempt is unknowable. */
  resolve?: (sent: Sent) => Promise<Resolution<T>>;
  /** Told to the user when it is unknowable: what may have happened and what to do. */
  unknownMessage: string;
};

export type KeeperLog = { warn: (obj: object, msg: string) => void };

export type KeeperTimes = {
  /** The heartbeat: a running attempt renews its lease this often (a third of the lease). */
  renewEveryMs: number;
  /** How long a request waits for another attempt with its key before being told to come back; longer than a lease, so a dead claim is taken over within one wait. */
  waitMs: number;
  pollMs: number;
};

const KEEPER_TIMES: KeeperTimes = { renewEveryMs: ONCE_TIMES.leaseMs / 3, waitMs: ONCE_TIMES.leaseMs + 1_000, pollMs: 100 };

/**
 * Runs keyed writes at most once across every replica sharing the store (see store.ts for the
 * record's states). A request with a key that is done gets the first answer; one whose key is
 * held by a live attempt waits a little, then gets InProgressError; one whose key is uncertain
 * first resolves what the provider stored: hands back what it finds, sends again only when the
 * provider shows nothing was stored, and never sends again when the provider cannot tell.
 */
export class OnceKeeper {
  private readonly store: OnceStore;
  private readonly log: KeeperLog;
  private readonly times: KeeperTimes;
  /** Attempts running in this process: a concurrent request with the same key shares the answer without polling. */
  private readonly running = new Map<string, { fingerprint: string; promise: Promise<{ answer: unknown; repeated: boolean }> }>();

  constructor(store: OnceStore, log: KeeperLog, times: Partial<KeeperTimes> = {}) {
    this.store = store;
    this.log = log;
    this.times = { ...KEEPER_TIMES, ...times };
  }

  /** The answer, and whether it is an earlier attempt's (the same submit seen again). */
  run<T>(job: OnceJob<T>): Promise<{ answer: T; repeated: boolean }> {
    const local = this.running.get(job.key);
    if (local) {
      // Another request with this key is running here: its answer, or (another request) the refusal once it is done.
      if (local.fingerprint !== job.fingerprint) return local.promise.then(() => this.run(job), () => this.run(job));
      return local.promise.then(({ answer }) => ({ answer: answer as T, repeated: true }));
    }
    const promise = this.acquireAndRun(job);
    this.running.set(job.key, { fingerprint: job.fingerprint, promise });
    const forget = () => this.running.delete(job.key);
    promise.then(forget, forget);
    return promise;
  }

  bind(name: string, value: string): Promise<string> {
    return this.store.bind(name, value);
  }

  private async acquireAndRun<T>(job: OnceJob<T>): Promise<{ answer: T; repeated: boolean }> {
    const deadline = Date.now() + this.times.waitMs;
    for (;;) {
      const owner = randomUUID();
      const got = await this.store.acquire(job.key, job.fingerprint, owner);
      if (got.kind === 'acquired') return { answer: await this.hold(job, owner, got.unresolved), repeated: false };
      if (got.kind === 'done') {
        if (got.fingerprint !== job.fingerprint) throw new KeyReusedError(got.answer);
        return { answer: got.answer as T, repeated: true };
      }
      if (got.kind === 'taken') throw new KeyReusedError();
      // Busy, with this request or another: wait for its outcome (another request is then refused with its answer).
      if (Date.now() >= deadline) throw new InProgressError();
      await sleep(this.times.pollMs);
    }
  }

  /** Runs the attempt this owner holds, with its lease renewed until it settles. */
  private async hold<T>(job: OnceJob<T>, owner: string, unresolved: Sent | undefined): Promise<T> {
    const heartbeat = setInterval(() => {
      this.store.renew(job.key, owner).catch((error: unknown) => this.log.warn({ err: error }, 'idempotency lease not renewed'));
    }, this.times.renewEveryMs);
    const settle = (outcome: Outcome) =>
      this.store.settle(job.key, owner, outcome).catch((error: unknown) => {
        // The lease runs out instead: a claim that sent something becomes uncertain, one that did not, free.
        this.log.warn({ err: error, state: outcome.state }, 'idempotency record not settled');
      });
    let sent: Sent | undefined;
    try {
      if (unresolved) {
        const earlier = await this.resolve(job, unresolved);
        if ('found' in earlier) {
          await settle({ state: 'done', answer: earlier.found });
          return earlier.found;
        }
        if ('unknowable' in earlier) {
          await settle({ state: 'uncertain', sent: unresolved });
          throw new OutcomeUnknownError(job.unknownMessage);
        }
      }
      const answer = await job.work(async (request) => {
        // The earliest attempt's time: what it may have stored is looked for from then on.
        const next = { since: unresolved?.since ?? Date.now(), request };
        if (!(await this.store.sending(job.key, owner, next))) throw new InProgressError();
        sent = next;
      });
      await settle({ state: 'done', answer });
      return answer;
    } catch (error) {
      if (error instanceof OutcomeUnknownError) throw error;
      // What the provider may hold now: this attempt's send unless the failure proves otherwise, or,
      // when this attempt sent nothing, the earlier attempt's that is still unresolved.
      const maybeStored = sent ? (mayHaveBeenStored(error) ? sent : undefined) : unresolved;
      if (!maybeStored) {
        await settle({ state: 'free' });
        throw error;
      }
      // Asked at once when the failure was quick (a cut answer): the user then sees what was stored, not an error.
      const now = sent && !wasSlow(error) ? await this.resolve(job, maybeStored).catch(() => ({ absent: true }) as const) : ({ absent: true } as const);
      if ('found' in now) {
        await settle({ state: 'done', answer: now.found });
        return now.found;
      }
      await settle({ state: 'uncertain', sent: maybeStored });
      if ('unknowable' in now) throw new OutcomeUnknownError(job.unknownMessage);
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  private resolve<T>(job: OnceJob<T>, sent: Sent): Promise<Resolution<T>> {
    return job.resolve ? job.resolve(sent) : Promise.resolve({ unknowable: true });
  }
}
