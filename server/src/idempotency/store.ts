/**
 * The one home of every piece of "exactly once" state: idempotency keys of orders, uploads and
 * record-creating procedures, and which stored order belongs to which key. In this process's
 * memory (one gateway) or in Redis (REDIS_URL, shared by every replica and surviving restarts).
 *
 * A key's record moves like this, and is written before the provider is called:
 *
 *   (none) --acquire--> claimed(owner, lease) --settle--> done(answer) | uncertain(sent) | (none)
 *
 * - claimed: one attempt holds the key. Its lease is short and renewed while the work runs, so
 *   a replica that died mid-request lets go within seconds. `sent` is set just before the
 *   provider is called: a claim whose lease ran out with `sent` is uncertain, one without is free.
 * - done: the provider's answer; every later request with the key gets it.
 * - uncertain: the request reached the provider and no answer came back. The next attempt must
 *   first find out what the provider stored (see keeper.ts), never simply send again.
 * - no record ("free"): nothing reached the provider (refused before sending, no connection,
 *   circuit open, the provider's own refusal); the key may be used again, with any request.
 */
export interface OnceStore {
  /** Takes the key for one attempt, or says who has it. Throws StoreUnavailableError when the store cannot answer. */
  acquire(key: string, fingerprint: string, owner: string): Promise<Acquisition>;
  /** Extends the owner's lease; false when the key is no longer theirs. */
  renew(key: string, owner: string): Promise<boolean>;
  /** Records what is about to be sent; false when the key is no longer the owner's (then nothing may be sent). */
  sending(key: string, owner: string, sent: Sent): Promise<boolean>;
  /** Ends the owner's attempt. A no-op when the key is no longer theirs. */
  settle(key: string, owner: string, outcome: Outcome): Promise<void>;
  /**
   * Binds `name` to `value` unless it is bound already; returns the value it is bound to. Used to
   * give each stored order to one key only (an order found for one key is not another key's).
   */
  bind(name: string, value: string): Promise<string>;
  close?(): Promise<void>;
}

/** What an attempt sent the provider, and when: what an uncertain outcome is resolved from. */
export type Sent = { since: number; request: unknown };

export type Acquisition =
  /** The caller holds the key. `unresolved`: an earlier attempt reached the provider and its outcome is not known. */
  | { kind: 'acquired'; unresolved?: Sent }
  | { kind: 'done'; fingerprint: string; answer: unknown }
  /** Another attempt holds a live lease. */
  | { kind: 'busy'; fingerprint: string }
  /** The key is bound to another request (its record is uncertain, or an attempt of it may have been sent). */
  | { kind: 'taken'; fingerprint: string };

export type Outcome = { state: 'done'; answer: unknown } | { state: 'uncertain'; sent: Sent } | { state: 'free' };

/** Time settings shared by both stores. */
export type OnceTimes = {
  /** How long a claim lives without a heartbeat: a crashed replica's key is free (or uncertain) after this. */
  leaseMs: number;
  /** How long an answer or an uncertain record is kept: a driver's phone may be without signal for a working day. */
  ttlMs: number;
};

export const ONCE_TIMES: OnceTimes = { leaseMs: 3_000, ttlMs: 24 * 60 * 60_000 };

/** The store could not be asked (Redis down or slow): a keyed write is refused rather than risked twice. */
export class StoreUnavailableError extends Error {
  readonly reason = 'store_unavailable';
  constructor(cause: unknown) {
    super('idempotency store unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}
