import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describeFailure, describeStatus, FAILURE_LEVELS, worstFailure, type Failure } from './failure.ts';
import { UpstreamClock } from './upstream-clock.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the request's single log line reports. */
    audit: Audit;
  }
}

export type Audit = {
  procedures: string[];
  role: string;
  /** Wall time waiting for the provider, and the calls sent. */
  upstream: UpstreamClock;
  /** What made the request fail (or a call of its batch): described when the line is written. */
  errors: unknown[];
};

/**
 * Health checks run every few seconds on every process (8 640 lines a day each at 10 s):
 * a passing one is logged at debug so the request lines stay readable; a failing one is not.
 */
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

const freshAudit = (): Audit => ({ procedures: [], role: 'visitor', upstream: new UpstreamClock(), errors: [] });

/** The request's audit; made here for a request that failed before the onRequest hook ran. */
const auditOf = (request: FastifyRequest): Audit => (request.audit ??= freshAudit());

/** Records why the request (or a call of its batch) failed; its line names the cause. */
export function noteFailure(request: FastifyRequest, error: unknown): void {
  auditOf(request).errors.push(error);
}

/** Records a procedure the request named (an unknown one too: stale clients and scanners are counted by name). */
export function noteProcedure(request: FastifyRequest, procedure: string): void {
  const { procedures } = auditOf(request);
  const name = procedure.slice(0, 100);
  if (!procedures.includes(name)) procedures.push(name);
}

/**
 * One JSON line per request, written when its answer is finished: who asked what, the answer,
 * how long it took and how much of it was spent waiting for the provider, and for a refusal
 * or failure its cause (`error.kind` and a short message). The line's level follows the
 * cause: error for a bug of ours, warn for the provider's trouble, info otherwise, debug for a
 * passing health check.
 */
export function registerRequestLine(app: FastifyInstance): void {
  app.decorateRequest('audit', null as unknown as Audit);
  app.addHook('onRequest', async (request, reply) => {
    request.audit = freshAudit();
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const audit = auditOf(request);
    const status = reply.statusCode;
    const durationMs = reply.elapsedTime;
    // The clock started after the reply's timer and stops at the same distance from it: a call
    // still out when the answer was sent counts up to the answer, never beyond durationMs.
    audit.upstream.stop(audit.upstream.openedAt + durationMs);
    const path = request.url.split('?')[0]!;
    const failure = failureOf(audit, status);
    const level = failure ? FAILURE_LEVELS[failure.kind] : HEALTH_PATHS.has(path) ? 'debug' : 'info';
    request.log[level](
      {
        method: request.method,
        path,
        procedure: audit.procedures.join(',') || undefined,
        role: audit.role,
        status,
        outcome: status >= 500 ? 'server_error' : status >= 400 ? 'client_error' : 'ok',
        durationMs: round(durationMs),
        upstreamMs: round(audit.upstream.ms),
        upstreamCalls: audit.upstream.calls,
        error: failure,
      },
      'request',
    );
  });
}

function failureOf(audit: Audit, status: number): Failure | undefined {
  if (audit.errors.length > 0) return worstFailure(audit.errors.map((error) => describeFailure(error, status)));
  return status >= 400 ? describeStatus(status) : undefined;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
