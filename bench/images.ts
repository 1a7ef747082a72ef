/**
 * Part 2, the image pipeline: three pictures (support/fixtures.ts) through the gateway's
 * compressImage and through the real upload route (/api/uploads/payment-proof, the gateway
 * in its own process talking to the mock provider in another). Per picture: median and p95
 * of serial runs, images per second with 8 in flight, the peak RSS and the event-loop delay
 * p99 of the gateway's process while it compresses.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { DirectResult, Window, WorkerRequest } from './image-worker.ts';
import { imageFixtures, type Fixture } from './support/fixtures.ts';
import { ROOT, startProvider } from './support/processes.ts';
import { markdownTable, type PartResult, type Row } from './support/report.ts';
import { gatewayLogin, orderIds, placeOrder } from './support/shop.ts';
import { kb, mb, median, percentile, round } from './support/stats.ts';

const SERIAL_RUNS = 20;
const ROUTE_RUNS = 10;
const BATCH = 16;
const PARALLEL = 8;
const BUDGET_P95_MS = 150;
const BUDGET_LOOP_MS = 20;
const MAX_BYTES = 1024 * 1024;
const MAX_SIDE = 800;

type Worker = { ask: <T>(request: WorkerRequest) => Promise<T>; stop: () => void };

async function startWorker(): Promise<Worker> {
  // The bench's own cache folder holds the fixture files the worker reads.
  const child = fork(join(ROOT, 'bench/image-worker.ts'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let ready!: () => void;
  const up = new Promise<void>((resolve) => (ready = resolve));
  child.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    if (message.id === 0) return ready();
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiter?.reject(new Error(message.error));
    else waiter?.resolve(message.result);
  });
  child.on('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`image worker exited (${code})`));
  });
  await up;
  return {
    ask: <T>(request: WorkerRequest) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ ...request, id });
      }),
    stop: () => child.kill('SIGTERM'),
  };
}

type RouteResult = Window & { times: number[]; batchMs: number };

/** Uploads one picture as a payment proof of each order in `ids` (one order per upload: a proof moves its order on). */
async function uploadRuns(gatewayUrl: string, cookie: string, fixture: Fixture, ids: number[], worker: Worker): Promise<RouteResult> {
  const upload = async (id: number) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ sales_order_id: String(id), sender_name: 'Budi Santoso', bank_name: 'BCA', account_number: '1234567890', amount_sent: '146000' })) form.append(k, v);
    form.append('image', new Blob([new Uint8Array(fixture.bytes)], { type: fixture.name.startsWith('png') ? 'image/png' : 'image/jpeg' }), fixture.name);
    const started = performance.now();
    const res = await fetch(`${gatewayUrl}/api/uploads/payment-proof`, { method: 'POST', headers: { cookie, 'x-tulus-request': '1' }, body: form });
    const text = await res.text();
    if (!res.ok) throw new Error(`upload of ${fixture.name}: ${res.status} ${text.slice(0, 200)}`);
    return performance.now() - started;
  };
  const serial = ids.slice(0, ROUTE_RUNS);
  const burst = ids.slice(ROUTE_RUNS, ROUTE_RUNS + BATCH);
  await upload(ids[ROUTE_RUNS + BATCH]!);
  await worker.ask({ kind: 'window-start' });
  const times: number[] = [];
  for (const id of serial) times.push(await upload(id));
  const started = performance.now();
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    for (let id = burst.shift(); id !== undefined; id = burst.shift()) await upload(id);
  }));
  const batchMs = performance.now() - started;
  return { ...(await worker.ask<Window>({ kind: 'window-stop' })), times, batchMs };
}

export async function imagesBench(log: (line: string) => void): Promise<PartResult> {
  log('images: fixtures');
  const fixtures = await imageFixtures();
  const fixtureFile = (f: Fixture) => join(ROOT, 'node_modules/.cache/tulus-bench/fixtures-v1', f.name);
  const provider = await startProvider();
  const worker = await startWorker();
  try {
    const direct = new Map<string, DirectResult>();
    for (const fixture of fixtures) {
      log(`images: compressImage ${fixture.name}`);
      direct.set(fixture.name, await worker.ask<DirectResult>({ kind: 'direct', file: fixtureFile(fixture), runs: SERIAL_RUNS, batch: BATCH, parallel: PARALLEL }));
    }

    const { url, sharp } = await worker.ask<{ url: string; sharp: string }>({ kind: 'serve', providerUrl: provider.url });
    const cookie = await gatewayLogin(url);
    const perFixture = ROUTE_RUNS + BATCH + 1;
    const codes: string[] = [];
    for (let i = 0; i < fixtures.length * perFixture; i++) codes.push(await placeOrder(url, cookie));
    const ids = await orderIds(provider.url);
    const route = new Map<string, RouteResult>();
    for (const [index, fixture] of fixtures.entries()) {
      log(`images: upload route ${fixture.name}`);
      const mine = codes.slice(index * perFixture, (index + 1) * perFixture).map((code) => ids.get(code)!);
      route.set(fixture.name, await uploadRuns(url, cookie, fixture, mine, worker));
    }

    const rows: Row[] = [];
    const jpeg = direct.get('jpeg-12mp')!;
    const jpegP95 = percentile(jpeg.times, 95);
    rows.push({ metric: '12 MP JPEG compressImage p95', value: `${round(jpegP95)} ms (median ${round(median(jpeg.times))})`, budget: `<= ${BUDGET_P95_MS} ms`, pass: jpegP95 <= BUDGET_P95_MS });
    rows.push({
      metric: '12 MP JPEG output',
      value: `${kb(jpeg.outputBytes)}, ${jpeg.width}x${jpeg.height}`,
      budget: `<= 1 MB, <= ${MAX_SIDE} px`,
      pass: jpeg.outputBytes <= MAX_BYTES && Math.max(jpeg.width, jpeg.height) <= MAX_SIDE,
    });
    const jpegRoute = route.get('jpeg-12mp')!;
    rows.push({ metric: '12 MP JPEG upload route p95', value: `${round(percentile(jpegRoute.times, 95))} ms (median ${round(median(jpegRoute.times))})`, budget: 'context' });
    const worstLoop = Math.max(...[...direct.values(), ...route.values()].map((w) => w.loopP99Ms));
    rows.push({ metric: 'event-loop delay p99 while compressing (worst phase)', value: `${round(worstLoop)} ms`, budget: `<= ${BUDGET_LOOP_MS} ms`, pass: worstLoop <= BUDGET_LOOP_MS });
    rows.push({ metric: `12 MP JPEG images/s, ${PARALLEL} in flight`, value: String(round((BATCH * 1000) / jpeg.batchMs)) });
    const peak = Math.max(...[...direct.values(), ...route.values()].map((w) => w.peakRssBytes));
    rows.push({ metric: 'peak RSS of the compressing process', value: mb(peak) });

    const table = markdownTable(
      ['picture', 'input', 'path', 'median ms', 'p95 ms', `images/s (${PARALLEL} in flight)`, 'output', 'loop delay p99 / max ms', 'peak RSS'],
      fixtures.flatMap((f) => {
        const d = direct.get(f.name)!;
        const r = route.get(f.name)!;
        return [
          [f.label, mb(f.bytes.length), 'compressImage', round(median(d.times)), round(percentile(d.times, 95)), round((BATCH * 1000) / d.batchMs), `${kb(d.outputBytes)} ${d.width}x${d.height}`, `${round(d.loopP99Ms)} / ${round(d.loopMaxMs)}`, mb(d.peakRssBytes)],
          ['', '', 'upload route', round(median(r.times)), round(percentile(r.times, 95)), round((BATCH * 1000) / r.batchMs), '', `${round(r.loopP99Ms)} / ${round(r.loopMaxMs)}`, mb(r.peakRssBytes)],
        ];
      }),
    );
    const details = [
      `compressImage: ${SERIAL_RUNS} serial runs per picture after 2 unmeasured, then ${BATCH} with ${PARALLEL} in flight; in a process of`,
      `its own that holds only the gateway's image code. Upload route: ${ROUTE_RUNS} serial uploads and ${BATCH} with ${PARALLEL} in flight to`,
      "`/api/uploads/payment-proof` of the real gateway (in that same process, info logs) with a signed-in customer's session, one",
      'fresh order per upload, the mock provider storing each proof in its own process; the time is the whole request as the client',
      'sees it (sending the picture over loopback, multipart, compression, the provider call). Event-loop delay from',
      '`perf_hooks.monitorEventLoopDelay` (a 5 ms sampling timer; the delay is how late it fired, the histogram less its interval)',
      'and RSS sampled every 10 ms in the compressing process, per phase.',
      `The pictures are made by \`bench/support/fixtures.ts\` (deterministic, cached under node_modules/.cache). ${sharp}.`,
      '',
      table,
    ].join('\n');
    return { name: 'images', title: '2. Image pipeline', rows, details };
  } finally {
    worker.stop();
    await provider.stop();
  }
}
