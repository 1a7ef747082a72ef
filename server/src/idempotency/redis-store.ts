import { redisConnection, withRedisTimeout, type RedisLog } from '../redis/connection.ts';
import { IdempotencyBusyError, KeyReusedError, MemoryIdempotencyStore, type IdempotencyStore } from '../orders/idempotency.ts';

/** What Redis holds per key: a claim while the work runs, then the answer. */
type Entry = { state: 'pending'; fingerprint: string } | { state: 'done'; fingerprint: string; answer: unknown };

export type RedisIdempotencyOptions = {
  /** How long an answer is remembered: a driver's phone may be without signal for a working day. */
  ttlMs?: number;
  /** How long a claim lives if its replica dies mid-work; longer than any provider call (3 + 10 + 10 s). */
  claimMs?: number;
  /** How long a request waits for the same key's work on another replica before it is told to come back. */
  waitMs?: number;
};

const COMMAND_TIMEOUT_MS = 1_000;
const POLL_MS = 100;

/**
 * Idempotency keys in Redis, shared by every gateway replica. The replica that claims a key
 * (SET NX, with the claim's expiry) does the work and stores its answer under the key; a
 * request with the same key on any replica gets that answer, or waits while the work runs.
 * A failure deletes the claim, so the same key may be tried again (as in memory).
 *
 * When Redis does not answer, the request falls back to this process's memory: the shop keeps
 * taking orders and uploads, and a retry that reaches the same replica is still answered once.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  private readonly redis;
  private readonly fallback = new MemoryIdempotencyStore();
  /** Work running in this process, so a concurrent request here shares it instead of polling Redis. */
  private readonly running = new Map<string, { fingerprint: string; promise: Promise<unknown> }>();
  private readonly ttlMs: number;
  private readonly claimMs: number;
  private readonly waitMs: number;
  private readonly log: RedisLog;

  constructor(url: string, log: RedisLog, options: RedisIdempotencyOptions = {}) {
    this.log = log;
    this.ttlMs = options.ttlMs ?? 24 * 60 * 60_000;
    this.claimMs = options.claimMs ?? 120_000;
    this.waitMs = options.waitMs ?? 30_000;
    this.redis = redisConnection(url, log, { store: 'idempotency store', whileDown: 'keys are kept per replica until it is back' });
  }

  connect(timeoutMs: number): Promise<boolean> {
    return this.redis.connect(timeoutMs);
  }

  async run<T>(key: string, fingerprint: string, work: () => Promise<T>): Promise<T> {
    const local = this.running.get(key);
    if (local) return local.fingerprint === fingerprint ? (local.promise as Promise<T>) : Promise.reject(new KeyReusedError());
    const redisKey = `idempotency:${key}`;
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      let earlier: Entry | null;
      try {
        earlier = await this.claim(redisKey, fingerprint);
      } catch (error) {
        this.log.warn({ err: error }, 'idempotency store (Redis) did not answer; this request is kept in memory');
        return this.fallback.run(key, fingerprint, work);
      }
      if (!earlier) return this.work(key, redisKey, fingerprint, work);
      if (earlier.fingerprint !== fingerprint) throw new KeyReusedError();
      if (earlier.state === 'done') return earlier.answer as T;
      // Another replica is on it: wait for its answer, or for its claim to go (it failed), then try again.
      if (Date.now() > deadline) throw new IdempotencyBusyError();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Null when this call now holds the key, else what the key already held. */
  private async claim(redisKey: string, fingerprint: string): Promise<Entry | null> {
    const pending: Entry = { state: 'pending', fingerprint };
    const previous = await withTimeout(
      this.redis.client.set(redisKey, JSON.stringify(pending), { condition: 'NX', GET: true, expiration: { type: 'PX', value: this.claimMs } }),
    );
    return typeof previous === 'string' ? (JSON.parse(previous) as Entry) : null;
  }

  private async work<T>(key: string, redisKey: string, fingerprint: string, work: () => Promise<T>): Promise<T> {
    const promise = work();
    this.running.set(key, { fingerprint, promise });
    try {
      const answer = await promise;
      const done: Entry = { state: 'done', fingerprint, answer };
      await withTimeout(this.redis.client.set(redisKey, JSON.stringify(done), { expiration: { type: 'PX', value: this.ttlMs } })).catch((error: unknown) => {
        // The answer stands; a retry on another replica waits for the claim to expire, then runs again.
        this.log.warn({ err: error }, 'idempotency store (Redis) could not keep an answer');
      });
      return answer;
    } catch (error) {
      // A failed placement or upload may be tried again with the same key: only successes are kept.
      await withTimeout(this.redis.client.del(redisKey)).catch(() => {});
      throw error;
    } finally {
      this.running.delete(key);
    }
  }

  close(): Promise<void> {
    return this.redis.close();
  }
}

/** Redis's answer within COMMAND_TIMEOUT_MS, or an error (the request then falls back to memory). */
function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return withRedisTimeout(promise, COMMAND_TIMEOUT_MS);
}
