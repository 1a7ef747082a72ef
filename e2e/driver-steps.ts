import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PHONE, newPage } from './browser.ts';
import { signInContext } from './sign-in.ts';
import { stack } from './stack.ts';

export const DRIVER_PASSWORD = 'Driver123!';

export type Session = { context: BrowserContext; page: Page };

/** A driver signed in (through the gateway: sign-in.ts), on the dashboard; `device` as newPage's. */
export async function driverSession(browser: Browser, email: string, viewport = PHONE, device: Parameters<typeof newPage>[3] = {}): Promise<Session> {
  const session = await newPage(browser, stack().baseUrl, viewport, device);
  await signInContext(session.context, { email, password: DRIVER_PASSWORD }, 'driver');
  await session.page.goto('/dashboarddriver');
  await session.page.getByRole('heading', { name: 'Delivery Order' }).waitFor();
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
