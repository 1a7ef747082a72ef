import { createClient } from '@redis/client';
import type { RateLimitStore, WindowCount } from './store.ts';

type Log = { info: (msg: string) => void; warn: (obj: object, msg: string) => void };

/** How long one hit may wait for Redis before the limiter gives up on it (and lets the request through). */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Counters in Redis, shared by every gateway replica. One MULTI per hit: SET NX PX starts
 * the window with its expiry only if none is running, INCR counts (keeping the expiry),
 * PTTL says when the window ends. Atomic, and needs no script.
 */
export class RedisStore implements RateLimitStore {
  private readonly client;
  /** Whether an outage has been logged already: one line per outage, not one per reconnect attempt. */
  private down = false;

  constructor(url: string, log: Log) {
    this.client = createClient({
      url,
      // Fail fast while disconnected instead of queueing logins behind a dead connection.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) },
    });
    this.client.on('error', (error: Error) => {
      if (!this.down) log.warn({ err: error }, 'rate-limit store (Redis) unavailable; limits are not enforced until it is back');
      this.down = true;
    });
    this.client.on('ready', () => {
      if (this.down) log.info('rate-limit store (Redis) connected again');
      this.down = false;
    });
  }

  /** Connects, waiting at most timeoutMs; if Redis is not there yet the client keeps trying in the background. */
  async connect(timeoutMs: number): Promise<boolean> {
    const ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.client.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    this.client.connect().catch(() => {
      // Already logged by the 'error' listener; the reconnect strategy goes on trying.
    });
    return ready;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const exec = this.client
      .multi()
      .set(key, '0', { condition: 'NX', expiration: { type: 'PX', value: windowMs } })
      .incr(key)
      .pTTL(key)
      .exec();
    const [, count, ttl] = await withTimeout(exec, COMMAND_TIMEOUT_MS);
    return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
  }

  async close(): Promise<void> {
    if (this.client.isReady) await this.client.close();
    else if (this.client.isOpen) this.client.destroy();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
