import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { fetchWithinTimeLimit, READ_TIME_LIMIT_MS, WRITE_TIME_LIMIT_MS } from './answer-time-limit.ts';
import { errorMessage, mayPassOnRetry, NoAnswer, timedOut } from './errors.ts';

/** A connection that carries nothing: the request waits until it is aborted, and fails with the abort's reason. */
function stalled(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
}

/** An answer whose headers come at once and whose body stops halfway. */
function stalledBody(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('[{"result":'));
      init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
    },
  });
  return Promise.resolve(new Response(body, { status: 200 }));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether the promise has settled, and how, without waiting for it. */
function watch<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  );
  return seen;
}

describe('fetchWithinTimeLimit', () => {
  it('ends a read that gets no answer after the read limit, as no answer', async () => {
    const seen = watch(fetchWithinTimeLimit(stalled)('/trpc/catalog.products?batch=1'));
    await vi.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS - 1);
    expect(seen.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.error).toBeInstanceOf(NoAnswer);
  });

  it('gives a write the longer limit', async () => {
    const seen = watch(fetchWithinTimeLimit(stalled)('/trpc/orders.checkout?batch=1', { method: 'POST', body: '{}' }));
    await vi.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS + 1);
    expect(seen.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(WRITE_TIME_LIMIT_MS - READ_TIME_LIMIT_MS);
    expect(seen.error).toBeInstanceOf(NoAnswer);
  });

  it('counts the body: an answer that stops halfway ends as no answer too', async () => {
    const seen = watch(fetchWithinTimeLimit(stalledBody)('/trpc/orders.detail?batch=1'));
    await vi.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS);
    expect(seen.error).toBeInstanceOf(NoAnswer);
  });

  it('hands a whole answer over as it came, and no timer is left behind', async () => {
    const answer = JSON.stringify([{ result: { data: { id: 5 } } }]);
    const send = vi.fn(() => Promise.resolve(new Response(answer, { status: 200, headers: { 'content-type': 'application/json' } })));
    const response = await fetchWithinTimeLimit(send)('/trpc/catalog.product?batch=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual([{ result: { data: { id: 5 } } }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("leaves a request its caller aborted as the caller's abort, not a time limit", async () => {
    const caller = new AbortController();
    const seen = watch(fetchWithinTimeLimit(stalled)('/trpc/catalog.products?batch=1', { signal: caller.signal }));
    caller.abort(new DOMException('left the screen', 'AbortError'));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.error).toBeInstanceOf(DOMException);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a time limit, as a screen shows it', () => {
  const limited = new TRPCClientError('timeout', { cause: new NoAnswer('timeout') });

  it("says 'Network error' (the spec's words for no response) and offers 'Coba lagi'", () => {
    expect(errorMessage(limited)).toBe('Network error');
    expect(mayPassOnRetry(limited)).toBe(true);
    expect(timedOut(limited)).toBe(true);
  });

  it('is not an answer that failed', () => {
    expect(timedOut(new TRPCClientError('Failed to fetch'))).toBe(false);
    expect(timedOut(new NoAnswer('timeout'))).toBe(false);
  });
});
