import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, encode, sendPage } from './page-encoding.ts';

/**
 * index.html's preload of the hero picture, the visitor's landing page's largest paint. Any other page
 * would fetch it at high priority, beside its own scripts, and never show it: the checkout, the login,
 * a driver's every screen on a phone's patchy signal.
 */
const HERO_PRELOAD = /\s*<link rel="preload" as="image" href="\/home\/hero-bottles\.svg"[^>]*>/;

/** Whether the page at `pathname` may be the visitor's landing page, the one that shows the hero picture. */
const showsHero = (pathname: string, customer: boolean | 'unknown') => pathname === '/' && customer !== true;

const withoutHeroPreload = (page: string) => page.replace(HERO_PRELOAD, '');

/** `page` (index.html, drawn or not) without the hero picture's preload unless it may be the visitor's landing page. */
export function withHeroPreloadWhereShown(page: string, pathname: string, customer: boolean | 'unknown'): string {
  return showsHero(pathname, customer) ? page : withoutHeroPreload(page);
}

type Variant = { body: Buffer; etag: string };

/**
 * index.html as sent for a page the browser draws itself (every path the server does not draw, and a
 * drawn path whose drawing failed): the hero's preload only at '/', compressed once at start as tightly
 * as the build's own .br and .gz copies, and revalidated by its ETag (the page is `no-cache`).
 */
export function undrawnPages(template: string) {
  const variants = new Map<string, Variant>();
  for (const hero of [true, false]) {
    const page = hero ? template : withoutHeroPreload(template);
    const hash = createHash('sha256').update(page).digest('base64url').slice(0, 16);
    for (const encoding of ['br', 'gzip', 'identity'] as const) variants.set(`${hero} ${encoding}`, { body: Buffer.from(encode(page, encoding, true)), etag: `"${hash}-${encoding}"` });
  }
  return (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const encoding = acceptedEncoding(request);
    // Who asks is not known here: at '/', the page may be a visitor's.
    const { body, etag } = variants.get(`${showsHero(pathname, 'unknown')} ${encoding}`)!;
    // A drawn path's own Vary (the page depends on who asks) stays.
    if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).header('cache-control', 'no-cache').send();
    return sendPage(reply, body, encoding, 'no-cache');
  };
}

export type SendUndrawn = ReturnType<typeof undrawnPages>;
