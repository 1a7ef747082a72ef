import { redisConnection, withRedisTimeout, type RedisLog } from '../redis/connection.ts';
import { ONCE_TIMES, StoreUnavailableError, type Acquisition, type OnceStore, type OnceTimes, type Outcome, type Sent } from './store.ts';

const COMMAND_TIMEOUT_MS = 1_000;

// Each record is a hash (state, fingerprint, owner, sent, answer; sent and answer are JSON text the
// scripts never decode) beside a lease key holding the owner, expiring on its own. Every move is
// one script, so two replicas can never both take a key.

/** KEYS: record, lease. ARGV: fingerprint, owner, leaseMs, ttlMs. */
const ACQUIRE = `
local state, fingerprint, sent, answer = unpack(redis.call('HMGET', KEYS[1], 'state', 'fingerprint', 'sent', 'answer'))
if state == 'done' then return {'done', fingerprint, answer} end
if state == 'claimed' and redis.call('EXISTS', KEYS[2]) == 1 then return {'busy', fingerprint} end
if sent and fingerprint ~= ARGV[1] then return {'taken', fingerprint} end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'state', 'claimed', 'fingerprint', ARGV[1], 'owner', ARGV[2])
if sent then redis.call('HSET', KEYS[1], 'sent', sent) end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
if sent then return {'acquired', sent} end
return {'acquired'}
`;

/** KEYS: record, lease. ARGV: owner, leaseMs. */
const RENEW = `
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] or redis.call('HGET', KEYS[1], 'state') ~= 'claimed' then return 0 end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
return 1
`;

/** KEYS: record. ARGV: owner, sent. */
const SENDING = `
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] or redis.call('HGET', KEYS[1], 'state') ~= 'claimed' then return 0 end
redis.call('HSET', KEYS[1], 'sent', ARGV[2])
return 1
`;

/** KEYS: record, lease. ARGV: owner, state ('done' | 'uncertain' | 'free'), payload (answer or sent), ttlMs. */
const SETTLE = `
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] or redis.call('HGET', KEYS[1], 'state') ~= 'claimed' then return 0 end
redis.call('DEL', KEYS[2])
if ARGV[2] == 'free' then redis.call('DEL', KEYS[1]) return 1 end
local fingerprint = redis.call('HGET', KEYS[1], 'fingerprint')
redis.call('DEL', KEYS[1])
if ARGV[2] == 'done' then
  redis.call('HSET', KEYS[1], 'state', 'done', 'fingerprint', fingerprint, 'answer', ARGV[3])
else
  redis.call('HSET', KEYS[1], 'state', 'uncertain', 'fingerprint', fingerprint, 'sent', ARGV[3])
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`;

/**
 * The store in Redis, shared by every gateway replica: a retry on another replica, on a restarted
 * one, or after a replica was killed mid-request is answered from the same record. When Redis
 * does not answer, every operation throws StoreUnavailableError: keyed writes are then refused
 * (the caller says "coba lagi"), never run on a per-replica memory that the other replicas cannot see.
 */
export class RedisOnceStore implements OnceStore {
  private readonly redis;
  private readonly times: OnceTimes;

  constructor(url: string, log: RedisLog, times: Partial<OnceTimes> = {}) {
    this.times = { ...ONCE_TIMES, ...times };
    this.redis = redisConnection(url, log, { store: 'idempotency store', whileDown: 'keyed writes (orders, uploads) are refused until it is back' });
  }

  connect(timeoutMs: number): Promise<boolean> {
    return this.redis.connect(timeoutMs);
  }

  async acquire(key: string, fingerprint: string, owner: string): Promise<Acquisition> {
    const reply = (await this.script(ACQUIRE, [record(key), lease(key)], [fingerprint, owner, this.times.leaseMs, this.times.ttlMs])) as string[];
    const [kind, first, second] = reply;
    if (kind === 'acquired') return first ? { kind, unresolved: JSON.parse(first) as Sent } : { kind };
    if (kind === 'done') return { kind, fingerprint: first!, answer: JSON.parse(second!) };
    return { kind: kind as 'busy' | 'taken', fingerprint: first! };
  }

  async renew(key: string, owner: string): Promise<boolean> {
    return (await this.script(RENEW, [record(key), lease(key)], [owner, this.times.leaseMs])) === 1;
  }

  async sending(key: string, owner: string, sent: Sent): Promise<boolean> {
    return (await this.script(SENDING, [record(key)], [owner, JSON.stringify(sent)])) === 1;
  }

  async settle(key: string, owner: string, outcome: Outcome): Promise<void> {
    const payload = outcome.state === 'done' ? JSON.stringify(outcome.answer ?? null) : outcome.state === 'uncertain' ? JSON.stringify(outcome.sent) : '';
    await this.script(SETTLE, [record(key), lease(key)], [owner, outcome.state, payload, this.times.ttlMs]);
  }

  async bind(name: string, value: string): Promise<string> {
    const earlier = await this.command(
      () => this.redis.client.set(`once-bind:${name}`, value, { condition: 'NX', GET: true, expiration: { type: 'PX', value: this.times.ttlMs } }),
    );
    return typeof earlier === 'string' ? earlier : value;
  }

  close(): Promise<void> {
    return this.redis.close();
  }

  private script(source: string, keys: string[], args: Array<string | number>): Promise<unknown> {
    return this.command(() => this.redis.client.eval(source, { keys, arguments: args.map(String) }));
  }

  /** The command's reply; a closed or unreachable client (even one that throws at once) is an unavailable store. */
  private async command<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await withRedisTimeout(send(), COMMAND_TIMEOUT_MS);
    } catch (error) {
      throw new StoreUnavailableError(error);
    }
  }
}

const record = (key: string) => `once:${key}`;
const lease = (key: string) => `once:${key}:lease`;
