import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PHONE, axeViolations, newPage, screenshots } from './browser.ts';
import { stack } from './stack.ts';

export const DRIVER_PASSWORD = 'Driver123!';
export const CUSTOMER_PASSWORD = 'Rahasia123!';

export type Session = { context: BrowserContext; page: Page };

/** A driver signed in at /driver, landing on the dashboard. */
export async function driverSession(browser: Browser, email: string, viewport = PHONE): Promise<Session> {
  const session = await newPage(browser, stack().baseUrl, viewport);
  const { page } = session;
  await page.goto('/driver');
  await page.getByRole('heading', { name: 'Login Driver' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(DRIVER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboarddriver**');
  await page.getByRole('heading', { name: 'Delivery Order' }).waitFor();
  return session;
}

/** A customer signed in at /login, landing on the home page. */
export async function customerSession(browser: Browser, email: string, viewport = PHONE): Promise<Session> {
  const session = await newPage(browser, stack().baseUrl, viewport);
  const { page } = session;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return session;
}

/** The dashboard's sub-tab with this label, as the driver taps it. */
export async function openDeliveryTab(page: Page, label: 'Sedang Dikirim' | 'Menunggu Konfirmasi' | 'Telah Diterima'): Promise<void> {
  const tab = page.getByRole('tab', { name: label });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  // The list has loaded once the skeleton is gone.
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

/** The 'Detail' control of one order row or card (its accessible name carries the code). */
export const detailOf = (page: Page, code: string) => page.getByRole('link', { name: `Detail ${code}`, exact: true });

/** Waits until every loading skeleton of the screen is gone. */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

/** Nothing on the page is wider than the viewport (no sideways scrolling of the whole screen). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The elements reaching past the right edge, to name the culprit when the page scrolls sideways. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.outerHTML.slice(0, 200)} right=${Math.round(el.getBoundingClientRect().right)}`);
  });
}

/**
 * Sideways scrolling that lasts: a toast sliding in overlaps the edge for a moment, which is not
 * a layout a driver has to scroll; anything still overflowing after 3 s is, and is named.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => horizontalOverflow(page), { timeout: 3_000, message: `${what} scrolls sideways: ${(await overflowingElements(page)).join(' | ')}` })
    .toBeLessThanOrEqual(0);
}

/**
 * Screenshots at 360 and 1440 px, then, at both widths: no sideways scrolling of the page and
 * no axe violation of any impact (the phone and desktop layouts differ: cards and a
 * bottom bar, or a table and a side column).
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshots(page, name);
  const original = page.viewportSize() ?? PHONE;
  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    await page.setViewportSize(viewport);
    await settled(page);
    await expectNoSidewaysScroll(page, `${name} at ${viewport.width} px`);
    const found = await axeViolations(page);
    for (const v of found) for (const n of v.nodes) console.log(name, viewport.width, v.id, await page.evaluate((sel) => { const el = document.querySelector(sel as string)!; const cs = getComputedStyle(el); return el.outerHTML.slice(0, 300) + ' color=' + cs.color + ' bg=' + cs.backgroundColor + ' opacity=' + cs.opacity; }, n.target[0]));
    expect(found, `${name} at ${viewport.width} px`).toEqual([]);
  }
  await page.setViewportSize(original);
}

/** The image has really been loaded and decoded by the browser (not a broken icon). */
export async function expectImageLoaded(page: Page, alt: string): Promise<void> {
  const image = page.getByRole('img', { name: alt, exact: true });
  await image.waitFor();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
}

/**
 * Opens the upload queue's list on the driver's dashboard. Every driver screen has its own queue
 * line, and the dashboard's screen is loaded on demand: right after the URL changes, the screen
 * that sent the driver there is still showing. A tap on its queue line would open a list that
 * goes away with it, so this waits for the dashboard's own tabs first, then for the list to be open.
 */
export async function openUploadQueue(page: Page): Promise<{ queue: Locator; summary: Locator }> {
  await page.getByRole('tab', { name: 'Sedang Dikirim' }).waitFor();
  const queue = page.getByRole('region', { name: 'Antrean unggahan' });
  const summary = queue.getByRole('button', { name: /^Antrean unggahan/ });
  await summary.click();
  await expect.poll(() => summary.getAttribute('aria-expanded')).toBe('true');
  return { queue, summary };
}
