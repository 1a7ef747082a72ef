import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInput, smallJpeg } from '../server/src/test/orders.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { table, writeSection } from './support/report.ts';
import { httpClient, startSystem, type System } from './support/system.ts';

/**
 * An on-call engineer's view: the gateway and the provider as processes, a realistic mix of
 * traffic with the provider answering garbage, hanging, and stopped for 10 s, and nothing but
 * the gateway's log lines to tell what happened.
 */

type Line = Record<string, unknown> & {
  level: number; msg: string; reqId?: string; path?: string; status?: number; procedure?: string;
  durationMs?: number; upstreamMs?: number; upstreamCalls?: number; error?: { kind: string; message: string; stack?: string };
  breaker?: string; previous?: string;
};

const PROVIDER_KINDS = ['provider_unreachable', 'provider_timeout', 'provider_bad_answer', 'provider_failed', 'breaker_open'];
const OUTAGE_MS = 10_000;
const COOL_DOWN_MS = 2_000;
/** One attempt's deadline: headers + body timeouts. */
const DEADLINE_MS = 1_500;
const MEMBER = { email: 'member@contoh.id', password: 'Rahasia123!' };

let system: System;
let proxy: FaultProxy;
beforeAll(async () => {
  system = await startSystem({
    gatewayEnv: {
      // One level below production's info, so the health checks' debug lines are there to be checked.
      LOG_LEVEL: 'debug',
      PROVIDER_HEADERS_TIMEOUT_MS: '1000',
      PROVIDER_BODY_TIMEOUT_MS: String(DEADLINE_MS - 1000),
      PROVIDER_BREAKER_COOLDOWN_MS: String(COOL_DOWN_MS),
    },
    inFrontOfProvider: async (providerUrl) => (proxy = await startFaultProxy(providerUrl)).url,
  });
});
/** The gateway's log of the run, kept for a look (and to try the README's alert queries on). */
const LOG_COPY = fileURLToPath(new URL('../test-results/monitoring/gateway.log', import.meta.url));

afterAll(async () => {
  if (system) {
    mkdirSync(dirname(LOG_COPY), { recursive: true });
    writeFileSync(LOG_COPY, `${system.gateway.lines().join('\n')}\n`);
  }
  await system?.stop();
  await proxy?.close();
});

const lines = (): Line[] => system.gateway.lines().filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Line);
const requestLine = (reqId: string) => {
  const found = lines().filter((l) => l.msg === 'request' && l.reqId === reqId);
  expect(found, reqId).toHaveLength(1);
  return found[0]!;
};

type Client = ReturnType<typeof httpClient>;
/** One request with its own id (as the browser's fetch would send one), answered with its status. */
async function send(client: Client, path: string, init: RequestInit & { json?: unknown } = {}): Promise<{ id: string; status: number }> {
  const id = `mon-${randomUUID()}`;
  const headers = new Headers(init.headers);
  headers.set('x-request-id', id);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const res = await client.request(path, { ...init, headers, ...(init.json !== undefined ? { method: 'POST', body: JSON.stringify(init.json) } : {}) });
  await res.arrayBuffer();
  return { id, status: res.status };
}

const productsQuery = `/trpc/catalog.products?input=${encodeURIComponent(JSON.stringify({ search: '', limit: 10, offset: 0 }))}`;

async function paymentProof(client: Client, order: { id: number; total_amount: number }, withImage = true) {
  const form = new FormData();
  const fields = { sales_order_id: String(order.id), sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(order.total_amount) };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (withImage) form.append('image', new Blob([new Uint8Array(await smallJpeg())], { type: 'image/jpeg' }), 'bukti.jpg');
  return send(client, '/api/uploads/payment-proof', { method: 'POST', body: form });
}

describe('monitoring names the cause of every failure from the gateway log alone', () => {
  it('a mix with a provider answering garbage, hanging and stopped for 10 s', async () => {
    const visitor = httpClient(system.gatewayUrl);
    const member = httpClient(system.gatewayUrl);
    const expected: Array<{ what: string; id: string; status: number; kind?: string; level: number; calls?: number | 'some' }> = [];
    const expectLine = (what: string, sent: { id: string; status: number }, want: Omit<(typeof expected)[number], 'what' | 'id' | 'status'> & { status: number }) => {
      expect(sent.status, what).toBe(want.status);
      expected.push({ what, id: sent.id, ...want });
    };

    // --- A healthy provider: the ordinary traffic, and the client's own mistakes at info. ---
    expectLine('health check', await send(visitor, '/healthz'), { status: 200, level: 20, calls: 0 });
    expectLine('readiness check', await send(visitor, '/readyz'), { status: 200, level: 20, calls: 1 });
    expectLine('login', await send(member, '/trpc/auth.login', { json: MEMBER }), { status: 200, level: 30, calls: 1 });
    const wrong = await send(visitor, '/trpc/auth.login', { json: { email: 'tidak.terdaftar@contoh.id', password: 'Salah123!' } });
    expectLine('login of an unknown account', wrong, { status: wrong.status, kind: 'provider_refused', level: 30, calls: 1 });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expectLine('bad input', await send(visitor, '/trpc/auth.login', { json: { email: 'bukan-email', password: 'x' } }), { status: 400, kind: 'validation', level: 30, calls: 0 });
    expectLine('unknown procedure', await send(visitor, '/trpc/nope.missing', { json: {} }), { status: 404, kind: 'not_found', level: 30, calls: 0 });
    expectLine('a customer asking for a driver screen', await send(member, '/trpc/driver.products'), { status: 403, kind: 'forbidden', level: 30, calls: 0 });
    // Two reads side by side, each held 300 ms by the proxy: the wait is counted once.
    proxy.setRule(({ path }) => (/\/(get-products|get-list-kd-cabang)$/.test(path) ? { kind: 'pass', latencyMs: 300 } : { kind: 'pass' }));
    const input = encodeURIComponent(JSON.stringify({ 0: { search: '', limit: 10, offset: 0 } }));
    const batch = await send(visitor, `/trpc/catalog.products,branches.list?batch=1&input=${input}`);
    expectLine('a batch of two slow reads', batch, { status: 200, level: 30, calls: 2 });
    proxy.setRule(() => ({ kind: 'pass' }));
    const orderRes = await member.request('/trpc/orders.place', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(orderInput()) });
    expect(orderRes.status).toBe(200);
    const order = ((await orderRes.json()) as { result: { data: { id: number; total_amount: number } } }).result.data;
    expectLine('payment proof', await paymentProof(member, order), { status: 200, level: 30, calls: 1 });
    expectLine('payment proof without its photo', await paymentProof(member, order, false), { status: 400, kind: 'validation', level: 30, calls: 0 });

    // --- The provider (or something in front of it) answers garbage. ---
    proxy.setRule(({ path }) => (path.endsWith('/get-products') ? { kind: 'garbage' } : { kind: 'pass' }));
    expectLine('an HTML page instead of JSON', await send(visitor, productsQuery), { status: 502, kind: 'provider_bad_answer', level: 40, calls: 1 });
    proxy.setRule(({ path }) => (path.endsWith('/get-list-kd-cabang') ? { kind: 'status', code: 500, body: 'Internal Server Error' } : { kind: 'pass' }));
    // A read is tried three times (PROVIDER_READ_RETRIES=2) before the gateway gives up.
    expectLine('a provider 500', await send(visitor, '/trpc/branches.list'), { status: 502, kind: 'provider_failed', level: 40, calls: 3 });

    // --- The provider hangs: one read gives up at the deadline and is not retried. ---
    proxy.setRule(({ path }) => (path.endsWith('/get-list-kd-cabang') ? { kind: 'hang' } : { kind: 'pass' }));
    const hung = await send(visitor, '/trpc/branches.list');
    expectLine('a hung provider', hung, { status: 504, kind: 'provider_timeout', level: 40, calls: 1 });
    proxy.setRule(() => ({ kind: 'pass' }));

    // --- The provider process is stopped for 10 s while customers keep coming. ---
    await system.stopProvider();
    const outageStarted = Date.now();
    const loginsDuringOutage: string[] = [];
    for (let round = 0; Date.now() - outageStarted < OUTAGE_MS; round++) {
      const read = await send(visitor, productsQuery);
      expect(read.status).toBe(503);
      expected.push({ what: 'a read while the provider is down', id: read.id, status: 503, level: 40, calls: 'some' });
      // A login each round at first (more than the 5 a minute), then now and then.
      if (round < 7 || round % 3 === 0) {
        const login = await send(httpClient(system.gatewayUrl), '/trpc/auth.login', { json: MEMBER });
        expect(login.status).toBe(503);
        loginsDuringOutage.push(login.id);
        expected.push({ what: 'a login while the provider is down', id: login.id, status: 503, level: 40, calls: 'some' });
      }
      if (round === 4) {
        const upload = await paymentProof(member, order);
        expect(upload.status).toBe(503);
        expected.push({ what: 'an upload while the provider is down', id: upload.id, status: 503, level: 40, calls: 'some' });
      }
      if (round % 10 === 5) {
        expectLine('readiness while the provider is down', await send(visitor, '/readyz'), { status: 503, kind: 'provider_unreachable', level: 40, calls: 1 });
      }
      await sleep(250);
    }
    // More logins than the limit of 5 a minute failed during the outage.
    expect(loginsDuringOutage.length).toBeGreaterThan(5);

    // --- The provider is back: ready at once, and the member is not locked out by the logins it never answered. ---
    await system.startProvider();
    expectLine('readiness once the provider is back', await send(visitor, '/readyz'), { status: 200, level: 20, calls: 1 });
    expectLine('login once the provider is back', await send(httpClient(system.gatewayUrl), '/trpc/auth.login', { json: MEMBER }), { status: 200, level: 30, calls: 1 });
    expectLine('a read once the provider is back', await send(visitor, productsQuery), { status: 200, level: 30, calls: 1 });

    // Pino writes asynchronously: wait for the last request's line.
    await expect.poll(() => lines().some((l) => l.reqId === expected.at(-1)!.id)).toBe(true);
    const all = lines();
    const requests = all.filter((l) => l.msg === 'request');

    // Each request named its cause (or none), at the level monitoring alerts on, with its calls.
    for (const want of expected) {
      const line = requestLine(want.id);
      expect(line.status, want.what).toBe(want.status);
      expect(line.level, want.what).toBe(want.level);
      if (want.kind) expect(line.error?.kind, want.what).toBe(want.kind);
      else if (want.status < 400) expect(line.error, want.what).toBeUndefined();
      if (typeof want.calls === 'number') expect(line.upstreamCalls, want.what).toBe(want.calls);
    }
    // While down: the provider unreachable until the breaker opened, then the breaker; a call made counts, a refusal does not.
    for (const want of expected.filter((w) => w.calls === 'some')) {
      const line = requestLine(want.id);
      expect(['provider_unreachable', 'breaker_open'], want.what).toContain(line.error?.kind);
      if (line.error?.kind === 'breaker_open') expect(line.upstreamCalls, want.what).toBe(0);
      else expect(line.upstreamCalls, want.what).toBeGreaterThanOrEqual(1);
    }
    const outageKinds = expected.filter((w) => w.calls === 'some').map((w) => requestLine(w.id).error!.kind);
    expect(outageKinds[0]).toBe('provider_unreachable');
    expect(outageKinds).toContain('breaker_open');

    // Every line: valid figures, never more time upstream than in total.
    for (const line of requests) {
      expect(line.durationMs, JSON.stringify(line)).toBeGreaterThanOrEqual(line.upstreamMs!);
      expect(line.upstreamMs, JSON.stringify(line)).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(line.upstreamCalls) && line.upstreamCalls! >= 0, JSON.stringify(line)).toBe(true);
      if (line.upstreamCalls === 0) expect(line.upstreamMs).toBe(0);
    }
    // The overlapping reads waited at least their 300 ms, once.
    expect(requestLine(batch.id).upstreamMs).toBeGreaterThanOrEqual(300);
    // The hung call counted its wait until it gave up: at the headers timeout (1 s, which undici checks on a coarse tick) at the earliest.
    expect(requestLine(hung.id).upstreamMs).toBeGreaterThanOrEqual(950);

    // Every 5xx says why; none of this mix was our bug, so an alert on level >= 50 stayed quiet.
    for (const line of requests.filter((l) => l.status! >= 500)) {
      expect(PROVIDER_KINDS, JSON.stringify(line)).toContain(line.error?.kind);
      expect(line.level).toBe(40);
      expect(line.error!.message.length).toBeGreaterThan(0);
    }
    expect(all.filter((l) => l.level >= 50)).toEqual([]);

    // No health-check line at info: passing ones at debug, a failing one a warning with its cause.
    const health = requests.filter((l) => l.path === '/healthz' || l.path === '/readyz');
    expect(health.length).toBeGreaterThanOrEqual(4);
    expect(health.filter((l) => l.level === 30)).toEqual([]);
    for (const line of health) expect(line.level).toBe(line.status === 200 ? 20 : 40);

    // The breaker: each change of state once, in order, from opening to closing.
    const breaker = all.filter((l) => typeof l.breaker === 'string');
    expect(breaker[0]).toMatchObject({ level: 40, breaker: 'open', previous: 'closed', msg: 'provider circuit open' });
    expect(breaker.at(-1)).toMatchObject({ level: 30, breaker: 'closed', msg: 'provider circuit closed' });
    for (const [i, line] of breaker.entries()) {
      if (i > 0) expect(line.previous).toBe(breaker[i - 1]!.breaker);
      expect(line.breaker).not.toBe(line.previous);
      expect(line.level).toBe(line.breaker === 'open' ? 40 : 30);
    }
    // The 10 s outage outlasted several cool-downs: trials were let through and failed.
    expect(breaker.filter((l) => l.breaker === 'half_open').length).toBeGreaterThanOrEqual(1);
    expect(breaker.filter((l) => l.breaker === 'closed')).toHaveLength(1);
    expect(breaker.at(-1)!.refused).toBeGreaterThan(0);
    expect(breaker.at(-1)!.outageMs).toBeGreaterThanOrEqual(OUTAGE_MS - 1_000);

    const byKind = new Map<string, number>();
    for (const line of requests) if (line.error) byKind.set(line.error.kind, (byKind.get(line.error.kind) ?? 0) + 1);
    writeSection('monitoring', 'Monitoring from the log lines', [
      'The gateway and the mock provider as processes, the fault proxy between them; the gateway at `LOG_LEVEL=debug`. ' +
        'A mix of ordinary traffic and client mistakes, the provider answering an HTML page, a 500, hanging past the ' +
        `${DEADLINE_MS} ms deadline, then stopped for ${OUTAGE_MS / 1000} s while reads, logins, an upload and readiness checks go on, then back. ` +
        'Every request line checked: its cause (`error.kind`) and level, `durationMs >= upstreamMs >= 0`, `upstreamCalls`; ' +
        'the breaker\'s state lines; no health check at info; no `level >= 50` line.',
      '',
      table(['error.kind', 'request lines'], [...byKind].sort(([a], [b]) => a.localeCompare(b))),
      '',
      table(['breaker line', 'previous', 'failures', 'refused', 'outageMs'], breaker.map((l) => [l.breaker!, l.previous!, String(l.failures), String(l.refused), String(l.outageMs)])),
      '',
      `${requests.length} request lines, ${health.length} of them health checks (all at debug or, failing, warn); ` +
        `${loginsDuringOutage.length} logins of one account during the outage, and the next one after it went through (unanswered logins are not counted).`,
    ].join('\n'));
  });
});
