import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../shared/src/contract/envelope.ts';
import { buildApp } from '../mock-provider/src/app.ts';
import { loadConfig as loadMockConfig } from '../mock-provider/src/config.ts';
import { openDatabase } from '../mock-provider/src/db/open.ts';
import type { MockContext } from '../mock-provider/src/http/context.ts';
import { UploadStore } from '../mock-provider/src/http/uploads.ts';
import { blankPng, claimedPng } from '../server/src/test/crafted-png.ts';
import { startBareGateway, type BareGateway, type Browser } from '../server/src/test/harness.ts';
import { placeOrder } from '../server/src/test/orders.ts';
import { table, writeSection } from './support/report.ts';
import { changedTables, listFiles, snapshot } from './support/state.ts';

const TYPE = 'Hanya format gambar jpg, jpeg, dan png yang diperbolehkan.';
const BROKEN = 'Gagal mengompres gambar.';
const BOMB = 'Ukuran gambar terlalu besar.';
const TOO_MANY = 'Terlalu banyak bagian dalam unggahan.';

/** A provider whose upload store is `<own temp dir>/store`, so the folder around it can be watched too. */
let root: string;
let storeDir: string;
let ctx: MockContext;
let providerApp: Awaited<ReturnType<typeof buildApp>>;
let providerUrl: string;
let gw: BareGateway;
let member: Browser;
let driver: Browser;
let jpeg: Buffer;
const rows: Array<Array<string | number>> = [];

/** A small real JPEG whose frame header (SOF0) is rewritten to say 20 000 x 20 000. */
function jpegBomb(small: Buffer): Buffer {
  const bomb = Buffer.from(small);
  for (let i = 2; i < bomb.length - 9; i++) {
    if (bomb[i] === 0xff && (bomb[i + 1] === 0xc0 || bomb[i + 1] === 0xc2)) {
      bomb.writeUInt16BE(20_000, i + 5);
      bomb.writeUInt16BE(20_000, i + 7);
      return bomb;
    }
  }
  throw new Error('no SOF marker in the fixture');
}

function jpegLike(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x41);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

const watched = () => ({
  store: listFiles(storeDir),
  around: readdirSync(root).sort(),
  evilInTmp: readdirSync(tmpdir()).filter((name) => name.includes('evil')),
  evilInRepo: readdirSync(resolve(import.meta.dirname, '..')).filter((name) => name.includes('evil')),
  db: snapshot(ctx.db),
});

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tulus-upload-abuse-'));
  storeDir = join(root, 'store');
  mkdirSync(storeDir);
  const config = loadMockConfig({ DB_PATH: ':memory:', UPLOAD_DIR: storeDir, LOG_LEVEL: 'silent' });
  ctx = { db: openDatabase(':memory:'), config, uploads: new UploadStore(storeDir, config.PUBLIC_URL), now: Date.now };
  providerApp = await buildApp(ctx);
  await providerApp.listen({ host: '127.0.0.1', port: 0 });
  providerUrl = `http://127.0.0.1:${(providerApp.server.address() as AddressInfo).port}`;
  gw = await startBareGateway(providerUrl);
  [member, driver] = await Promise.all([gw.customer(), gw.driver()]);
  jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3388cc' } }).jpeg({ quality: 90 }).toBuffer();
});
afterAll(async () => {
  await gw?.close();
  await providerApp?.close();
  rmSync(root, { recursive: true, force: true });
  writeSection('uploads', 'Upload abuse', [
    "Against the gateway's four upload routes (and the mock provider's store directly), with the provider's upload store in a folder of its own " +
      'so the folder around it is watched too. Every hostile file was refused with the message shown before any decode of its pixels ' +
      '(the type by its first bytes, a bomb by its header), no row changed, and no file appeared in the store, beside it, in /tmp or in the repository.',
    '',
    table(['route', 'file', 'answer', 'ms'], rows),
  ].join('\n'));
});

type Route = { path: string; who: () => Browser; field: string; fields: () => Promise<Record<string, string>>; cap: string; capBytes: number; extra?: Record<string, Buffer> };

const ROUTES: Route[] = [
  {
    path: '/api/uploads/payment-proof', who: () => member, field: 'image', cap: 'Ukuran file tidak boleh lebih dari 15 MB.', capBytes: 15 * 1024 * 1024,
    fields: async () => {
      const order = await placeOrder(member);
      return { sales_order_id: String(order.id), sender_name: 'Rina', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(order.total_amount) };
    },
  },
  { path: '/api/uploads/delivery-receipt', who: () => driver, field: 'image', cap: 'Ukuran file tidak boleh lebih dari 15 MB.', capBytes: 15 * 1024 * 1024, fields: async () => ({ sales_order_id: '1' }) },
  { path: '/api/uploads/product-return', who: () => driver, field: 'proof_of_return', cap: 'Ukuran file tidak boleh lebih dari 3 MB.', capBytes: 3 * 1024 * 1024, fields: async () => ({ customer_code: 'CUST-0001', product_id: '1', quantity: '2' }) },
  { path: '/api/uploads/membership', who: () => member, field: 'image_ktp', cap: 'Ukuran file tidak boleh lebih dari 15 MB.', capBytes: 15 * 1024 * 1024, fields: async () => ({ kd_cabang: 'JKT01' }) },
];

type Hostile = { name: string; file: () => Buffer; filename: string; type: string; message: string; status: number; fastMs?: number };

const HOSTILE: Hostile[] = [
  { name: 'HTML named .jpg', file: () => Buffer.from('<!doctype html><html><body><script>fetch("/trpc/auth.session")</script></body></html>'), filename: 'bukti.jpg', type: 'image/jpeg', message: TYPE, status: 400 },
  { name: 'SVG with a script named .jpg', file: () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), filename: 'bukti.jpg', type: 'image/jpeg', message: TYPE, status: 400 },
  { name: 'zero bytes', file: () => Buffer.alloc(0), filename: 'kosong.jpg', type: 'image/jpeg', message: TYPE, status: 400 },
  { name: 'truncated JPEG (first half)', file: () => jpeg.subarray(0, Math.floor(jpeg.length / 2)), filename: 'potong.jpg', type: 'image/jpeg', message: BROKEN, status: 400 },
  { name: '20 000 x 20 000 PNG bomb', file: () => claimedPng({ width: 20_000, height: 20_000, bitDepth: 8, colourType: 2 }), filename: 'bom.png', type: 'image/png', message: BOMB, status: 400, fastMs: 1_000 },
  { name: '20 000 x 20 000 JPEG bomb', file: () => jpegBomb(jpeg), filename: 'bom.jpg', type: 'image/jpeg', message: BOMB, status: 400, fastMs: 1_000 },
  // A real picture, decodable to the last row: the old 120 MP limit let it through, at a second or more of decoding each.
  { name: '8200 x 6400 16-bit PNG (52.5 MP, 0.4 MB)', file: () => blankPng({ width: 8200, height: 6400, bitDepth: 16, colourType: 6 }), filename: 'besar.png', type: 'image/png', message: BOMB, status: 400, fastMs: 1_000 },
  { name: 'HTML named ../../../../tmp/evil.jpg', file: () => Buffer.from('<html>evil</html>'), filename: '../../../../tmp/evil.jpg', type: 'image/jpeg', message: TYPE, status: 400 },
];

async function send(route: Route, fields: Record<string, string>, parts: Array<{ field: string; bytes: Buffer; name: string; type: string }>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const part of parts) form.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  const started = performance.now();
  const res = await route.who().fetch(route.path, { method: 'POST', body: form });
  const body = (await res.json()) as { error?: { message: string } };
  return { status: res.status, message: body.error?.message, ms: Math.round(performance.now() - started) };
}

describe('hostile files on every upload route', () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))('%s refuses each with its message, and nothing is written anywhere', async (_path, route) => {
    const fields = await route.fields();
    const companion = route.path.endsWith('membership') ? [{ field: 'image_photo_profile', bytes: jpeg, name: 'foto.jpg', type: 'image/jpeg' }] : [];
    const before = watched();
    const rss = process.memoryUsage().rss;
    for (const hostile of HOSTILE) {
      const answer = await send(route, fields, [{ field: route.field, bytes: hostile.file(), name: hostile.filename, type: hostile.type }, ...companion]);
      expect([answer.status, answer.message], `${route.path} ${hostile.name}`).toEqual([hostile.status, hostile.message]);
      if (hostile.fastMs) expect(answer.ms, hostile.name).toBeLessThan(hostile.fastMs);
      rows.push([route.path, hostile.name, `${answer.status} '${answer.message}'`, answer.ms]);
    }
    // A bomb decoded would have cost 1.2 GB; the header read costs nothing measurable.
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);

    const over = await send(route, fields, [{ field: route.field, bytes: jpegLike(route.capBytes + 1024 * 1024), name: 'besar.jpg', type: 'image/jpeg' }, ...companion]);
    expect([over.status, over.message]).toEqual([413, route.cap]);
    rows.push([route.path, `over the cap (${Math.round(route.capBytes / 1024 / 1024) + 1} MB)`, `413 '${over.message}'`, over.ms]);

    const manyFields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x']));
    const tooMany = await send(route, { ...fields, ...manyFields }, [{ field: route.field, bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }]);
    expect([tooMany.status, tooMany.message]).toEqual([413, TOO_MANY]);
    const twice = await send(route, fields, [0, 1, 2, 3].map(() => ({ field: route.field, bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' })));
    expect(twice.status).toBeGreaterThanOrEqual(400);
    expect(twice.status).toBeLessThan(500);
    rows.push([route.path, '40 extra text parts / the file 4 times', `413 '${tooMany.message}' / ${twice.status} '${twice.message}'`, tooMany.ms]);

    const after = watched();
    expect(after.store).toEqual(before.store);
    expect(after.around).toEqual(['store']);
    expect(after.evilInTmp).toEqual([]);
    expect(after.evilInRepo).toEqual([]);
    expect(changedTables(before.db, after.db)).toEqual([]);
  });

  it('a real photo named ../../evil.jpg is stored under a name of the store, inside the store', async () => {
    const fields = await ROUTES[0]!.fields();
    const before = listFiles(storeDir);
    const answer = await send(ROUTES[0]!, fields, [{ field: 'image', bytes: jpeg, name: '../../../../tmp/evil.jpg', type: 'image/jpeg' }]);
    expect(answer.status).toBe(200);
    const added = listFiles(storeDir).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(readdirSync(root)).toEqual(['store']);
    expect(readdirSync(tmpdir()).filter((name) => name.includes('evil'))).toEqual([]);
    rows.push(['/api/uploads/payment-proof', 'a real photo named ../../../../tmp/evil.jpg', `200, stored as ${added[0]} in the store`, answer.ms]);
  });
});

describe("the provider's own upload store", () => {
  it('refuses HTML, SVG and empty files whatever their name, and names what it stores itself', async () => {
    const login = await fetch(`${providerUrl}${API_PREFIX}/check-login-driver`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'driver.jakarta@tulus.co.id', password: 'Driver123!' }),
    });
    const { token, data } = (await login.json()) as { token: string; data: { id: number; kd_cabang: string } };
    const upload = async (bytes: Buffer, name: string, parts = 1) => {
      const form = new FormData();
      for (let i = 0; i < parts; i++) form.append('proof_of_return', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
      const query = new URLSearchParams({ customer_code: 'CUST-0001', product_id: '1', quantity: '1', driver_id: String(data.id), kd_cabang: data.kd_cabang });
      const res = await fetch(`${providerUrl}${API_PREFIX}/upload-product-return?${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      return { status: res.status, body: (await res.json()) as { message: string; data: { proof_of_return?: string } | null } };
    };
    const before = watched();
    for (const [bytes, name] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), '../../../../tmp/evil.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'evil.svg'],
      [Buffer.alloc(0), 'evil.png'],
    ] as const) {
      const res = await upload(bytes, name);
      expect([res.status, res.body.message], name).toEqual([400, TYPE]);
    }
    const many = await upload(jpeg, 'evil.jpg', 3);
    expect([many.status, many.body.message]).toEqual([413, TOO_MANY]);
    const after = watched();
    expect(after.store).toEqual(before.store);
    expect(changedTables(before.db, after.db)).toEqual([]);
    const ok = await upload(jpeg, '../../../../tmp/evil.jpg');
    expect(ok.status).toBe(200);
    expect(ok.body.data?.proof_of_return).toMatch(/\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(readdirSync(root)).toEqual(['store']);
    expect(readdirSync(tmpdir()).filter((name) => name.includes('evil'))).toEqual([]);
    rows.push(['provider /upload-product-return', 'HTML named ../../../../tmp/evil.png, SVG, zero bytes, 3 files', `400 '${TYPE}' / ${many.status} '${many.body.message}'`, '']);
  });
});
