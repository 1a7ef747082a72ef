import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@tulus/server/routers/_app';
import { mayPassOnRetry, UploadError } from './errors.ts';

/** A gateway answer refused or failed with this HTTP status, as the tRPC client hands it to a screen. */
const answered = (httpStatus: number) =>
  new TRPCClientError<AppRouter>('Pesanan tidak ditemukan.', { result: { error: { message: 'x', code: -32600, data: { httpStatus } } } as never });

describe('mayPassOnRetry: whether a screen offers Coba lagi', () => {
  it('yes when no answer came (the signal lost)', () => {
    expect(mayPassOnRetry(new TRPCClientError<AppRouter>('Failed to fetch'))).toBe(true);
  });

  it('yes when the gateway or the provider failed or was busy', () => {
    for (const status of [500, 502, 503, 504, 408, 429]) expect(mayPassOnRetry(answered(status)), String(status)).toBe(true);
    expect(mayPassOnRetry(new UploadError('Network error', 503))).toBe(true);
  });

  it('no after a refusal, which asking again would only repeat', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(mayPassOnRetry(answered(status)), String(status)).toBe(false);
    expect(mayPassOnRetry(new UploadError('Terlalu besar', 413))).toBe(false);
  });
});
