import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import trpcPackage from '@trpc/server/package.json' with { type: 'json' };
import { appRouter } from '../routers/_app.ts';
import { closedPort } from '../test/fake-provider.ts';
import { startBareGateway, startGateway, type BareGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { dispatchedOrder, jakartaDay, orderInput, placeOrder, smallJpeg } from '../test/orders.ts';
import { TRPC_INTERNALS_READ_FROM } from './fastify-adapter.ts';

let env: TestGateway;
let member: Browser;
let down: BareGateway;
beforeAll(async () => {
  env = await startGateway();
  member = await env.customer('member@contoh.id');
  down = await startBareGateway(await closedPort());
});
afterAll(async () => {
  await down.close();
  await env.close();
});

const batch = (paths: string[], inputs?: Record<number, unknown>) =>
  `/trpc/${paths.join(',')}?batch=1${inputs ? `&input=${encodeURIComponent(JSON.stringify(inputs))}` : ''}`;

/**
 * The same GET answered by the adapter's path for batched queries and by tRPC's resolveResponse
 * (a `trpc-accept` header sends any request there; `application/json` asks for nothing else).
 */
async function bothWays(browser: Browser, path: string) {
  const answer = async (headers: Record<string, string>) => {
    const res = await browser.fetch(path, { headers });
    return { status: res.status, contentType: res.headers.get('content-type'), vary: res.headers.get('vary'), body: await res.text() };
  };
  return { fast: await answer({}), resolved: await answer({ 'trpc-accept': 'application/json' }) };
}

describe('batched GET queries', () => {
  it('answer with the status, headers and body tRPC itself gives, errors included', async () => {
    const placed = await placeOrder(member);
    const visitor = env.browser();
    const cases: Array<[Browser, string]> = [
      [visitor, batch(['catalog.products'])],
      [visitor, batch(['catalog.products'], { 0: { search: 'galon', limit: 2, offset: 0 } })],
      [member, batch(['orders.detail'], { 0: { sales_order_code: placed.sales_order_code } })],
      [member, batch(['orders.detail', 'catalog.products', 'auth.session'], { 0: { sales_order_code: placed.sales_order_code } })],
      // Errors: a bad input, a missing session, a role, an unknown order, mixed with a success (207).
      [member, batch(['orders.detail'], { 0: { sales_order_code: 42 } })],
      [visitor, batch(['orders.detail'], { 0: { sales_order_code: placed.sales_order_code } })],
      [member, batch(['orders.detail', 'catalog.products'], { 0: { sales_order_code: 'SO-19990101-0001' } })],
      [member, batch(['driver.deliveries', 'auth.session'])],
      // What the fast path leaves to resolveResponse: the answers must not change either.
      [member, batch(['orders.nope'])],
      [member, batch(['orders.place'], { 0: {} })],
      [member, `${batch(['catalog.products'])}&input=%7Bnot-json`],
      [member, batch(Array.from({ length: 11 }, () => 'auth.session'))],
      [member, '/trpc/catalog.products'],
    ];
    for (const [browser, path] of cases) {
      const { fast, resolved } = await bothWays(browser, path);
      expect(fast, path).toEqual(resolved);
    }
  });

  it('an unreachable provider gives the same 5xx answer both ways', async () => {
    const { fast, resolved } = await bothWays(down.browser(), batch(['catalog.products', 'branches.list']));
    expect(fast.status).toBeGreaterThanOrEqual(500);
    expect(fast).toEqual(resolved);
  });
});

describe('the installed tRPC', () => {
  it('is the version the adapter was read from (bump both together, after reading resolveResponse again)', () => {
    expect(trpcPackage.version).toBe(TRPC_INTERNALS_READ_FROM);
  });
});

// ---------------------------------------------------------------------------------------------
// Every procedure of the router, answered by our adapter and by tRPC's own fastifyTRPCPlugin.
// Two gateways, each on its own fresh mock provider, get the same requests in the same order,
// so ids and order codes agree; the only things told apart are what no adapter decides: times,
// the random unique code (and the total it is part of), file names and token expiries.

type Stack = {
  env: TestGateway;
  visitor: Browser;
  customer: Browser;
  driver: Browser;
  /** A visitor who registers: requestOtp, resendOtp, pendingRegistration, verifyOtp. */
  registrant: Browser;
  /** An order waiting for its payment, and one the driver has delivered. */
  waiting: { id: number; sales_order_code: string };
  delivered: { id: number; sales_order_code: string };
};

type Who = 'visitor' | 'customer' | 'driver' | 'registrant';
type Case = {
  who: Who;
  /** The input a screen would send, built on each stack the same way. */
  valid: (stack: Stack) => unknown;
  /** An input the procedure refuses; absent where the procedure takes none (then a caller it refuses is asked instead, if any). */
  invalid?: unknown;
  /** For procedures without input: who gets an error answer (a visitor for a guarded one). */
  refused?: Who;
};

const REGISTRANT = 'setara@contoh.id';
const registration = { nama_lengkap: 'Sari Setara', email: REGISTRANT, password: 'Rahasia123!', confirm_password: 'Rahasia123!', nomor_hp: '081200001111' };
const address = {
  header_name: 'Kantor', jalan: 'Jl. Sudirman No. 1', kode_pos: '10220', rt: '001', rw: '002', kelurahan: 'Karet', kecamatan: 'Setiabudi',
  kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: -6.2146, longitude: 106.8198,
};
const profile = {
  jalan: 'Jl. Kemang Raya No. 12', kode_pos: '12730', rt: '003', rw: '005', kelurahan: 'Bangka', kecamatan: 'Mampang Prapatan',
  kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', nomor_hp: '081234567801', latitude: '-6.2607', longitude: '106.8137',
};
const SAME_KEY = '5d0c2a52-8f0e-4c58-9a53-3c1f4f0f2b11';

/** Input builders that read the stack's own state; each runs once per stack, in the same order. */
const newestAddressId = async (s: Stack) => Math.max(...(await s.customer.trpc.addresses.list.query()).map((a) => a.id));
const activeAddressId = async (s: Stack) => (await s.customer.trpc.addresses.list.query()).find((a) => a.is_active === 'true')!.id;
const unclaimedVoucher = async (s: Stack) => (await s.customer.trpc.vouchers.available.query()).find((v) => v.claimed === 'false')!.voucher_code;

/** In the order they run: what one case changes, a later one may read (logout last, it ends a session). */
const CASES: Record<string, Case> = {
  'auth.session': { who: 'customer', valid: () => undefined },
  'auth.login': { who: 'visitor', valid: () => ({ email: 'member@contoh.id', password: 'Rahasia123!' }), invalid: { email: 'bukan-email', password: 'x' } },
  'auth.driverLogin': { who: 'visitor', valid: () => ({ email: 'driver.jakarta@tulus.co.id', password: 'Driver123!' }), invalid: { email: '', password: '' } },
  'auth.requestOtp': { who: 'registrant', valid: () => registration, invalid: { ...registration, confirm_password: 'lain' } },
  'auth.pendingRegistration': { who: 'registrant', valid: () => undefined },
  'auth.resendOtp': {
    who: 'registrant',
    valid: (s) => {
      s.env.provider.advance(61_000);
      return undefined;
    },
    refused: 'visitor',
  },
  'auth.verifyOtp': { who: 'registrant', valid: async (s) => ({ otp: await s.env.latestOtp(REGISTRANT) }), invalid: { otp: '12a456' } },
  'catalog.products': { who: 'visitor', valid: () => ({ search: 'galon', limit: 2, offset: 0 }), invalid: { limit: 0 } },
  'catalog.byIds': { who: 'customer', valid: () => ({ ids: [1, 5] }), invalid: { ids: [] } },
  'customer.detail': { who: 'customer', valid: () => undefined, refused: 'visitor' },
  'customer.updateProfile': { who: 'customer', valid: () => profile, invalid: { ...profile, longitude: 'N/A' } },
  'addresses.list': { who: 'customer', valid: () => undefined, refused: 'driver' },
  'addresses.add': { who: 'customer', valid: () => address, invalid: { ...address, rt: '0a1' } },
  'addresses.update': { who: 'customer', valid: async (s) => ({ customer_address_id: await newestAddressId(s), jalan: 'Jl. Sudirman No. 2' }), invalid: { customer_address_id: -1 } },
  'addresses.activate': { who: 'customer', valid: async (s) => ({ customer_address_id: await activeAddressId(s) }), invalid: { customer_address_id: 'satu' } },
  'addresses.remove': { who: 'customer', valid: async (s) => ({ customer_address_id: await newestAddressId(s) }), invalid: {} },
  'vouchers.mine': { who: 'customer', valid: () => undefined, refused: 'visitor' },
  'vouchers.available': { who: 'customer', valid: () => undefined, refused: 'driver' },
  'vouchers.claim': { who: 'customer', valid: async (s) => ({ voucher_code: await unclaimedVoucher(s) }), invalid: { voucher_code: '' } },
  'vouchers.byId': { who: 'customer', valid: async (s) => ({ voucher_id: (await s.customer.trpc.vouchers.mine.query())[0]!.id }), invalid: { voucher_id: 0 } },
  'branches.list': { who: 'visitor', valid: () => undefined },
  'branches.forCustomer': { who: 'customer', valid: () => undefined, refused: 'visitor' },
  'branches.detail': { who: 'visitor', valid: () => ({ kd_cabang: 'JKT01' }), invalid: { kd_cabang: ' ' } },
  'payments.methods': { who: 'customer', valid: () => undefined, refused: 'driver' },
  'payments.methodDetail': { who: 'customer', valid: () => ({ payment_method_id: 1 }), invalid: { payment_method_id: 0 } },
  'orders.place': { who: 'customer', valid: () => orderInput({ idempotency_key: SAME_KEY, delivery_date: jakartaDay(2) }), invalid: orderInput({ items: [] }) },
  'orders.list': { who: 'customer', valid: () => ({ status: 'all' }), invalid: { status: 'semua' } },
  'orders.detail': { who: 'customer', valid: (s) => ({ sales_order_code: s.waiting.sales_order_code }), invalid: { sales_order_code: '' } },
  'orders.proofs': { who: 'customer', valid: (s) => ({ sales_order_code: s.delivered.sales_order_code }), invalid: { sales_order_code: 7 } },
  'orders.reorder': { who: 'customer', valid: (s) => ({ sales_order_code: s.delivered.sales_order_code }), invalid: {} },
  'orders.confirmReceived': { who: 'customer', valid: (s) => ({ sales_order_code: s.delivered.sales_order_code }), invalid: { sales_order_code: '' } },
  'complaints.submit': {
    who: 'customer',
    valid: (s) => ({
      nama: 'Rina Wulandari', nomor_hp: '081234567801', email: '', sales_order_code: s.delivered.sales_order_code,
      jenis_komplain: 'Galon bocor', deskripsi: 'Satu galon bocor di tutupnya.', solusi_diharapkan: 'Tukar galon',
    }),
    invalid: { nama: 'Rina', nomor_hp: '12' },
  },
  'notifications.list': { who: 'customer', valid: () => undefined, refused: 'visitor' },
  'driver.deliveries': { who: 'driver', valid: () => ({ status: 'pesanan_telah_diterima' }), invalid: { status: 'selesai' } },
  'driver.delivery': { who: 'driver', valid: (s) => ({ sales_order_code: s.delivered.sales_order_code }), invalid: { sales_order_code: '' } },
  'driver.receipt': { who: 'driver', valid: (s) => ({ sales_order_code: s.delivered.sales_order_code }), invalid: {} },
  'driver.products': { who: 'driver', valid: () => undefined, refused: 'customer' },
  'driver.customerByEmail': { who: 'driver', valid: () => ({ email: 'member@contoh.id' }), invalid: { email: 'bukan-email' } },
  // Ends every session of the customer (this one too), so only logout may follow it.
  'auth.logoutEverywhere': { who: 'customer', valid: () => undefined, refused: 'driver' },
  'auth.logout': { who: 'customer', valid: () => undefined },
};

const routerProcedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>;

/** Headers no adapter chooses (or that differ on purpose: ours sends one JSON string, tRPC's plugin streams it). */
const NOT_COMPARED = new Set(['date', 'x-request-id', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Values drawn at random or from the clock, whatever the adapter: the unique code and the amounts it is part of, a token's expiry. */
const DRAWN = new Set(['unique_number', 'total_amount', 'amount_sent', 'exp']);

function settled(value: unknown, key = ''): unknown {
  if (DRAWN.has(key) && typeof value === 'number') return '<drawn>';
  if (typeof value === 'string') return ISO_TIME.test(value) ? '<time>' : value.replace(UUID, '<uuid>');
  if (Array.isArray(value)) return value.map((item) => settled(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, settled(v, k)]));
  return value;
}

/** A Set-Cookie line with its value and lifetime left out; name, path, flags and "expired or not" stay. */
const cookieShape = (line: string) =>
  line.replace(/^([^=]+)=[^;]+/, '$1=<value>').replace(/Max-Age=[1-9]\d*/i, 'Max-Age=<seconds>').replace(/Expires=(?!Thu, 01 Jan 1970)[^;]+/i, 'Expires=<date>');

/**
 * The one header that differs by design: Fastify adds `charset=utf-8` to the JSON string our
 * adapter sends, tRPC's plugin hands over a web Response without it. JSON is UTF-8 by definition
 * (RFC 8259), so no client reads the two differently.
 */
const contentType = (value: string) => value.replace(/^application\/json; charset=utf-8$/, 'application/json');

/** The request a browser's httpBatchLink sends for one call, and the answer in the terms compared. */
async function call(s: Stack, who: Who, path: string, input: unknown) {
  const browser = s[who];
  const batch = JSON.stringify({ 0: input });
  const res = routerProcedures[path]!._def.type === 'query'
    ? await browser.fetch(`/trpc/${path}?batch=1&input=${encodeURIComponent(batch)}`)
    : await browser.fetch(`/trpc/${path}?batch=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: batch });
  const headers = Object.fromEntries(
    [...res.headers]
      .filter(([name]) => !NOT_COMPARED.has(name) && name !== 'set-cookie')
      // The CSP names the stack's own provider (its images); the two stacks differ only in its port.
      .map(([name, value]) => [name, name === 'content-type' ? contentType(value) : value.replaceAll(s.env.providerUrl, '<provider>')]),
  );
  return { status: res.status, headers, cookies: res.headers.getSetCookie().map(cookieShape), body: settled(JSON.parse(await res.text())) };
}

async function stack(officialTrpcPlugin: boolean): Promise<Stack> {
  const env = await startGateway({ officialTrpcPlugin });
  const [customer, driver] = [await env.customer(), await env.driver()];
  const waiting = await placeOrder(customer, { idempotency_key: '0b7c2f4e-6a1d-4c3b-8e2f-9d5a7c1b3e01' });
  const delivered = await dispatchedOrder(env, customer);
  const receipt = await driver.upload('/api/uploads/delivery-receipt', { sales_order_id: String(delivered.id) }, { image: { bytes: await smallJpeg() } });
  if (receipt.status !== 200) throw new Error(`receipt upload failed: ${JSON.stringify(receipt.body)}`);
  return { env, visitor: env.browser(), customer, driver, registrant: env.browser(), waiting, delivered };
}

describe('every procedure, answered by our adapter and by tRPC\'s own plugin', () => {
  let ours: Stack;
  let official: Stack;
  beforeAll(async () => {
    // One after the other: the two providers then number orders and addresses alike.
    ours = await stack(false);
    official = await stack(true);
  });
  afterAll(async () => {
    await ours?.env.close();
    await official?.env.close();
  });

  it('has a case for every procedure of the router', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(routerProcedures).sort());
  });

  it.each(Object.keys(CASES))('%s: same status, headers and body, for a valid and a refused call', async (path) => {
    const { who, valid, invalid, refused } = CASES[path]!;
    const inputs = [await valid(ours), await valid(official)];
    const ourValid = await call(ours, who, path, inputs[0]);
    const theirValid = await call(official, who, path, inputs[1]);
    expect(ourValid, `${path} with a valid input`).toEqual(theirValid);
    expect(ourValid.status, `${path} with a valid input`).toBe(200);

    if (invalid !== undefined) {
      const [a, b] = [await call(ours, who, path, invalid), await call(official, who, path, invalid)];
      expect(a, `${path} with an invalid input`).toEqual(b);
      expect(a.status, `${path} with an invalid input`).toBeGreaterThanOrEqual(400);
    } else if (refused) {
      const [a, b] = [await call(ours, refused, path, undefined), await call(official, refused, path, undefined)];
      expect(a, `${path} called by a ${refused}`).toEqual(b);
      expect(a.status, `${path} called by a ${refused}`).toBeGreaterThanOrEqual(400);
    }
  });
});
