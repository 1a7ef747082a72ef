import { expect } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { heldBack } from './browser.ts';

/** The pages the gateway draws (server/src/web/drawn-pages.ts), opened as drawn, and held without their app. */

/** React's words for a hydration that failed (development) and their production codes (418, 423, 425). */
export const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|423|425)/i;

type Reporting = Window & { reportedErrors?: string[] };

/**
 * From the page's next document on, keeps every error the page reports (React reports a drawn page it
 * threw away as a window 'error'), for `hydrationErrors`: a test that reads them fails itself, rather
 * than only the run through the page's uncaught error.
 */
export async function keepReportedErrors(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as Reporting).reportedErrors = []);
    window.addEventListener('error', (event) => seen.push(String(event.message)));
  });
}

/** The hydration errors the page reported since its document loaded (see `keepReportedErrors`). */
export async function hydrationErrors(page: Page): Promise<string[]> {
  const reported = await page.evaluate(() => (window as Reporting).reportedErrors ?? []);
  return reported.filter((message) => HYDRATION_ERROR.test(message));
}

/** Whether the gateway drew the page it answered with (its state is in the page); no answer is none drawn. */
async function isDrawn(response: Response | null): Promise<boolean> {
  return (await response?.text())?.includes('id="tulus-state"') ?? false;
}

/**
 * Opens `path` until the gateway has drawn it: under load the gateway gives up drawing after its budget
 * and sends the page undrawn (the browser then renders it itself), which is right for a customer but
 * tells nothing about hydration.
 */
export async function openDrawn(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.goto(path);
        return isDrawn(response);
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
}

/**
 * Opens `path` until the gateway has drawn it, returning as soon as the document arrives (before its
 * scripts ran). `documentLoads` keeps the documents loaded since the last try.
 */
export async function landOnDrawn(page: Page, path: string, documentLoads: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        documentLoads.length = 0;
        const response = await page.goto(path, { waitUntil: 'commit' });
        return isDrawn(response);
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
}

/**
 * Back to the page before, until the gateway has drawn it (see `openDrawn`): a Back answered undrawn is
 * followed by Forward, to the page `forwardShown` waits for, and Back again. A Back the browser answers
 * from its own cache has no response and never counts as drawn.
 */
export async function backToDrawn(page: Page, forwardShown: () => Promise<unknown>): Promise<void> {
  // What each Back that did not count came back as, for the message of a journey that fails here.
  const backs: string[] = [];
  await expect
    .poll(
      async () => {
        if (backs.length > 0) {
          await page.goForward();
          await forwardShown().catch((error: unknown) => {
            throw new Error(`Forward did not show its page after ${backs.length} Back(s) not drawn (${backs.join('; ')}): ${String(error)}`, { cause: error });
          });
        }
        const response = await page.goBack();
        if (await isDrawn(response)) return true;
        backs.push(response ? `${response.status()} from the ${response.fromServiceWorker() ? 'service worker' : 'gateway'}, not drawn` : "no answer: the browser's own cache");
        return false;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true)
    .catch((error: unknown) => {
      throw new Error(`Back never came to a drawn page (${backs.join('; ')})`, { cause: error });
    });
}

/**
 * Holds the app's entry script back until the returned function is called: the drawn page without its
 * app. Only in a context that blocks service workers (`serviceWorkers: 'block'`) once the app has run
 * in it: a script the shop's service worker serves from its cache never reaches the route.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  return (await heldBack(page, /\/assets\/index-[\w-]+\.js$/)).release;
}

/** Whether the app has rendered on this page yet (main.tsx marks its first render). */
export const appHasRun = (page: Page) => page.evaluate(() => performance.getEntriesByName('tulus:first-render').length > 0);

/** Resolves once the app's first render is on screen and the browser has been idle after it (every boundary hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => appHasRun(page)).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}
