/**
 * Why a keyed write was not (or not again) carried out. Each has a `reason` the client reads to
 * tell "wait and send again" from "stop": tRPC errors carry it as `data.reason`, upload answers
 * as `error.code` (see answers.ts).
 */
export type RefusalReason = 'key_reused' | 'in_progress' | 'outcome_unknown' | 'store_unavailable';

/** The key came back with another request: a client bug, or a form changed after its first send. */
export class KeyReusedError extends Error {
  readonly reason = 'key_reused';
  /** The first request's answer, when there is one (the same person's key; for a checkout, the order it placed). */
  readonly details: unknown;
  constructor(answer?: unknown) {
    super('idempotency key reused with a different request');
    this.name = 'KeyReusedError';
    this.details = answer;
  }
}

/** Another attempt with the same key is still running (here or on another replica): send again in a moment. */
export class InProgressError extends Error {
  readonly reason = 'in_progress';
  constructor() {
    super('idempotency key still in progress');
    this.name = 'InProgressError';
  }
}

/**
 * An earlier attempt reached the provider, its answer was lost, and the provider offers no way to
 * find out what it stored: sending again could record it twice, so it is never sent again for
 * this key. `message` tells the user plainly what is known.
 */
export class OutcomeUnknownError extends Error {
  readonly reason = 'outcome_unknown';
  constructor(message: string) {
    super(message);
    this.name = 'OutcomeUnknownError';
  }
}

/** What the user is told when the store cannot be asked: nothing was sent, and sending again later is safe. */
export const STORE_UNAVAILABLE_MESSAGE = 'Permintaan Anda belum dikirim karena gangguan sementara. Silakan coba lagi sebentar.';
export const IN_PROGRESS_MESSAGE = 'Permintaan yang sama masih diproses. Coba lagi sebentar.';
