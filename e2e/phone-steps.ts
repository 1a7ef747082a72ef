import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { ANDROID, launchBrowser, newPage } from './browser.ts';
import { signIn } from './customer-steps.ts';
import { freshCustomerWithAddress, type TestCustomer } from './provider.ts';
import { stack } from './stack.ts';

/** The product most journeys order: four of them make a checkout. */
export const GALLON = 'Tulus Galon 16 L';

/**
 * A fresh customer with an address in Jakarta, signed in on a cheap Android phone (360 x 740, touch) of
 * their own in a browser of their own: where each phone-*.e2e.ts file starts. The clipboard is allowed,
 * as a phone's browser allows it for a tap on 'Salin'.
 */
export async function customerPhone(name: string): Promise<{ browser: Browser; customer: TestCustomer; context: BrowserContext; page: Page }> {
  const browser = await launchBrowser();
  const customer = await freshCustomerWithAddress(name);
  const { context, page } = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, customer.email, customer.password);
  return { browser, customer, context, page };
}

export type Box = { x: number; y: number; width: number; height: number };

/** The middle of where two boxes overlap (a dialog's button and what the page has under it), if they do. */
export function overlapOf(a: Box, b: Box): { x: number; y: number } | undefined {
  const left = Math.max(a.x, b.x);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const top = Math.max(a.y, b.y);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > left && bottom > top ? { x: (left + right) / 2, y: (top + bottom) / 2 } : undefined;
}

/** What `read` gives once two readings `interval` ms apart are the same: the page has stopped moving. */
export async function steadyReading<T>(read: () => Promise<T>, interval = 100): Promise<T> {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await read());
      const same = now === last;
      last = now;
      return same;
    }, { interval })
    .toBe(true);
  return JSON.parse(last) as T;
}

/** An element's box once it has stopped moving: a dialog zooms in as it opens. */
export const settledBox = (locator: Locator): Promise<Box> => steadyReading(async () => (await locator.boundingBox()) as Box);

/** The name of the button or link that a tap at `point` reaches now: its aria-label, else its text. */
export const reachedAt = (page: Page, point: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => {
    const target = document.elementFromPoint(x, y)?.closest('button, a');
    return target ? (target.getAttribute('aria-label') ?? target.textContent?.trim()) : null;
  }, point);

/** Whether the app's root is hidden from screen readers, as an open picker hides the page behind it. */
export const rootHidden = (page: Page) => page.evaluate(() => document.getElementById('root')!.hasAttribute('aria-hidden'));

/** Whether the element lies within the phone's screen as it is scrolled now. */
export async function onScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  });
}

/**
 * The gateway answers the page's calls, but `procedure` fails (the provider down for that call,
 * 'Network error' in its words) until `back()`; the other calls of the same batch pass. `stop()`
 * takes the rewrite away.
 */
export async function providerDownFor(page: Page, procedure: string): Promise<{ back: () => void; stop: () => Promise<void> }> {
  let down = true;
  let stopped = false;
  const handler = async (route: Route) => {
    try {
      const response = await route.fetch();
      const procedures = new URL(route.request().url()).pathname.slice('/trpc/'.length).split(',');
      const body = (await response.json()) as unknown[];
      if (down) {
        procedures.forEach((name, i) => {
          if (name === procedure) body[i] = { error: { message: 'Network error', code: -32603, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, path: name } } };
        });
      }
      await route.fulfill({ response, json: body });
    } catch (error) {
      // A call still on its way when the rewrite is taken away: Playwright then lets the browser's
      // request go on by itself, and this one's answer is no longer wanted.
      if (!stopped) throw error;
    }
  };
  const batches = new RegExp(`/trpc/[^?]*${procedure.replace('.', '\\.')}[^?]*\\?batch=1`);
  await page.route(batches, handler);
  return {
    back: () => void (down = false),
    stop: () => {
      stopped = true;
      return page.unroute(batches, handler);
    },
  };
}
