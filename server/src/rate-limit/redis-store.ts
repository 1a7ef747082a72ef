import { redisConnection, withRedisTimeout, type RedisLog } from '../redis/connection.ts';
import type { RateLimitStore, WindowCount } from './store.ts';

/**
 * One hit taken back, in one step on Redis: DECR only while the window's count is above zero
 * (DECR keeps the key's expiry; on a missing key it would start a count of -1 that never ends).
 */
const UNHIT = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** How long one hit may wait for Redis before the limiter gives up on it (and lets the request through). */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Counters in Redis, shared by every gateway replica. One MULTI per hit: SET NX PX starts
 * the window with its expiry only if none is running, INCR counts (keeping the expiry),
 * PTTL says when the window ends. Atomic, and needs no script.
 */
export class RedisStore implements RateLimitStore {
  private readonly redis;
  private readonly commandTimeoutMs: number;

  /** `commandTimeoutMs`: the gateway's bound by default; a test of counting alone may wait longer on a loaded machine. */
  constructor(url: string, log: RedisLog, commandTimeoutMs = COMMAND_TIMEOUT_MS) {
    this.commandTimeoutMs = commandTimeoutMs;
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
    const [, count, ttl] = await withRedisTimeout(exec, this.commandTimeoutMs);
    return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
  }

  async unhit(key: string): Promise<void> {
    await withRedisTimeout(this.redis.client.eval(UNHIT, { keys: [key] }), this.commandTimeoutMs);
  }

  close(): Promise<void> {
    return this.redis.close();
  }
}
