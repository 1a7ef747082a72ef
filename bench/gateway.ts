/**
 * Part 1, gateway overhead: the same catalog read and the same order-detail read
 *   (a) through our tRPC procedure (the real gateway process, as production runs it),
 *   (a') the same gateway with tRPC's own fastifyTRPCPlugin instead of our adapter
 *        (bench/official-gateway.ts), so each run re-measures what the adapter gains,
 *   (b) through a bare Fastify + undici.request pass-through (bench/passthrough.ts),
 *   (c) straight to the mock provider,
 * all four against one mock provider process, the load generator in its own process.
 * Throughput: 10 connections; latency: 1 connection (no queueing, so the median is the
 * time one request takes). Rounds interleave the targets so drift hits all of them alike.
 */
import { join } from 'node:path';
import { cpuSeconds } from './support/cpu.ts';
import { load, type LoadRun, type LoadSpec } from './support/load.ts';
import { freePort } from '../reliability/support/free-port.ts';
import { ROOT, startGateway, startProvider, startService, type Service } from './support/processes.ts';
import { markdownTable, type PartResult } from './support/report.ts';
import { gatewayLogin, placeOrder, providerLogin } from './support/shop.ts';
import { median, round } from './support/stats.ts';

const ROUNDS = 3;
const THROUGHPUT = { connections: 10, seconds: 3 };
const LATENCY = { connections: 1, seconds: 2 };
const TARGETS = ['tRPC gateway', 'official plugin', 'pass-through', 'provider'] as const;
type Target = (typeof TARGETS)[number];

type Figures = { rps: number; p50Loaded: number; p99Loaded: number; p50: number; failed: number; cpuMsPerRequest: number | null };

const trpcGet = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;

export async function gatewayBench(log: (line: string) => void): Promise<PartResult> {
  const services: Service[] = [];
  try {
    const provider = await startProvider();
    services.push(provider);
    const gateway = await startGateway(provider.url);
    services.push(gateway);
    const official = await startGateway(provider.url, {}, '../bench/official-gateway.ts');
    services.push(official);
    const passthrough = await startService({ script: join(ROOT, 'bench/passthrough.ts'), port: await freePort(), readyPath: '/healthz', env: { PROVIDER_URL: provider.url } });
    services.push(passthrough);

    const { token, customerCode } = await providerLogin(provider.url);
    // One seal secret for both gateways, so the session cookie of one opens on the other.
    const cookie = await gatewayLogin(gateway.url);
    const orderCode = await placeOrder(gateway.url, cookie);
    const bearer = { authorization: `Bearer ${token}` };
    const providerPost = (path: string, body: object): LoadSpec => ({
      url: `${provider.url}/api/tulus/v1${path}`, method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });

    const reads: Record<string, Record<Target, LoadSpec>> = {
      'catalog read': {
        'tRPC gateway': { url: `${gateway.url}${trpcGet('catalog.products', { search: '', limit: 10, offset: 0 })}`, method: 'GET', headers: { cookie } },
        'official plugin': { url: `${official.url}${trpcGet('catalog.products', { search: '', limit: 10, offset: 0 })}`, method: 'GET', headers: { cookie } },
        'pass-through': { url: `${passthrough.url}/catalog?customer_code=${customerCode}&limit=10`, method: 'GET', headers: bearer },
        provider: providerPost('/get-products', { customer_code: customerCode, cabang: 'JKT01', search: '', order: 'ASC', limit: 10, offset: 0 }),
      },
      'order-detail read': {
        'tRPC gateway': { url: `${gateway.url}${trpcGet('orders.detail', { sales_order_code: orderCode })}`, method: 'GET', headers: { cookie } },
        'official plugin': { url: `${official.url}${trpcGet('orders.detail', { sales_order_code: orderCode })}`, method: 'GET', headers: { cookie } },
        'pass-through': { url: `${passthrough.url}/order?code=${orderCode}`, method: 'GET', headers: bearer },
        provider: providerPost('/get-sales-order-detail-customer', { sales_order_code: orderCode }),
      },
    };
    const pidOf: Record<Target, number | null> = { 'tRPC gateway': gateway.pid, 'official plugin': official.pid, 'pass-through': passthrough.pid, provider: null };

    // Every target answers the same read with success before anything is timed.
    for (const [read, targets] of Object.entries(reads)) {
      for (const [target, spec] of Object.entries(targets)) {
        const res = await fetch(spec.url, { method: spec.method, headers: spec.headers, ...(spec.body ? { body: spec.body } : {}) });
        if (!res.ok) throw new Error(`${read} via ${target}: ${res.status} ${(await res.text()).slice(0, 200)}`);
      }
    }

    log('gateway: warm-up');
    for (const targets of Object.values(reads)) for (const spec of Object.values(targets)) await load(spec, [{ connections: THROUGHPUT.connections, seconds: 1 }]);

    const runs = new Map<string, { loaded: LoadRun[]; single: LoadRun[]; cpu: number[] }>();
    const key = (read: string, target: Target) => `${read}|${target}`;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [read, targets] of Object.entries(reads)) {
        for (const target of TARGETS) {
          const entry = runs.get(key(read, target)) ?? { loaded: [], single: [], cpu: [] };
          runs.set(key(read, target), entry);
          const pid = pidOf[target];
          const cpuBefore = pid ? cpuSeconds(pid) : 0;
          let cpuAfter = 0;
          const [loaded, single] = (await load(targets[target], [THROUGHPUT, LATENCY], (index) => {
            if (index === 0 && pid) cpuAfter = cpuSeconds(pid);
          })) as [LoadRun, LoadRun];
          if (pid) entry.cpu.push(((cpuAfter - cpuBefore) * 1000) / Math.max(1, loaded.ok + loaded.failed));
          entry.loaded.push(loaded);
          entry.single.push(single);
          log(`gateway: round ${round} ${read} via ${target}: ${Math.round(loaded.rps)} req/s, p50 ${round2(single.p50)} ms`);
        }
      }
    }

    const figures = (read: string, target: Target): Figures => {
      const entry = runs.get(key(read, target))!;
      return {
        rps: median(entry.loaded.map((r) => r.rps)),
        p50Loaded: median(entry.loaded.map((r) => r.p50)),
        p99Loaded: median(entry.loaded.map((r) => r.p99)),
        p50: median(entry.single.map((r) => r.p50)),
        failed: [...entry.loaded, ...entry.single].reduce((n, r) => n + r.failed, 0),
        cpuMsPerRequest: entry.cpu.length ? median(entry.cpu) : null,
      };
    };

    const rows: PartResult['rows'] = [];
    const detailRows: Array<Array<string | number>> = [];
    for (const read of Object.keys(reads)) {
      const [a, o, b, c] = TARGETS.map((t) => figures(read, t)) as [Figures, Figures, Figures, Figures];
      // Per round: the targets ran back to back, so a drift in the machine's load hits all of a round alike.
      const perRound = (over: Target, under: Target) => {
        const top = runs.get(key(read, over))!.loaded;
        const bottom = runs.get(key(read, under))!.loaded;
        return top.map((run, i) => run.rps / bottom[i]!.rps);
      };
      const ratios = perRound('tRPC gateway', 'pass-through');
      const ratio = median(ratios);
      const officialRatios = perRound('official plugin', 'pass-through');
      const gains = perRound('tRPC gateway', 'official plugin');
      const added = a.p50 - b.p50;
      rows.push({
        metric: `${read}: tRPC req/s vs pass-through`,
        value: `${Math.round(ratio * 100)}% (${Math.round(a.rps)} vs ${Math.round(b.rps)}; rounds ${ratios.map((r) => Math.round(r * 100)).join('/')}%)`,
        budget: '>= 60%',
        pass: ratio >= 0.6,
      });
      rows.push({
        metric: `${read}: tRPC's own plugin req/s vs pass-through`,
        value: `${Math.round(median(officialRatios) * 100)}% (${Math.round(o.rps)} vs ${Math.round(b.rps)}; rounds ${officialRatios.map((r) => Math.round(r * 100)).join('/')}%)`,
      });
      rows.push({
        metric: `${read}: our adapter vs tRPC's own plugin`,
        value: `${round2(median(gains))}x req/s (rounds ${gains.map((r) => round2(r)).join('/')}x); CPU ${cpu(a)} vs ${cpu(o)} ms/req`,
        // The adapter is kept for this gain (docs/decisions/001-custom-trpc-adapter.md): without it there is no reason to own it.
        budget: '> 1.0x',
        pass: median(gains) > 1,
      });
      rows.push({
        metric: `${read}: added median latency`,
        value: `${added >= 0 ? '+' : ''}${round2(added)} ms (${round2(a.p50)} vs ${round2(b.p50)})`,
        budget: '<= +2 ms',
        pass: added <= 2,
      });
      const failed = a.failed + o.failed + b.failed + c.failed;
      if (failed > 0) rows.push({ metric: `${read}: failed requests`, value: String(failed), budget: '0', pass: false });
      for (const [target, f] of [['(a) tRPC gateway', a], ["(a') tRPC's own plugin", o], ['(b) pass-through', b], ['(c) provider', c]] as const) {
        detailRows.push([
          read, target, Math.round(f.rps), round2(f.p50), round2(f.p50Loaded), round2(f.p99Loaded),
          cpu(f), f.failed,
        ]);
      }
    }

    const details = [
      `A ratio is the median over rounds of the two targets' req/s within a round ((a)/(b), (a')/(b), (a)/(a')); other figures are medians of ${ROUNDS} interleaved rounds; each round runs every target for ${THROUGHPUT.seconds} s at ${THROUGHPUT.connections} connections`,
      `(requests per second, loaded latency) and ${LATENCY.seconds} s at ${LATENCY.connections} connection (median latency: one request`,
      'at a time, so it is the time a request takes, not time spent queueing). The catalog read is `catalog.products`',
      '(10 products) and the order-detail read `orders.detail`, both as the signed-in seed customer, sent as the browser',
      "sends them (httpBatchLink's GET with `batch=1`); the pass-through and the provider get the same provider calls",
      "with the same token. (a') is the same gateway, same configuration and session, with tRPC's own fastifyTRPCPlugin",
      'in place of our adapter. Gateway CPU is the gateway process\'s user + system time per request during the loaded run',
      '(10 ms tick, so about +-0.1 ms). Gateway and pass-through log as production does (the gateway one pino line per',
      'request, to /dev/null here); the load generator, the provider and the server under test share the 2 cores.',
      '',
      markdownTable(
        ['read', 'target', 'req/s', 'p50 ms (1 conn)', 'p50 ms (10 conn)', 'p99 ms (10 conn)', 'server CPU ms/req', 'failed'],
        detailRows,
      ),
    ].join('\n');
    return { name: 'gateway', title: '1. Gateway overhead', rows, details };
  } finally {
    for (const service of services.reverse()) await service.stop();
  }
}

const round2 = (value: number) => round(value, 2);
const cpu = (f: Figures) => (f.cpuMsPerRequest === null ? '' : round2(f.cpuMsPerRequest));
