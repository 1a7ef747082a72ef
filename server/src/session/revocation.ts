import type { FastifyBaseLogger } from 'fastify';
import { redisConnection, withRedisTimeout, type RedisLog } from '../redis/connection.ts';
import { SESSION_MAX_AGE_MS, sessionEndsAt, sessionOwner, type Session } from './session.ts';

/**
 * Where revocations live: a value per key until its expiry. In this process, or in Redis shared by
 * every replica (the same Redis as the rate-limit counters).
 */
export interface RevocationStore {
  set(key: string, value: number, ttlMs: number): Promise<void>;
  /** The values of the keys, in order; null where none is set. */
  get(keys: string[]): Promise<Array<number | null>>;
  close(): Promise<void>;
}

const SWEEP_EVERY_MS = 60_000;

export class MemoryRevocationStore implements RevocationStore {
  private readonly entries = new Map<string, { value: number; expiresAt: number }>();
  private nextSweep = 0;

  async set(key: string, value: number, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  async get(keys: string[]): Promise<Array<number | null>> {
    const now = Date.now();
    this.sweep(now);
    return keys.map((key) => {
      const entry = this.entries.get(key);
      return entry && entry.expiresAt > now ? entry.value : null;
    });
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  /** Expired entries are dropped now and then, so a day of logouts does not pile up. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

/** Every request with a session waits for this check; past it the replica answers from what it knows itself. */
const COMMAND_TIMEOUT_MS = 300;

export class RedisRevocationStore implements RevocationStore {
  private readonly redis;

  constructor(url: string, log: RedisLog) {
    this.redis = redisConnection(url, log, {
      store: 'session revocation store',
      whileDown: "sessions are checked against this replica's own logouts until it is back",
    });
  }

  connect(timeoutMs: number): Promise<boolean> {
    return this.redis.connect(timeoutMs);
  }

  /** Runs `listener` each time the connection is ready again (after an outage). */
  onReady(listener: () => void): void {
    this.redis.client.on('ready', listener);
  }

  async set(key: string, value: number, ttlMs: number): Promise<void> {
    await withRedisTimeout(this.redis.client.set(key, String(value), { expiration: { type: 'PX', value: Math.max(1, Math.ceil(ttlMs)) } }), COMMAND_TIMEOUT_MS);
  }

  async get(keys: string[]): Promise<Array<number | null>> {
    const values = await withRedisTimeout(this.redis.client.mGet(keys), COMMAND_TIMEOUT_MS);
    return values.map((value) => (value === null ? null : Number(value)));
  }

  close(): Promise<void> {
    return this.redis.close();
  }
}

/** Replicas' clocks differ a little; a revocation outlives its session by this much. */
const CLOCK_SKEW_MS = 60_000;
/** While the shared store fails, one warn line of each kind per this interval, not one per request. */
const WARN_EVERY_MS = 30_000;

const sessionKey = (session: Session) => `tulus:session:revoked:${session.sid}`;
const ownerKey = (session: Session) => `tulus:session:revoked-before:${sessionOwner(session)}`;

/**
 * Ends sessions on the server. A session is a sealed cookie any replica opens; a logout writes its
 * id here until the session would have expired, and "log out everywhere" writes the time before
 * which all of one person's sessions are ended. Every request with a session asks (one MGET).
 *
 * Every revocation is also kept in this process, so this replica enforces its own logouts even
 * when the shared store fails; writes the shared store missed are sent again once it is back.
 * A check the shared store cannot answer lets the session through (fail open), with a warn line:
 * failing closed would sign out every customer and driver for as long as Redis is away.
 */
export class SessionRevocation {
  private readonly local = new MemoryRevocationStore();
  private readonly shared: RevocationStore | null;
  private readonly log: RedisLog;
  private readonly unsent = new Map<string, { value: number; expiresAt: number }>();
  /** When each kind of warn line was last written. */
  private readonly lastWarn = new Map<string, number>();

  constructor(shared: RevocationStore | null, log: RedisLog) {
    this.shared = shared;
    this.log = log;
  }

  /** Logout: this session, wherever its cookie is replayed, is no session any more. */
  revoke(session: Session): Promise<void> {
    return this.write(sessionKey(session), 1, sessionEndsAt(session) - Date.now() + CLOCK_SKEW_MS);
  }

  /** Log out everywhere: every session of this person issued until now ends, this one included. */
  revokeAllOf(session: Session): Promise<void> {
    return this.write(ownerKey(session), Date.now(), SESSION_MAX_AGE_MS + CLOCK_SKEW_MS);
  }

  async isRevoked(session: Session): Promise<boolean> {
    const keys = [sessionKey(session), ownerKey(session)];
    const revoked = ([byId, before]: Array<number | null>) => byId != null || (before != null && session.iat <= before);
    if (revoked(await this.local.get(keys))) return true;
    if (!this.shared) return false;
    try {
      return revoked(await this.shared.get(keys));
    } catch (error) {
      this.warn(error, 'session revocation not checked: store failed');
      return false;
    }
  }

  /** Sends the revocations the shared store missed (called when it is back). */
  async flush(): Promise<void> {
    if (!this.shared) return;
    for (const [key, { value, expiresAt }] of this.unsent) {
      const ttl = expiresAt - Date.now();
      try {
        if (ttl > 0) await this.shared.set(key, value, ttl);
        this.unsent.delete(key);
      } catch {
        return;
      }
    }
  }

  close(): Promise<void> {
    return this.shared?.close() ?? Promise.resolve();
  }

  private async write(key: string, value: number, ttlMs: number): Promise<void> {
    await this.local.set(key, value, ttlMs);
    if (!this.shared) return;
    try {
      await this.shared.set(key, value, ttlMs);
    } catch (error) {
      this.unsent.set(key, { value, expiresAt: Date.now() + ttlMs });
      this.warn(error, 'session revocation kept on this replica only: store failed');
    }
  }

  private warn(error: unknown, message: string): void {
    if (Date.now() - (this.lastWarn.get(message) ?? 0) < WARN_EVERY_MS) return;
    this.lastWarn.set(message, Date.now());
    this.log.warn({ err: error }, message);
  }
}

/** How long start-up waits for Redis; after that the gateway serves and the client keeps trying. */
const REDIS_CONNECT_WAIT_MS = 5_000;

/** Revocations in Redis when REDIS_URL is set (every replica sees every logout), else in this process. */
export async function createSessionRevocation(config: { REDIS_URL: string }, log: FastifyBaseLogger): Promise<SessionRevocation> {
  if (!config.REDIS_URL) return new SessionRevocation(null, log);
  const store = new RedisRevocationStore(config.REDIS_URL, log);
  const revocation = new SessionRevocation(store, log);
  store.onReady(() => void revocation.flush());
  if (!(await store.connect(REDIS_CONNECT_WAIT_MS))) {
    log.warn("session revocation store (Redis) not reachable at start; sessions are checked against this replica's own logouts until it is");
  }
  return revocation;
}
