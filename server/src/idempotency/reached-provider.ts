import { TRPCError } from '@trpc/server';
import { CircuitOpenError } from '../provider/breaker.ts';
import { UpstreamError } from '../provider/errors.ts';

/** Failures to connect: the request never left the gateway. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

const codeOf = (error: unknown): string | undefined => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  return typeof code === 'string' ? code : cause ? codeOf(cause) : undefined;
};

/**
 * Whether a write that failed may nevertheless have been stored by the provider. Only what
 * proves otherwise says no: the circuit was open (nothing sent), no connection was made, or the
 * provider answered with a refusal (4xx). A timeout, a reset or cut answer, a 5xx (the provider,
 * or a proxy in front of it, may have acted) or anything unexpected after sending says yes.
 */
export function mayHaveBeenStored(error: unknown): boolean {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  if (cause instanceof CircuitOpenError) return false;
  if (!(cause instanceof UpstreamError)) return true;
  if (cause.kind === 'rejected') return (cause.status ?? 0) >= 500;
  if (cause.kind === 'unreachable' || cause.kind === 'timeout') return !NOT_CONNECTED.has(codeOf(cause.cause) ?? '');
  return true;
}

/** A failure that came after the full provider timeout: looking the write up at once would make the user wait twice. */
export function wasSlow(error: unknown): boolean {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  return cause instanceof UpstreamError && cause.kind === 'timeout';
}
