import { setTimeout as sleep } from 'node:timers/promises';
import { FormData, Pool, errors as undiciErrors, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { API_PREFIX, type ProviderPath } from '@tulus/shared/contract/envelope';
import type { GatewayConfig } from '../config.ts';
import type { UpstreamClock } from '../logging/upstream-clock.ts';
import { CircuitBreaker, CircuitOpenError, type BreakerChange } from './breaker.ts';
import { UpstreamError } from './errors.ts';

export type CallOptions = {
  /** The provider token of the session, sent as a bearer token. */
  token?: string | undefined;
  /** Travels to the provider as x-request-id so one request can be followed end to end. */
  requestId: string;
  /** Times the request's wait for the provider and counts its calls, for the request's log line. */
  clock?: UpstreamClock;
  /**
   * The readiness check: sent even while the circuit is open (it must say whether the provider
   * answers now, not what the breaker last saw), and once, without retries (whoever asks asks
   * again); its answer still counts for the breaker.
   */
  probe?: boolean;
};

/** Where the breaker's changes of state are logged (the gateway's pino logger). */
export type BreakerLog = { info: (fields: object, msg: string) => void; warn: (fields: object, msg: string) => void };

/** A multipart path's fields: the path's request, each as a plain value the query string can carry. */
export type UploadFields<Req extends z.ZodType> = { [K in keyof z.input<Req>]: z.input<Req>[K] & (string | number | boolean) };

export type UploadFile = { field: string; bytes: Buffer; filename: string; contentType: string };

/** Reads (get-*, check-token-*) change nothing, so a retry is safe; everything else is sent once. */
export const isIdempotentRead = (path: string) => /^\/(get-|check-token-)/.test(path);

const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function classify(error: unknown, path: string): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const { code = '', name = '' } = error as { code?: string; name?: string };
  // TimeoutError: the per-attempt deadline below fired (AbortSignal.timeout's reason).
  if (TIMEOUT_CODES.has(code) || name === 'TimeoutError' || error instanceof undiciErrors.ConnectTimeoutError) {
    return new UpstreamError('timeout', path, { cause: error });
  }
  return new UpstreamError('unreachable', path, { cause: error });
}

/**
 * The one way the gateway talks to the provider: a pooled undici agent with connect,
 * header and body timeouts, bounded retries with backoff for reads only, and every
 * answer validated against the shared contract before anyone uses it.
 */
export class ProviderClient {
  private readonly pool: Pool;
  private readonly retries: number;
  private readonly deadlineMs: number;
  /** Opened by consecutive unanswered calls; while open, calls fail fast with the unreachable mapping. */
  readonly breaker: CircuitBreaker;

  constructor(config: GatewayConfig, log?: BreakerLog) {
    this.pool = new Pool(config.PROVIDER_URL, {
      connections: config.PROVIDER_CONNECTIONS,
      connect: { timeout: config.PROVIDER_CONNECT_TIMEOUT_MS },
      headersTimeout: config.PROVIDER_HEADERS_TIMEOUT_MS,
      bodyTimeout: config.PROVIDER_BODY_TIMEOUT_MS,
    });
    this.retries = config.PROVIDER_READ_RETRIES;
    // undici checks its header and body timeouts on a coarse ~1 s tick, and its body timeout
    // is per chunk (a provider dribbling bytes never trips it); one precise deadline per
    // attempt bounds the whole answer.
    this.deadlineMs = config.PROVIDER_HEADERS_TIMEOUT_MS + config.PROVIDER_BODY_TIMEOUT_MS;
    this.breaker = new CircuitBreaker({
      threshold: config.PROVIDER_BREAKER_THRESHOLD,
      coolDownMs: config.PROVIDER_BREAKER_COOLDOWN_MS,
      onChange: log && ((change) => logBreakerChange(log, change, config.PROVIDER_BREAKER_COOLDOWN_MS)),
    });
  }

  /** A JSON call: validated input goes out, a validated success envelope comes back. */
  async call<Req extends z.ZodType, Res extends z.ZodType>(def: ProviderPath<Req, Res>, input: z.input<Req>, options: CallOptions): Promise<z.infer<Res>> {
    const body = JSON.stringify(input ?? {});
    const attempts = isIdempotentRead(def.path) && !options.probe ? this.retries + 1 : 1;
    let previous: UpstreamError | undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        const raw = await this.send(def.path, { body, contentType: 'application/json' }, options);
        return this.validate(def, raw);
      } catch (error) {
        const failure = classify(error, def.path);
        // A retry the circuit refused (it opened meanwhile) reports what the call itself met.
        if (failure instanceof CircuitOpenError && previous) throw previous;
        // A timeout is not retried: the caller has already waited the full timeout once.
        // An open circuit is not retried either: it fails fast on purpose.
        const retryable = (failure.kind === 'unreachable' && !(failure instanceof CircuitOpenError)) || (failure.kind === 'rejected' && (failure.status ?? 0) >= 500);
        if (!retryable || attempt >= attempts) throw failure;
        previous = failure;
        await sleep(100 * 2 ** (attempt - 1));
      }
    }
  }

  /** A multipart call: fields in the query string (as the spec's client sends them), files as parts. */
  async upload<Req extends z.ZodType, Res extends z.ZodType>(
    def: ProviderPath<Req, Res>,
    fields: UploadFields<Req>,
    files: UploadFile[],
    options: CallOptions & { textParts?: boolean },
  ): Promise<z.infer<Res>> {
    const form = new FormData();
    const entries = Object.entries(fields as Record<string, string | number | boolean>);
    if (options.textParts) for (const [k, v] of entries) form.append(k, String(v));
    for (const file of files) {
      form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
    }
    const query = new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)]));
    try {
      const raw = await this.send(`${def.path}?${query}`, { body: form }, options);
      return this.validate(def, raw);
    } catch (error) {
      throw classify(error, def.path);
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  private async send(pathAndQuery: string, payload: { body: string | FormData; contentType?: string }, options: CallOptions): Promise<unknown> {
    const path = pathAndQuery.split('?')[0]!;
    const headers: Record<string, string> = { 'x-request-id': options.requestId, accept: 'application/json' };
    if (payload.contentType) headers['content-type'] = payload.contentType;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (!options.probe && !this.breaker.allow()) throw new CircuitOpenError(path);
    const finished = options.clock?.start();
    try {
      let res: Dispatcher.ResponseData;
      let text: string;
      try {
        res = await this.pool.request({
          path: `${API_PREFIX}${pathAndQuery}`, method: 'POST', headers, body: payload.body, signal: AbortSignal.timeout(this.deadlineMs),
        });
        text = await readText(res.body, path);
      } catch (error) {
        const failure = classify(error, path);
        // Only an unanswered call counts against the provider; an answer of any kind proves it reachable.
        if (failure.kind === 'unreachable' || failure.kind === 'timeout') this.breaker.failure();
        else this.breaker.success();
        throw failure;
      }
      this.breaker.success();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new UpstreamError(res.statusCode >= 500 ? 'rejected' : 'bad_response', path, { status: res.statusCode });
      }
      const envelope = json as { status?: unknown; status_code?: unknown; message?: unknown; data?: unknown };
      const bodyCode = typeof envelope.status_code === 'number' ? envelope.status_code : undefined;
      // The spec's provider signals failure in the body ('failed') as well as by HTTP status.
      if (res.statusCode >= 300 || envelope.status === 'failed' || (bodyCode !== undefined && bodyCode >= 300)) {
        throw new UpstreamError('rejected', path, {
          status: res.statusCode >= 300 ? res.statusCode : (bodyCode ?? 400),
          providerMessage: typeof envelope.message === 'string' ? envelope.message : undefined,
          data: envelope.data,
        });
      }
      return json;
    } finally {
      finished?.();
    }
  }

  private validate<Res extends z.ZodType>(def: ProviderPath<z.ZodType, Res>, raw: unknown): z.infer<Res> {
    const parsed = def.response.safeParse(raw);
    if (!parsed.success) throw new UpstreamError('bad_response', def.path, { cause: parsed.error });
    return parsed.data;
  }
}

/**
 * One line per change of the breaker's state: opening is the provider's trouble (warn), the
 * trial and the closing are news (info). Monitoring sees an outage start and end in two lines
 * instead of inferring it from hundreds of 503s.
 */
function logBreakerChange(log: BreakerLog, change: BreakerChange, coolDownMs: number): void {
  const fields = { breaker: change.state, previous: change.previous, failures: change.failures, refused: change.refused, outageMs: change.outageMs };
  if (change.state === 'open') log.warn({ ...fields, coolDownMs }, 'provider circuit open');
  else if (change.state === 'half_open') log.info(fields, 'provider circuit half-open: one trial call');
  else log.info(fields, 'provider circuit closed');
}

async function readText(body: AsyncIterable<Buffer>, path: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_RESPONSE_BYTES) throw new UpstreamError('bad_response', path);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
