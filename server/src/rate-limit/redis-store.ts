import { redisConnection, withRedisTimeout, type RedisLog } from '../redis/connection.ts';
import type { RateLimitStore, WindowCount } from './store.ts';

/** How long one hit may wait for Redis before the limiter gives up on it (and lets the request through). */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Counters in Redis, shared by every gateway replica. One MULTI per hit: SET NX PX starts
 * the window with its expiry only if none is running, INCR counts (keeping the expiry),
 * PTTL says when the window ends. Atomic, and needs no script.
 */
export class RedisStore implements RateLimitStore {
  private readonly redis;

  constructor(url: string, log: RedisLog) {
    this.redis = redisConnection(url, log, { store: 'rate-limit store', whileDown: 'limits are not enforced until it is back' });
  }

  connect(timeoutMs: number): Promise<boolean> {
    return this.redis.connect(timeoutMs);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const exec = this.redis.client
      .multi()
      .set(key, '0', { condition: 'NX', expiration: { type: 'PX', value: windowMs } })
      .incr(key)
      .pTTL(key)
      .exec();
    const [, count, ttl] = await withRedisTimeout(exec, COMMAND_TIMEOUT_MS);
    return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
  }

  close(): Promise<void> {
    return this.redis.close();
  }
}
