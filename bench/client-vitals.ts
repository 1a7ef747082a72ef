/**
 * Part 3b, the web client in a browser: Debian's Chromium (playwright-core) with the CPU
 * slowed 4x and a slow 4G network (150 ms latency, 1.6 Mbps down, 750 kbps up) through
 * CDP, loading a screen from the real gateway serving the built client, a fresh profile
 * (cold cache) each time. LCP, CLS, long tasks (total blocking time) and FCP come from the
 * page's own PerformanceObserver entries; the bytes from its resource timing entries.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { median } from './support/stats.ts';

export type Vitals = {
  lcp: number; cls: number; tbt: number; fcp: number; firstRender: number; jsTransferred: number; cssTransferred: number; requests: number; lcpElement: string;
  /** The largest layout shift: its value, when, and the elements that moved. */
  worstShift: string;
};

const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** Runs before any of the page's scripts: keeps every entry the vitals are computed from. */
const OBSERVE = `
  window.__perf = { lcp: [], shifts: [], longtasks: [], fcp: 0 };
  const keep = (type, push) => { try { new PerformanceObserver((list) => list.getEntries().forEach(push)).observe({ type, buffered: true }); } catch {} };
  keep('largest-contentful-paint', (e) => window.__perf.lcp.push({ t: e.startTime, el: e.element ? (e.element.tagName + (e.element.id ? '#' + e.element.id : '') + (e.url ? ' ' + e.url.split('/').pop() : '')) : '' }));
  const describe = (n) => !n ? '' : n.nodeType !== 1 ? '#text' : n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.getAttribute('aria-label') ? '[' + n.getAttribute('aria-label') + ']' : '') + (n.getAttribute('alt') ? '[' + n.getAttribute('alt') + ']' : '') + ' "' + (n.textContent || '').trim().slice(0, 30) + '"';
  keep('layout-shift', (e) => { if (!e.hadRecentInput) window.__perf.shifts.push({ t: e.startTime, v: e.value, src: (e.sources || []).map((s) => describe(s.node)).join(' + ') }); });
  keep('longtask', (e) => window.__perf.longtasks.push({ t: e.startTime, d: e.duration }));
  keep('paint', (e) => { if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; });
`;

type Raw = {
  lcp: Array<{ t: number; el: string }>;
  shifts: Array<{ t: number; v: number; src: string }>;
  longtasks: Array<{ t: number; d: number }>;
  fcp: number;
  firstRender: number;
  resources: Array<{ type: string; size: number }>;
};

/** CLS as web-vitals defines it: the largest session window (shifts under 1 s apart, at most 5 s long). */
function cumulativeLayoutShift(shifts: Raw['shifts']): number {
  let worst = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  for (const { t, v } of shifts) {
    if (session > 0 && t - last < 1000 && t - first < 5000) session += v;
    else {
      session = v;
      first = t;
    }
    last = t;
    worst = Math.max(worst, session);
  }
  return worst;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * Waits until the page has settled: nothing fetched and no long task for 2 s (network idle alone
 * is not enough: with the CPU slowed, the scripts are still running long after the last byte).
 * At most 30 s.
 */
async function settle(page: Page): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    await page.waitForTimeout(250);
    const quietFor = await page.evaluate(() => {
      const perf = (window as unknown as { __perf: { longtasks: Array<{ t: number; d: number }> } }).__perf;
      const lastTask = Math.max(0, ...perf.longtasks.map((task) => task.t + task.d));
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const lastFetch = Math.max(0, ...resources.map((r) => r.responseEnd || performance.now()));
      return performance.now() - Math.max(lastTask, lastFetch);
    });
    if (quietFor > 2_000) return;
  }
}

type Profile = Awaited<ReturnType<BrowserContext['storageState']>>;
// A mid-range Android phone (Samsung Galaxy A34): its screen and the User-Agent its Chrome sends (the gateway
// draws the home page for the width class it reads from it).
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A346E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
};

/**
 * A returning customer's profile: the session cookie (name=value) and whatever the app itself
 * keeps in localStorage once it has seen that session (one unthrottled visit of `url`, whose
 * HTTP cache and service worker are not kept: only cookies and storage are).
 */
export async function returningCustomer(browser: Browser, url: string, cookie: string): Promise<Profile> {
  const context = await browser.newContext(PHONE);
  try {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: new URL(url).origin }]);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => localStorage.getItem('lastSession') !== null);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** One cold load of `url` (no HTTP cache, no service worker); `profile` signs it in first. */
export async function loadOnce(browser: Browser, url: string, profile?: Profile): Promise<Vitals> {
  const context = await browser.newContext({ ...PHONE, storageState: profile });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await settle(page);
    const raw = (await page.evaluate(() => {
      const perf = (window as unknown as { __perf: Omit<Raw, 'resources'> }).__perf;
      const resources = performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        const type = /\.js(\?|$)/.test(r.name) ? 'js' : /\.css(\?|$)/.test(r.name) ? 'css' : r.initiatorType;
        return { type, size: r.transferSize };
      });
      // The app's own mark (client main.tsx): its first render is on screen and the page works.
      const firstRender = performance.getEntriesByName('tulus:first-render')[0]?.startTime ?? 0;
      return { ...perf, firstRender, resources };
    })) as Raw;
    const lastLcp = raw.lcp.at(-1);
    const worst = [...raw.shifts].sort((a, b) => b.v - a.v)[0];
    const tbt = raw.longtasks.filter((task) => task.t + task.d > raw.fcp).reduce((total, task) => total + Math.max(0, task.d - 50), 0);
    const bytes = (type: string) => raw.resources.filter((r) => r.type === type).reduce((n, r) => n + r.size, 0);
    return {
      lcp: lastLcp?.t ?? 0, lcpElement: lastLcp?.el ?? '', cls: cumulativeLayoutShift(raw.shifts), tbt, fcp: raw.fcp, firstRender: raw.firstRender,
      jsTransferred: bytes('js'), cssTransferred: bytes('css'), requests: raw.resources.length,
      worstShift: worst ? `${worst.v.toFixed(3)} at ${Math.round(worst.t)} ms: ${worst.src}` : '',
    };
  } finally {
    await context.close();
  }
}

/** The median of each figure over `runs` cold loads. */
export async function vitals(browser: Browser, url: string, runs: number, profile?: Profile): Promise<Vitals & { all: Vitals[] }> {
  const all: Vitals[] = [];
  for (let i = 0; i < runs; i++) all.push(await loadOnce(browser, url, profile));
  const pick = (key: 'lcp' | 'cls' | 'tbt' | 'fcp' | 'firstRender' | 'jsTransferred' | 'cssTransferred' | 'requests') => median(all.map((v) => v[key]));
  const lcp = pick('lcp');
  return {
    lcp, cls: pick('cls'), tbt: pick('tbt'), fcp: pick('fcp'), firstRender: pick('firstRender'), jsTransferred: pick('jsTransferred'), cssTransferred: pick('cssTransferred'), requests: pick('requests'),
    lcpElement: all.find((v) => v.lcp === lcp)?.lcpElement ?? '', worstShift: all.find((v) => v.lcp === lcp)?.worstShift ?? '', all,
  };
}
