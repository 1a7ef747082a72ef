/**
 * How long the browser's pages have waited for a core: the run-queue wait of each Chromium renderer
 * process's main thread (the thread a page's scripts, style and layout run on), from Linux's
 * /proc/<pid>/task/<pid>/schedstat, summed over the renderers, in ms. A tap's share of it says how
 * much of that tap the page spent ready to run while the machine's other processes held both cores.
 * Its time on a core is no measure here: CDP's CPU throttling keeps the slowed thread spinning, so
 * that time is about the tap's whole duration whatever the page does.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The renderers' main threads' total wait so far (ms); NaN without /proc (not Linux). */
export function renderersWaitedMs(): number {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return Number.NaN;
  }
  let waited = 0;
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      // "time on a core, time waiting on a run queue, timeslices", in nanoseconds; a process's main thread has its pid.
      const wait = Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]);
      if (Number.isFinite(wait)) waited += wait / 1e6;
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return waited;
}
