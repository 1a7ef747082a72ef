/**
 * The shop's pages measured by Lighthouse itself (the `lighthouse` npm package with Debian's
 * Chromium): mobile form factor, simulated throttling (Lighthouse's slow 4G and 4x CPU), the
 * performance category, as the budgets in docs/performance.md were first measured. Each run is a cold load (no HTTP cache, no
 * service worker); a signed-in page carries the session cookie and the localStorage the app itself
 * keeps (a returning customer's phone), and the cart its two lines.
 */
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { withStorage, type Profile } from './client-profile.ts';
import { documentOf, tasksOf, type TraceEvent } from './client-main-thread.ts';
import { median } from './support/stats.ts';

export type LighthousePage = {
  screen: string;
  path: string;
  /** Signed in as the returning customer (cookie and the app's localStorage). */
  signedIn: boolean;
  /** localStorage entries besides the profile's (the cart's lines). */
  storage?: Record<string, string>;
};

export type LighthouseFigures = {
  score: number;
  lcp: number;
  tbt: number;
  tti: number;
  cls: number;
  fcp: number;
  jsBytes: number;
  jsFiles: number;
  /** Of the page's main-thread tasks in Lighthouse's own load, the share of their time the thread ran (0 to 1). */
  onCpu: number;
  /**
   * Lighthouse's own measure of the host's CPU for this run (`environment.benchmarkIndex`: a fixed loop's
   * iterations in the page's renderer). Its 4x slowdown stands for a mid-range phone when the host is a
   * desktop of about 1,500 to 2,000 (its docs/throttling.md): on a faster host the same 4x is a faster phone.
   */
  benchmarkIndex: number;
  /** The CPU slowdown the run's simulation used (Lighthouse's default 4, or the host's calibrated one). */
  slowdown: number;
};

/** The host's benchmark index Lighthouse's 4x CPU slowdown is made for: the middle of the desktops it expects (1,500 to 2,000). */
export const REFERENCE_HOST_INDEX = 1750;
/** The CPU slowdown that makes of a host of `benchmarkIndex` the phone Lighthouse's 4x makes of its reference host (one decimal). */
export const calibratedSlowdown = (benchmarkIndex: number) => Math.round(((4 * benchmarkIndex) / REFERENCE_HOST_INDEX) * 10) / 10;

type Audit = { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } };
type Lhr = {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
};
/** A run Lighthouse could not score (a runtime error, no LCP seen) is run again, up to this many times. */
const ATTEMPTS = 3;

/**
 * Of the page's main-thread tasks in the trace Lighthouse took of its load, from the document on: their
 * thread time over their wall time. Lighthouse's simulation counts each task's wall time (x4 for the phone);
 * a task that waited for the CPU, or for the browser's other processes, counts as if it had worked all along.
 * On this 2-core machine the browser's own process and its compositor run beside the page
 * (docs/performance.md section 60), so a run's TBT is read beside this share.
 */
function mainThreadOnCpu(trace: { traceEvents: TraceEvent[] }, origin: string, path: string): number {
  const document = documentOf(trace.traceEvents, origin, path);
  const tasks = tasksOf(trace.traceEvents, document).filter((t) => t.ts >= document.ts);
  const wall = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const thread = tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0);
  return wall ? thread / wall : Number.NaN;
}

function figures(lhr: Lhr, onCpu: number): LighthouseFigures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Every JS file the page fetched until Lighthouse saw the network and the main thread quiet.
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    tti: value('interactive'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    onCpu,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    slowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
  };
}

/** The median of each figure over the runs (each figure on its own, as Lighthouse's own CI does). */
function medians(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
  return {
    score: of('score'), lcp: of('lcp'), tbt: of('tbt'), tti: of('tti'), cls: of('cls'), fcp: of('fcp'), jsBytes: of('jsBytes'), jsFiles: of('jsFiles'), onCpu: of('onCpu'),
    benchmarkIndex: of('benchmarkIndex'),
    slowdown: of('slowdown'),
  };
}

/**
 * `runs` Lighthouse runs of each page against the gateway at `origin`, one Chromium for all of them.
 * Before each run the profile is set as the page wants it (storage and cookies) and the HTTP cache
 * and service worker are dropped; Lighthouse's own storage reset is off so the profile stays.
 */
export async function lighthouseRuns(
  origin: string,
  pages: LighthousePage[],
  runs: number,
  customer: Profile,
  log: (line: string) => void,
  /** Lighthouse's default (4) unless given: the host's calibrated slowdown (`calibratedSlowdown`). */
  cpuSlowdownMultiplier?: number,
): Promise<Array<LighthousePage & { result: LighthouseFigures; all: LighthouseFigures[] }>> {
  const chrome = await launchChrome({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const results = [];
  try {
    for (const page of pages) {
      const all: LighthouseFigures[] = [];
      for (let run = 1, attempt = 1; run <= runs; attempt++) {
        // The profile as this page wants it, then no cache and no service worker: a cold load. Playwright
        // sets it up and then lets go of the browser: while connected it attaches to every page the browser
        // opens, the measured one included, and gets its events too: work beside the page's that a phone does not do.
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const context = browser.contexts()[0]!;
        const tab = await context.newPage();
        await tab.goto(`${origin}/favicon.svg`);
        // The signed-in customer's phone with this page's storage (and the cookies that come with it, client-profile.ts).
        const profile = withStorage(customer, origin, page.storage ?? {});
        const customerStorage = profile.origins.find((o) => o.origin === origin)?.localStorage ?? [];
        const entries = page.signedIn ? customerStorage.map((e) => [e.name, e.value] as const) : Object.entries(page.storage ?? {});
        await tab.evaluate((list) => {
          localStorage.clear();
          for (const [name, value] of list) localStorage.setItem(name, value);
        }, entries);
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
        await tab.close();
        // The cookies in the browser's own jar, as on the phone: a Cookie header given to Lighthouse
        // (extraHeaders) is replaced by the jar's as soon as the page writes a cookie of its own (the cart's).
        await context.clearCookies();
        if (page.signedIn) await context.addCookies(profile.cookies);
        // Disconnects only: the browser, its cookies and its storage stay.
        await browser.close();
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
          disableStorageReset: true,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        const lhr = result.lhr as unknown as Lhr;
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          const why = lhr.runtimeError?.code ?? 'no score';
          if (attempt >= ATTEMPTS) throw new Error(`Lighthouse could not score ${page.path} in ${ATTEMPTS} attempts: ${why}`);
          log(`client: ${page.screen} Lighthouse run ${run}/${runs} not scored (${why}); again`);
          continue;
        }
        // The trace of the load is one of Lighthouse's artifacts (not a stable interface: read defensively).
        const trace = (result as unknown as { artifacts?: { Trace?: { traceEvents: TraceEvent[] } } }).artifacts?.Trace;
        const run_ = figures(lhr, trace ? mainThreadOnCpu(trace, origin, page.path) : Number.NaN);
        all.push(run_);
        log(`client: ${page.screen} Lighthouse run ${run}/${runs} (CPU ${run_.slowdown}x): score ${run_.score}, LCP ${Math.round(run_.lcp)} ms, TBT ${Math.round(run_.tbt)} ms, main thread on the CPU ${Math.round(run_.onCpu * 100)}% of its tasks' time, host CPU benchmark index ${Math.round(run_.benchmarkIndex)}`);
        run++;
        attempt = 0;
      }
      results.push({ ...page, result: medians(all), all });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
