import { TRPCClientError } from '@trpc/client';

/** The Indonesian message the gateway sent, or a general one for anything unexpected. */
export function errorMessage(error: unknown, fallback = 'Terjadi kesalahan. Harap coba lagi nanti.'): string {
  if (error instanceof TRPCClientError) {
    // A network failure before any answer has no data, nor has an answer that did not come in time
    // (lib/answer-time-limit.ts): say so in the spec's words.
    if (!error.data && (timedOut(error) || /fetch|network/i.test(error.message))) return 'Network error';
    return error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Whether asking again may give another answer: no answer at all (the signal lost), or the gateway
 * or the provider failing or busy (5xx, 408, 429). Not a refusal such as 'Pesanan tidak ditemukan.'
 * (404) or a session that ended: those answer the same however often they are asked.
 */
export function mayPassOnRetry(error: unknown): boolean {
  const failedOrBusy = (status: number) => status >= 500 || status === 408 || status === 429;
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    return status === undefined || failedOrBusy(status);
  }
  return !(error instanceof UploadError) || failedOrBusy(error.status);
}

/** No answer at all: the connection failed, dropped or timed out. Whether the server acted is unknown. */
export class NoAnswer extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NoAnswer';
  }
}

/** No whole answer within the shop's time limit (lib/answer-time-limit.ts): the connection stalled. */
export function timedOut(error: unknown): boolean {
  return error instanceof TRPCClientError && error.cause instanceof NoAnswer;
}

/** True when the session is gone (expired, forged, or the provider answered 403). */
export function isSessionError(error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    return code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
  }
  return error instanceof UploadError && (error.status === 401 || error.status === 403);
}

export class UploadError extends Error {
  readonly status: number;
  /** Why the gateway refused a keyed upload ('in_progress', 'outcome_unknown', ...), when it says. */
  readonly reason: string | undefined;
  constructor(message: string, status: number, reason?: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.reason = reason;
  }
}

/**
 * Why the gateway refused a keyed write or a checkout (server/src/idempotency/refusals.ts):
 * 'in_progress' (the same submit is still running: send again shortly), 'outcome_unknown'
 * (it may have been stored: do not send again), 'key_reused', 'store_unavailable', 'price_changed'.
 */
export function refusalReason(error: unknown): string | undefined {
  if (error instanceof UploadError) return error.reason;
  if (error instanceof TRPCClientError) return (error.data as { reason?: string } | undefined)?.reason;
  return undefined;
}

/** Details the gateway sent with a refusal (the placed order of a reused key, the new figures of a changed price). */
export function refusalDetails<T>(error: unknown): T | undefined {
  return error instanceof TRPCClientError ? ((error.data as { details?: T } | undefined)?.details) : undefined;
}

/** The person stopped the upload ('Batal'); nothing to report as a failure. */
export class UploadCancelled extends UploadError {
  constructor() {
    super('Pengiriman dibatalkan.', 0);
    this.name = 'UploadCancelled';
  }
}
