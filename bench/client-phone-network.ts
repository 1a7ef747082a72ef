/**
 * A cold load of each drawn page as a phone gets it: Debian's Chromium as the returning customer's
 * phone, its CPU slowed 4x and its network emulated by CDP (Network.emulateNetworkConditions), read
 * from the page itself: the first paint, LCP, and the moment the app works (the 'tulus:first-render'
 * mark, set once the app has taken the drawn page over and replays a tap held before). Lighthouse's
 * simulation counts the page's modulepreloaded scripts as what its paint waited for, so a change that
 * paints sooner on a phone (decision 053: one round trip less) does not show there; here it does.
 */
import type { Browser } from 'playwright-core';
import type { Profile } from './client-profile.ts';
import { whenMarked, withContext } from './client-main-thread.ts';
import { median } from './support/stats.ts';

/** Latency per request and download speed; 'slow 4G' is Lighthouse's (150 ms, 1.6 Mbps) at DevTools' 90 %. */
export const PHONE_NETWORKS = [
  { name: 'slow 4G', latency: 150, downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8, uploadBytesPerSecond: (750 * 1024 * 0.9) / 8 },
  { name: 'fast 4G', latency: 40, downloadBytesPerSecond: (9 * 1024 * 1024) / 8, uploadBytesPerSecond: (1.5 * 1024 * 1024) / 8 },
] as const;

export type PhoneLoad = { screen: string; network: string; firstPaint: number; lcp: number; working: number; each: Array<{ firstPaint: number; working: number }> };

/** `runs` cold loads of each page on each network (a new context each), medians of each figure. */
export async function phoneNetworkLoads(browser: Browser, origin: string, pages: Array<{ screen: string; path: string; state?: Profile }>, runs: number): Promise<PhoneLoad[]> {
  const results: PhoneLoad[] = [];
  for (const network of PHONE_NETWORKS) {
    for (const { screen, path, state } of pages) {
      const each: Array<{ firstPaint: number; lcp: number; working: number }> = [];
      for (let run = 0; run < runs; run++) {
        each.push(
          await withContext(browser, state, async (page) => {
            await page.addInitScript(() => {
              const seen = window as Window & { __lcp?: number };
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) seen.__lcp = entry.startTime;
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            });
            const cdp = await page.context().newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
            await cdp.send('Network.enable');
            await cdp.send('Network.emulateNetworkConditions', {
              offline: false,
              latency: network.latency,
              downloadThroughput: network.downloadBytesPerSecond,
              uploadThroughput: network.uploadBytesPerSecond,
            });
            await page.goto(`${origin}${path}`);
            await whenMarked(page, 'tulus:first-render', 60_000);
            // LCP is final once the page has been quiet a moment (no later, larger picture).
            await page.waitForTimeout(500);
            return page.evaluate(() => ({
              firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
              lcp: (window as Window & { __lcp?: number }).__lcp ?? NaN,
              working: performance.getEntriesByName('tulus:first-render')[0]!.startTime,
            }));
          }),
        );
      }
      results.push({
        screen,
        network: network.name,
        firstPaint: median(each.map((e) => e.firstPaint)),
        lcp: median(each.map((e) => e.lcp)),
        working: median(each.map((e) => e.working)),
        each: each.map(({ firstPaint, working }) => ({ firstPaint, working })),
      });
    }
  }
  return results;
}
