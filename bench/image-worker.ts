/**
 * The process the image part measures (bench/images.ts drives it over IPC): it holds the
 * gateway's compressImage and, on request, the real gateway, so the event-loop delay it reports
 * (and the peak RSS bench/images.ts reads from outside) are those of a process doing only that work.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { buildGateway } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { compressImage } from '../server/src/uploads/images.ts';
import { SESSION_SECRET } from './support/processes.ts';

export type WorkerRequest =
  | { kind: 'direct'; file: string; runs: number; batch: number; parallel: number }
  | { kind: 'serve'; providerUrl: string }
  | { kind: 'window-start' }
  | { kind: 'window-stop' };

/** Over one phase: the event loop's delay and the CPU time of the main thread (the event loop's own). */
export type Window = { loopP99Ms: number; loopMaxMs: number; mainCpuMs: number };
export type DirectResult = Window & { times: number[]; batchMs: number; outputBytes: number; width: number; height: number };

// The histogram records the time between ticks of a timer set to RESOLUTION_MS; the delay is
// what exceeds that interval (as @fastify/under-pressure reads it).
const RESOLUTION_MS = 5;
const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
const lateness = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
let cpuAtStart = process.threadCpuUsage();

function startWindow(): void {
  loop.reset();
  loop.enable();
  cpuAtStart = process.threadCpuUsage();
}

function stopWindow(): Window {
  loop.disable();
  const cpu = process.threadCpuUsage(cpuAtStart);
  return { loopP99Ms: lateness(loop.percentile(99)), loopMaxMs: lateness(loop.max), mainCpuMs: (cpu.user + cpu.system) / 1000 };
}

async function direct(file: string, runs: number, batch: number, parallel: number): Promise<DirectResult> {
  const bytes = readFileSync(file);
  for (let i = 0; i < 2; i++) await compressImage(bytes);
  startWindow();
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof compressImage>> | undefined;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await compressImage(bytes);
    times.push(performance.now() - started);
  }
  // `batch` images with `parallel` in flight, as a burst of uploads would arrive.
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < batch) {
      next++;
      await compressImage(bytes);
    }
  }));
  const batchMs = performance.now() - started;
  return { ...stopWindow(), times, batchMs, outputBytes: last!.bytes.length, width: last!.width, height: last!.height };
}

async function serve(providerUrl: string): Promise<{ url: string; sharp: string }> {
  const config = loadConfig({ SESSION_SECRET, PROVIDER_URL: providerUrl, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'info' });
  const app = await buildGateway({ config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, sharp: `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}` };
}

process.on('message', (message: WorkerRequest & { id: number }) => {
  const work = async (): Promise<unknown> => {
    switch (message.kind) {
      case 'direct':
        return direct(message.file, message.runs, message.batch, message.parallel);
      case 'serve':
        return serve(message.providerUrl);
      case 'window-start':
        return startWindow();
      case 'window-stop':
        return stopWindow();
    }
  };
  work().then(
    (result) => process.send!({ id: message.id, result }),
    (error: Error) => process.send!({ id: message.id, error: error.stack ?? String(error) }),
  );
});
process.send!({ id: 0, result: 'ready' });
