import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Piscina } from 'piscina';
import { CART_COOKIE, decodeCartCookie } from '@tulus/shared/rules/cart-cookie';
import { appRouter } from '../routers/_app.ts';
import { buildContext, type GatewayDeps } from '../trpc/context.ts';
import { withTimeout } from '../with-timeout.ts';
import type { DrawnAnswer, QueryCall } from './page-renderer.ts';
import { RENDERER_PATH, type RenderResult, type RenderTask, type RenderWorkerData } from './render-worker.ts';
import { acceptedEncoding, sendPage } from './page-encoding.ts';
import type { SendUndrawn } from './undrawn-page.ts';

export { RENDERER_PATH };

/**
 * How long a page waits for the provider's answers before it goes out undrawn (the browser then asks
 * for them itself, and shows its own loading and error states): a slow provider must not hold up the page.
 */
export const FIRST_SCREEN_DATA_TIMEOUT_MS = 1500;
/** A drawing that takes longer than this (a burst of page loads) is given up for the undrawn page. */
export const RENDER_TIMEOUT_MS = 1000;
/**
 * Drawings per page at most: the first shows which queries the page asks for, the gateway reads them,
 * the next draws from them (a screen that asks for more once it has the first answers needs a third).
 */
const MAX_DRAWINGS = 3;
/** A visitor's page (the same for everyone of a width class) is drawn again after this: it carries the products' prices. */
const VISITOR_PAGE_TTL_MS = 60_000;
/**
 * The pages drawn on the server, as the client's router names them (client/src/app/routes.tsx,
 * DRAWN_ROUTES, which also says which are drawn for visitors): where a customer lands from a link or a reload.
 */
const DRAWN_PATHS: Record<string, { visitors: boolean }> = {
  '/': { visitors: true },
  '/DetailProduk': { visitors: false },
  '/Keranjang': { visitors: false },
  '/RincianPesanan': { visitors: false },
  '/Profile': { visitors: false },
};
/** Home pages waiting for the worker beyond this go out undrawn at once. */
const MAX_QUEUE = 32;

/** Whether this client build has the server-render bundle (client/vite.config.ts writes it). */
export function hasPageRenderer(root: string): boolean {
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

type Caller = ReturnType<typeof appRouter.createCaller>;

/**
 * The answers to the queries a drawing asked for, read through the same procedures the browser would
 * call, as this request's session. Only queries (a drawing never writes); one that fails is left out,
 * and the browser asks for it itself. Outputs go through JSON as they would to the browser, so the
 * drawing and the browser's first render see the same values.
 */
async function answer(caller: Caller, calls: QueryCall[]): Promise<DrawnAnswer[]> {
  // tRPC keeps the procedures flat by dotted path ('orders.detail').
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } } | undefined>;
  const answers = await Promise.all(
    calls.map(async ({ queryKey, path, input }) => {
      if (procedures[path.join('.')]?._def.type !== 'query') return null;
      try {
        const procedure = path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], caller) as (input: unknown) => Promise<unknown>;
        const data: unknown = JSON.parse(JSON.stringify((await procedure(input)) ?? null));
        return { queryKey, data };
      } catch {
        return null;
      }
    }),
  );
  return answers.filter((a) => a !== null);
}

/**
 * GET of a page a customer lands on (DRAWN_PATHS): the page drawn on the server, so a phone paints it
 * from the HTML instead of after seconds of script (LCP; docs/decisions/002-server-drawn-home-page.md),
 * and the browser's app hydrates it (docs/decisions/017-hydrate-the-drawn-page.md). The page is drawn
 * from the answers its components ask for, read through the same procedures the browser would call
 * as the same session: drawn once, its questions answered, drawn again. A visitor's home is the same
 * for everyone of a width class and is drawn at most once a minute. The drawing runs in a worker
 * thread (render-worker.ts). Anything that goes wrong sends the page undrawn (`sendUndrawn`: index.html):
 * the browser then draws the page itself, as it does for every other path.
 */
export async function registerDrawnPages(app: FastifyInstance, deps: GatewayDeps, root: string, template: string, sendUndrawn: SendUndrawn): Promise<void> {
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

  const drawOnce = async (task: RenderTask) => (await pool.run(task, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) })) as RenderResult;
  /** Draws until the page asks for nothing it has no answer to (at most MAX_DRAWINGS times); the page's bytes. */
  const draw = async (caller: Caller, task: Omit<RenderTask, 'last'>, deadline: number): Promise<Buffer> => {
    let answers = task.answers;
    const asked = new Set<string>();
    for (let drawing = 1; ; drawing++) {
      const result = await drawOnce({ ...task, answers, last: drawing === MAX_DRAWINGS });
      if (result instanceof ArrayBuffer) return Buffer.from(result);
      // Asked for before and not answered (it failed): not asked again; the browser will.
      const calls = result.wanted.filter((call) => !asked.has(JSON.stringify(call.queryKey)));
      for (const call of calls) asked.add(JSON.stringify(call.queryKey));
      if (calls.length > 0) answers = [...answers, ...(await withTimeout(answer(caller, calls), Math.max(0, deadline - Date.now()), 'The provider'))];
      if (calls.length === 0) {
        const last = (await drawOnce({ ...task, answers, last: true })) as ArrayBuffer;
        return Buffer.from(last);
      }
    }
  };
  // A visitor's home per width class and encoding, drawn at most once a minute.
  const visitorPages = new Map<string, { body: Promise<Buffer>; at: number }>();

  const handler = (path: string, visitors: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    // The page depends on who asks; a shared cache must not hand one customer's page to another.
    reply.header('vary', 'cookie, user-agent, sec-ch-ua-mobile, accept-encoding');
    const slidesPerPage = guessSlidesPerPage(request);
    const encoding = acceptedEncoding(request);
    // The provider's answers get FIRST_SCREEN_DATA_TIMEOUT_MS in all, however many drawings ask for them.
    const deadline = Date.now() + FIRST_SCREEN_DATA_TIMEOUT_MS;
    try {
      const caller = appRouter.createCaller(await buildContext(deps, request, reply));
      const session = await withTimeout(caller.auth.session(), FIRST_SCREEN_DATA_TIMEOUT_MS, 'The provider');
      const sessionAnswer: DrawnAnswer = { queryKey: [['auth', 'session'], { type: 'query' }], data: session ?? null };
      if (!session) {
        // A visitor is sent to /login from every page but the home (the browser's router does that).
        if (!visitors) return sendUndrawn(request, reply, path);
        const key = `${slidesPerPage} ${encoding}`;
        let page = visitorPages.get(key);
        if (!page || Date.now() - page.at > VISITOR_PAGE_TTL_MS) {
          page = { body: draw(caller, { url: path, answers: [sessionAnswer], customer: false, slidesPerPage, cart: null, encoding }, deadline), at: Date.now() };
          visitorPages.set(key, page);
          const drawn = page;
          drawn.body.catch(() => visitorPages.get(key) === drawn && visitorPages.delete(key));
        }
        return sendPage(reply, await page.body, encoding, 'no-cache');
      }
      // A driver's pages are the driver screens: the browser draws those.
      if (session.role !== 'customer') return sendUndrawn(request, reply, path);
      // The URL as asked (its query: ?id=, ?code=); the client's router matches it case-insensitively.
      // The cart's lines from the copy the browser keeps in a cookie: /Keranjang is drawn with them.
      const cart = decodeCartCookie(request.cookies[CART_COOKIE]);
      const body = await draw(caller, { url: request.url, answers: [sessionAnswer], customer: true, slidesPerPage, cart, encoding }, deadline);
      // The customer's name, tier, prices and orders are in the page: kept by no cache (ASVS 14.3.2).
      return sendPage(reply, body, encoding, 'private, no-store');
    } catch (error) {
      request.log.warn({ err: error }, 'page sent undrawn');
      return sendUndrawn(request, reply, path);
    }
  };

  // Paths match the client's router case-insensitively (/DetailProduk, /Detailproduk, /detailproduk).
  for (const [path, { visitors }] of Object.entries(DRAWN_PATHS)) {
    for (const spelling of new Set([path, path.toLowerCase(), path[0] + path.slice(1, 2).toUpperCase() + path.slice(2).toLowerCase()])) {
      app.get(spelling, handler(path, visitors));
    }
  }
}
