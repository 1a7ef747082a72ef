import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Procedures whose answer to a visitor is the same for every visitor: the catalogue and the
 * branches. Signed in, the catalogue is priced for the customer's tier: private, not kept.
 */
const PUBLIC_FOR_VISITORS = new Set(['catalog.products', 'branches.list', 'branches.detail']);

/**
 * How long a browser may reuse a visitor's catalogue answer. A minute spares a visitor paging back
 * and forth a round trip on a slow phone network; a price changed by ops shows within that minute,
 * and no stale price can be charged: the gateway prices every order itself (orders.place).
 */
export const PUBLIC_MAX_AGE_SECONDS = 60;

const isApi = (path: string) => path === '/trpc' || path.startsWith('/trpc/') || path.startsWith('/api/');

/** The Cache-Control an API answer gets: no-store unless every procedure in it is the public catalogue, asked by a visitor. */
export function apiCacheControl(request: Pick<FastifyRequest, 'method' | 'audit'>, status: number): string {
  // Null only for a request refused before the gateway's first hook ran.
  const { procedures, role } = (request.audit as FastifyRequest['audit'] | null) ?? { procedures: [], role: 'visitor' };
  const cacheable = request.method === 'GET' && status === 200 && role === 'visitor' && procedures.length > 0 && procedures.every((p) => PUBLIC_FOR_VISITORS.has(p));
  return cacheable ? `public, max-age=${PUBLIC_MAX_AGE_SECONDS}` : 'no-store';
}

/** Adds `cookie` to the answer's Vary, keeping what tRPC put there. */
function varyOnCookie(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = typeof vary === 'string' ? vary.split(',').map((v) => v.trim()).filter(Boolean) : [];
  if (!values.some((v) => v.toLowerCase() === 'cookie')) reply.header('vary', [...values, 'cookie'].join(', '));
}

/**
 * Cache-Control on every tRPC and upload answer (ASVS 14.3.2): personal data (orders, addresses,
 * the session, uploads, any batch holding one of them, every error) is `no-store`, so neither the
 * browser nor a proxy keeps it. A visitor's catalogue may be kept a minute; `Vary: cookie` keeps a
 * signed-in browser, whose prices differ, from reusing a visitor's answer.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request.url.split('?')[0]!)) return payload;
    const value = apiCacheControl(request, reply.statusCode);
    reply.header('cache-control', value);
    if (value !== 'no-store') varyOnCookie(reply);
    return payload;
  });
}
