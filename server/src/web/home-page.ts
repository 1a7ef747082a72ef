import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Piscina } from 'piscina';
import { appRouter } from '../routers/_app.ts';
import { buildContext, type GatewayDeps } from '../trpc/context.ts';
import { withTimeout } from '../with-timeout.ts';
import { HOME_PRODUCTS } from './home-renderer.ts';
import { RENDERER_PATH, type Encoding, type RenderTask, type RenderWorkerData } from './render-worker.ts';

export { RENDERER_PATH };

/**
 * How long a customer's home page waits for the provider's answers before it goes out undrawn (the
 * browser then asks for them itself, and shows its own loading and error states): a slow provider
 * must not hold up the page.
 */
export const FIRST_SCREEN_DATA_TIMEOUT_MS = 1500;
/** A drawing that takes longer than this (a burst of home page loads) is given up for the undrawn page. */
export const RENDER_TIMEOUT_MS = 1000;
/** Home pages waiting for the worker beyond this go out undrawn at once. */
const MAX_QUEUE = 32;

/** Whether this client build has the server-render bundle (client/vite.config.ts writes it). */
export function hasHomeRenderer(root: string): boolean {
  return existsSync(resolve(root, RENDERER_PATH));
}

/**
 * One product per view on a phone, two on a tablet, five on a computer: the home carousel's width
 * classes (client use-slides-per-page.ts), guessed from the request since the server has no window.
 */
export function guessSlidesPerPage(request: FastifyRequest): number {
  const agent = request.headers['user-agent'] ?? '';
  if (request.headers['sec-ch-ua-mobile'] === '?1' || /Mobi|iPhone/i.test(agent)) return 1;
  if (/Android|iPad|Tablet/i.test(agent)) return 2;
  return 5;
}

function acceptedEncoding(request: FastifyRequest): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}

/**
 * GET / : the home page drawn on the server, so a phone paints it from the HTML instead of after
 * seconds of script (LCP; docs/decisions/002-server-drawn-home-page.md). A visitor's page is the same for everyone of a width class and is
 * drawn once; a customer's is drawn from their own session, detail and products, read through the
 * same procedures the browser would call. The drawing runs in a worker thread (render-worker.ts).
 * Anything that goes wrong sends index.html as it is: the browser then draws the page itself, as it
 * does for every other path.
 */
export async function registerHomePage(app: FastifyInstance, deps: GatewayDeps, root: string, template: string): Promise<void> {
  const pool = new Piscina({
    filename: new URL('./render-worker.ts', import.meta.url).href,
    // All cores but one, at most two: a drawing is short, and the event loop and sharp need the rest.
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    idleTimeout: Number.POSITIVE_INFINITY,
    maxQueue: MAX_QUEUE,
    // index.html as read once here, for both the drawn page and the undrawn fallback.
    workerData: { root, template } satisfies RenderWorkerData,
  });
  // Loads the bundle before the first visitor: a broken build shows at start, not on the first page.
  await pool.run(null);
  app.addHook('onClose', () => pool.destroy());

  const draw = async (task: RenderTask) => Buffer.from((await pool.run(task, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) })) as ArrayBuffer);
  // A visitor's page per width class and encoding, drawn once.
  const visitorPages = new Map<string, Promise<Buffer>>();

  const send = (reply: FastifyReply, body: Buffer | string, encoding: Encoding, cacheControl: string) => {
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.header('cache-control', cacheControl).type('text/html; charset=utf-8').send(body);
  };

  app.get('/', async (request, reply) => {
    // The page depends on who asks; a shared cache must not hand one customer's page to another.
    reply.header('vary', 'cookie, user-agent, sec-ch-ua-mobile, accept-encoding');
    const slidesPerPage = guessSlidesPerPage(request);
    const encoding = acceptedEncoding(request);
    try {
      const caller = appRouter.createCaller(await buildContext(deps, request, reply));
      const session = await caller.auth.session();
      if (!session) {
        const key = `${slidesPerPage} ${encoding}`;
        let body = visitorPages.get(key);
        if (!body) {
          visitorPages.set(key, (body = draw({ data: { session: null }, slidesPerPage, encoding })));
          body.catch(() => visitorPages.delete(key));
        }
        return send(reply, await body, encoding, 'no-cache');
      }
      // A driver's '/' only leads on to the driver screens.
      if (session.role !== 'customer') return send(reply, template, 'identity', 'no-cache');
      const [customer, products] = await withTimeout(
        Promise.all([caller.customer.detail(), caller.catalog.products(HOME_PRODUCTS)]),
        FIRST_SCREEN_DATA_TIMEOUT_MS,
        'The provider',
      );
      // The customer's name, tier and prices are in the page: kept by no cache (ASVS 14.3.2).
      return send(reply, await draw({ data: { session, customer, products }, slidesPerPage, encoding }), encoding, 'private, no-store');
    } catch (error) {
      request.log.warn({ err: error }, 'home page sent undrawn');
      return send(reply, template, 'identity', 'no-cache');
    }
  });
}
