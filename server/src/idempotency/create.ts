import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { MemoryIdempotencyStore, type IdempotencyStore } from '../orders/idempotency.ts';
import { RedisIdempotencyStore } from './redis-store.ts';

/** How long start-up waits for Redis; after that the gateway serves and the client keeps trying. */
const REDIS_CONNECT_WAIT_MS = 5_000;

/**
 * Where idempotency keys (orders, uploads) live: in Redis when REDIS_URL is set, so a retry that
 * lands on another replica (a phone back on signal often has a new address) is still answered
 * once; in this process's memory otherwise.
 */
export async function createIdempotencyStore(config: GatewayConfig, log: FastifyBaseLogger): Promise<IdempotencyStore> {
  if (!config.REDIS_URL) return new MemoryIdempotencyStore();
  const store = new RedisIdempotencyStore(config.REDIS_URL, log);
  if (!(await store.connect(REDIS_CONNECT_WAIT_MS))) {
    log.warn('idempotency store (Redis) not reachable at start; keys are kept per replica until it is');
  }
  return store;
}
