import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { resolveResponse } from '@trpc/server/http';
import type { AppRouter } from '../routers/_app.ts';

/**
 * tRPC on Fastify, as @trpc/server/adapters/fastify does it (the same resolveResponse, so the
 * same protocol, batching, errors and status codes), minus two costs it pays on every request
 * that the gateway's profile showed (issue 8):
 * - it aborts each request's signal when the response closes, finished or not, and every
 *   abort builds a DOMException with a stack trace; here only a client that leaves before its
 *   answer aborts it;
 * - it hands Fastify the web Response, which Fastify streams back chunk by chunk (chunked
 *   transfer encoding); tRPC's non-streaming answers are one JSON string, sent here as such.
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
    const req = new Request(new URL(raw.url!, `http://${raw.headers.host ?? 'localhost'}`), init);

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
