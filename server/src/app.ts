import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { getListKdCabang } from '@tulus/shared/contract/branch';
import type { GatewayConfig } from './config.ts';
import { createOnceStore } from './idempotency/create.ts';
import { OnceKeeper } from './idempotency/keeper.ts';
import type { OnceStore } from './idempotency/store.ts';
import { noteFailure, noteProcedure, registerRequestLine } from './logging/request-line.ts';
import { ProviderClient } from './provider/client.ts';
import { createRateLimiter } from './rate-limit/create.ts';
import { createSessionRevocation } from './session/revocation.ts';
import { createSealer } from './session/seal.ts';
import { createContextFactory, type GatewayDeps } from './trpc/context.ts';
import { fastifyTrpc } from './trpc/fastify-adapter.ts';
import { appRouter, type AppRouter } from './routers/_app.ts';
import { registerApiCacheControl } from './security/cache-control.ts';
import { registerSecurityHeaders } from './security/headers.ts';
import { registerRequestHeaderChecks } from './security/request-headers.ts';
import { registerSameOriginWrites } from './security/same-origin.ts';
import { registerUploadRoutes } from './uploads/routes.ts';
import { HELD_TAP_SCRIPT_HASH } from './web/held-tap.ts';
import { hasPageRenderer, registerDrawnPages, RENDERER_PATH } from './web/drawn-pages.ts';
import { undrawnPages } from './web/undrawn-page.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
export const MAX_BATCH_SIZE = 10;

export type GatewayOptions = {
  config: GatewayConfig;
  /** Exactly-once state; by default memory, or Redis with REDIS_URL (idempotency/create.ts). */
  onceStore?: OnceStore;
  /** Where the pino lines go instead of stdout; tests read them to check what is logged. */
  logStream?: { write: (line: string) => void };
  /**
   * tRPC's own Fastify plugin instead of ours, for the equivalence test and the bench that keep
   * our adapter honest (docs/decisions/001-custom-trpc-adapter.md). Production never sets it.
   */
  officialTrpcPlugin?: boolean;
};

/** Builds the gateway as a Fastify app; `server.ts` only listens. */
export async function buildGateway({ config, onceStore, logStream, officialTrpcPlugin }: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.otp', '*.token'],
        censor: '[redacted]',
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    // One line per request is written by logging/request-line.ts, with the fields monitoring needs.
    logController: new LogController({ disableRequestLogging: true }),
    // Keep a well-formed id from the browser or a proxy, so one request is followed end to end.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 256 * 1024,
    // A tRPC batch names all its procedures in one path segment ('customer.detail,vouchers.mine,...'); Fastify's
    // default of 100 characters answered 414 to a batch of five or six. Room for MAX_BATCH_SIZE long names.
    routerOptions: { maxParamLength: MAX_BATCH_SIZE * 40 },
    trustProxy: config.TRUST_PROXY,
  });

  const store = onceStore ?? (await createOnceStore(config, app.log));
  const deps: GatewayDeps = {
    config,
    provider: new ProviderClient(config, app.log),
    sealer: createSealer(config.SESSION_SECRET),
    once: new OnceKeeper(store, app.log),
    rateLimiter: await createRateLimiter(config, app.log),
    revocation: await createSessionRevocation(config, app.log),
  };

  registerRequestLine(app);
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // The request's line names the cause (and a bug's stack).
    noteFailure(request, error);
    // A 5xx never leaks internals; 4xx from Fastify itself (body too large, bad JSON) say what was wrong.
    const message = status >= 500 ? 'Terjadi kesalahan. Harap coba lagi nanti.' : status === 413 ? 'Ukuran data terlalu besar.' : 'Permintaan tidak valid.';
    return reply.code(status).send({ error: { message } });
  });

  registerSecurityHeaders(app, config, [HELD_TAP_SCRIPT_HASH]);
  registerRequestHeaderChecks(app);
  registerSameOriginWrites(app, config);
  registerApiCacheControl(app);
  await app.register(cookie);
  await app.register(multipart);
  await app.register(officialTrpcPlugin ? fastifyTRPCPlugin : fastifyTrpc, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory(deps),
      maxBatchSize: MAX_BATCH_SIZE,
      onError({ error, path, req }) {
        // The request's line names the cause (and a bug's stack); an unknown procedure by its name too.
        if (path) noteProcedure(req, path);
        noteFailure(req, error);
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  registerUploadRoutes(app, deps);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      // A probe: it asks the provider even while the breaker is open, so every replica says "ready" as soon as it answers.
      await deps.provider.call(getListKdCabang, {}, { requestId: String(request.id), clock: request.audit.upstream, probe: true });
      return { status: 'ok', provider: 'reachable' };
    } catch (error) {
      noteFailure(request, error);
      return reply.code(503).send({ status: 'unavailable', provider: 'unreachable' });
    }
  });
  // The browser reads the map tile URL from here, so it is set per deployment, not per build.
  app.get('/config.json', async () => ({ mapTileUrl: config.MAP_TILE_URL }));

  if (config.CLIENT_DIST) await serveClient(app, deps, resolve(config.CLIENT_DIST));

  app.addHook('onClose', async () => {
    await deps.provider.close();
    await deps.rateLimiter.close();
    await deps.revocation.close();
    await store.close?.();
  });
  return app;
}

/** A source map's path, percent-encoded or not: those are for debugging, not for anyone who asks. */
function isSourceMap(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not a valid encoding: judged as it is.
  }
  return /\.map$/i.test(decoded);
}

/**
 * Serves the built client; unknown paths get index.html so the client's router decides. The home
 * page is drawn on the server when the build has its server-render bundle (web/home-page.ts).
 */
async function serveClient(app: FastifyInstance, deps: GatewayDeps, root: string): Promise<void> {
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`CLIENT_DIST has no index.html: ${root}`);
  const template = await readFile(resolve(root, 'index.html'), 'utf8');
  const sendUndrawn = undrawnPages(template);
  if (hasPageRenderer(root)) await registerDrawnPages(app, deps, root, template, sendUndrawn);
  else app.log.warn({ root }, `client build has no ${RENDERER_PATH}: the home page is drawn in the browser only`);
  const renderDir = `/${RENDERER_PATH.split('/')[0]}/`;
  const assetsDir = resolve(root, 'assets') + sep;
  const serviceWorker = resolve(root, 'sw.js');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // '/' is the home page route above (or index.html from the not-found handler below).
    index: false,
    // The server-render bundle is the gateway's, not the browser's; nor are source maps.
    allowedPath: (pathName) => !pathName.startsWith(renderDir) && !isSourceMap(pathName),
    maxAge: '1h',
    // The client's build writes a .br and a .gz beside each text file: a browser that accepts them gets
    // about a quarter of the bytes, which on a slow phone network is most of the first load (docs/performance.md).
    preCompressed: true,
    // Vite names these by their content hash: a new build gives new names, so the browser may keep them.
    setHeaders: (reply, path) => {
      if (path.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      // The service worker (and its .br/.gz) names the build it keeps: a browser must see a new one at once, not after an hour.
      else if (path.startsWith(serviceWorker)) reply.header('cache-control', 'no-cache');
    },
  });
  const notFound = { error: { message: 'Tidak ditemukan.' } };
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (request.method !== 'GET' || path.startsWith('/trpc') || path.startsWith('/api/') || isSourceMap(path)) {
      return reply.code(404).send(notFound);
    }
    // Another build's file (a tab opened before a deploy; in a rolling update, a replica still on the other
    // build) is missing, not a page: the app's page in its place, with 200, failed as a script all the same,
    // and the service worker keeps what answers 200 as the file asked for (client/service-worker.js).
    if (path.startsWith('/assets/')) {
      // Its log line says so: many of them at once is a rolling update or a tab opened before a deploy.
      noteFailure(request, new Error('not a file of this build (another build\'s, or none)'));
      return reply.code(404).header('cache-control', 'no-store').send(notFound);
    }
    return sendUndrawn(request, reply, path);
  });
}
