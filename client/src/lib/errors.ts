import { TRPCClientError } from '@trpc/client';

/** The Indonesian message the gateway sent, or a general one for anything unexpected. */
export function errorMessage(error: unknown, fallback = 'Terjadi kesalahan. Harap coba lagi nanti.'): string {
  if (error instanceof TRPCClientError) {
    // A network failure before any answer has no data: say so in the spec's words.
    if (!error.data && /fetch|network/i.test(error.message)) return 'Network error';
    return error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
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
  constructor(message: string, status: number) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/** The person stopped the upload ('Batal'); nothing to report as a failure. */
export class UploadCancelled extends UploadError {
  constructor() {
    super('Pengiriman dibatalkan.', 0);
    this.name = 'UploadCancelled';
  }
}
