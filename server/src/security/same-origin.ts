import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The header the shop's own client sends with every write outside tRPC (the uploads). An HTML
 * form cannot send a header of its own, and a page on another origin cannot send one without a
 * CORS preflight, which the gateway never grants.
 */
export const WRITE_HEADER = 'x-tulus-request';

/** What a refused write is told; a person sees it only if the shop's own page was not where it came from. */
export const FORGED_WRITE_REFUSED = 'Permintaan ditolak karena tidak dikirim dari halaman Tulus. Muat ulang halaman lalu coba lagi.';

/** Methods that change nothing; every other method is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Content types a form (or a `no-cors` fetch) can send without a preflight; tRPC would read multipart as its input. */
const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)\b/i;

/** 'https://air.tulus.co.id' from 'https://air.tulus.co.id' or '.../' ; null for anything else than scheme://host[:port]. */
export function originOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || text.endsWith('?') || text.endsWith('#')) return null;
  return url.origin;
}

/** The same-origin variables of the gateway's environment (spread into config.ts's schema). */
export const sameOriginEnv = {
  /**
   * Where the shop is served from, as the browser sees it (comma-separated origins, e.g.
   * 'https://air.tulus.co.id,https://www.air.tulus.co.id'). Writes whose Origin is another are
   * refused. Empty: a write must come from the host it was sent to (its Origin's host:port is the
   * request's own Host header), which fits `npm start`, `npm run dev` (Vite keeps the Host) and
   * the tests; behind a proxy that rewrites Host, set it.
   */
  PUBLIC_ORIGIN: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
        const origin = originOf(item);
        if (!origin) {
          ctx.addIssue({ code: 'custom', message: `${item} is not an origin (http(s)://host[:port], nothing after it)` });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
};

type OriginSettings = { PUBLIC_ORIGIN: string[]; COOKIE_SECURE: boolean };
type WriteRequest = Pick<FastifyRequest, 'method' | 'url' | 'headers'>;

const header = (request: WriteRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** Whether the Origin header names the shop: one of PUBLIC_ORIGIN, or without it the request's own host. */
function isShopOrigin(origin: string, request: WriteRequest, settings: OriginSettings): boolean {
  if (settings.PUBLIC_ORIGIN.length) return settings.PUBLIC_ORIGIN.includes(origin);
  const given = originOf(origin);
  if (!given) return false;
  const url = new URL(given);
  // Behind TLS the page is https; an http page on the same host (a network attacker's) is not the shop.
  if (settings.COOKIE_SECURE && url.protocol !== 'https:') return false;
  // The Host header the browser sent, never X-Forwarded-Host: any client can send that one.
  return url.host === header(request, 'host')?.toLowerCase();
}

/**
 * Why a write must be refused as coming from somewhere other than the shop's own pages, or null
 * when it may go on. Browsers say where a request comes from (Sec-Fetch-Site, Origin); clients
 * that are not browsers (curl, the tests, ops scripts) send neither and are judged by their
 * session like any other request, since they cannot carry someone else's cookie.
 * - Sec-Fetch-Site must be 'same-origin'. 'same-site' is a page on another port or a sibling
 *   subdomain (SameSite=Lax lets its cookie through); 'none' is a request the user started
 *   outside any page (typed URL, bookmark), which for a write means no page of ours sent it.
 * - Origin must be the shop's; 'null' (sandboxed frames, file://) is not.
 * - Outside tRPC, the shop's header (WRITE_HEADER) must be there: it is what no form can add.
 * - tRPC takes JSON; a form's content type there would be run as the procedure's input.
 */
export function forgedWriteReason(request: WriteRequest, settings: OriginSettings): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return `sec-fetch-site ${site}`;
  const origin = header(request, 'origin');
  if (origin !== undefined && !isShopOrigin(origin, request, settings)) return 'origin not the shop';
  const path = request.url.split('?')[0]!;
  if (path === '/trpc' || path.startsWith('/trpc/')) {
    const type = header(request, 'content-type');
    return type !== undefined && FORM_TYPES.test(type) ? 'form content type on tRPC' : null;
  }
  return header(request, WRITE_HEADER) === '1' ? null : `no ${WRITE_HEADER} header`;
}

/**
 * Refuses, on every route, a write a page on another origin could have made a signed-in browser
 * send (same-site pages included: SameSite=Lax does not stop those). 403 with a message a person
 * can read, and a warn line for monitoring with where the request said it came from.
 */
export function registerSameOriginWrites(app: FastifyInstance, settings: OriginSettings): void {
  app.addHook('onRequest', async (request, reply) => {
    const reason = forgedWriteReason(request, settings);
    if (!reason) return;
    request.log.warn(
      { method: request.method, path: request.url.split('?')[0], origin: header(request, 'origin'), site: header(request, 'sec-fetch-site'), reason },
      'cross-origin write refused',
    );
    return reply.code(403).send({ error: { message: FORGED_WRITE_REFUSED, code: 'FORBIDDEN' } });
  });
}
