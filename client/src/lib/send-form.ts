import { NoAnswer, UploadCancelled } from './errors.ts';

/**
 * Sent with every upload: the gateway refuses a write outside tRPC without it, because a form or
 * a page on another origin cannot add a header of its own (the driver's offline queue sends it too).
 */
export const SHOP_WRITE_HEADERS = { 'X-Tulus-Request': '1' } as const;

/** What came back: the HTTP status and the body as text (empty when the answer was cut off). */
export type FormAnswer = { status: number; text: string };

export type SendFormOptions = {
  headers?: Record<string, string>;
  /** Bytes of the request body sent so far, and its size: for a percentage while a photo goes out. */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  /** Aborting it stops the send; the promise rejects with UploadCancelled. */
  signal?: AbortSignal;
  /**
   * No sign of life for this long (no byte of the form sent, and no answer) counts as no connection:
   * a photo on a weak signal may take minutes and still move, a stalled connection does not (0: none).
   */
  quietMs?: number;
};

/**
 * Every upload (the customer's forms and the driver's queue) goes through here. XMLHttpRequest,
 * not fetch: fetch reports nothing while a request body is being sent, and a 4 MB photo on a
 * weak signal takes long enough that the customer must see it move (upload.onprogress).
 *
 * `X-Tulus-Request: 1` is a header a plain HTML form on another site cannot send: the gateway
 * can tell its own pages' uploads apart from a cross-site form post.
 */
export function sendForm(path: string, form: FormData, options: SendFormOptions = {}): Promise<FormAnswer> {
  const { headers = {}, onProgress, signal, quietMs = 0 } = options;
  return new Promise<FormAnswer>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(SHOP_WRITE_HEADERS)) xhr.setRequestHeader(name, value);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // Restarted by every byte sent; when it runs out, the send is aborted as no answer, not as 'Batal'.
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    const stillAlive = () => {
      clearTimeout(quiet);
      if (quietMs > 0) {
        quiet = setTimeout(() => {
          stalled = true;
          xhr.abort();
        }, quietMs);
      }
    };
    xhr.upload.onprogress = (event) => {
      stillAlive();
      if (onProgress && event.lengthComputable) onProgress(event.loaded, event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      clearTimeout(quiet);
      signal?.removeEventListener('abort', onAbort);
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new NoAnswer('network error'));
    };
    xhr.onabort = () => {
      done();
      reject(stalled ? new NoAnswer('timeout') : new UploadCancelled());
    };
    xhr.send(form);
    stillAlive();
  });
}

/** The gateway's upload answer: `{ ok, data }` or `{ error: { message } }`; null when it is not JSON. */
export type UploadBody = { ok?: boolean; data?: unknown; error?: { message?: string; reason?: string } };

export function readUploadBody(text: string): UploadBody | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as UploadBody) : null;
  } catch {
    return null;
  }
}

export const isSuccess = (status: number) => status >= 200 && status < 300;
