import { createClient } from '@redis/client';
import { withTimeout } from '../with-timeout.ts';

export type RedisLog = { info: (msg: string) => void; warn: (obj: object, msg: string) => void };

/** What a store is called in the logs, and what happens while Redis is away (the outage's log line). */
export type StoreNames = { store: string; whileDown: string };

/**
 * A Redis connection for a store the gateway can run without (rate limits, idempotency keys):
 * commands fail fast while disconnected instead of queueing behind a dead connection, the client
 * reconnects in the background with backoff, and the log gets one line per outage, not one per
 * attempt, and one when Redis is back.
 */
export function redisConnection(url: string, log: RedisLog, names: StoreNames) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) },
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) log.warn({ err: error }, `${names.store} (Redis) unavailable; ${names.whileDown}`);
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info(`${names.store} (Redis) connected again`);
    down = false;
  });

  return {
    client,
    /** Connects, waiting at most timeoutMs; if Redis is not there yet the client keeps trying in the background. */
    connect(timeoutMs: number): Promise<boolean> {
      const ready = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      client.connect().catch(() => {
        // Logged by the 'error' listener; the reconnect strategy goes on trying.
      });
      return ready;
    },
    async close(): Promise<void> {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}

/** A command's answer, or an error once Redis has taken longer than `ms` (the store then falls back). */
export const withRedisTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> => withTimeout(promise, ms, 'Redis');
