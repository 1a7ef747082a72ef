import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ANDROID, ANDROID_AGENT, DESKTOP, axeViolations, heldBack, launchBrowser, newPage, screenshots } from './browser.ts';
import { stack } from './stack.ts';
import { hydrated } from './drawn-steps.ts';
import { doubleTap } from './once-steps.ts';
import { steadyReading } from './phone-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a visitor', () => {
  it('sees the landing page with products, and is sent to /login when opening one', async () => {
    const { page, context } = await newPage(browser, stack().baseUrl);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
    const product = page.locator('#full-produk').getByRole('link', { name: /Tulus Galon 16 L/ }).first();
    await product.waitFor();
    await screenshots(page, 'home-visitor');
    expect(await axeViolations(page)).toEqual([]);
    await product.click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await context.close();
  });

  it("keeps the room of the landing page's pictures while they are on their way: nothing below them moves as they come, on a phone and on a computer", async () => {
    for (const screen of [ANDROID, { viewport: DESKTOP }]) {
      const { page, context } = await newPage(browser, stack().baseUrl, screen.viewport, { ...screen, serviceWorkers: 'block' });
      // The pictures held, as on a slow signal, until the page has drawn what comes below them.
      const pictures = await heldBack(page, /\/home\/[^/]+\.svg$/);
      try {
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        const mockup = page.getByRole('heading', { name: 'Pesan air cukup dari ponsel' });
        // Drawn as it nears the screen.
        await page.getByRole('img', { name: 'Tampilan aplikasi Tulus di ponsel' }).scrollIntoViewIfNeeded();
        await mockup.waitFor();
        const onPage = () =>
          Promise.all(
            [page.getByRole('heading', { name: 'Spesifikasi Teknis' }), mockup].map((heading) => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top + window.scrollY))),
          );
        // Read once nothing moves any more: the parts of the page drawn as they near the screen (LaterSection)
        // that the scroll brought near take their own height in place of their estimate a frame or more later
        // (73 px at 360 px in a CI run), which is not what this journey checks.
        const before = await steadyReading(onPage, 200);
        pictures.release();
        await expect.poll(() => page.locator('img[src^="/home/"]').evaluateAll((pictures) => pictures.every((p) => (p as HTMLImageElement).complete && (p as HTMLImageElement).naturalWidth > 0))).toBe(true);
        expect(await onPage(), `at ${screen.viewport.width} px`).toEqual(before);
      } finally {
        await pictures.stop();
        await context.close();
      }
    }
  });

  it('loads the toasts once the page is idle, and not the logout dialog, which a visitor has no use for', async () => {
    const { page, context } = await newPage(browser, stack().baseUrl, ANDROID.viewport, { ...ANDROID, serviceWorkers: 'block' });
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
    // The toast viewport's chunk (app/providers.tsx) is asked for once the page is idle.
    await expect.poll(() => scripts.some((path) => /\/assets\/toaster-[\w-]+\.js$/.test(path))).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(scripts.filter((path) => /\/assets\/(ConfirmDialogView|dialog)-[\w-]+\.js$/.test(path))).toEqual([]);
    await context.close();
  });

  it("says so when the login screen's code does not arrive (the signal lost on the way), and 'Coba lagi' opens it once the signal is back", async () => {
    const { page, context } = await newPage(browser, stack().baseUrl, ANDROID.viewport, { ...ANDROID, serviceWorkers: 'block' });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
    const loginChunk = /\/assets\/LoginPage-[\w-]+\.js$/;
    await context.route(loginChunk, (route) => route.abort('internetdisconnected'));
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).tap();
    const failed = page.getByTestId('screen-failed');
    await failed.waitFor();
    await failed.getByRole('heading', { level: 1, name: 'Halaman belum dapat dimuat' }).waitFor();
    await expect.poll(() => failed.getByRole('alert').textContent()).toContain('Periksa sinyal internet Anda, lalu coba lagi.');
    // The frame stays: the top bar is still there to go elsewhere.
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.unroute(loginChunk);
    await failed.getByRole('button', { name: 'Coba lagi' }).tap();
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await expect.poll(() => page.getByTestId('screen-failed').count()).toBe(0);
    await context.close();
  });

  it("loads the page again when the login screen's code is gone because the shop was updated since the page was loaded, and opens it", async () => {
    const { page, context, loads } = await landingFromTheGateway();
    // What the gateway answers for a file of another build (a tab opened before a deploy): 404, until the
    // page is loaded again (whose build, in a real update, names the new file).
    const loginChunk = /\/assets\/LoginPage-[\w-]+\.js$/;
    await context.route(loginChunk, (route) =>
      loads() < 2 ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"message":"Tidak ditemukan."}}' }) : route.continue(),
    );
    // A double tap on a phone slowed 4x: one page load for it, not one per tap.
    await doubleTap(page, page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }), 'dblclick');
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    expect(loads()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByTestId('screen-failed').count()).toBe(0);
    // The page loaded again in the login screen's place: Back goes to the page before it, as after any tap.
    await page.goBack();
    await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // A build that names a file it has not got is loaded again once only: then the screen says it failed, as an
    // error of the shop's, not of the signal.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
    await hydrated(page);
    const loadsBefore = loads();
    await context.unroute(loginChunk);
    await context.route(loginChunk, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"message":"Tidak ditemukan."}}' }));
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).tap();
    const failed = page.getByTestId('screen-failed');
    await failed.getByRole('heading', { level: 1, name: 'Terjadi kesalahan' }).waitFor();
    await expect.poll(() => failed.getByRole('alert').textContent()).toContain('Halaman ini tidak dapat ditampilkan. Silakan muat ulang halaman.');
    expect(loads()).toBe(loadsBefore);
    await context.close();
  });

  it("loads the page again when the login screen's code is gone after an update and the browser's error names no file, as Safari's does", async () => {
    const { page, context, loads } = await landingFromTheGateway();
    // Safari's words for an import whose file did not arrive name no file: the page asks about its own entry
    // script, which the gateway no longer has after a deploy (404), until the page is loaded again.
    await context.route(/\/assets\/LoginPage-[\w-]+\.js$/, (route) =>
      loads() < 2 ? route.fulfill({ contentType: 'text/javascript', body: "throw new TypeError('Importing a module script failed.');" }) : route.continue(),
    );
    await context.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
      loads() < 2 && route.request().method() === 'HEAD' ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"message":"Tidak ditemukan."}}' }) : route.continue(),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).tap();
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    expect(loads()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByTestId('screen-failed').count()).toBe(0);
    await context.close();
  });

  it('logs in as a member and is greeted by name', async () => {
    const { page, context } = await newPage(browser, stack().baseUrl);
    await page.goto('/login');
    await page.getByLabel('Email').fill('member@contoh.id');
    await page.getByLabel('Kata Sandi', { exact: true }).fill('Rahasia123!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Hai, Rina Wulandari!' }).waitFor();
    await context.close();
  });
});

/**
 * A visitor's phone on the landing page, taken over by the app, whose files all come from the gateway (no service
 * worker: a tab opened before a deploy, or a first visit); `loads` counts the tab's page loads.
 */
async function landingFromTheGateway() {
  const { page, context } = await newPage(browser, stack().baseUrl, ANDROID.viewport, { ...ANDROID, serviceWorkers: 'block' });
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
  await hydrated(page);
  return { page, context, loads: () => loads };
}

describe('the home page as the gateway draws it', () => {
  // What a phone shows before its scripts have arrived: the same browser with scripts off, saying it is a phone.
  async function withoutScripts(cookies: Array<{ name: string; value: string; url: string }> = []) {
    const context = await browser.newContext({ baseURL: stack().baseUrl, viewport: { width: 360, height: 780 }, userAgent: ANDROID_AGENT, javaScriptEnabled: false, locale: 'id-ID' });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto('/');
    return { context, page };
  }

  it("shows a visitor's first screen, styled, before any script runs; the app then takes it over without drawing it twice", async () => {
    const drawn = await withoutScripts();
    const hero = drawn.page.getByRole('heading', { name: 'Ayo Daftar!' });
    await expect.poll(() => hero.isVisible()).toBe(true);
    // Chakra's styles came with the HTML: the hero's white text on the brand gradient, not the browser's defaults.
    await expect.poll(() => hero.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    await expect.poll(() => drawn.page.getByRole('link', { name: 'Login' }).first().getAttribute('href')).toBe('/login');
    await drawn.context.close();

    const { page, context } = await newPage(browser, stack().baseUrl);
    await page.goto('/');
    // Once the app runs, what is below the first screen appears; the hero is still there, once.
    await page.locator('#full-produk').getByRole('link', { name: /Tulus Galon 16 L/ }).first().waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Ayo Daftar!' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await context.close();
  });

  it('shows a signed-in customer their own greeting and New Arrivals before any script runs', async () => {
    const { page: login, context: signedIn } = await newPage(browser, stack().baseUrl);
    await login.goto('/login');
    await login.getByLabel('Email').fill('sahabat@contoh.id');
    await login.getByLabel('Kata Sandi', { exact: true }).fill('Rahasia123!');
    await login.getByRole('button', { name: 'Login' }).click();
    await login.getByRole('heading', { name: 'Hai, Budi Santoso!' }).waitFor();
    const cookies = (await signedIn.cookies()).map(({ name, value }) => ({ name, value, url: stack().baseUrl }));
    await signedIn.close();

    const { page, context } = await withoutScripts(cookies);
    await expect.poll(() => page.getByRole('heading', { name: 'Hai, Budi Santoso!' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'New Arrivals' }).isVisible()).toBe(true);
    // One product per view on a phone, as the app itself shows it (the row's width classes are CSS).
    const firstCard = page.getByRole('region', { name: 'New Arrivals' }).getByRole('listitem').first();
    expect((await firstCard.boundingBox())!.width).toBeGreaterThan(300);
    await expect.poll(() => page.getByRole('img', { name: 'Tulus Galon 16 L' }).first().isVisible()).toBe(true);
    await context.close();
  });
});
