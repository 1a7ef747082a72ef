/**
 * Load and soak run: 200 simulated customers browse (catalog.products), fill a cart
 * (catalog.byIds) and place orders (orders.place) through the real gateway and the real
 * mock provider, each its own process on loopback, for LOAD_SECONDS (60 by default).
 *
 *   npm run load                        the full 60 s run; figures to test-results/reliability.md
 *                                       (`npm run report -- --publish-only` puts them in docs/reliability.md)
 *   LOAD_SECONDS=10 npm run load        shorter (the test suite runs it this way)
 *
 * Rate limits are off for the gateway under load (RATE_LIMIT_ENABLED=false): 200 customers
 * from one address would otherwise be one client to the per-IP login and OTP limits. They
 * guard logins and OTPs only, which the run does not repeat.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { API_PREFIX } from '../shared/src/contract/envelope.ts';
import { mb, table, writeSection } from './support/report.ts';
import { collectGarbage, inspectorUrl } from './support/inspector.ts';
import { CallFailed, SYSTEM_OPS_KEY, httpClient, startSystem, type System } from './support/system.ts';

export type LoadOptions = {
  seconds: number;
  customers: number;
  /** Load before the measured run, so "RSS before" is a warmed-up gateway (JIT, pools, caches). */
  warmupSeconds: number;
  /** Most orders awaiting payment the run may leave: the provider's unique transfer codes run 1..999. */
  orderCap: number;
};

type Sample = { procedure: string; ms: number };

export type LoadResult = {
  options: LoadOptions;
  requests: number;
  errors: number;
  errorSamples: string[];
  ordersPlaced: number;
  ordersFound: number;
  ordersMissing: number;
  ordersDuplicated: number;
  ordersUnexpected: number;
  measuredSeconds: number;
  latency: Record<string, { count: number; p50: number; p95: number; p99: number; max: number }>;
  /** The gateway's RSS right after a full GC (at start, before, after the run), and before and after as found, without one. */
  rss: {
    gatewayStart: number; gatewayBefore: number; gatewayAfter: number; gatewayBeforeUnsettled: number; gatewayAfterUnsettled: number;
    providerBefore: number; providerAfter: number;
  };
  /** Gateway RSS every second of the measured run: a leak climbs, a warmed-up heap levels off. */
  rssTimeline: number[];
  /** The gateway's live heap left by the full GC asked before each reading (V8's --trace-gc): what a leak grows. */
  liveHeapMb: { before: number | null; after: number | null };
};

/** The live heap after the last Mark-Compact among the gateway's --trace-gc lines, in MB; an asked-for one reads "Mark-Compact (reduce)". */
function lastLiveHeap(lines: string[]): number | null {
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = /Mark-Compact (?:\([a-z ]+\) )?[\d.]+ \([\d.]+\) -> ([\d.]+) \(/.exec(lines[i]!);
    if (match) return Number(match[1]);
  }
  return null;
}

const ACCOUNTS = [
  { email: 'member@contoh.id', branch: 'JKT01' },
  { email: 'sahabat@contoh.id', branch: 'SBY01' },
  { email: 'sahabatbaru@contoh.id', branch: 'JKT01' },
  { email: 'sahabatkarib@contoh.id', branch: 'JKT01' },
];
const PASSWORD = 'Rahasia123!';
/** Galon 16 L, the seed's product 5: four of them pass the Rp 100.000 minimum at every tier. */
const GALLON = 5;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const jakartaDay = (offset: number) => new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function provider(system: System, path: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${system.providerUrl}${API_PREFIX}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { status: string; message: string; token?: string; data: unknown };
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json;
}

/** Every seed customer gets an active address with coordinates (two of them have none), through the provider. */
async function prepareAccounts(system: System): Promise<void> {
  for (const { email } of ACCOUNTS.slice(2)) {
    const login = await provider(system, '/check-login', { email, password: PASSWORD });
    const auth = { authorization: `Bearer ${login.token}` };
    const code = (login.data as { customer_code: string }).customer_code;
    await provider(system, '/add-master-customer-address', {
      customer_code: code, header_name: 'Beban', jalan: 'Jl. Uji Beban No. 1', kode_pos: '12730', rt: '001', rw: '002', kelurahan: 'Bangka',
      kecamatan: 'Mampang Prapatan', kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: '-6.2607', longitude: '106.8137',
    }, auth);
    const list = await provider(system, '/get-all-master-customer-address', { customer_code: code }, auth);
    const added = (list.data as Array<{ id: number; header_name: string }>).find((a) => a.header_name === 'Beban')!;
    await provider(system, '/update-active-address', { customer_address_id: added.id }, auth);
  }
}

async function orderCodes(system: System): Promise<string[]> {
  const res = await provider(system, '/ops/list-orders', {}, { 'x-ops-key': SYSTEM_OPS_KEY });
  return (res.data as Array<{ sales_order_code: string }>).map((o) => o.sales_order_code);
}

export async function runLoad(options: LoadOptions, log: (line: string) => void = () => {}): Promise<LoadResult> {
  // --trace-gc: the gateway prints each GC with the heap left live after it, the measure of a leak that RSS is not.
  // --inspect: the run asks the gateway for a full GC before each reading (support/inspector.ts).
  const gatewayNodeArgs = ['--trace-gc', '--inspect=127.0.0.1:0', ...(process.env.LOAD_GATEWAY_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const system = await startSystem({ gatewayEnv: { RATE_LIMIT_ENABLED: 'false' }, gatewayNodeArgs });
  try {
    await prepareAccounts(system);
    const sessions: string[] = [];
    for (const { email } of ACCOUNTS) {
      const client = httpClient(system.gatewayUrl);
      await client.mutate('auth.login', { email, password: PASSWORD });
      sessions.push(client.jar.get('tulus_session')!);
    }
    const ordersBefore = await orderCodes(system);
    const inspector = inspectorUrl(system.gateway.lines());
    /** The gateway's RSS right after a full GC: the same point of V8's cycle each time it is read. */
    const settledRss = async () => {
      await collectGarbage(inspector);
      await sleep(500);
      return system.gateway.rssBytes();
    };
    const gatewayStart = await settledRss();

    const placed: string[] = [];
    const errorSamples: string[] = [];
    let errors = 0;
    let requests = 0;
    let measuring = false;
    const samples: Sample[] = [];
    let inFlightOrders = 0;
    let paceStart = 0;
    let paceSeconds = 1;
    let paceOrders = 0;
    let paceBase = 0;

    /** Orders are spread evenly over the run, up to the cap: the nth may go once n/cap of the time has passed. */
    const orderAllowed = () => {
      if (placed.length + inFlightOrders >= options.orderCap) return false;
      const due = Math.floor(((performance.now() - paceStart) / (paceSeconds * 1000)) * paceOrders) + 1;
      return placed.length + inFlightOrders - paceBase < due;
    };

    const timedCall = async <T>(procedure: string, call: () => Promise<T>): Promise<T | undefined> => {
      const started = performance.now();
      requests++;
      try {
        const result = await call();
        if (measuring) samples.push({ procedure, ms: performance.now() - started });
        return result;
      } catch (error) {
        errors++;
        if (errorSamples.length < 10) errorSamples.push(error instanceof CallFailed ? error.message : String(error));
        return undefined;
      }
    };

    const customer = async (index: number, until: number) => {
      const account = ACCOUNTS[index % ACCOUNTS.length]!;
      const client = httpClient(system.gatewayUrl);
      client.jar.set('tulus_session', sessions[index % ACCOUNTS.length]!);
      while (performance.now() < until) {
        const products = await timedCall('catalog.products', () => client.query<Array<{ product_id: number }>>('catalog.products', { search: '', limit: 10, offset: 0 }));
        if (!products) continue;
        const cart = [GALLON, ...products.map((p) => p.product_id).filter((id) => id !== GALLON).slice(0, 1 + (index % 3))];
        await timedCall('catalog.byIds', () => client.query('catalog.byIds', { ids: cart }));
        if (!orderAllowed() || performance.now() >= until) continue;
        inFlightOrders++;
        const order = await timedCall('orders.place', () => client.mutate<{ sales_order_code: string }>('orders.place', {
          items: [{ product_id: GALLON, quantity: 4 + (index % 5) }, ...cart.slice(1).map((id) => ({ product_id: id, quantity: 1 + (index % 2) }))],
          voucher_ids: [], payment_method_id: 1 + (index % 3), delivery_date: jakartaDay(1 + (index % 5)), kd_cabang: account.branch, idempotency_key: randomUUID(),
        }));
        inFlightOrders--;
        if (order) placed.push(order.sales_order_code);
      }
    };

    const phase = async (seconds: number, orders: number) => {
      paceStart = performance.now();
      paceSeconds = seconds;
      paceOrders = orders;
      paceBase = placed.length;
      const until = performance.now() + seconds * 1000;
      await Promise.all(Array.from({ length: options.customers }, (_, i) => customer(i, until)));
    };

    // Warm-up: the same mix, a few orders, unmeasured.
    const warmupOrders = Math.round((options.orderCap * options.warmupSeconds) / (options.seconds + options.warmupSeconds));
    log(`warm-up ${options.warmupSeconds} s with ${options.customers} customers`);
    await phase(options.warmupSeconds, warmupOrders);
    await sleep(1_000);
    const gatewayBeforeUnsettled = system.gateway.rssBytes();
    const gatewayBefore = await settledRss();
    const providerBefore = system.provider.rssBytes();
    const liveBefore = lastLiveHeap(system.gateway.lines());

    log(`measured run ${options.seconds} s`);
    measuring = true;
    const started = performance.now();
    const rssTimeline: number[] = [];
    const sampler = setInterval(() => {
      rssTimeline.push(system.gateway.rssBytes());
      log(`  gateway RSS ${mb(rssTimeline.at(-1)!)}, ${samples.length} requests, ${placed.length} orders, ${errors} errors`);
    }, 1_000);
    await phase(options.seconds, options.orderCap - placed.length);
    clearInterval(sampler);
    const measuredSeconds = (performance.now() - started) / 1000;
    measuring = false;
    await sleep(2_000);
    const gatewayAfterUnsettled = system.gateway.rssBytes();
    const gatewayAfter = await settledRss();
    const providerAfter = system.provider.rssBytes();

    // Every order the customers were told about is in the provider exactly once, and no other appeared.
    const after = await orderCodes(system);
    const fresh = after.filter((code) => !ordersBefore.includes(code));
    const counts = new Map<string, number>();
    for (const code of fresh) counts.set(code, (counts.get(code) ?? 0) + 1);
    const placedSet = new Set(placed);

    const latency: LoadResult['latency'] = {};
    for (const procedure of ['catalog.products', 'catalog.byIds', 'orders.place', 'all']) {
      const ms = samples.filter((s) => procedure === 'all' || s.procedure === procedure).map((s) => s.ms).sort((a, b) => a - b);
      latency[procedure] = { count: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99), max: ms.at(-1) ?? 0 };
    }
    return {
      options, requests, errors, errorSamples, measuredSeconds, latency,
      ordersPlaced: placed.length,
      ordersFound: placed.filter((code) => counts.get(code) === 1).length,
      ordersMissing: placed.filter((code) => !counts.has(code)).length,
      ordersDuplicated: [...counts.values()].filter((n) => n > 1).length + (placed.length - placedSet.size),
      ordersUnexpected: fresh.filter((code) => !placedSet.has(code)).length,
      rss: { gatewayStart, gatewayBefore, gatewayAfter, gatewayBeforeUnsettled, gatewayAfterUnsettled, providerBefore, providerAfter },
      rssTimeline,
      liveHeapMb: { before: liveBefore, after: lastLiveHeap(system.gateway.lines()) },
    };
  } finally {
    // LOAD_LOG_DIR keeps both services' logs of the run (one JSON line per request each).
    if (process.env.LOAD_LOG_DIR) {
      mkdirSync(process.env.LOAD_LOG_DIR, { recursive: true });
      writeFileSync(join(process.env.LOAD_LOG_DIR, 'gateway.log'), `${system.gateway.lines().join('\n')}\n`);
      writeFileSync(join(process.env.LOAD_LOG_DIR, 'provider.log'), `${system.provider.lines().join('\n')}\n`);
    }
    await system.stop();
  }
}

/** The suite's short run writes the 'load' section, `npm run load` the 'soak' one: both stay in the report. */
export function reportLoad(result: LoadResult, section: 'load' | 'soak'): void {
  const { options, rss, latency } = result;
  const ms = (n: number) => `${Math.round(n)} ms`;
  const percent = (from: number, to: number) => {
    const growth = ((to - from) / from) * 100;
    return `${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%`;
  };
  const title = section === 'soak' ? 'Soak: `npm run load`' : 'Load, the suite\'s short run (reliability/load.test.ts)';
  writeSection(section, `${title} (${options.seconds} s, ${options.customers} customers)`, [
    `\`reliability/load.ts\` (\`npm run load\`, LOAD_SECONDS=${options.seconds}): ${options.customers} simulated customers on the four seed accounts ` +
      '(each account given an active address with coordinates through the provider first), each looping catalog.products -> catalog.byIds -> ' +
      `orders.place, against the gateway and the mock provider as separate processes on loopback, after a ${options.warmupSeconds} s warm-up. ` +
      'Rate limits off for the run (RATE_LIMIT_ENABLED=false: they guard logins and OTPs, which the run does not repeat, and 200 customers ' +
      `on one address would be one client to them). Orders are spread over the run and capped at ${options.orderCap}: the provider's unique ` +
      'transfer codes (1..999) bound the orders awaiting payment at once.',
    '',
    table(['figure', 'value'], [
      ['requests (measured run)', `${latency.all!.count} in ${result.measuredSeconds.toFixed(1)} s (${Math.round(latency.all!.count / result.measuredSeconds)} req/s)`],
      ['errors (warm-up included)', `${result.errors} of ${result.requests}`],
      ['orders placed (warm-up included)', result.ordersPlaced],
      ['of those in the provider exactly once', result.ordersFound],
      ['missing / duplicated / unexpected extra orders', `${result.ordersMissing} / ${result.ordersDuplicated} / ${result.ordersUnexpected}`],
      ['gateway RSS after a full GC: at start / before (warmed up) / after the run', `${mb(rss.gatewayStart)} / ${mb(rss.gatewayBefore)} / ${mb(rss.gatewayAfter)} (${percent(rss.gatewayBefore, rss.gatewayAfter)})`],
      ['gateway RSS as found, just before that GC: before / after the run', `${mb(rss.gatewayBeforeUnsettled)} / ${mb(rss.gatewayAfterUnsettled)} (${percent(rss.gatewayBeforeUnsettled, rss.gatewayAfterUnsettled)})`],
      ['gateway RSS during the measured run (sampled each second): min / max', `${mb(Math.min(...result.rssTimeline))} / ${mb(Math.max(...result.rssTimeline))}`],
      ['gateway live heap after that full GC, before / after (V8 --trace-gc)', `${result.liveHeapMb.before ?? '?'} MB / ${result.liveHeapMb.after ?? '?'} MB`],
      ['provider RSS before / after', `${mb(rss.providerBefore)} / ${mb(rss.providerAfter)}`],
    ]),
    '',
    'RSS is the resident size of the gateway process, read from /proc; V8 keeps the heap it grew under load (several times the live data), ' +
      'so "before" is taken after a warm-up under the same load. Between its full GCs V8 lets garbage pile up in the old generation, so ' +
      'each judged reading is taken right after a full GC asked of the gateway through its inspector: the same point of that cycle ' +
      'before and after. The live heap left by that GC is shown beside it.',
    '',
    table(['procedure', 'calls', 'p50', 'p95', 'p99', 'max'], Object.entries(latency).map(([name, l]) => [name, l.count, ms(l.p50), ms(l.p95), ms(l.p99), ms(l.max)])),
    ...(result.errorSamples.length ? ['', 'Errors:', ...result.errorSamples.map((e) => `- ${e}`)] : []),
  ].join('\n'));
}

export function loadOptions(env: Record<string, string | undefined> = process.env): LoadOptions {
  const seconds = Number(env.LOAD_SECONDS ?? 60);
  const customers = Number(env.LOAD_CUSTOMERS ?? 200);
  if (!(seconds > 0 && seconds <= 600) || !(customers > 0 && customers <= 1000)) throw new Error('LOAD_SECONDS must be 1..600 and LOAD_CUSTOMERS 1..1000');
  // V8 grows the heap it keeps (not the live data) under a high allocation rate and keeps it: the warm-up runs the
  // same load until that size is reached, so "before" is the warmed-up gateway and a leak, not V8's sizing, moves "after".
  return { seconds, customers, warmupSeconds: Math.max(20, Math.round(seconds / 3)), orderCap: Number(env.LOAD_ORDER_CAP ?? 900) };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const result = await runLoad(loadOptions(), (line) => console.log(line));
  reportLoad(result, 'soak');
  console.log(JSON.stringify(result, null, 2));
  console.log('Figures in test-results/reliability.md; `npm run report -- --publish-only` publishes them to docs/reliability.md.');
  const { before: liveBefore, after: liveAfter } = result.liveHeapMb;
  const ok = result.errors === 0 && result.ordersFound === result.ordersPlaced && result.ordersUnexpected === 0 &&
    result.rss.gatewayAfter <= result.rss.gatewayBefore * 1.2 && liveBefore !== null && liveAfter !== null && liveAfter <= liveBefore * 1.2;
  process.exit(ok ? 0 : 1);
}
