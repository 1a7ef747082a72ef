import { expect } from 'vitest';
import type { CDPSession, Locator, Page } from 'playwright-core';

/** Slows this page's uploads to a weak mobile signal (bytes per second), or back to normal with null. */
export async function throttleUploads(cdp: CDPSession, bytesPerSecond: number | null, offline = false): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: bytesPerSecond ? 150 : 0,
    downloadThroughput: bytesPerSecond ? 256 * 1024 : -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/**
 * The percentages the upload's progress bar shows, read every 100 ms until `done` is visible
 * (the answer has arrived): what a person watching the screen would see, in order.
 */
export async function percentagesUntil(page: Page, done: Locator, timeoutMs = 60_000): Promise<number[]> {
  const seen: number[] = [];
  const bar = page.getByRole('progressbar', { name: 'Progres unggahan' });
  const deadline = Date.now() + timeoutMs;
  while (!(await done.isVisible())) {
    if (Date.now() > deadline) throw new Error(`no answer within ${timeoutMs} ms; percentages seen: ${seen.join(', ')}`);
    const now = await bar.getAttribute('aria-valuenow', { timeout: 100 }).catch(() => null);
    if (now !== null && seen.at(-1) !== Number(now)) seen.push(Number(now));
    await page.waitForTimeout(100);
  }
  return seen;
}

/** Progress went up in several steps between 0 and 100 before the answer, never back. Printed for the record. */
export function expectRisingProgress(upload: string, seen: number[]): void {
  console.log(`${upload}: ${seen.map((p) => `${p}%`).join(' → ')}`);
  const between = seen.filter((p) => p > 0 && p < 100);
  expect(between.length, `percentages seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(3);
  expect([...between].sort((a, b) => a - b), `percentages seen: ${seen.join(', ')}`).toEqual(between);
}
