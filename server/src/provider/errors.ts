/**
 * Why a provider call failed, as small error classes (after cal.com's http-error and
 * ky's errors): the tRPC layer maps each kind to a code and a message in one place.
 */
export type UpstreamFailure = 'unreachable' | 'timeout' | 'rejected' | 'bad_response';

export class UpstreamError extends Error {
  readonly kind: UpstreamFailure;
  readonly path: string;
  /** HTTP status of a rejection (or the body's status_code when the HTTP status was 2xx). */
  readonly status: number | undefined;
  /** What the provider's body said, for rejections. */
  readonly providerMessage: string | undefined;
  readonly data: unknown;

  constructor(kind: UpstreamFailure, path: string, details: { status?: number; providerMessage?: string; data?: unknown; cause?: unknown } = {}) {
    super(`${kind} ${path}${details.status ? ` ${details.status}` : ''}${details.providerMessage ? `: ${details.providerMessage}` : ''}`, { cause: details.cause });
    this.name = 'UpstreamError';
    this.kind = kind;
    this.path = path;
    this.status = details.status;
    this.providerMessage = details.providerMessage;
    this.data = details.data;
  }
}
