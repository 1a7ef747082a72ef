import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { resolveResponse } from '@trpc/server/http';
import {
  getErrorShape, getHTTPStatusCode, getProcedureAtPath, getTRPCErrorFromUnknown, isAsyncIterable, isObject, isPromise, transformTRPCResponse,
  TRPCError, type AnyProcedure, type TRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { AppRouter } from '../routers/_app.ts';

/**
 * tRPC on Fastify, as @trpc/server/adapters/fastify does it (the same resolveResponse, so the
 * same protocol, batching, errors and status codes), minus two costs it pays on every request
 * that the gateway's profile showed (docs/performance.md; why we keep our own:
 * docs/decisions/001-custom-trpc-adapter.md):
 * - it aborts each request's signal when the response closes, finished or not, and every
 *   abort builds a DOMException with a stack trace; here only a client that leaves before its
 *   answer aborts it;
 * - it hands Fastify the web Response, which Fastify streams back chunk by chunk (chunked
 *   transfer encoding); tRPC's non-streaming answers are one JSON string, sent here as such.
 * - the reads the browser sends (httpBatchLink's GET with `batch=1`, queries only) skip the fetch
 *   `Request`, `Headers` and `Response` that resolveResponse builds and reads back for every call
 *   (about a fifth of the gateway's CPU on a read): `batchedQueries` below runs them as
 *   resolveResponse does and writes the same status, headers and body. Anything else (a mutation,
 *   a stream, an unknown procedure, a malformed input, a batch too large) goes through
 *   resolveResponse, which has not yet run anything when that is decided.
 * Register it with a prefix (`/trpc`); it owns the JSON and multipart parsers of its scope.
 */
export const fastifyTrpc: FastifyPluginAsync<FastifyTRPCPluginOptions<AppRouter>> = async (app, { trpcOptions }) => {
  // As tRPC's plugin: tRPC reads the body itself (a JSON string; a multipart stream untouched).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', {}, (_req, payload, done) => done(null, payload));

  app.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
    const raw = request.raw;
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    if (raw.method === 'GET') {
      const calls = await batchedQueries(trpcOptions, request);
      if (calls) return runBatchedQueries(trpcOptions, request, reply, calls, controller.signal);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(raw.headers)) {
      if (name.startsWith(':') || value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else headers.append(name, value);
    }
    const init: RequestInit & { duplex?: 'half' } = { method: raw.method!, headers, signal: controller.signal };
    if (raw.method !== 'GET' && raw.method !== 'HEAD' && request.body !== undefined) {
      const body = request.body as string | IncomingMessage;
      init.body = typeof body === 'string' ? body : (body as unknown as ReadableStream);
      init.duplex = 'half';
    }
    // tRPC reads the path and the query of this URL, never its host: a fixed one, whatever Host the client sent.
    const req = new Request(new URL(raw.url!, 'http://gateway.invalid'), init);

    const response = await resolveResponse({
      ...trpcOptions,
      req,
      path: request.params.path,
      error: null,
      createContext: async ({ info }) => trpcOptions.createContext?.({ req: request, res: reply, info }),
      onError: (options) => trpcOptions.onError?.({ ...options, req: request }),
    });

    reply.code(response.status);
    // Cookies are set on the Fastify reply by the procedures (the session); tRPC sets none of its own.
    for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
    // A streamed answer (a client asking for JSON lines or a subscription) goes out as a stream.
    if (!response.headers.get('content-type')?.startsWith('application/json')) return reply.send(response);
    return reply.send(await response.text());
  });
};

/**
 * The @trpc/server release whose resolveResponse and internals this file copies. package.json pins
 * exactly this version; fastify-adapter.test.ts fails when another one is installed, so an upgrade
 * reads resolveResponse again and reruns `npm run bench -- gateway` (docs/decisions/001-custom-trpc-adapter.md).
 */
export const TRPC_INTERNALS_READ_FROM = '11.19.0';

type TrpcOptions = FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
type BatchedCall = { path: string; procedure: AnyProcedure; input: unknown };

/** What resolveResponse calls a stream-like answer (refused outside a streaming request). */
const isDataStream = (value: unknown) =>
  isObject(value) && (isAsyncIterable(value) || Object.values(value).some(isPromise) || Object.values(value).some(isAsyncIterable));

/**
 * The calls of a GET that `runBatchedQueries` answers exactly as resolveResponse would: a batch
 * (`batch=1`) of queries that all exist, within the batch size, with a readable input, no
 * streaming asked for (`trpc-accept` or an `accept` of JSON lines) and no connection parameters.
 * Null for anything else, which goes to resolveResponse (and gets its answers and errors).
 */
async function batchedQueries(options: TrpcOptions, request: FastifyRequest<{ Params: { path: string } }>): Promise<BatchedCall[] | null> {
  if (options.responseMeta || options.allowBatching === false || options.batching?.enabled === false) return null;
  const { headers } = request.raw;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) return null;
  const url = request.raw.url!;
  const question = url.indexOf('?');
  if (question < 0) return null;
  const query = new URLSearchParams(url.slice(question + 1));
  if (query.get('batch') !== '1' || query.has('connectionParams')) return null;
  let paths: string[];
  let inputs: unknown;
  try {
    paths = decodeURIComponent(request.params.path).split(',');
    const input = query.get('input');
    inputs = input ? JSON.parse(input) : {};
  } catch {
    return null;
  }
  if (!isObject(inputs) || (typeof options.maxBatchSize === 'number' && paths.length > options.maxBatchSize)) return null;
  const { router } = options;
  const { transformer } = router._def._config;
  const calls: BatchedCall[] = [];
  for (const [index, path] of paths.entries()) {
    const procedure = await getProcedureAtPath(router, path);
    if (!procedure || procedure._def.type !== 'query') return null;
    const raw = (inputs as Record<string, unknown>)[index];
    calls.push({ path, procedure, input: raw === undefined ? undefined : transformer.input.deserialize(raw) });
  }
  return calls;
}

/** resolveResponse's non-streaming batch answer, for the calls `batchedQueries` accepted. */
async function runBatchedQueries(options: TrpcOptions, request: FastifyRequest, reply: FastifyReply, calls: BatchedCall[], signal: AbortSignal) {
  const config = options.router._def._config;
  let ctx: Awaited<ReturnType<NonNullable<TrpcOptions['createContext']>>> | undefined;
  let ctxError: TRPCError | undefined;
  const info = {
    isBatchCall: true, accept: null, type: 'query' as const, connectionParams: null, signal, url: null,
    calls: calls.map((call, batchIndex) => ({ batchIndex, path: call.path, procedure: call.procedure, getRawInput: async () => call.input, result: () => call.input })),
  };
  try {
    ctx = await options.createContext?.({ req: request, res: reply, info } as Parameters<NonNullable<TrpcOptions['createContext']>>[0]);
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }
  // As resolveResponse's call.result(): the input once any call of the batch has read it.
  let inputRead = false;
  const results = await Promise.all(
    calls.map(async (call, batchIndex): Promise<[TRPCError, undefined] | [undefined, unknown]> => {
      try {
        if (ctxError) throw ctxError;
        const data: unknown = await call.procedure({
          path: call.path, ctx, type: 'query', signal, batchIndex,
          getRawInput: async () => {
            inputRead = true;
            return call.input;
          },
        });
        if (isDataStream(data)) {
          return [new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink' }), undefined];
        }
        return [undefined, data];
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError?.({ error, path: call.path, input: inputRead ? call.input : undefined, ctx, type: 'query', req: request } as Parameters<NonNullable<TrpcOptions['onError']>>[0]);
        return [error, undefined];
      }
    }),
  );
  const untransformed = results.map(([error, data], index): TRPCResponse => {
    const call = calls[index]!;
    if (!error) return { result: { data } };
    return { error: getErrorShape({ config, ctx, error, input: inputRead ? call.input : undefined, path: call.path, type: 'query' }) };
  });
  reply.code(getHTTPStatusCode(untransformed));
  // The headers resolveResponse sets, in the order its Headers list them.
  reply.header('content-type', 'application/json');
  reply.header('vary', 'trpc-accept, accept');
  return reply.send(JSON.stringify(transformTRPCResponse(config, untransformed)));
}
