import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { MemoryOnceStore } from './memory-store.ts';
import { RedisOnceStore } from './redis-store.ts';
import type { OnceStore } from './store.ts';

/** How long start-up waits for Redis; after that the gateway serves and the client keeps trying. */
const REDIS_CONNECT_WAIT_MS = 5_000;

/**
 * Where exactly-once state lives: in Redis when REDIS_URL is set, so a retry that lands on another
 * replica (a phone back on signal often has a new address), on a restarted one, or after a replica
 * was killed, is answered from the first attempt's record; in this process's memory otherwise.
 * With REDIS_URL set and Redis away, keyed writes are refused until it is back (store.ts).
 */
export async function createOnceStore(config: GatewayConfig, log: FastifyBaseLogger): Promise<OnceStore> {
  if (!config.REDIS_URL) return new MemoryOnceStore();
  const store = new RedisOnceStore(config.REDIS_URL, log);
  if (!(await store.connect(REDIS_CONNECT_WAIT_MS))) {
    log.warn('idempotency store (Redis) not reachable at start; keyed writes (orders, uploads) are refused until it is');
  }
  return store;
}
