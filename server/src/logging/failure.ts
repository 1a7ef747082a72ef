import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { StoreUnavailableError } from '../idempotency/store.ts';
import { CircuitOpenError } from '../provider/breaker.ts';
import { UpstreamError } from '../provider/errors.ts';

/**
 * Why a request failed, as monitoring reads it from the request's log line (`error.kind`).
 * The provider's trouble and refusals for lack of capacity are warnings, our own bugs errors,
 * and a client's refused request (bad input, no session, a limit) stays at info.
 */
export const FAILURE_LEVELS = {
  /** The provider could not be reached (refused or dropped connection). */
  provider_unreachable: 'warn',
  /** The provider did not answer within PROVIDER_HEADERS_TIMEOUT_MS + PROVIDER_BODY_TIMEOUT_MS. */
  provider_timeout: 'warn',
  /** The provider answered something that is not its contract (HTML, broken JSON, wrong shape). */
  provider_bad_answer: 'warn',
  /** The provider answered a 5xx. */
  provider_failed: 'warn',
  /** Refused without a call: the circuit breaker is open after the provider went unanswered. */
  breaker_open: 'warn',
  /** The gateway refused for lack of capacity (a 503 of its own). */
  overloaded: 'warn',
  /** A store the gateway needs (Redis, for keyed writes) did not answer: the write was refused, nothing sent. */
  store_unavailable: 'warn',
  /** Anything else that ended in a 5xx: a bug of ours. */
  gateway_bug: 'error',
  /** The provider refused the request (a 4xx: wrong password, an order it will not take). */
  provider_refused: 'info',
  validation: 'info',
  unauthorized: 'info',
  forbidden: 'info',
  not_found: 'info',
  conflict: 'info',
  too_large: 'info',
  rate_limited: 'info',
  /** Another 4xx. */
  refused: 'info',
} as const satisfies Record<string, 'error' | 'warn' | 'info'>;

export type FailureKind = keyof typeof FAILURE_LEVELS;
export type Failure = { kind: FailureKind; message: string; stack?: string };

const MAX_MESSAGE = 300;
const SEVERITY = { info: 0, warn: 1, error: 2 } as const;

/** Of several failures (a batch), the one monitoring must see: the most severe, the first of equals. */
export function worstFailure(failures: Failure[]): Failure | undefined {
  let worst: Failure | undefined;
  for (const failure of failures) {
    if (!worst || SEVERITY[FAILURE_LEVELS[failure.kind]] > SEVERITY[FAILURE_LEVELS[worst.kind]]) worst = failure;
  }
  return worst;
}

/**
 * Names the cause of `error`, which ended a request answered with `status` (used when the
 * error does not carry a status of its own). The provider's errors are found anywhere in the
 * cause chain (a TRPCError wrapping an UpstreamError, an idempotency error wrapping both).
 */
export function describeFailure(error: unknown, status: number): Failure {
  const store = findCause(error, (e): e is StoreUnavailableError => e instanceof StoreUnavailableError);
  if (store) return { kind: 'store_unavailable', message: short(`${store.message}${detailOf(store.cause)}`) };
  const upstream = findCause(error, (e): e is UpstreamError => e instanceof UpstreamError);
  if (upstream instanceof CircuitOpenError) return { kind: 'breaker_open', message: `${upstream.path} not called: the circuit is open (the provider went unanswered)` };
  if (upstream) return { kind: upstreamKind(upstream), message: short(`${upstream.message}${detailOf(upstream.cause)}`) };
  const own = statusOf(error) ?? status;
  if (own >= 500) {
    if (own === 503) return { kind: 'overloaded', message: short(messageOf(error)) };
    // A TRPCError from tRPC's own wrapping says only "Internal server error"; the bug is its cause.
    const bug = error instanceof TRPCError && error.code === 'INTERNAL_SERVER_ERROR' && error.cause ? error.cause : error;
    return { kind: 'gateway_bug', message: short(messageOf(bug)), ...(bug instanceof Error && bug.stack ? { stack: bug.stack } : {}) };
  }
  return { kind: kindOfStatus(own), message: short(messageOf(error)) };
}

/** The cause of a refusal that had no error object behind it (Fastify's 404, an unexplained 5xx). */
export function describeStatus(status: number): Failure {
  if (status >= 500) return { kind: 'gateway_bug', message: `answered ${status} without a recorded cause` };
  return { kind: kindOfStatus(status), message: `answered ${status}` };
}

function upstreamKind(error: UpstreamError): FailureKind {
  switch (error.kind) {
    case 'unreachable':
      return 'provider_unreachable';
    case 'timeout':
      return 'provider_timeout';
    case 'bad_response':
      return 'provider_bad_answer';
    case 'rejected':
      return (error.status ?? 400) >= 500 ? 'provider_failed' : 'provider_refused';
  }
}

function kindOfStatus(status: number): FailureKind {
  switch (status) {
    case 400:
    case 415:
      return 'validation';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
    case 405:
      return 'not_found';
    case 409:
    case 422:
      return 'conflict';
    case 413:
      return 'too_large';
    case 429:
      return 'rate_limited';
    default:
      return 'refused';
  }
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof TRPCError) return getHTTPStatusCodeFromError(error);
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 ? status : undefined;
}

function findCause<T>(error: unknown, match: (e: unknown) => e is T): T | undefined {
  for (let current = error, depth = 0; current && depth < 8; current = (current as { cause?: unknown }).cause, depth++) {
    if (match(current)) return current;
  }
  return undefined;
}

/** What went wrong in a sentence: a bad input's first issue rather than zod's JSON of them all. */
function messageOf(error: unknown): string {
  const zod = findCause(error, (e): e is ZodError => e instanceof ZodError);
  if (zod) return `invalid input: ${issueOf(zod)}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The low-level reason behind a provider error (ECONNREFUSED, "other side closed", the contract's first issue). */
function detailOf(cause: unknown): string {
  if (cause instanceof ZodError) return ` (${issueOf(cause)})`;
  if (!(cause instanceof Error)) return '';
  const code = (cause as { code?: unknown }).code;
  return ` (${typeof code === 'string' && !cause.message.includes(code) ? `${code}: ` : ''}${cause.message})`;
}

function issueOf(error: ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'no issue';
}

const short = (text: string) => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text);
