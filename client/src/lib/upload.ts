import { UploadError } from './errors.ts';

/**
 * Sent with every upload: the gateway refuses a write outside tRPC without it, because a form or
 * a page on another origin cannot add a header of its own (the driver's offline queue sends it too).
 */
export const SHOP_WRITE_HEADERS = { 'X-Tulus-Request': '1' } as const;

export type UploadPath = '/api/uploads/payment-proof' | '/api/uploads/delivery-receipt' | '/api/uploads/product-return' | '/api/uploads/membership';

export type UploadOptions = {
  /** Sent as the Idempotency-Key header: the gateway stores one record per key, however often it is sent. */
  idempotencyKey?: string;
};

/**
 * Sends a form with files to one of the gateway's upload routes (the gateway checks,
 * compresses and forwards). Resolves with the provider's data or throws UploadError
 * carrying the Indonesian message to show (and the gateway's reason for a keyed refusal).
 */
export async function uploadForm<T = unknown>(path: UploadPath, form: FormData, fallback: string, options: UploadOptions = {}): Promise<T> {
  let res: Response;
  try {
    const headers: Record<string, string> = { ...SHOP_WRITE_HEADERS, ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}) };
    res = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin', headers });
  } catch {
    throw new UploadError('Network error', 0);
  }
  let body: { ok?: boolean; data?: T; error?: { message?: string; reason?: string } } | null = null;
  try {
    body = await res.json();
  } catch {
    // Spec section 8: a non-JSON reply gets this message.
    throw new UploadError('Terjadi kesalahan server. Pastikan file dan data Anda benar.', res.status);
  }
  if (!res.ok || !body?.ok) throw new UploadError(body?.error?.message ?? fallback, res.status, body?.error?.reason);
  return body.data as T;
}
