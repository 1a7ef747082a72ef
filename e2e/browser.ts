import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { keptAtClose } from './page-description.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Where the run's screenshots go; printed once so people can look at them. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
mkdirSync(SCREENSHOT_DIR, { recursive: true });

export const PHONE = { width: 360, height: 780 };
/** A cheap Android phone's Chrome, as the gateway reads it to guess the width it draws a page for. */
export const ANDROID_AGENT = 'Mozilla/5.0 (Linux; Android 14; SM-A346E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/**
 * A cheap Android phone as its browser reports itself: 360 x 740 CSS px, touch, mobile viewport, and its
 * User-Agent (without it the gateway takes Playwright's Chromium for a computer and draws a computer's page).
 */
export const ANDROID = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, userAgent: ANDROID_AGENT } as const;
export const DESKTOP = { width: 1440, height: 900 };

/**
 * The browser the journeys drive: `CHROMIUM_PATH` if set; else Debian's Chromium headless shell (the
 * package chromium-headless-shell: the same Chromium without the browser's own windows, and the
 * journeys took 7 to 21% less time in it, decision 074); else Debian's Chromium. The bench measures
 * speed in Chromium itself.
 */
export const JOURNEY_BROWSER = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The browsers this test file launched, still open: what a failed test's pages are read from (failure-context.ts). */
export const openBrowsers = new Set<Browser>();

/** Debian's Chromium (JOURNEY_BROWSER), headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: JOURNEY_BROWSER,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** A fresh browser profile (its own cookies and storage) at the given viewport. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = PHONE,
  // serviceWorkers 'block': a phone on its first visit, before a service worker has kept the scripts.
  device: { isMobile?: boolean; hasTouch?: boolean; userAgent?: string; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP only lets the test inject axe-core; the page itself still runs under the gateway's CSP headers.
  const context = await browser.newContext({ baseURL, viewport, ...device, locale: 'id-ID', timezoneId: 'Asia/Jakarta', bypassCSP: true });
  keptAtClose(context);
  const page = await context.newPage();
  // An uncaught error in the page is a failure even if the screen looks right.
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

/**
 * Whether screens are photographed for people to look at (`E2E_SCREENSHOTS=1`). No test reads them, and a
 * full-page PNG at two widths cost a journey about 0.8 s a screen, over half of a screen's checks: off by
 * default, so `npm test` spends its time on what it asserts.
 */
export const TAKING_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** What the screen shows now, into SCREENSHOT_DIR as `file`, when screenshots are asked for (`TAKING_SCREENSHOTS`). */
export async function screenshot(page: Page, file: string): Promise<void> {
  if (TAKING_SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOT_DIR, file) });
}

/** Screenshots of the current screen at phone and desktop width, when they are asked for (`TAKING_SCREENSHOTS`). */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!TAKING_SCREENSHOTS) return;
  const original = page.viewportSize() ?? PHONE;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> };

/**
 * Resolves once no animation with an end is running: a dialog's fade-in, a drawer's slide. Endless ones
 * (a spinner, a skeleton's pulse) are left running.
 */
export async function animationsEnded(page: Page): Promise<void> {
  const running = () =>
    page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length);
  await expect.poll(running).toBe(0);
}

/**
 * Every axe-core violation on the current screen, whatever its impact (minor ones included), as a customer
 * sees it: once its animations have ended (axe reads the colours as drawn, and a dialog still fading in
 * fails contrast), and with the parts the browser draws only as they near the screen (`.later-section`,
 * `content-visibility: auto`: the footer) drawn, as they are once scrolled to. Undrawn, axe read the
 * footer's colours wrong and failed its contrast.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const allDrawn = await page.addStyleTag({ content: '.later-section { content-visibility: visible !important; }' });
  try {
    await animationsEnded(page);
    // Once per document: axe-core is half a megabyte of script to parse, and a screen is checked at two widths.
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
    return await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    });
  } finally {
    await allDrawn.evaluate((style) => (style as HTMLStyleElement).remove());
  }
}

/**
 * Reloads a page whose context is offline (`context.setOffline(true)`): a phone without signal
 * opening the app. The Chromium here (150) fails every request of the new document but lets its
 * `navigator.onLine` read true, which no phone without signal does, so the page is told it is
 * offline once it has loaded (CDP `Network.overrideNetworkState`) and hears the 'offline' event.
 * `online()` brings the signal back: the network first, then the page hears 'online'.
 */
export async function reloadOffline(context: BrowserContext, page: Page) {
  const response = await page.reload();
  const cdp = await context.newCDPSession(page);
  const state = (offline: boolean) => cdp.send('Network.overrideNetworkState', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await state(true);
  return {
    response,
    online: async () => {
      await context.setOffline(false);
      await state(false);
      await cdp.detach();
    },
  };
}

/** The answers to the requests `pattern` matches, held back until `release` (as on a slow line); `stop` lets them all through again. */
export async function heldBack(page: Page, pattern: RegExp): Promise<{ release: () => void; stop: () => Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release: () => release(),
    stop: async () => {
      release();
      await page.unroute(pattern);
    },
  };
}

/**
 * A phone's Back, as the browser's own button does it (a user-initiated history traversal, CDP
 * `Page.navigateToHistoryEntry`), without waiting for the page to change: with a dialog open the page
 * cancels it and closes the dialog, and `page.goBack()` would wait for a navigation that never comes.
 */
export async function pressBack(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
    const previous = entries[currentIndex - 1];
    if (!previous) throw new Error('No page before this one to go Back to');
    await cdp.send('Page.navigateToHistoryEntry', { entryId: previous.id });
  } finally {
    await cdp.detach();
  }
}

/**
 * The tab's history as the browser keeps it (CDP): its entries and which is current. `history.length`
 * does not tell where the current entry is, nor that a `goto` to the address the tab is on replaced it.
 */
export async function navigationHistory(page: Page): Promise<{ currentIndex: number; entries: Array<{ id: number; url: string }> }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    return await cdp.send('Page.getNavigationHistory');
  } finally {
    await cdp.detach();
  }
}

/**
 * Waits until `expression` holds in the page without touching it. Playwright's own queries run as a user
 * gesture, which gives the page a user activation; a page can cancel a Back only with one since the last
 * Back it cancelled, so a test of two Backs in a row must not hand it one between them.
 */
export async function waitUntouched(page: Page, expression: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const holds = async () => (await cdp.send('Runtime.evaluate', { expression, returnByValue: true, userGesture: false })).result.value as unknown;
    await expect.poll(holds, { timeout: 10_000, interval: 100, message: expression }).toBe(true);
  } finally {
    await cdp.detach();
  }
}
