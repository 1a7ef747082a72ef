import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { z } from 'zod';

/** The security-header variables of the gateway's environment (spread into config.ts's schema). */
export const securityEnv = {
  /**
   * Where the browser loads product images and uploaded proofs from: the provider's public URL
   * (the mock's PUBLIC_URL). Empty: PROVIDER_URL's origin, right when the browser reaches the
   * provider at the address the gateway uses (not in compose, where it is http://provider:4100).
   */
  PROVIDER_PUBLIC_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })]).default(''),
};

type HeaderSettings = { PROVIDER_URL: string; PROVIDER_PUBLIC_URL: string; MAP_TILE_URL: string; COOKIE_SECURE: boolean };

/**
 * The origin of a Leaflet tile template as a CSP source: 'https://{s}.tile.example.org/{z}/{x}/{y}.png'
 * gives 'https://*.tile.example.org'. Null for a template that names no http(s) host (a
 * same-origin path), which 'self' already allows.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const host = match[2]!.replace(/\{[a-z]+\}/gi, '*');
  // CSP allows a wildcard only as the leftmost label; anything else: the whole scheme.
  if (host.includes('*') && !/^\*\.[^*]+$/.test(host)) return `${match[1]!.toLowerCase()}:`;
  return `${match[1]!.toLowerCase()}://${host.toLowerCase()}`;
}

/** The image sources the shop's pages need: itself, the map tiles and the provider's images. */
export function imageSources(config: HeaderSettings): string[] {
  const provider = new URL(config.PROVIDER_PUBLIC_URL || config.PROVIDER_URL).origin;
  const tiles = tileSource(config.MAP_TILE_URL);
  return [...new Set(["'self'", 'data:', 'blob:', provider, ...(tiles ? [tiles] : [])])];
}

/**
 * Security headers on every answer (helmet), with a Content-Security-Policy written for this
 * client: scripts only from the gateway itself (Vite's build has no inline script) and the drawn
 * pages' one inline script by its hash, styles
 * from itself plus 'unsafe-inline' because Chakra UI (emotion) injects <style> tags at run
 * time, images from the map tile server and the provider, API calls only to the gateway, the
service worker and the web app manifest only from the gateway.
 * HSTS and upgrade-insecure-requests only behind TLS (COOKIE_SECURE): on plain localhost
 * they would send the browser to an https:// that does not exist.
 */
export function securityHeaders(config: HeaderSettings, scriptHashes: string[] = []): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Besides its own files, the inline scripts named by their hash (web/held-tap.ts), nothing inline.
        scriptSrc: ["'self'", ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: imageSources(config),
        mediaSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest are the gateway's own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The client sets no <base>: none may be injected either (ASVS 3.4.3).
        baseUri: ["'none'"],
        formAction: ["'self'"],
        ...(config.COOKIE_SECURE ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.COOKIE_SECURE ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The shop is never framed (frame-ancestors 'none'); X-Frame-Options says the same to older browsers.
    xFrameOptions: { action: 'deny' },
    // Images and the client's assets are same-origin; nothing here is meant to be embedded elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Not helmet's no-referrer: OpenStreetMap's tile servers refuse tile requests without a Referer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // The headers depend on the configuration only (no nonces): helmet writes them once, here, into a record.
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Sets the security headers on every answer. They are worked out once at start rather than per
 * request (@fastify/helmet rebuilds helmet and re-parses the CSP on every request: a few percent
 * of the gateway's CPU per API call; docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: HeaderSettings, scriptHashes: string[] = []): void {
  const headers = Object.entries(securityHeaders(config, scriptHashes));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
