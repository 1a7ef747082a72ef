/**
 * Whose work the main thread does while a page loads, and from a tap to its effect, at full CPU speed: each task split
 * between scripts, the browser's own work (style, layout, paint, parsing) and garbage collection by
 * the trace (each event's self time), and its scripts' time split between the packages (or the shop's
 * own folders) by a CPU profile taken at the same time (Chromium's sampling profiler through CDP),
 * each sample's function traced back through the build's source maps.
 *
 * It answers the question the Lighthouse and tap figures leave open: of a load's blocking time (or a tap's wait), how much is
 * React, how much Chakra and Emotion's runtime styles, how much the shop's own code, how much the
 * browser's own work. Where a budget misses, that is what it would take to meet it, measured.
 *
 * A sample counts for the function it was taken in (self time): a Chakra component's style
 * resolution counts for Chakra even when React called it. Not the profile alone: it names the
 * browser's work and V8's compiling alike "(program)", so a first run of a lot of code looked like
 * browser work. The profile is taken on a build of the same sources with hidden source maps (the
 * shipped build has none), made once per bench in a temporary folder and served by a gateway of its own.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMap } from 'node:module';
import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import type { Profile } from './client-profile.ts';
import { ROOT } from './support/processes.ts';
import { median } from './support/stats.ts';
import { open } from './client-clicks.ts';
import { blockingAt4x, documentOf, loadQuietly, markWhenShown, tasksOf, threadMs, withContext, type TraceEvent } from './client-main-thread.ts';

/** The owners a sample is counted for, in the order the report lists them. */
export const OWNERS = [
  'React DOM',
  'Chakra UI',
  'Emotion',
  'Ark UI and Zag',
  'React Router',
  'TanStack Query and tRPC',
  'other libraries',
  "the shop's code",
  // Script time in a task without a sample of a script's own function (a task shorter than a sample).
  'scripts, unsampled',
  'browser (style, layout, paint, parsing)',
  'garbage collection',
] as const;
/** The owners of scripts, whose samples split a task's script time. */
const SCRIPT_OWNERS = OWNERS.slice(0, OWNERS.indexOf('scripts, unsampled'));
export type Owner = (typeof OWNERS)[number];
const noOne = () => Object.fromEntries(OWNERS.map((owner) => [owner, 0])) as Record<Owner, number>;
/** Per owner, the median of its figures. */
const medianOf = (each: Array<Record<Owner, number>>) => Object.fromEntries(OWNERS.map((owner) => [owner, median(each.map((e) => e[owner]))])) as Record<Owner, number>;

/** The owner of a module of the build, by its path in the sources. */
export function ownerOf(source: string): Owner {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (!pkg) return /(^|\/)(client|shared)\/src\//.test(source) ? "the shop's code" : 'other libraries';
  if (pkg === 'react-dom' || pkg === 'react' || pkg === 'scheduler') return 'React DOM';
  if (pkg.startsWith('@chakra-ui/') || pkg === '@pandacss/is-valid-prop') return 'Chakra UI';
  if (pkg.startsWith('@emotion/') || pkg === 'stylis') return 'Emotion';
  if (pkg.startsWith('@ark-ui/') || pkg.startsWith('@zag-js/') || pkg.startsWith('@internationalized/')) return 'Ark UI and Zag';
  if (pkg === 'react-router' || pkg === 'react-router-dom') return 'React Router';
  if (pkg.startsWith('@tanstack/') || pkg.startsWith('@trpc/')) return 'TanStack Query and tRPC';
  return 'other libraries';
}

/** Per owner, its thread time in a load and what it adds to the blocking time at 4x (ms): medians over the loads. */
export type LoadOwners = { screen: string; ms: Record<Owner, number>; blocking4x: Record<Owner, number> };

type CpuProfile = {
  startTime: number;
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
};

/**
 * Builds the client with hidden source maps into a temporary folder: the same bundles as client/dist
 * (hidden maps add no comment to the scripts), and a map beside each. The caller removes the folder.
 */
export function buildWithSourceMaps(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tulus-bench-maps-'));
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--outDir', dir, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn'], { cwd: join(ROOT, 'client'), stdio: 'inherit' });
  if (built.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error('the client build with source maps failed');
  }
  return dir;
}

/** Maps a script of the page (its URL on `origin`) and a position in it to the owner of its source. */
export function ownersOfScripts(dist: string, origin: string) {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      let map: SourceMap | null = null;
      if (url.startsWith(`${origin}/assets/`)) {
        try {
          map = new SourceMap(JSON.parse(readFileSync(join(dist, `${new URL(url).pathname}.map`), 'utf8')));
        } catch {
          map = null;
        }
      }
      maps.set(url, map);
    }
    return maps.get(url)!;
  };
  /** The owner of a sample's function; null for a sample outside any script (the profile's "(program)", "(idle)", "(garbage collector)"). */
  return (frame: CpuProfile['nodes'][number]['callFrame']): Owner | null => {
    if (!frame.url) return null;
    const map = mapOf(frame.url);
    // An inline script of the page (the drawn state, the early-tap catcher) is the shop's own.
    if (!map) return frame.url.startsWith(origin) ? "the shop's code" : 'other libraries';
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
    return 'originalSource' in entry ? ownerOf(entry.originalSource) : 'other libraries';
  };
}

/**
 * Per task (the main thread's tasks from the trace, in order), the number of the profile's samples of
 * scripts taken inside it for each owner. A sample between tasks is the thread waiting, not working.
 */
export function samplesPerTask(profile: CpuProfile, ownerOfFrame: ReturnType<typeof ownersOfScripts>, tasks: Array<{ start: number; end: number }>): Array<Record<Owner, number>> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = tasks.map(noOne);
  let at = profile.startTime;
  let task = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    while (task < tasks.length && tasks[task]!.end < at) task++;
    if (task === tasks.length || tasks[task]!.start > at) return;
    const owner = ownerOfFrame(byId.get(id)!.callFrame);
    if (owner) counts[task]![owner] += 1;
  });
  return counts;
}

/** The main thread's CPU profile and trace (its tasks) while `act` runs. */
export async function traceAndProfile(browser: Browser, page: Page, act: () => Promise<void>): Promise<{ profile: CpuProfile; events: TraceEvent[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  // Every 250 µs: a 4x-slowed phone's 50 ms task is 12.5 ms here.
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'] });
  await cdp.send('Profiler.start');
  await act();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await cdp.detach();
  return { profile, events };
}

/** The main-thread tasks of `thread` (an event of that thread) that end after `from`, in order. */
const tasksAfter = (events: TraceEvent[], thread: TraceEvent, from: number) => tasksOf(events, thread).filter((t) => t.ts + t.dur! >= from);

/**
 * A cold load of `path` traced and profiled at once: the CPU profile of the page's main thread, and
 * that thread's tasks from the document on (their span, and their thread time: client-main-thread.ts).
 */
async function profiledLoad(browser: Browser, page: Page, origin: string, path: string): Promise<{ profile: CpuProfile; tasks: TraceEvent[]; events: TraceEvent[] }> {
  // Into the origin's renderer first: a profile does not follow a navigation into another process.
  await page.goto(`${origin}/healthz`);
  const { profile, events } = await traceAndProfile(browser, page, () => loadQuietly(page, origin, path));
  const document = documentOf(events, origin, path);
  return { profile, tasks: tasksAfter(events, document, document.ts), events };
}

/** A trace event's kind of work: V8's collector, a script (running, compiling, the events that call one), or the browser's own. */
function kindOf(name: string): 'garbage collection' | 'script' | 'browser' {
  if (/GC/.test(name)) return 'garbage collection';
  if (/^v8\./i.test(name) || SCRIPT_EVENTS.has(name)) return 'script';
  return 'browser';
}
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'FireIdleCallback', 'XHRReadyStateChange', 'XHRLoad']);

/**
 * A task's thread time per owner: the trace's events inside it by their self time (scripts, the
 * browser's own work, garbage collection), in proportion of the task's thread time; its script time
 * split by the task's samples of each script owner.
 */
export function taskOwners(task: TraceEvent, inside: TraceEvent[], samples: Record<Owner, number>): Record<Owner, number> {
  const self = { script: 0, browser: 0, 'garbage collection': 0 };
  // The task's own self time is the browser's (scheduling, IPC); each event's self time is its time less its children's.
  self.browser += task.dur!;
  const open: TraceEvent[] = [task];
  for (const event of inside) {
    while (open.length > 1 && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop();
    self[kindOf(event.name)] += event.dur!;
    const parent = open.at(-1)!;
    self[parent === task ? 'browser' : kindOf(parent.name)] -= event.dur!;
    open.push(event);
  }
  const toThread = threadMs(task) / task.dur!;
  const owners = noOne();
  owners['browser (style, layout, paint, parsing)'] = self.browser * toThread;
  owners['garbage collection'] = self['garbage collection'] * toThread;
  const sampled = SCRIPT_OWNERS.reduce((sum, owner) => sum + samples[owner], 0);
  if (!sampled) owners['scripts, unsampled'] = self.script * toThread;
  else for (const owner of SCRIPT_OWNERS) owners[owner] = (samples[owner] / sampled) * self.script * toThread;
  return owners;
}

/**
 * `runs` cold loads of each page (a new browser context each) on a gateway serving `dist`; per owner,
 * the median of two figures: its thread time over the load's tasks (taskOwners), and its share of what
 * each task adds to the blocking time at 4x (4 x thread time - 50 ms, client-main-thread.ts).
 */
export async function loadOwners(
  browser: Browser,
  origin: string,
  dist: string,
  pages: Array<{ screen: string; path: string; state?: Profile }>,
  runs: number,
): Promise<LoadOwners[]> {
  const ownerOfFrame = ownersOfScripts(dist, origin);
  const results: LoadOwners[] = [];
  for (const { screen, path, state } of pages) {
    const ms: Array<Record<Owner, number>> = [];
    const blocking: Array<Record<Owner, number>> = [];
    for (let run = 0; run < runs; run++) {
      await withContext(browser, state, async (page) => {
        const { profile, tasks, events } = await profiledLoad(browser, page, origin, path);
        const counts = samplesPerTask(profile, ownerOfFrame, tasks.map((t) => ({ start: t.ts, end: t.ts + t.dur! })));
        const load = noOne();
        const blocked = noOne();
        tasks.forEach((task, index) => {
          const owners = taskOwners(task, eventsInside(events, task), counts[index]!);
          for (const owner of OWNERS) {
            load[owner] += owners[owner];
            blocked[owner] += (owners[owner] / threadMs(task)) * blockingAt4x(threadMs(task));
          }
        });
        ms.push(load);
        blocking.push(blocked);
      });
    }
    results.push({ screen, ms: medianOf(ms), blocking4x: medianOf(blocking) });
  }
  return results;
}

/** The complete events of a task's thread inside it, outer before inner. */
export function eventsInside(events: TraceEvent[], task: TraceEvent): TraceEvent[] {
  return events
    .filter((e) => e !== task && e.pid === task.pid && e.tid === task.tid && e.ph === 'X' && e.dur !== undefined && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur!)
    .sort((x, y) => x.ts - y.ts || y.dur! - x.dur!);
}

/** Per owner, its thread time from a tap's pointerdown to the task that shows its effect (ms): the median over the taps. */
export type TapOwners = { name: string; ms: Record<Owner, number> };

/**
 * `times` taps of each interaction whose effect is something shown (a dialog, a page), each on a
 * freshly loaded, quiet page of the returning customer, at full CPU speed: per owner, the median of
 * its thread time over the tasks from the pointerdown to the one in which the effect is first in the
 * DOM (taskOwners).
 */
export async function tapOwners(
  browser: Browser,
  origin: string,
  dist: string,
  state: Profile,
  taps: Array<{ name: string; path: string; target: string; shown: { selector: string; text?: string; path?: string } }>,
  times: number,
): Promise<TapOwners[]> {
  const ownerOfFrame = ownersOfScripts(dist, origin);
  const results: TapOwners[] = [];
  for (const tap of taps) {
    const each: Array<Record<Owner, number>> = [];
    for (let time = 0; time < times; time++) {
      await withContext(browser, state, async (page) => {
        await open(page, origin, tap.path);
        const target = page.locator(tap.target).filter({ visible: true }).first();
        await target.waitFor();
        // A mark in the trace when the effect is first in the DOM.
        await markWhenShown(page, tap.shown);
        const { profile, events } = await traceAndProfile(browser, page, async () => {
          await target.tap();
          await page.waitForFunction(() => performance.getEntriesByName('bench:shown').length > 0);
          await page.waitForTimeout(300);
        });
        const down = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
        const shown = events.find((e) => e.name === 'bench:shown');
        if (!down || !shown) throw new Error(`no pointerdown or no effect in the trace of ${tap.name}`);
        const tasks = tasksAfter(events, down, down.ts).filter((t) => t.ts <= shown.ts);
        const counts = samplesPerTask(profile, ownerOfFrame, tasks.map((t) => ({ start: t.ts, end: t.ts + t.dur! })));
        const ms = noOne();
        tasks.forEach((task, index) => {
          const owners = taskOwners(task, eventsInside(events, task), counts[index]!);
          for (const owner of OWNERS) ms[owner] += owners[owner];
        });
        each.push(ms);
      });
    }
    results.push({ name: tap.name, ms: medianOf(each) });
  }
  return results;
}
