import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSources, tileSource } from '../server/src/security/headers.ts';
import { HELD_TAP_SCRIPT_HASH } from '../server/src/web/held-tap.ts';
import { startBareGateway, startGateway, type TestGateway } from '../server/src/test/harness.ts';
import { clientBuild, type ClientBuild } from '../server/src/test/client-build.ts';
import { table, writeSection } from './support/report.ts';
import { httpClient, startSystem, type System } from './support/system.ts';

const rows: Array<[string, string]> = [];

let build: ClientBuild | undefined;
let distDir: string;
let tiles: Server;
let tileOrigin: string;
let system: System;
let browser: Browser;

beforeAll(async () => {
  // The client as production serves it: under `npm test` the build its first phase made, else a fresh
  // Vite build (client-build.ts), which beside other work once ran past the 120 s this hook had. Hence 300 s.
  build = clientBuild();
  distDir = build.dir;
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
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await system?.stop();
  await new Promise<void>((resolve) => (tiles ? tiles.close(() => resolve()) : resolve()));
  build?.release();
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
    // Besides its own files, the drawn pages' one inline script, by its hash (server/src/web/held-tap.ts).
    const csp = `default-src 'self';script-src 'self' ${HELD_TAP_SCRIPT_HASH};script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: ${system.providerUrl} ${tileOrigin};media-src 'self';font-src 'self' data:;connect-src 'self';worker-src 'self';manifest-src 'self';object-src 'none';frame-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'self'`;
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

  it('the session cookie is HttpOnly and SameSite=Lax; Secure, the __Host- prefix, HSTS and upgrade-insecure-requests come with COOKIE_SECURE=true', async () => {
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
      expect(res.headers.getSetCookie().find((c) => c.startsWith('tulus_session='))).toBeUndefined();
      // __Host-: the browser takes it only with Secure, Path=/ and no Domain, so no sibling host can set or shadow it (ASVS 3.3.3).
      const secure = res.headers.getSetCookie().find((c) => c.startsWith('__Host-tulus_session='))!;
      expect(secure).toMatch(/; Path=\/(;|$)/);
      expect(secure).not.toMatch(/; Domain=/i);
      expect(secure).toMatch(/; HttpOnly/);
      expect(secure).toMatch(/; SameSite=Lax/);
      expect(secure).toMatch(/; Secure/);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('content-security-policy')).toMatch(/;upgrade-insecure-requests$/);
      // The gateway reads the prefixed name only: the session works, a cookie of the plain name is ignored.
      const cookie = secure.split(';')[0]!;
      const session = await fetch(`${tls.url}/trpc/auth.session`, { headers: { cookie } });
      expect(((await session.json()) as { result: { data: { role: string } | null } }).result.data?.role).toBe('customer');
      const plainName = await fetch(`${tls.url}/trpc/auth.session`, { headers: { cookie: cookie.replace('__Host-', '') } });
      expect(((await plainName.json()) as { result: { data: unknown } }).result.data).toBeNull();
      // The pending registration's cookie (it holds the new password, sealed) carries the prefix too.
      const otp = await fetch(`${tls.url}/trpc/auth.requestOtp`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nama_lengkap: 'Awan', email: `awan.${Date.now()}@contoh.id`, password: 'RahasiaAwan9', confirm_password: 'RahasiaAwan9' }),
      });
      expect(otp.headers.getSetCookie().some((c) => c.startsWith('__Host-tulus_registration=') && /; Secure/.test(c))).toBe(true);
      rows.push(['session cookie, COOKIE_SECURE=false (plain localhost)', insecure.split(';').slice(1).map((s) => s.trim()).filter((s) => !/^(Max-Age|Expires)/i.test(s)).join('; ')]);
      rows.push(['session cookie, COOKIE_SECURE=true (behind TLS)', `${secure.split('=')[0]}: ${secure.split(';').slice(1).map((s) => s.trim()).filter((s) => !/^(Max-Age|Expires)/i.test(s)).join('; ')}; plus HSTS and upgrade-insecure-requests`]);
    } finally {
      await tls.close();
    }
  });
});

describe('Cache-Control on API answers', () => {
  it('personal answers (customer, orders, addresses, the session, uploads, batches holding any) are no-store; a visitor\'s catalogue is kept a minute', async () => {
    const visitor = httpClient(system.gatewayUrl);
    const customer = httpClient(system.gatewayUrl);
    await customer.mutate('auth.login', { email: 'member@contoh.id', password: 'Rahasia123!' });
    const cacheOf = async (client: ReturnType<typeof httpClient>, path: string, init?: RequestInit) => {
      const res = await client.request(path, init);
      await res.arrayBuffer();
      return { status: res.status, cache: res.headers.get('cache-control'), vary: res.headers.get('vary') };
    };
    const order = (await customer.query<Array<{ sales_order_code: string }>>('orders.list', { status: 'all' }))[0];
    const input = (value: unknown) => `?input=${encodeURIComponent(JSON.stringify(value))}`;
    const personal: Array<[string, string]> = [
      ['customer.detail', '/trpc/customer.detail'],
      ['addresses.list', '/trpc/addresses.list'],
      ['orders.list', `/trpc/orders.list${input({ status: 'all' })}`],
      ...(order ? [['orders.detail', `/trpc/orders.detail${input({ sales_order_code: order.sales_order_code })}`] as [string, string]] : []),
      ['auth.session (signed in)', '/trpc/auth.session'],
      ['catalog.products (signed in: tier prices)', '/trpc/catalog.products'],
      ['batched GET: catalogue + customer.detail', `/trpc/catalog.products,customer.detail?batch=1&input=${encodeURIComponent('{}')}`],
      ['batched GET: catalogue + branches (signed in)', `/trpc/catalog.products,branches.list?batch=1&input=${encodeURIComponent('{}')}`],
    ];
    for (const [name, path] of personal) {
      const answer = await cacheOf(customer, path);
      expect(answer.status, name).toBe(200);
      expect(answer.cache, name).toBe('no-store');
      rows.push([`Cache-Control: ${name}`, 'no-store']);
    }
    const upload = await cacheOf(customer, '/api/uploads/payment-proof', { method: 'POST', body: new FormData() });
    expect(upload.status).toBe(400);
    expect(upload.cache).toBe('no-store');
    const visitorSession = await cacheOf(visitor, '/trpc/auth.session');
    expect(visitorSession.cache).toBe('no-store');
    const refused = await cacheOf(visitor, '/trpc/customer.detail');
    expect([refused.status, refused.cache]).toEqual([401, 'no-store']);
    rows.push(['Cache-Control: upload answers, auth.session of a visitor, every error', 'no-store']);
    for (const path of ['/trpc/catalog.products', `/trpc/catalog.products,branches.list?batch=1&input=${encodeURIComponent('{}')}`]) {
      const open = await cacheOf(visitor, path);
      expect(open.status, path).toBe(200);
      expect(open.cache, path).toBe('public, max-age=60');
      expect(open.vary, path).toMatch(/\bcookie\b/);
    }
    rows.push(["Cache-Control: a visitor's catalog.products / branches (batched or not)", 'public, max-age=60, Vary: cookie (a signed-in browser sends a cookie, so never reuses it)']);
  });
});

describe('source maps', () => {
  it('are built (hidden: no script points to one) and none is served', async () => {
    const maps = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    const scripts = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.js'));
    // The comment a bundler appends to point at a map (a library may mention the word elsewhere).
    const pointing = scripts.filter((script) => /^\/\/# sourceMappingURL=/m.test(readFileSync(join(distDir, 'assets', script), 'utf8')));
    expect(pointing).toEqual([]);
    for (const map of maps) {
      for (const path of [`/assets/${map}`, `/assets/${map.replace('.map', '%2Emap')}`, `/assets/${map}?v=1`]) {
        const res = await fetch(`${system.gatewayUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
        const body = await res.text();
        expect(res.status, path).toBe(404);
        expect(body, path).not.toMatch(/"mappings"/);
      }
    }
    rows.push(['source maps', `${maps.length} .map files in the build, none referenced by the ${scripts.length} scripts; each answers 404 (also %2E-encoded and with a query)`]);
  });
});

describe('malformed Host and forwarding headers', () => {
  /** A raw HTTP/1.1 request, so the Host header is exactly what is written (fetch would not send these). */
  const raw = (head: string, body = '') =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(system.gatewayUrl).port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.write(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    });

  it('answer 400 with the usual message and no stack trace in the log', async () => {
    const login = JSON.stringify({ email: 'member@contoh.id', password: 'Rahasia123!' });
    const tries: Record<string, string> = {
      'Host: a b (tRPC POST)': 'POST /trpc/auth.login HTTP/1.1\r\nHost: a b\r\nContent-Type: application/json',
      'Host: a b (GET)': 'GET /trpc/auth.session HTTP/1.1\r\nHost: a b',
      'Host: evil.com/x': 'POST /trpc/auth.login HTTP/1.1\r\nHost: evil.com/x\r\nContent-Type: application/json',
      'X-Forwarded-Host of 5 000 characters': `POST /trpc/auth.login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: ${'a'.repeat(5000)}\r\nContent-Type: application/json`,
      'X-Forwarded-Host: a b': 'POST /trpc/auth.login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: a b\r\nContent-Type: application/json',
      'X-Forwarded-Proto: javascript': 'GET /trpc/auth.session HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Proto: javascript',
    };
    const ids: string[] = [];
    for (const [name, head] of Object.entries(tries)) {
      const id = `malformed-${ids.length}-${Date.now()}`;
      ids.push(id);
      const answer = await raw(`${head}\r\nX-Request-Id: ${id}`, head.startsWith('POST') ? login : '');
      expect(answer.split('\r\n')[0], name).toBe('HTTP/1.1 400 Bad Request');
      expect(answer, name).toContain('{"error":{"message":"Permintaan tidak valid."}}');
    }
    const ours = () => system.gateway.lines().filter((l) => ids.some((id) => l.includes(`"reqId":"${id}"`)));
    await expect.poll(() => ours().filter((l) => l.includes('"msg":"request"') && l.includes('"status":400')).length).toBe(ids.length);
    const logged = ours().join('\n');
    expect(logged).not.toMatch(/"stack"|Invalid URL|"level":50/);
    expect(logged).toContain('"msg":"malformed request header refused"');
    rows.push(['malformed Host / X-Forwarded-Host / X-Forwarded-Proto', `${Object.keys(tries).join('; ')}: 400 'Permintaan tidak valid.', one info line naming the header, no stack trace`]);
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
