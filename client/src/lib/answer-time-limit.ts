import { NoAnswer } from './errors.ts';

/**
 * How long a read (a list, a detail, the session) may go without its whole answer. The gateway gives
 * up on the provider well before this (its header and body timeouts, 10 s each), so this only ends a
 * connection that stalled between the phone and the gateway: a weak signal that neither carries the
 * answer nor fails. The browser itself waits for minutes, and the screen kept its skeleton all along.
 */
export const READ_TIME_LIMIT_MS = 30_000;

/**
 * A write may wait longer: the gateway may ask the provider more than once for it (a checkout reads
 * the prices and vouchers before it places the order). The writes that make a record carry their
 * idempotency key, so the customer's next tap gets the first answer if this one did reach the provider.
 */
export const WRITE_TIME_LIMIT_MS = 60_000;

/**
 * How long an upload (the payment proof, the membership application, the driver's queue) may show no sign of life:
 * no byte of the form sent and no answer. A photo on a weak signal may take minutes and still move; after
 * its last byte the gateway checks and compresses it and the provider stores it, well within this. The
 * form then says 'Network error' instead of 'Memproses di server...' for as long as the browser waits.
 */
export const UPLOAD_QUIET_LIMIT_MS = 60_000;

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Statuses whose answer has no body (a Response made with one throws). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The shop's fetch for tRPC: a request with no whole answer within its time limit (the body read
 * included: an answer can stall halfway) is aborted and fails as `NoAnswer`, which the screens show
 * as 'Network error' (spec section 6's words for no response) with 'Coba lagi'. A request its caller
 * aborted fails as before.
 */
export function fetchWithinTimeLimit(send: Fetch = (input, init) => fetch(input, init)): Fetch {
  return async (input, init = {}) => {
    const limit = (init.method ?? 'GET').toUpperCase() === 'GET' ? READ_TIME_LIMIT_MS : WRITE_TIME_LIMIT_MS;
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(new NoAnswer('timeout')), limit);
    const signal = init.signal ? AbortSignal.any([init.signal, timer.signal]) : timer.signal;
    try {
      const response = await send(input, { ...init, signal });
      const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      if (timer.signal.aborted && !init.signal?.aborted) throw new NoAnswer('timeout');
      throw error;
    } finally {
      clearTimeout(timeout);
    }
  };
}
