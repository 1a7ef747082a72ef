import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, encode, type Encoding } from './page-encoding.ts';

/**
 * index.html's preload of the hero picture, the visitor's landing page's largest paint. Any other page
 * would fetch it at high priority, beside its own scripts, and never show it: the checkout, the login,
 * a driver's every screen on a phone's patchy signal.
 */
const HERO_PRELOAD = /\s*<link rel="preload" as="image" href="\/home\/hero-bottles\.svg"[^>]*>/;

/** `page` (index.html, drawn or not) without the hero picture's preload unless it may be the visitor's landing page. */
export function withHeroPreloadWhereShown(page: string, pathname: string, customer: boolean | 'unknown'): string {
  return pathname === '/' && customer !== true ? page : page.replace(HERO_PRELOAD, '');
}

type Variant = { body: Uint8Array; etag: string };

/**
 * index.html as sent for a page the browser draws itself (every path the server does not draw, and a
 * drawn path whose drawing failed): the hero's preload only at '/', compressed once at start as tightly
 * as the build's own .br and .gz copies, and revalidated by its ETag (the page is `no-cache`).
 */
export function undrawnPages(template: string) {
  const variants = new Map<string, Variant>();
  for (const landing of [true, false]) {
    const page = withHeroPreloadWhereShown(template, landing ? '/' : '/other', 'unknown');
    const hash = createHash('sha256').update(page).digest('base64url').slice(0, 16);
    for (const encoding of ['br', 'gzip', 'identity'] as const) variants.set(`${landing} ${encoding}`, { body: encode(page, encoding, true), etag: `"${hash}-${encoding}"` });
  }
  return (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const encoding: Encoding = acceptedEncoding(request);
    const { body, etag } = variants.get(`${pathname === '/'} ${encoding}`)!;
    // A drawn path's own Vary (the page depends on who asks) stays.
    if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(Buffer.from(body));
  };
}

export type SendUndrawn = ReturnType<typeof undrawnPages>;
