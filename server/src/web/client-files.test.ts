import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../test/fake-provider.ts';
import { startBareGateway, type BareGateway } from '../test/harness.ts';

/** index.html's preload of the visitor's hero picture (client/index.html). */
const HERO_PRELOAD = '<link rel="preload" as="image" href="/home/hero-bottles.svg" fetchpriority="high" />';

/** A build of the client with one script, without a server-render bundle (index.html only, drawn in the browser). */
let dist: string;
let gateway: BareGateway;
type LogLine = { msg?: string; path?: string; status?: number; error?: { kind: string; message: string } };
const logLines: LogLine[] = [];
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tulus-client-files-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Tulus</title>${HERO_PRELOAD}<div id="root"></div><script type="module" src="/assets/index-NEW.js"></script>`);
  writeFileSync(join(dist, 'assets', 'index-NEW.js'), 'export {};');
  gateway = await startBareGateway(await closedPort(), { env: { CLIENT_DIST: dist, LOG_LEVEL: 'info' }, logStream: { write: (line) => void logLines.push(JSON.parse(line) as LogLine) } });
});
afterAll(async () => {
  await gateway?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the client build the gateway serves', () => {
  it("a page's path is the app's (index.html), a file of the build is kept a year", async () => {
    const page = await fetch(`${gateway.url}/Profile?tab=data_diri`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const script = await fetch(`${gateway.url}/assets/index-NEW.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("preloads the visitor's hero picture on the landing page only: any other page would fetch it at high priority and never show it", async () => {
    expect(await (await fetch(`${gateway.url}/`)).text()).toContain(HERO_PRELOAD);
    for (const path of ['/Checkout?items=1x2', '/login', '/DriverDashboard', '/Profile?tab=data_diri']) {
      const page = await (await fetch(`${gateway.url}${path}`)).text();
      expect(page, path).toContain('<div id="root">');
      expect(page, path).not.toContain('hero-bottles');
    }
  });

  it('sends the page compressed as the browser accepts it, and answers a revalidation with 304', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await fetch(`${gateway.url}/Checkout`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toContain('accept-encoding');
      expect(await res.text(), encoding).toContain('<div id="root">');
    }
    const identity = await fetch(`${gateway.url}/Checkout`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    const etag = identity.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${gateway.url}/Keranjang`, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it("another build's file is 404, not the app's page: a script of the build before (a tab opened before a deploy, a replica not yet updated) fails as missing, and the service worker keeps no page in its place", async () => {
    for (const path of ['/assets/CheckoutPage-OLD.js', '/assets/CheckoutPage-OLD.css', '/assets/galon-OLD.webp', '/assets/index-OLD.js?v=1']) {
      const res = await fetch(`${gateway.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    // The request's line names it, at info: during a rolling update an on-call engineer sees why.
    await expect.poll(() => logLines.find((line) => line.msg === 'request' && line.path === '/assets/CheckoutPage-OLD.js')).toMatchObject({
      status: 404,
      error: { kind: 'not_found', message: "not a file of this build (another build's, or none)" },
    });
  });
});
