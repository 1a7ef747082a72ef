import { UploadCancelled, UploadError } from './errors.ts';
import { isSuccess, readUploadBody, sendForm, type FormAnswer } from './send-form.ts';
import { UPLOAD_QUIET_LIMIT_MS } from './answer-time-limit.ts';

export type UploadPath = '/api/uploads/payment-proof' | '/api/uploads/delivery-receipt' | '/api/uploads/product-return' | '/api/uploads/membership';

export type UploadOptions = {
  /** Sent as the Idempotency-Key header: the gateway runs the upload once per key. */
  idempotencyKey?: string;
  /** Bytes sent so far of the whole form, for a percentage. */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  /** Aborting it stops the upload; the promise rejects with UploadCancelled. */
  signal?: AbortSignal;
};

/** Spec section 8: a non-JSON reply gets this message. */
const NOT_JSON = 'Terjadi kesalahan server. Pastikan file dan data Anda benar.';

/**
 * Sends a form with files to one of the gateway's upload routes (the gateway checks,
 * compresses and forwards). Resolves with the provider's data or throws UploadError
 * carrying the Indonesian message to show (UploadCancelled when the person stopped it).
 */
export async function uploadForm<T = unknown>(path: UploadPath, form: FormData, fallback: string, options: UploadOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let answer: FormAnswer;
  try {
    answer = await sendForm(path, form, { headers, onProgress: options.onProgress, signal: options.signal, quietMs: UPLOAD_QUIET_LIMIT_MS });
  } catch (error) {
    if (error instanceof UploadCancelled) throw error;
    throw new UploadError('Network error', 0);
  }
  const body = readUploadBody(answer.text);
  if (!body) throw new UploadError(NOT_JSON, answer.status);
  if (!isSuccess(answer.status) || !body.ok) throw new UploadError(body.error?.message ?? fallback, answer.status, body.error?.reason);
  return body.data as T;
}
