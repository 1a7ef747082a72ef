import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { RateLimiter } from './limiter.ts';
import { MemoryStore } from './memory-store.ts';
import { RedisStore } from './redis-store.ts';
import { rulesFrom } from './settings.ts';

/** How long start-up waits for Redis; after that the gateway serves and the client keeps trying. */
const REDIS_CONNECT_WAIT_MS = 5_000;

/** The limiter the configuration asks for: counters in Redis when REDIS_URL is set, else in memory. */
export async function createRateLimiter(config: GatewayConfig, log: FastifyBaseLogger): Promise<RateLimiter> {
  const rules = rulesFrom(config);
  if (!config.REDIS_URL) return new RateLimiter(new MemoryStore(), rules);
  const store = new RedisStore(config.REDIS_URL, log);
  if (!(await store.connect(REDIS_CONNECT_WAIT_MS))) {
    log.warn('rate-limit store (Redis) not reachable at start; serving without limits until it is');
  }
  return new RateLimiter(store, rules);
}
