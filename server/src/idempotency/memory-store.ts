import { ONCE_TIMES, type Acquisition, type OnceStore, type OnceTimes, type Outcome, type Sent } from './store.ts';

type Entry =
  | { state: 'claimed'; fingerprint: string; owner: string; leaseUntil: number; sent?: Sent; expiresAt: number }
  | { state: 'uncertain'; fingerprint: string; sent: Sent; expiresAt: number }
  | { state: 'done'; fingerprint: string; answer: unknown; expiresAt: number };

/**
 * The store for one gateway process (no REDIS_URL): the same records and leases as in Redis, in
 * a Map. What it holds is lost with the process, as is everything of a single-process gateway.
 */
export class MemoryOnceStore implements OnceStore {
  private readonly entries = new Map<string, Entry>();
  private readonly bindings = new Map<string, { value: string; expiresAt: number }>();
  private readonly times: OnceTimes;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: Partial<OnceTimes> & { maxEntries?: number; now?: () => number } = {}) {
    this.times = { ...ONCE_TIMES, ...options };
    this.maxEntries = options.maxEntries ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  async acquire(key: string, fingerprint: string, owner: string): Promise<Acquisition> {
    const now = this.now();
    const entry = this.live(key, now);
    if (entry?.state === 'done') return { kind: 'done', fingerprint: entry.fingerprint, answer: entry.answer };
    if (entry?.state === 'claimed' && entry.leaseUntil > now) return { kind: 'busy', fingerprint: entry.fingerprint };
    // A key one of whose attempts may have reached the provider stays bound to that request.
    if (entry?.sent && entry.fingerprint !== fingerprint) return { kind: 'taken', fingerprint: entry.fingerprint };
    const unresolved = entry?.sent;
    this.entries.delete(key);
    this.entries.set(key, { state: 'claimed', fingerprint, owner, leaseUntil: now + this.times.leaseMs, sent: unresolved, expiresAt: now + this.times.ttlMs });
    this.evict(now);
    return unresolved ? { kind: 'acquired', unresolved } : { kind: 'acquired' };
  }

  async renew(key: string, owner: string): Promise<boolean> {
    const entry = this.owned(key, owner);
    if (entry) entry.leaseUntil = this.now() + this.times.leaseMs;
    return entry !== null;
  }

  async sending(key: string, owner: string, sent: Sent): Promise<boolean> {
    const entry = this.owned(key, owner);
    if (entry) entry.sent = sent;
    return entry !== null;
  }

  async settle(key: string, owner: string, outcome: Outcome): Promise<void> {
    const entry = this.owned(key, owner);
    if (!entry) return;
    const expiresAt = this.now() + this.times.ttlMs;
    if (outcome.state === 'free') this.entries.delete(key);
    else if (outcome.state === 'done') this.entries.set(key, { state: 'done', fingerprint: entry.fingerprint, answer: outcome.answer, expiresAt });
    else this.entries.set(key, { state: 'uncertain', fingerprint: entry.fingerprint, sent: outcome.sent, expiresAt });
  }

  async bind(name: string, value: string): Promise<string> {
    const now = this.now();
    const bound = this.bindings.get(name);
    if (bound && bound.expiresAt > now) return bound.value;
    this.bindings.set(name, { value, expiresAt: now + this.times.ttlMs });
    if (this.bindings.size > this.maxEntries) this.bindings.delete(this.bindings.keys().next().value!);
    return value;
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private owned(key: string, owner: string): (Entry & { state: 'claimed' }) | null {
    const entry = this.entries.get(key);
    return entry?.state === 'claimed' && entry.owner === owner ? entry : null;
  }

  /** A Map iterates in insertion order: past the bound, the oldest keys go first. */
  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      if (entry.expiresAt <= now || entry.state !== 'claimed') this.entries.delete(key);
    }
  }
}
