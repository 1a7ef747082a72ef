import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_PREFIX, type ProviderPath } from '../shared/src/contract/envelope.ts';
import { EXTRA_PATHS, SPEC_PATHS } from '../shared/src/contract/paths.ts';
import { startTestProvider, TINY_PNG, type TestProvider } from '../mock-provider/src/test/harness.ts';
import { MAX_BATCH_SIZE } from '../server/src/app.ts';
import { startBareGateway, type BareGateway, type Browser } from '../server/src/test/harness.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { hostileCheckout, hostileInput } from './support/hostile.ts';
import { table, writeSection } from './support/report.ts';
import { changedTables, snapshot } from './support/state.ts';
import { PROCEDURES, callRaw, isClearMessage, readAnswer } from './support/trpc.ts';

/** Samples per procedure and per provider path; the floor of 500 a run is checked below. */
const RUNS_PER_PROCEDURE = Number(process.env.FUZZ_RUNS ?? 8);
const RUNS_PER_PATH = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Mutations that change nothing when their input is well-formed (a wrong login, a code without a pending registration). */
const HARMLESS_MUTATIONS = new Set(['auth.login', 'auth.driverLogin', 'auth.verifyOtp', 'auth.logout', 'auth.resendOtp']);
const isRead = (path: string) => /^\/(get-|check-)/.test(path);
/**
 * Mutations that end every session of the caller's account: each call is made by a customer of its
 * own (another account than the shared one), or the shared customer would be signed out for the rest.
 */
const ENDS_SESSIONS = new Set(['auth.logoutEverywhere']);
const SESSIONS_ENDED_BY = 'sahabatkarib@contoh.id';

let provider: TestProvider;
let providerUrl: string;
let proxy: FaultProxy;
let gw: BareGateway;
const browsers = {} as Record<'visitor' | 'customer' | 'driver', Browser>;
const tokens = {} as { customer: string; driver: string };
const statuses = new Map<string, number>();
const counts = { trpc: 0, provider: 0, extra: 0 };
const crashes: unknown[] = [];
const onCrash = (error: unknown) => crashes.push(error);
const tally = (where: string, status: number) => statuses.set(`${where} ${status}`, (statuses.get(`${where} ${status}`) ?? 0) + 1);

beforeAll(async () => {
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  provider = await startTestProvider();
  await provider.app.listen({ host: '127.0.0.1', port: 0 });
  providerUrl = `http://127.0.0.1:${(provider.app.server.address() as AddressInfo).port}`;
  // A pass-through proxy counts what reaches the provider: an invalid input must reach nothing that writes.
  proxy = await startFaultProxy(providerUrl);
  gw = await startBareGateway(proxy.url);
  browsers.visitor = gw.browser();
  [browsers.customer, browsers.driver] = await Promise.all([gw.customer(), gw.driver()]);
  tokens.customer = (await provider.loginCustomer()).token;
  tokens.driver = (await provider.loginDriver()).token;
});

afterAll(async () => {
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
  await gw?.close();
  await proxy?.close();
  await provider?.close();
});

/** Which browser reaches a procedure's input check: public ones as a visitor, guarded ones as their role. */
async function roleOf(path: string): Promise<'visitor' | 'customer' | 'driver'> {
  if (ENDS_SESSIONS.has(path)) return 'customer';
  const asVisitor = await callRaw(browsers.visitor, path, undefined);
  if (asVisitor.status !== 401) return 'visitor';
  return (await callRaw(browsers.customer, path, undefined)).status === 403 ? 'driver' : 'customer';
}

const customerView = async () => ({
  orders: (await browsers.customer.trpc.orders.list.query({ status: 'all' })).map((o) => o.sales_order_code),
  addresses: await browsers.customer.trpc.addresses.list.query(),
  profile: await browsers.customer.trpc.customer.detail.query(),
});

describe('property: hostile input never breaks the gateway or changes state', () => {
  it(`every tRPC procedure (${Object.keys(PROCEDURES).length}) refuses what its schema refuses, with a clear message and no 5xx`, async () => {
    const before = snapshot(provider.ctx.db);
    const viewBefore = await customerView();
    const hitsBefore = proxy.hits.length;
    for (const [path, procedure] of Object.entries(PROCEDURES).sort(([a], [b]) => a.localeCompare(b))) {
      const role = await roleOf(path);
      const schema = procedure._def.inputs[0] as z.ZodType | undefined;
      const mutation = procedure._def.type === 'mutation';
      let arbitrary = hostileInput(schema);
      if (path === 'orders.place') arbitrary = fc.oneof(arbitrary, hostileCheckout);
      // What the gateway receives is the JSON of the input (NaN becomes null, undefined fields vanish).
      arbitrary = arbitrary.map(viaJson);
      // A well-formed input to a mutation would rightly change state; those are the other tests' business.
      const sample = mutation && !HARMLESS_MUTATIONS.has(path)
        ? arbitrary.filter((input) => !schema?.safeParse(input).success || (path === 'orders.place' && isPastCheckout(input)))
        : arbitrary;
      await check(
        fc.asyncProperty(sample, async (input) => {
          counts.trpc++;
          const caller = ENDS_SESSIONS.has(path) ? await gw.customer(SESSIONS_ENDED_BY) : browsers[role];
          const answer = await callRaw(caller, path, input);
          tally('gateway', answer.status);
          expect(answer.status, `${path} ${JSON.stringify(input)?.slice(0, 200)}`).toBeLessThan(500);
          const valid = schema ? schema.safeParse(input).success : true;
          if (!valid) expect([400, 413, 431], path).toContain(answer.status);
          if (answer.status === 400) {
            expect(answer.code, path).toBe('BAD_REQUEST');
            expect(isClearMessage(answer.message), `${path}: ${answer.message}`).toBe(true);
          }
        }),
        { numRuns: RUNS_PER_PROCEDURE, seed: SEED, endOnFailure: true },
        path,
      );
    }
    // Nothing that writes was reached: the reads (and failed logins) the valid queries made are all.
    const written = proxy.hits.slice(hitsBefore).map((h) => h.path.replace(API_PREFIX, '')).filter((p) => !isRead(p));
    expect([...new Set(written)]).toEqual([]);
    expect(changedTables(before, snapshot(provider.ctx.db))).toEqual([]);
    expect(await customerView()).toEqual(viewBefore);
  });

  it('every mock-provider path refuses hostile bodies with a failure envelope, no 5xx, nothing written', async () => {
    const defs = [...SPEC_PATHS, ...EXTRA_PATHS] as unknown as ProviderPath[];
    const before = snapshot(provider.ctx.db);
    for (const def of defs) {
      const token = def.auth === 'driver' ? tokens.driver : def.auth === 'public' ? undefined : tokens.customer;
      // What the provider parses: the JSON body, or for multipart paths the query string's texts.
      const arbitrary = hostileInput(def.request).map((input) => (def.body === 'json' ? viaJson(input) : asQuery(input)));
      // The mock reads an empty or null JSON body as {} (the spec sends some paths no body at all).
      const refused = (input: unknown) => !def.request.safeParse(input ?? {}).success;
      const sample = isRead(def.path) ? arbitrary : arbitrary.filter(refused);
      await check(
        fc.asyncProperty(sample, async (input) => {
          counts.provider++;
          const res = await sendToProvider(def, input, token);
          const text = await res.text();
          tally('provider', res.status);
          expect(res.status, `${def.path} ${text.slice(0, 200)}`).toBeLessThan(500);
          // Node itself answers an over-long URL (414, 431) before any route: no envelope then.
          if (res.status >= 400 && res.status !== 414 && res.status !== 431) {
            const body = JSON.parse(text) as { status: string; status_code: number; message: unknown };
            expect(body.status).toBe('failed');
            expect(body.status_code).toBe(res.status);
            expect(typeof body.message === 'string' && body.message.length > 0 && body.message.length < 500, String(body.message)).toBe(true);
            expect(String(body.message)).not.toMatch(/\bat .+:\d+:\d+/);
          }
          if (refused(input)) expect([400, 413, 414, 431], def.path).toContain(res.status);
        }),
        { numRuns: RUNS_PER_PATH, seed: SEED, endOnFailure: true },
        def.path,
      );
    }
    expect(changedTables(before, snapshot(provider.ctx.db))).toEqual([]);
  });
});

/** fc.assert, with the counterexample cut short: a 120 000-character sample would bury the report. */
async function check<T>(property: fc.IAsyncProperty<T>, parameters: fc.Parameters<T>, label: string): Promise<void> {
  const details = await fc.check(property, parameters);
  if (!details.failed) return;
  const example = JSON.stringify(details.counterexample)?.slice(0, 600);
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`${label}: property failed (seed ${details.seed}, path ${details.counterexamplePath})\ninput: ${example}\n${cause.slice(0, 1500)}`);
}

/** A checkout the schema accepts but whose delivery day is in the past: the gateway must refuse it itself. */
function isPastCheckout(input: unknown): boolean {
  const date = (input as { delivery_date?: unknown } | null)?.delivery_date;
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && date < new Date().toISOString().slice(0, 10);
}

const viaJson = (input: unknown): unknown => (input === undefined ? undefined : JSON.parse(JSON.stringify(input)));

/** A multipart path's fields as the query string carries them: texts only. */
function asQuery(input: unknown): Record<string, string> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

function sendToProvider(def: ProviderPath, input: unknown, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const url = `${providerUrl}${API_PREFIX}${def.path}`;
  if (def.body === 'json') {
    return fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(input ?? null) });
  }
  const query = new URLSearchParams(input as Record<string, string>);
  const form = new FormData();
  form.append(def.files?.[0] ?? 'image', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'x.png');
  return fetch(`${url}?${query}`, { method: 'POST', headers, body: form });
}

describe('oversized and malformed requests', () => {
  const post = (path: string, body: string, type = 'application/json') =>
    browsers.customer.fetch(path, { method: 'POST', headers: { 'content-type': type }, body }).then(readAnswer);

  it('a body over the gateway limit (256 KB) gets 413 with a clear message; the provider limit (1 MB) too', async () => {
    counts.extra += 2;
    const big = JSON.stringify({ email: 'member@contoh.id', password: 'x'.repeat(300 * 1024) });
    const answer = await post('/trpc/auth.login', big);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ error: { message: 'Ukuran data terlalu besar.' } });
    const res = await fetch(`${providerUrl}${API_PREFIX}/check-login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@b.id', password: 'x'.repeat(1100 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 'failed', status_code: 413 });
  });

  it(`a batch of more than ${MAX_BATCH_SIZE} calls is refused whole, and changes nothing`, async () => {
    counts.extra += 4;
    const before = snapshot(provider.ctx.db);
    const names = (n: number, name: string) => Array.from({ length: n }, () => name).join(',');
    // A page's worth of the longest query names, as the client's httpBatchLink (maxItems 10) sends them.
    const page = ['auth.pendingRegistration', 'branches.forCustomer', 'notifications.list', 'vouchers.available', 'customer.detail',
      'payments.methods', 'addresses.list', 'vouchers.mine', 'branches.list', 'auth.session'];
    const ok = await readAnswer(await browsers.customer.fetch(`/trpc/${page.slice(0, MAX_BATCH_SIZE).join(',')}?batch=1&input=%7B%7D`));
    expect(ok.status, ok.text.slice(0, 200)).toBe(200);
    expect(JSON.parse(ok.text)).toHaveLength(MAX_BATCH_SIZE);
    const reads = await readAnswer(await browsers.customer.fetch(`/trpc/${[...page, 'auth.session'].join(',')}?batch=1&input=%7B%7D`));
    expect(reads.status).toBe(400);
    expect(isClearMessage(reads.message) || reads.message !== undefined).toBe(true);
    const huge = await readAnswer(await browsers.customer.fetch(`/trpc/${names(500, 'branches.list')}?batch=1`));
    expect([400, 414, 431]).toContain(huge.status);
    // Eleven address additions in one POST: none is made.
    const address = { header_name: 'Batch', jalan: 'Jl. Batch', kode_pos: '12345', rt: '1', rw: '2', kelurahan: 'K', kecamatan: 'K', kabupaten_kota: 'K', provinsi: 'P', latitude: '-6.2', longitude: '106.8' };
    const writes = await post(`/trpc/${names(MAX_BATCH_SIZE + 1, 'addresses.add')}?batch=1`, JSON.stringify(Object.fromEntries(Array.from({ length: MAX_BATCH_SIZE + 1 }, (_, i) => [i, address]))));
    expect(writes.status).toBe(400);
    expect(changedTables(before, snapshot(provider.ctx.db))).toEqual([]);
  });

  it('broken JSON, a wrong content type and JSON nested 100 000 deep are refused with 4xx, not a crash', async () => {
    counts.extra += 4;
    for (const [body, type] of [['{"email":', 'application/json'], ['email=a', 'application/x-www-form-urlencoded'], ['[1,2', 'application/json']] as const) {
      const answer = await post('/trpc/auth.login', body, type);
      expect(answer.status, body).toBeGreaterThanOrEqual(400);
      expect(answer.status, body).toBeLessThan(500);
    }
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const answer = await post('/trpc/auth.login', deep);
    expect(answer.status).toBe(400);
    const res = await fetch(`${providerUrl}${API_PREFIX}/check-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    expect(res.status).toBe(400);
  });

  it('afterwards: no crash, no prototype polluted, both services still answer, and at least 500 hostile inputs were sent', async () => {
    expect(crashes).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${providerUrl}/healthz`)).status).toBe(200);
    const total = counts.trpc + counts.provider + counts.extra;
    expect(total).toBeGreaterThanOrEqual(500);
    writeSection('fuzz', 'Bad input, property-based (fast-check)', [
      `${total} hostile inputs in one run (seed ${SEED}): ${counts.trpc} to the ${Object.keys(PROCEDURES).length} tRPC procedures (walking the appRouter, ` +
        `inputs driven by each procedure's zod schema), ${counts.provider} to the ${SPEC_PATHS.length + EXTRA_PATHS.length} mock-provider paths ` +
        `(SPEC_PATHS + EXTRA_PATHS), ${counts.extra} oversized or malformed requests. Wrong types, strings up to 120 000 characters, ` +
        '`__proto__` / `constructor` payloads, unicode (lone surrogates, RTL, emoji), negative and fractional quantities, past delivery dates.',
      '',
      'Property held: no 5xx, no crash, every input the schema refuses answered 400 (413 when oversized, 431 when the URL is) with a clear ' +
        'Indonesian message (gateway) or a failure envelope (provider), no table of the provider changed, no write path reached, ' +
        '`Object.prototype` untouched. Bodies over 256 KB (gateway) and 1 MB (provider) get 413; batches over ' +
        `${MAX_BATCH_SIZE} calls get 400.`,
      '',
      table(['where', 'HTTP status', 'answers'], [...statuses].sort().map(([key, n]) => [...key.split(' '), n])),
    ].join('\n'));
  });
});
