/**
 * The main thread's own CPU time (the trace's thread time, `tdur`), beside Lighthouse's figures: a
 * load of each page and an opening of each checkout picker, at full CPU speed. Lighthouse's TBT and a
 * tap's wall time move by a factor of two when something else runs on this 2-core machine; a task's
 * thread time moves much less, so a change of the app's own work shows here under load too.
 *
 * "Blocking at 4x" is what Lighthouse's simulation would count if each task took four times its
 * thread time (its slow phone): the sum over the tasks of max(0, 4 x thread time - 50 ms), from the
 * first task of the document on (no FCP cut: the sum stays comparable between runs).
 *
 * A load's figures are also given without V8's source positions (`V8.CollectSourcePositions`): work
 * that only an attached inspector asks for (Playwright's Runtime domain, as DevTools'). V8 compiles
 * without source positions; with that domain on it wants them for each Error made, and the first Error
 * made while React DOM's module runs costs a new parse of its whole module function (docs/performance.md
 * section 67). A phone without DevTools never does that work, and Lighthouse's runs were measured without it.
 */
import type { Browser, Page } from 'playwright-core';
import { PHONE, type Profile } from './client-profile.ts';
import { median } from './support/stats.ts';
import { open } from './client-clicks.ts';

export type LoadThreadTime = {
  screen: string;
  longest: number;
  blocking4x: number;
  cpu: number;
  /** V8's source positions for the inspector, ms of thread time in the load. */
  inspector: number;
  /** `blocking4x` with each task's source positions taken out. */
  blocking4xWithoutInspector: number;
};
export type TapThreadTime = { name: string; cpu: number[] };

export type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { data?: { type?: string }; beginData?: { url?: string } } };

async function trace(browser: Browser, page: Page, act: () => Promise<void>, extra: string[] = []): Promise<TraceEvent[]> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', ...extra] });
  await act();
  return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** The renderer's top-level tasks on the main thread of `thread` (pid and tid of one of its events), in order. */
export function tasksOf(events: TraceEvent[], thread: TraceEvent): TraceEvent[] {
  return events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X' && e.dur !== undefined).sort((x, y) => x.ts - y.ts);
}

export const threadMs = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;

/** The thread time of the source-position collections (`positions`: the trace's `V8.CollectSourcePositions`) inside `task`. */
function inspectorMs(positions: TraceEvent[], task: TraceEvent): number {
  const end = task.ts + (task.dur ?? 0);
  return positions.filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts <= end).reduce((sum, e) => sum + threadMs(e), 0);
}

/** What a task of `ms` thread time adds to the blocking time on a phone slowed 4x (Lighthouse's simulation). */
export const blockingAt4x = (ms: number) => Math.max(0, 4 * ms - 50);

/**
 * Until the page's timeline has the mark `name`, watched from inside the page. Not `page.waitForFunction`:
 * it evaluates Playwright's injected script in the page first, one task of about 30 ms of main-thread
 * time at full speed, which a trace of the load then counted as the page's own work, and which at 4x
 * ran beside the page's hydration.
 */
export async function whenMarked(page: Page, name: string, timeoutMs = 30_000): Promise<void> {
  await page.evaluate(
    ({ name, timeoutMs }) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mark ${name} within ${timeoutMs} ms`)), timeoutMs);
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName(name).length === 0) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        }).observe({ type: 'mark', buffered: true });
      }),
    { name, timeoutMs },
  );
}

/** A cold load of `path`, until the app's first render and 3 s of quiet after it. */
export async function loadQuietly(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await whenMarked(page, 'tulus:first-render');
  await page.waitForTimeout(3000);
}

/** The trace's parsing of the document at `origin` + `path`: an event of the page's main thread, and where its load starts. */
export function documentOf(events: TraceEvent[], origin: string, path: string): TraceEvent {
  const document = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(`${origin}${path}`));
  if (!document) throw new Error(`no trace of ${path}'s document`);
  return document;
}

/**
 * Puts a mark 'bench:shown' in the page's timeline when the effect of a tap is first in the DOM: an
 * element matching `selector`, with `text` in it and at `path` if given.
 */
export async function markWhenShown(page: Page, shown: { selector: string; text?: string; path?: string }): Promise<void> {
  await page.evaluate(({ selector, text, path }) => {
    // Any match not inside a hidden tree: the page may keep hidden copies (the kept home page's own <h1>
    // comes first, and its product page drawn ahead; React's Activity hides with an inline display: none).
    // Read without a layout, so the mark does not move the page's style and layout work.
    const shown = (element: Element) => !element.closest('[style*="display: none"]') && (!text || element.textContent?.includes(text));
    const observer = new MutationObserver(() => {
      if (![...document.querySelectorAll(selector)].some(shown) || (path && location.pathname !== path)) return;
      performance.mark('bench:shown');
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  }, shown);
}

export async function withContext<T>(browser: Browser, state: Profile | undefined, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ ...PHONE, ...(state ? { storageState: state } : {}) });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** `runs` cold loads of each page (a new browser context each), medians of each figure. */
export async function loadThreadTime(
  browser: Browser,
  origin: string,
  pages: Array<{ screen: string; path: string; state?: Profile }>,
  runs: number,
): Promise<LoadThreadTime[]> {
  const results: LoadThreadTime[] = [];
  for (const { screen, path, state } of pages) {
    const each: LoadThreadTime[] = [];
    for (let run = 0; run < runs; run++) {
      each.push(
        await withContext(browser, state, async (page) => {
          const events = await trace(browser, page, () => loadQuietly(page, origin, path), ['disabled-by-default-v8.compile']);
          const document = documentOf(events, origin, path);
          const tasks = tasksOf(events, document).filter((t) => t.ts + (t.dur ?? 0) >= document.ts);
          // Picked out of the trace once, not again for each of the load's hundreds of tasks.
          const positions = events.filter((e) => e.name === 'V8.CollectSourcePositions');
          const inspector = tasks.map((t) => inspectorMs(positions, t));
          return {
            screen,
            longest: Math.max(...tasks.map(threadMs)),
            blocking4x: tasks.reduce((sum, t) => sum + blockingAt4x(threadMs(t)), 0),
            cpu: tasks.reduce((sum, t) => sum + threadMs(t), 0),
            inspector: inspector.reduce((sum, ms) => sum + ms, 0),
            blocking4xWithoutInspector: tasks.reduce((sum, t, i) => sum + blockingAt4x(threadMs(t) - inspector[i]!), 0),
          };
        }),
      );
    }
    const of = (key: Exclude<keyof LoadThreadTime, 'screen'>) => median(each.map((e) => e[key]));
    results.push({ screen, longest: of('longest'), blocking4x: of('blocking4x'), cpu: of('cpu'), inspector: of('inspector'), blocking4xWithoutInspector: of('blocking4xWithoutInspector') });
  }
  return results;
}

/**
 * The main thread's time from a tap's pointerdown to the task in which `shown` first matches (a
 * dialog open), `taps` times on a freshly loaded, quiet page each.
 */
export async function tapThreadTime(
  browser: Browser,
  origin: string,
  state: Profile,
  taps: Array<{ name: string; path: string; target: string; shown: string }>,
  times: number,
): Promise<TapThreadTime[]> {
  const results: TapThreadTime[] = [];
  for (const tap of taps) {
    const cpu: number[] = [];
    for (let time = 0; time < times; time++) {
      cpu.push(
        await withContext(browser, state, async (page) => {
          await open(page, origin, tap.path);
          const target = page.locator(tap.target).filter({ visible: true }).first();
          await target.waitFor();
          // A mark in the trace when the effect is first in the DOM.
          await markWhenShown(page, { selector: tap.shown });
          const events = await trace(browser, page, async () => {
            await target.tap();
            await page.locator(tap.shown).waitFor();
            await page.waitForTimeout(300);
          });
          const down = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
          const shown = events.find((e) => e.name === 'bench:shown');
          if (!down || !shown) throw new Error(`no pointerdown or no effect in the trace of ${tap.name}`);
          return tasksOf(events, down)
            .filter((t) => t.ts + (t.dur ?? 0) >= down.ts && t.ts <= shown.ts)
            .reduce((sum, t) => sum + threadMs(t), 0);
        }),
      );
    }
    results.push({ name: tap.name, cpu });
  }
  return results;
}
