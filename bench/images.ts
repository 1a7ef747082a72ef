/**
 * Part 2, the image pipeline: three pictures (support/fixtures.ts) through the gateway's
 * compressImage and through the real upload route (/api/uploads/payment-proof, the gateway
 * in its own process talking to the mock provider in another). Per picture: median and p95
 * of serial runs, images per second with 8 in flight, the peak RSS and the event-loop delay
 * p99 of the gateway's process while it compresses. Then a flood: one account keeps sending
 * pictures just under the pixel limit while another uploads ordinary photos.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { DirectResult, Window, WorkerRequest } from './image-worker.ts';
import { FLOOD_PICTURE, floodPicture, imageFixtures, type Fixture } from './support/fixtures.ts';
import { ROOT, rssOf, startProvider } from './support/processes.ts';
import { markdownTable, type PartResult, type Row } from './support/report.ts';
import { gatewayLogin, newCustomer, orderIds, placeOrder } from './support/shop.ts';
import { kb, mb, median, percentile, round } from './support/stats.ts';

const SERIAL_RUNS = 20;
const ROUTE_RUNS = 10;
const BATCH = 16;
const PARALLEL = 8;
const BUDGET_P95_MS = 150;
const BUDGET_LOOP_MS = 20;
const MAX_BYTES = 1024 * 1024;
const MAX_SIDE = 800;
/** Accounts the uploads come from: the gateway lets each have two in progress, so 8 in flight take four. */
const ACCOUNTS = 4;
/** Uploads the flooding account keeps going at once (the gateway takes two of them). */
const FLOOD_LOOPS = 4;
const FLOOD_VICTIM_RUNS = 20;
/**
 * The flooding script sends again as soon as an upload is answered, and a refused one after a
 * second (the answer asks for five). That keeps the account's two uploads in progress all the time;
 * retrying refusals at once would add a flood of HTTP requests over loopback, which measures the
 * load generator sharing the two cores rather than the image pipeline.
 */
const FLOOD_RETRY_MS = 1_000;
const BUDGET_FLOOD_P95_MS = 1000;

type Worker = { pid: number; ask: <T>(request: WorkerRequest) => Promise<T>; stop: () => void };

/** Counts of each value, as `n x value`. */
function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${n} x ${v}`).join('; ');
}

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
    pid: child.pid!,
    ask: <T>(request: WorkerRequest) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ ...request, id });
      }),
    stop: () => child.kill('SIGTERM'),
  };
}

/**
 * Runs `phase` while reading the worker process's RSS from /proc every 10 ms, from this process: a
 * sampler inside it would be work on the event loop being measured.
 */
async function withPeakRss<T>(worker: Worker, phase: () => Promise<T>): Promise<T & { peakRssBytes: number }> {
  let peak = rssOf(worker.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(worker.pid))), 10);
  try {
    const result = await phase();
    return { ...result, peakRssBytes: Math.max(peak, rssOf(worker.pid)) };
  } finally {
    clearInterval(sampler);
  }
}

type RouteResult = Window & { times: number[]; batchMs: number };
type Account = { cookie: string; ids: number[] };
type Answer = { status: number; text: string; ms: number };

const PROOF = { sender_name: 'Budi Santoso', bank_name: 'BCA', account_number: '1234567890', amount_sent: '146000' };

type Body = { type: string; bytes: Uint8Array<ArrayBuffer> };

/** The multipart body of a payment proof of order `id` with the picture, as the shop's client sends it. */
async function proofBody(id: number, picture: { bytes: Buffer; name: string; type: string }): Promise<Body> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ sales_order_id: String(id), ...PROOF })) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(picture.bytes)], { type: picture.type }), picture.name);
  const encoded = new Response(form);
  return { type: encoded.headers.get('content-type')!, bytes: new Uint8Array(await encoded.arrayBuffer()) };
}

/** Sends a payment proof; the answer and its time (the whole request as the client sees it). */
async function sendProof(gatewayUrl: string, cookie: string, body: Body): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${gatewayUrl}/api/uploads/payment-proof`, { method: 'POST', headers: { cookie, 'content-type': body.type, 'x-tulus-request': '1' }, body: body.bytes });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

const pictureOf = (fixture: Fixture) => ({ bytes: fixture.bytes, name: fixture.name, type: fixture.name.startsWith('png') ? 'image/png' : 'image/jpeg' });

/** Uploads one picture as a payment proof of each order (one order per upload: a proof moves its order on). */
async function upload(gatewayUrl: string, cookie: string, fixture: Fixture, id: number): Promise<number> {
  const answer = await sendProof(gatewayUrl, cookie, await proofBody(id, pictureOf(fixture)));
  if (answer.status !== 200) throw new Error(`upload of ${fixture.name}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.ms;
}

/** Serial uploads from the first account, then a burst with PARALLEL in flight spread over the accounts (after one unmeasured upload each). */
async function uploadRuns(gatewayUrl: string, accounts: Account[], fixture: Fixture, worker: Worker): Promise<RouteResult> {
  const [first] = accounts;
  // Unmeasured: one upload per account at once, so the first measured ones find the code warm.
  await Promise.all(accounts.map((account) => upload(gatewayUrl, account.cookie, fixture, account.ids.shift()!)));
  await worker.ask({ kind: 'window-start' });
  const times: number[] = [];
  for (let i = 0; i < ROUTE_RUNS; i++) times.push(await upload(gatewayUrl, first!.cookie, fixture, first!.ids.shift()!));
  let left = BATCH;
  const started = performance.now();
  await Promise.all(Array.from({ length: PARALLEL }, async (_, loop) => {
    const account = accounts[loop % accounts.length]!;
    while (left > 0) {
      left--;
      await upload(gatewayUrl, account.cookie, fixture, account.ids.shift()!);
    }
  }));
  const batchMs = performance.now() - started;
  return { ...(await worker.ask<Window>({ kind: 'window-stop' })), times, batchMs };
}

type FloodResult = Window & { victim: Answer[]; flood: Map<string, number> };

/**
 * One account sends pictures just under the pixel limit, FLOOD_LOOPS at a time, again as soon as
 * each is answered (as a script would, Retry-After or not); meanwhile another account uploads the
 * 12 MP photo FLOOD_VICTIM_RUNS times, one after the other.
 */
async function floodRuns(gatewayUrl: string, flooder: Account, victim: Account, photo: Fixture, worker: Worker): Promise<FloodResult> {
  // Built once: the flooding script's own work is not the gateway's.
  const bomb = await proofBody(flooder.ids[0]!, { bytes: floodPicture(), name: 'besar.png', type: 'image/png' });
  const flood = new Map<string, number>();
  let flooding = true;
  const loops = Array.from({ length: FLOOD_LOOPS }, async () => {
    while (flooding) {
      const answer = await sendProof(gatewayUrl, flooder.cookie, bomb);
      const outcome = answer.status === 200 ? '200' : `${answer.status} ${(JSON.parse(answer.text) as { error?: { message?: string } }).error?.message ?? ''}`;
      flood.set(outcome, (flood.get(outcome) ?? 0) + 1);
      if (answer.status === 503) await new Promise((resolve) => setTimeout(resolve, FLOOD_RETRY_MS));
    }
  });
  // The flood under way: its first pictures are being decoded.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await worker.ask({ kind: 'window-start' });
  const answers: Answer[] = [];
  for (let i = 0; i < FLOOD_VICTIM_RUNS; i++) answers.push(await sendProof(gatewayUrl, victim.cookie, await proofBody(victim.ids.shift()!, pictureOf(photo))));
  const window = await worker.ask<Window>({ kind: 'window-stop' });
  flooding = false;
  await Promise.all(loops);
  return { ...window, victim: answers, flood };
}

export async function imagesBench(log: (line: string) => void): Promise<PartResult> {
  log('images: fixtures');
  const fixtures = await imageFixtures();
  const fixtureFile = (f: Fixture) => join(ROOT, 'node_modules/.cache/tulus-bench/fixtures-v1', f.name);
  const provider = await startProvider();
  const worker = await startWorker();
  try {
    const direct = new Map<string, DirectResult & { peakRssBytes: number }>();
    for (const fixture of fixtures) {
      log(`images: compressImage ${fixture.name}`);
      direct.set(fixture.name, await withPeakRss(worker, () => worker.ask<DirectResult>({ kind: 'direct', file: fixtureFile(fixture), runs: SERIAL_RUNS, batch: BATCH, parallel: PARALLEL })));
    }

    const { url, sharp } = await worker.ask<{ url: string; sharp: string }>({ kind: 'serve', providerUrl: provider.url });
    log('images: accounts and orders');
    const cookies = [await gatewayLogin(url)];
    for (let i = 1; i < ACCOUNTS; i++) cookies.push(await newCustomer(url, provider.url, `bench${i}`));
    // Enough orders per account for its share of every phase (one order per upload), plus one for the flood.
    const perAccount = fixtures.length * (ROUTE_RUNS + BATCH + 1) + FLOOD_VICTIM_RUNS + 1;
    const codes = new Map<string, string[]>(cookies.map((cookie) => [cookie, []]));
    for (const cookie of cookies) for (let i = 0; i < perAccount; i++) codes.get(cookie)!.push(await placeOrder(url, cookie));
    const ids = await orderIds(provider.url);
    const accounts: Account[] = cookies.map((cookie) => ({ cookie, ids: codes.get(cookie)!.map((code) => ids.get(code)!) }));
    const route = new Map<string, RouteResult & { peakRssBytes: number }>();
    for (const fixture of fixtures) {
      log(`images: upload route ${fixture.name}`);
      route.set(fixture.name, await withPeakRss(worker, () => uploadRuns(url, accounts, fixture, worker)));
    }
    log('images: flood');
    const flooded = await withPeakRss(worker, () => floodRuns(url, accounts[1]!, accounts[0]!, fixtures.find((f) => f.name === 'jpeg-12mp')!, worker));

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
    const victimTimes = flooded.victim.map((a) => a.ms);
    const victimRefused = flooded.victim.filter((a) => a.status !== 200).length;
    const victimP95 = percentile(victimTimes, 95);
    rows.push({
      metric: '12 MP JPEG upload p95 while another account floods',
      value: `${round(victimP95)} ms (median ${round(median(victimTimes))}; ${victimRefused} of ${victimTimes.length} refused)`,
      budget: `<= ${BUDGET_FLOOD_P95_MS} ms, none refused`,
      pass: victimP95 <= BUDGET_FLOOD_P95_MS && victimRefused === 0,
    });

    const table = markdownTable(
      ['picture', 'input', 'path', 'median ms', 'p95 ms', `images/s (${PARALLEL} in flight)`, 'output', 'loop delay p99 / max ms', 'main thread CPU ms per image', 'peak RSS'],
      fixtures.flatMap((f) => {
        const d = direct.get(f.name)!;
        const r = route.get(f.name)!;
        return [
          [f.label, mb(f.bytes.length), 'compressImage', round(median(d.times)), round(percentile(d.times, 95)), round((BATCH * 1000) / d.batchMs), `${kb(d.outputBytes)} ${d.width}x${d.height}`, `${round(d.loopP99Ms)} / ${round(d.loopMaxMs)}`, round(d.mainCpuMs / (SERIAL_RUNS + BATCH)), mb(d.peakRssBytes)],
          ['', '', 'upload route', round(median(r.times)), round(percentile(r.times, 95)), round((BATCH * 1000) / r.batchMs), '', `${round(r.loopP99Ms)} / ${round(r.loopMaxMs)}`, round(r.mainCpuMs / (ROUTE_RUNS + BATCH)), mb(r.peakRssBytes)],
        ];
      }),
    );
    const details = [
      `compressImage: ${SERIAL_RUNS} serial runs per picture after 2 unmeasured, then ${BATCH} with ${PARALLEL} in flight; in a process of`,
      `its own that holds only the gateway's image code. Upload route: after one unmeasured upload per account, ${ROUTE_RUNS} serial uploads`,
      `from one account and ${BATCH} with ${PARALLEL} in flight from ${ACCOUNTS} accounts (the gateway lets an account have two uploads in progress) to`,
      "`/api/uploads/payment-proof` of the real gateway (in that same process, info logs) with signed-in customers' sessions, one",
      'fresh order per upload, the mock provider storing each proof in its own process; the time is the whole request as the client',
      'sees it (sending the picture over loopback, multipart, compression, the provider call). Event-loop delay from',
      '`perf_hooks.monitorEventLoopDelay` (a 5 ms sampling timer; the delay is how late it fired, the histogram less its interval)',
      'in the compressing process and its RSS read from /proc every 10 ms by the bench, per phase; the main thread\'s CPU time (`process.threadCpuUsage`, user + system)',
      'over the phase divided by its pictures: the event loop\'s own work (it too grows when the machine is busy, less than the delay does).',
      `The pictures are made by \`bench/support/fixtures.ts\` (deterministic, cached under node_modules/.cache). ${sharp}.`,
      '',
      table,
      '',
      `Flood: one account sends a ${FLOOD_PICTURE} as a payment proof, ${FLOOD_LOOPS} at a time, each again as soon as it`,
      `is answered (${FLOOD_RETRY_MS / 1000} s after a refusal); after 1 s another account uploads the 12 MP JPEG ${FLOOD_VICTIM_RUNS} times, one after the other (whole request as the`,
      'client sees it). Event-loop delay and RSS of the gateway process over that window.',
      '',
      markdownTable(
        ['account', 'uploads', 'answers', 'median ms', 'p95 ms', 'loop delay p99 / max ms', 'peak RSS'],
        [
          ['ordinary (12 MP JPEG)', flooded.victim.length, tally(flooded.victim.map((a) => (a.status === 200 ? '200' : String(a.status)))), round(median(victimTimes)), round(victimP95), `${round(flooded.loopP99Ms)} / ${round(flooded.loopMaxMs)}`, mb(flooded.peakRssBytes)],
          ['flooding', [...flooded.flood.values()].reduce((a, b) => a + b, 0), [...flooded.flood].map(([outcome, n]) => `${n} x ${outcome}`).join('; '), '', '', '', ''],
        ],
      ),
    ].join('\n');
    return { name: 'images', title: '2. Image pipeline', rows, details };
  } finally {
    worker.stop();
    await provider.stop();
  }
}
