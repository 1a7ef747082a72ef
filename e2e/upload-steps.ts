import { expect } from 'vitest';
import type { CDPSession, Locator, Page } from 'playwright-core';

/** About 3G on a weak signal: a 400 KB photo takes about eight seconds. */
export const WEAK_SIGNAL = 48 * 1024;
/**
 * Slower still: a 400 KB photo takes about 25 seconds. For a send that must still be under way
 * after a screen check (screenshots and axe at two widths take several seconds on a busy machine)
 * when the test taps 'Batal'.
 */
export const VERY_WEAK_SIGNAL = 16 * 1024;

/**
 * The page's signal: uploads slowed to `bytesPerSecond` (null: full speed), or none at all
 * (`offline`). The network is changed first and only then is the page told (navigator.onLine and
 * its 'online' / 'offline' events): when the signal returns, the upload the page starts on hearing
 * 'online' must meet the slow network, not the moment before it. Chromium's single call for both
 * (Network.emulateNetworkConditions) gives no such order: the page could hear 'online' and send
 * before the throttle reached the network, and the photo would then go at full speed, its progress
 * bar gone before it was read (a risk, not what made the queue test flaky: see decision 035). Chromium applies new conditions to requests that start after them
 * (a change while a photo is being sent lets its remaining bytes go at once), so tests change the
 * signal between sends.
 */
export async function throttleUploads(cdp: CDPSession, bytesPerSecond: number | null, offline = false): Promise<void> {
  await cdp.send('Network.enable');
  const slow = bytesPerSecond ? [{ urlPattern: '', latency: 150, downloadThroughput: 256 * 1024, uploadThroughput: bytesPerSecond }] : [];
  const none = offline ? [{ urlPattern: '', latency: 0, downloadThroughput: -1, uploadThroughput: -1 }] : [];
  await cdp.send('Network.emulateNetworkConditionsByRule', { offline, matchedNetworkConditions: offline ? none : slow });
  await cdp.send('Network.overrideNetworkState', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

declare global {
  interface Window {
    /** Every value the upload progress bars showed, in order (recordProgress). */
    __uploadPercentages?: number[];
  }
}

/**
 * Records in the page, as the DOM changes, every percentage an upload progress bar shows: what a
 * person watching the screen would see, in order. Recorded by the page itself, not read by the
 * test every so often, so a busy machine (a screen check, a slow round trip) misses no step, and
 * a bar that came and went between two reads is still seen. Starts empty; call it again to start
 * over (before a second send). Lasts until the page loads another document.
 */
export async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const first = window.__uploadPercentages === undefined;
    window.__uploadPercentages = [];
    if (!first) return;
    const read = () => {
      const seen = window.__uploadPercentages!;
      for (const bar of Array.from(document.querySelectorAll('[role="progressbar"][aria-label="Progres unggahan"]'))) {
        const now = Number(bar.getAttribute('aria-valuenow'));
        if (seen.at(-1) !== now) seen.push(now);
      }
    };
    new MutationObserver(read).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    read();
  });
}

/** The percentages recorded since recordProgress. */
export async function recordedPercentages(page: Page): Promise<number[]> {
  return page.evaluate(() => window.__uploadPercentages ?? []);
}

/** Waits until the progress bar has shown more than `percent` (bytes are going out, slowly). */
export async function expectProgressPast(page: Page, percent: number, timeoutMs = 30_000): Promise<void> {
  await expect
    .poll(async () => Math.max(-1, ...(await recordedPercentages(page))), { timeout: timeoutMs, message: `progress past ${percent}%` })
    .toBeGreaterThan(percent);
}

/** The percentages recorded until `done` is visible (the answer has arrived). */
export async function percentagesUntil(page: Page, done: Locator, timeoutMs = 60_000): Promise<number[]> {
  await done.waitFor({ timeout: timeoutMs }).catch(async (error: unknown) => {
    throw new Error(`no answer within ${timeoutMs} ms; percentages seen: ${(await recordedPercentages(page)).join(', ')}`, { cause: error });
  });
  return recordedPercentages(page);
}

/** Progress went up in several steps between 0 and 100 before the answer, never back. Printed for the record. */
export function expectRisingProgress(upload: string, seen: number[]): void {
  console.log(`${upload}: ${seen.map((p) => `${p}%`).join(' → ')}`);
  const between = seen.filter((p) => p > 0 && p < 100);
  expect(between.length, `percentages seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(3);
  expect([...between].sort((a, b) => a - b), `percentages seen: ${seen.join(', ')}`).toEqual(between);
}
