import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A full collection before each reading, so garbage not yet collected is not taken for a leak.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export type Reading = { heapUsed: number; rss: number; resources: Record<string, number>; handles: number };

/** Heap and active handles (libuv resources: sockets, timers, ...) after a full GC. */
export async function reading(): Promise<Reading> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const resources: Record<string, number> = {};
  for (const type of process.getActiveResourcesInfo()) resources[type] = (resources[type] ?? 0) + 1;
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss, resources, handles: Object.values(resources).reduce((a, b) => a + b, 0) };
}
