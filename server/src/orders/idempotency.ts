/**
 * Remembers the outcome of an order placement by the client's key, so a double tap or a
 * retried request returns the first order instead of placing a second one. Concurrent
 * requests with the same key share one in-flight placement.
 */
export interface IdempotencyStore {
  /**
   * `fingerprint` stands for what the request asks: the same key with a different request
   * is refused with KeyReusedError rather than answered with the first request's result.
   */
  run<T>(key: string, fingerprint: string, work: () => Promise<T>): Promise<T>;
  close?(): Promise<void>;
}

/** A key came back with another request, a client bug that must not get someone else's answer. */
export class KeyReusedError extends Error {
  constructor() {
    super('idempotency key reused with a different request');
    this.name = 'KeyReusedError';
  }
}

/** The same key's work is still running on another replica; the client should send again shortly. */
export class IdempotencyBusyError extends Error {
  constructor() {
    super('idempotency key still in progress elsewhere');
    this.name = 'IdempotencyBusyError';
  }
}

type Entry = { promise: Promise<unknown>; fingerprint: string; expiresAt: number };

export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs = 24 * 60 * 60 * 1000, maxEntries = 50_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  run<T>(key: string, fingerprint: string, work: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const existing = this.entries.get(key);
    if (existing && existing.expiresAt > now) {
      return existing.fingerprint === fingerprint ? (existing.promise as Promise<T>) : Promise.reject(new KeyReusedError());
    }
    const promise = work();
    this.entries.set(key, { promise, fingerprint, expiresAt: now + this.ttlMs });
    // A failed placement may be tried again with the same key: only successes are kept.
    promise.catch(() => this.entries.delete(key));
    this.evict(now);
    return promise;
  }

  private evict(now: number): void {
    if (this.entries.size <= this.maxEntries) return;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now || this.entries.size > this.maxEntries) this.entries.delete(key);
      if (this.entries.size <= this.maxEntries) break;
    }
  }
}
