import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSources, tileSource } from '../server/src/security/headers.ts';
import { startBareGateway, startGateway, type TestGateway } from '../server/src/test/harness.ts';
import { buildClient } from '../server/src/test/client-build.ts';
import { table, writeSection } from './support/report.ts';
import { startSystem, type System } from './support/system.ts';

const rows: Array<[string, string]> = [];

let distDir: string;
let tiles: Server;
let tileOrigin: string;
let system: System;
let browser: Browser;

beforeAll(async () => {
  // The client as production serves it: a fresh Vite build.
  distDir = buildClient();
  // A map tile server on another origin, as OpenStreetMap's is.
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#aad3df' } }).png().toBuffer();
  tiles = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  tileOrigin = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
  system = await startSystem({ gatewayEnv: { CLIENT_DIST: distDir, MAP_TILE_URL: `${tileOrigin}/tiles/{z}/{x}/{y}.png` } });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await system?.stop();
  await new Promise<void>((resolve) => (tiles ? tiles.close(() => resolve()) : resolve()));
  if (distDir) rmSync(distDir, { recursive: true, force: true });
  writeSection('headers', 'Security headers (helmet) and cookies', [
    'Set in `server/src/security/headers.ts` on every answer of the gateway. The CSP is written for this client: scripts only from the ' +
      "gateway ('self'; Vite's build has no inline script), styles from the gateway plus 'unsafe-inline' because Chakra UI (emotion) " +
      "injects <style> tags at run time, images from the gateway, data:/blob:, the map tile server (MAP_TILE_URL's origin, `{s}` " +
      "subdomains as a wildcard) and the provider's image origin (PROVIDER_PUBLIC_URL, else PROVIDER_URL), API calls to the gateway only, " +
      "no frames, no objects. HSTS and upgrade-insecure-requests only with COOKIE_SECURE=true (behind TLS).",
    '',
    table(['check', 'result'], rows),
  ].join('\n'));
});

describe('headers on every answer', () => {
  it('the built client, the API and the health routes carry the CSP and the other helmet headers', async () => {
    const csp = `default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: ${system.providerUrl} ${tileOrigin};media-src 'self';font-src 'self' data:;connect-src 'self';worker-src 'self';manifest-src 'self';object-src 'none';frame-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'self'`;
    for (const path of ['/', '/Profile', '/trpc/auth.session', '/config.json', '/healthz']) {
      const res = await fetch(`${system.gatewayUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toBe(csp);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
      expect(res.headers.get('x-powered-by'), path).toBeNull();
    }
    const upload = await fetch(`${system.gatewayUrl}/api/uploads/payment-proof`, { method: 'POST' });
    expect(upload.headers.get('content-security-policy')).toBe(csp);
    rows.push(['Content-Security-Policy (every answer: page, tRPC, uploads, health)', `\`${csp}\``]);
    rows.push(['X-Content-Type-Options, X-Frame-Options, Referrer-Policy, COOP', 'nosniff, DENY, strict-origin-when-cross-origin (OpenStreetMap wants a Referer), same-origin']);
  });

  it('the built index.html has no inline script, so script-src needs no unsafe-inline', async () => {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    rows.push(['built index.html', `${scripts.length} script tag(s), all external (/assets/...), no inline code, no on* attributes`]);
  });

  it("the tile origin comes from MAP_TILE_URL (subdomain templates as a wildcard) and the image origin from the provider's public URL", () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    const base = { PROVIDER_URL: 'http://provider:4100', MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', COOKIE_SECURE: false };
    expect(imageSources({ ...base, PROVIDER_PUBLIC_URL: 'https://air.tulus.co.id/provider/' })).toEqual(["'self'", 'data:', 'blob:', 'https://air.tulus.co.id', 'https://*.tile.openstreetmap.org']);
    expect(imageSources({ ...base, PROVIDER_PUBLIC_URL: '' })).toContain('http://provider:4100');
    rows.push(['img-src from config', "MAP_TILE_URL https://{s}.tile.openstreetmap.org/... gives https://*.tile.openstreetmap.org; PROVIDER_PUBLIC_URL's origin, else PROVIDER_URL's"]);
  });
});

describe('cookies', () => {
  let plain: TestGateway;
  beforeAll(async () => {
    plain = await startGateway();
  });
  afterAll(() => plain?.close());

  it('the session cookie is HttpOnly and SameSite=Lax; Secure, HSTS and upgrade-insecure-requests come with COOKIE_SECURE=true', async () => {
    const login = (url: string) => fetch(`${url}/trpc/auth.login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'member@contoh.id', password: 'Rahasia123!' }),
    });
    const insecure = (await login(plain.url)).headers.getSetCookie().find((c) => c.startsWith('tulus_session='))!;
    expect(insecure).toMatch(/; HttpOnly/);
    expect(insecure).toMatch(/; SameSite=Lax/);
    expect(insecure).not.toMatch(/; Secure/);
    const tls = await startBareGateway(plain.providerUrl, { env: { COOKIE_SECURE: 'true' } });
    try {
      const res = await login(tls.url);
      const secure = res.headers.getSetCookie().find((c) => c.startsWith('tulus_session='))!;
      expect(secure).toMatch(/; HttpOnly/);
      expect(secure).toMatch(/; SameSite=Lax/);
      expect(secure).toMatch(/; Secure/);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('content-security-policy')).toMatch(/;upgrade-insecure-requests$/);
      rows.push(['session cookie, COOKIE_SECURE=false (plain localhost)', insecure.split(';').slice(1).map((s) => s.trim()).filter((s) => !/^(Max-Age|Expires)/i.test(s)).join('; ')]);
      rows.push(['session cookie, COOKIE_SECURE=true (behind TLS)', `${secure.split(';').slice(1).map((s) => s.trim()).filter((s) => !/^(Max-Age|Expires)/i.test(s)).join('; ')}; plus HSTS and upgrade-insecure-requests`]);
    } finally {
      await tls.close();
    }
  });
});

describe('the built client under the CSP in Chromium', () => {
  it('renders the shop with its styles and product images, loads map tiles, and blocks inline scripts and foreign images', async () => {
    const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const response = await page.goto(system.gatewayUrl, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('Tulus 330 ml (1 karton isi 24)').first().waitFor({ timeout: 15_000 });

    const state = await page.evaluate(async ({ tile, foreign }) => {
      const load = (src: string) => new Promise<boolean>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(true);
        img.onerror = () => resolve(false);
        img.src = src;
      });
      const products = [...document.images].filter((img) => img.src.includes('/static/products/'));
      await Promise.all(products.map((img) => (img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })))));
      const injected = document.createElement('script');
      injected.textContent = 'window.__inline = true;';
      document.body.appendChild(injected);
      const tileLoaded = await load(tile);
      const foreignLoaded = await load(foreign);
      await new Promise((r) => setTimeout(r, 200));
      return {
        emotionStyles: document.querySelectorAll('style[data-emotion]').length,
        products: products.length,
        productsLoaded: products.filter((img) => img.naturalWidth > 0).length,
        inlineRan: (window as unknown as { __inline?: boolean }).__inline === true,
        tileLoaded,
        foreignLoaded,
        violations: (window as unknown as { __violations: string[] }).__violations,
      };
    }, { tile: `${tileOrigin}/tiles/13/6532/4240.png`, foreign: `http://127.0.0.2:${new URL(tileOrigin).port}/x.png` });

    expect(pageErrors).toEqual([]);
    expect(state.emotionStyles).toBeGreaterThan(0);
    expect(state.products).toBeGreaterThan(0);
    expect(state.productsLoaded).toBe(state.products);
    expect(state.tileLoaded).toBe(true);
    expect(state.inlineRan).toBe(false);
    expect(state.foreignLoaded).toBe(false);
    // The two planted violations, and nothing the shop itself does.
    expect(state.violations.map((v) => v.split(' ')[0]).sort()).toEqual(['img-src', 'script-src-elem']);
    await context.close();
    rows.push(['built client in Chromium under the CSP', `home page rendered, ${state.emotionStyles} emotion <style> tags applied, ${state.productsLoaded}/${state.products} provider product images loaded, a map tile from MAP_TILE_URL's origin loaded, no page error, no violation by the shop itself`]);
    rows.push(['planted: an inline <script>, an image from another origin', `blocked (${state.violations.join(', ')})`]);
  }, 60_000);
});
