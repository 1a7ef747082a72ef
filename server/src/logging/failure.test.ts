import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StoreUnavailableError } from '../idempotency/store.ts';
import { CircuitOpenError } from '../provider/breaker.ts';
import { UpstreamError } from '../provider/errors.ts';
import { toTrpcError } from '../trpc/upstream.ts';
import { describeFailure, describeStatus, FAILURE_LEVELS, worstFailure } from './failure.ts';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4100'), { code: 'ECONNREFUSED' });

describe('describeFailure names the cause monitoring alerts on', () => {
  it('the provider: unreachable, timeout, bad answer, 5xx, open circuit; found through the TRPCError that wraps it', () => {
    const cases = [
      [new UpstreamError('unreachable', '/get-products', { cause: refused }), 'provider_unreachable', 'unreachable /get-products (connect ECONNREFUSED 127.0.0.1:4100)'],
      [new UpstreamError('timeout', '/get-products', { cause: Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }) }), 'provider_timeout', 'timeout /get-products (The operation was aborted due to timeout)'],
      [new UpstreamError('bad_response', '/get-products', { status: 200 }), 'provider_bad_answer', 'bad_response /get-products 200'],
      [new UpstreamError('rejected', '/insert-sales-order', { status: 502 }), 'provider_failed', 'rejected /insert-sales-order 502'],
      [new CircuitOpenError('/get-products'), 'breaker_open', '/get-products not called: the circuit is open (the provider went unanswered)'],
    ] as const;
    for (const [error, kind, message] of cases) {
      expect(describeFailure(toTrpcError(error), 500)).toEqual({ kind, message });
      expect(FAILURE_LEVELS[kind]).toBe('warn');
    }
  });

  it("the contract's first issue, not zod's whole dump, for an answer of the wrong shape", () => {
    const shape = z.object({ data: z.array(z.number()) }).safeParse({ data: ['x'] }).error;
    expect(describeFailure(new UpstreamError('bad_response', '/get-products', { cause: shape }), 502).message).toMatch(/^bad_response \/get-products \(data\.0: .+\)$/);
  });

  it("a provider's refusal (wrong password) is a 4xx at info", () => {
    const failure = describeFailure(toTrpcError(new UpstreamError('rejected', '/check-login', { status: 401, providerMessage: 'Password salah' })), 401);
    expect(failure).toEqual({ kind: 'provider_refused', message: 'rejected /check-login 401: Password salah' });
    expect(FAILURE_LEVELS[failure.kind]).toBe('info');
  });

  it('our bug: kind gateway_bug at error, with the message and stack of the error behind tRPC\'s wrapping', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const failure = describeFailure(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: bug }), 500);
    expect(failure).toEqual({ kind: 'gateway_bug', message: bug.message, stack: bug.stack });
    expect(FAILURE_LEVELS.gateway_bug).toBe('error');
    expect(describeFailure(new Error('boom'), 500)).toMatchObject({ kind: 'gateway_bug', message: 'boom' });
  });

  it('Redis not answering a keyed write is store_unavailable, with what Redis said, wherever it is wrapped', () => {
    const down = new StoreUnavailableError(new Error('The client is closed'));
    expect(describeFailure(down, 503)).toEqual({ kind: 'store_unavailable', message: 'idempotency store unavailable (The client is closed)' });
    expect(describeFailure(new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'coba lagi', cause: down }), 503).kind).toBe('store_unavailable');
    expect(FAILURE_LEVELS.store_unavailable).toBe('warn');
  });

  it('a 503 of our own (no capacity) is overloaded, not a bug', () => {
    expect(describeFailure(new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'Server sedang sibuk' }), 200)).toEqual({ kind: 'overloaded', message: 'Server sedang sibuk' });
  });

  it('refusals of the client by their own status, or by the answer\'s when they carry none', () => {
    const input = new TRPCError({ code: 'BAD_REQUEST', cause: z.object({ email: z.email('Email tidak valid') }).safeParse({ email: 'x' }).error });
    expect(describeFailure(input, 400)).toEqual({ kind: 'validation', message: 'invalid input: email: Email tidak valid' });
    expect(describeFailure(new TRPCError({ code: 'UNAUTHORIZED', message: 'Harap login kembali' }), 200).kind).toBe('unauthorized');
    expect(describeFailure(new TRPCError({ code: 'FORBIDDEN' }), 200).kind).toBe('forbidden');
    expect(describeFailure(new TRPCError({ code: 'NOT_FOUND', message: 'No procedure found on path "nope.missing"' }), 404).kind).toBe('not_found');
    expect(describeFailure(new TRPCError({ code: 'TOO_MANY_REQUESTS' }), 429).kind).toBe('rate_limited');
    expect(describeFailure(Object.assign(new Error('too big'), { statusCode: 413 }), 500).kind).toBe('too_large');
    // An error without a status of its own (an upload route's refusal) takes the answer's.
    expect(describeFailure(new Error('Unggahan ini sudah dikirim dengan isi yang berbeda.'), 422).kind).toBe('conflict');
  });

  it('an answer without a recorded error: a 5xx is a bug of ours, a 404 not found', () => {
    expect(describeStatus(500)).toEqual({ kind: 'gateway_bug', message: 'answered 500 without a recorded cause' });
    expect(describeStatus(404).kind).toBe('not_found');
  });

  it('of a batch, the most severe failure is named, the first of equals', () => {
    const info = { kind: 'validation', message: 'a' } as const;
    const warn1 = { kind: 'provider_timeout', message: 'b' } as const;
    const warn2 = { kind: 'provider_unreachable', message: 'c' } as const;
    const bug = { kind: 'gateway_bug', message: 'd' } as const;
    expect(worstFailure([info, warn1, warn2])).toBe(warn1);
    expect(worstFailure([warn1, bug, info])).toBe(bug);
    expect(worstFailure([])).toBeUndefined();
  });
});
