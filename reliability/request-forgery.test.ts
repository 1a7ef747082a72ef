import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { table, writeSection } from './support/report.ts';
import { SYSTEM_OPS_KEY, httpClient, startSystem, type System } from './support/system.ts';

/**
 * Request forgery in a real Chromium: a customer signed in to the shop opens a page of another
 * server, on another port of the same host (same-site: SameSite=Lax lets the cookie through) or
 * on another host name (cross-site), and that page tries to move one of the customer's orders.
 */
const rows: Array<[string, string, string]> = [];

let system: System;
let attacker: Server;
let attackerPort: number;
let browser: Browser;
let photo: string;

/** The attacking page: every way a page can send a write without the shop's consent. */
const ATTACK_PAGE = `<!doctype html><meta charset="utf-8"><title>Promo air gratis</title>
<iframe name="sink" style="display:none"></iframe>
<script>
const jpeg = (base64) => new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
const proofForm = (order, base64) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ sales_order_id: String(order.id), sender_name: 'Penipu', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(order.total_amount) })) form.append(k, v);
  form.append('image', jpeg(base64), 'bukti.jpg');
  return form;
};
window.attack = async (gateway, order, base64) => {
  const outcome = {};
  // 1. fetch without CORS, the cookie included: the request goes out; the answer is withheld from the
  // page (opaque, or refused by the gateway's Cross-Origin-Resource-Policy).
  outcome.noCors = await fetch(gateway + '/api/uploads/payment-proof', { method: 'POST', mode: 'no-cors', credentials: 'include', body: proofForm(order, base64) })
    .then(() => 'sent, answer opaque', () => 'sent, answer withheld');
  // 2. fetch with the shop's header: needs a CORS preflight, which the gateway never grants.
  try {
    await fetch(gateway + '/api/uploads/payment-proof', { method: 'POST', credentials: 'include', headers: { 'X-Tulus-Request': '1' }, body: proofForm(order, base64) });
    outcome.withHeader = 'answered';
  } catch (e) { outcome.withHeader = 'blocked by the browser'; }
  // 3. An HTML form posted into a hidden frame, its file set by script.
  await new Promise((resolve) => {
    const form = document.createElement('form');
    form.method = 'POST'; form.enctype = 'multipart/form-data'; form.target = 'sink'; form.action = gateway + '/api/uploads/payment-proof';
    for (const [k, v] of proofForm(order, base64).entries()) {
      const input = document.createElement('input');
      input.name = k;
      if (typeof v === 'string') { input.value = v; } else { input.type = 'file'; const files = new DataTransfer(); files.items.add(new File([v], 'bukti.jpg', { type: 'image/jpeg' })); input.files = files.files; }
      form.appendChild(input);
    }
    document.body.appendChild(form);
    document.querySelector('iframe').addEventListener('load', resolve, { once: true });
    // The gateway forbids framing its answer; should no load event come, the post has gone out all the same.
    setTimeout(resolve, 5000);
    form.submit();
  });
  outcome.form = 'submitted';
  // 4. tRPC mutations as forms: a multipart body would be run as the procedure's input.
  const logout = new FormData(); logout.append('x', '1');
  await fetch(gateway + '/trpc/auth.logout', { method: 'POST', mode: 'no-cors', credentials: 'include', body: logout }).catch(() => {});
  await fetch(gateway + '/trpc/orders.confirmReceived', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ sales_order_code: order.sales_order_code }) }).catch(() => {});
  outcome.trpc = 'sent';
  return outcome;
};
</script>`;

beforeAll(async () => {
  system = await startSystem();
  attacker = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ATTACK_PAGE));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
  photo = (await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c53030' } }).jpeg().toBuffer()).toString('base64');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (attacker ? attacker.close(() => resolve()) : resolve()));
  await system?.stop();
  if (rows.length) {
    writeSection('forgery', 'Request forgery (a page on another origin, in Chromium)', [
      'A customer signed in to the gateway (Chromium, its own profile) opens a page served by a second local server. On ' +
        '`127.0.0.1:<other port>` it is same-site with the shop (cookies with SameSite=Lax go along); on `localhost:<port>` it is ' +
        'cross-site. The page posts a payment proof for one of her unpaid orders with `fetch` (no-cors, credentials included), with ' +
        "`fetch` and the shop's `X-Tulus-Request` header, and as an HTML form with the file set by script; it also posts tRPC " +
        'mutations as a multipart form and as text/plain. Rule: `server/src/security/same-origin.ts`.',
      '',
      table(['attacking page', 'what reached the gateway', 'order and provider afterwards'], rows),
    ].join('\n'));
  }
});

type Order = { id: number; sales_order_code: string; total_amount: number };

async function unpaidOrder(customer: ReturnType<typeof httpClient>): Promise<Order> {
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
  return customer.mutate<Order>('orders.place', { items: [{ product_id: 5, quantity: 4 }], voucher_ids: [], payment_method_id: 1, delivery_date: tomorrow, kd_cabang: 'JKT01', idempotency_key: randomUUID() });
}

async function statusOf(code: string): Promise<string> {
  const res = await fetch(`${system.providerUrl}/api/tulus/v1/ops/list-orders`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-key': SYSTEM_OPS_KEY }, body: '{}' });
  const { data } = (await res.json()) as { data: Array<{ sales_order_code: string; status_sales_order: string }> };
  return data.find((o) => o.sales_order_code === code)!.status_sales_order;
}

const storedFiles = () => readdirSync(join(system.dataDir, 'uploads'), { recursive: true }).length;
type LogLine = { msg?: string; origin?: string; reason?: string; status?: number; path?: string; reqId?: string };
const gatewayLines = () => system.gateway.lines().filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as LogLine);

/** A Chromium profile signed in as the customer (the gateway's cookie in its jar), on the shop's own origin. */
async function signedInContext(): Promise<{ context: BrowserContext; shop: Page }> {
  const context = await browser.newContext();
  const login = await context.request.post(`${system.gatewayUrl}/trpc/auth.login`, { data: { email: 'member@contoh.id', password: 'Rahasia123!' } });
  expect(login.status()).toBe(200);
  const shop = await context.newPage();
  await shop.goto(`${system.gatewayUrl}/healthz`);
  return { context, shop };
}

const sessionRole = async (shop: Page) => shop.evaluate(async () => ((await (await fetch('/trpc/auth.session')).json()) as { result: { data: { role?: string } | null } }).result.data?.role ?? null);

describe("a page on another origin cannot make the customer's browser write", () => {
  for (const [kind, host] of [['same-site (another port of the same host)', '127.0.0.1'], ['cross-site (another host name)', 'localhost']] as const) {
    it(`${kind}: no upload, no tRPC mutation; the order stays menunggu_pembayaran`, async () => {
      const customer = httpClient(system.gatewayUrl);
      await customer.mutate('auth.login', { email: 'member@contoh.id', password: 'Rahasia123!' });
      const order = await unpaidOrder(customer);
      const { context, shop } = await signedInContext();
      const files = storedFiles();
      const origin = `http://${host}:${attackerPort}`;
      const refusedBefore = gatewayLines().filter((l) => l.msg === 'cross-origin write refused').length;

      const page = await context.newPage();
      await page.goto(`${origin}/promo`);
      const outcome = await page.evaluate(([gateway, o, jpeg]) => (window as unknown as { attack: (g: string, o: Order, j: string) => Promise<Record<string, string>> }).attack(gateway, o, jpeg), [system.gatewayUrl, order, photo] as const);
      expect(outcome).toMatchObject({ withHeader: 'blocked by the browser', form: 'submitted', trpc: 'sent' });

      // Each write that reached the gateway was refused as coming from elsewhere, with a warn line naming where.
      await expect.poll(() => gatewayLines().filter((l) => l.msg === 'cross-origin write refused').length - refusedBefore).toBe(4);
      const refused = gatewayLines().filter((l) => l.msg === 'cross-origin write refused').slice(refusedBefore);
      expect(new Set(refused.map((l) => l.origin))).toEqual(new Set([origin]));
      expect(refused.every((l) => typeof l.reqId === 'string')).toBe(true);
      expect(refused.map((l) => l.reason).sort()).toEqual(Array(4).fill(host === 'localhost' ? 'sec-fetch-site cross-site' : 'sec-fetch-site same-site'));
      // Each one's request line (written when its answer has gone) says 403.
      const answered = () => gatewayLines().filter((l) => l.msg === 'request' && refused.some((r) => r.reqId === l.reqId)).map((l) => l.status);
      await expect.poll(answered).toEqual([403, 403, 403, 403]);

      // Nothing moved: the order waits for its payment, the provider stored no file, and she is still signed in.
      expect(await statusOf(order.sales_order_code)).toBe('menunggu_pembayaran');
      expect(storedFiles()).toBe(files);
      expect(await sessionRole(shop)).toBe('customer');

      // The same upload from the shop's own page goes through: the refusals above were about where they came from.
      const own = await shop.evaluate(async ([o, base64]) => {
        const form = new FormData();
        for (const [k, v] of Object.entries({ sales_order_id: String(o.id), sender_name: 'Rina', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(o.total_amount) })) form.append(k, v);
        form.append('image', new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }), 'bukti.jpg');
        return (await fetch('/api/uploads/payment-proof', { method: 'POST', body: form, headers: { 'X-Tulus-Request': '1' } })).status;
      }, [order, photo] as const);
      expect(own).toBe(200);
      expect(await statusOf(order.sales_order_code)).toBe('menunggu_konfirmasi_pembayaran');
      await context.close();
      rows.push([`${kind}: \`${origin}\``, `4 writes (no-cors upload, form upload, 2 tRPC forms), each 403 '${refused[0]!.reason}' with a warn line 'cross-origin write refused'; the upload with the shop's header never left the browser (CORS preflight)`, 'menunggu_pembayaran, no file stored, session intact; the same upload from the shop\'s page: 200, menunggu_konfirmasi_pembayaran']);
    }, 60_000);
  }
});

describe('the same requests sent directly, as a tampered client with the stolen cookie would', () => {
  it("Origin of another site, Sec-Fetch-Site cross-site, a missing shop header: 403 with the Indonesian message", async () => {
    const customer = httpClient(system.gatewayUrl);
    await customer.mutate('auth.login', { email: 'member@contoh.id', password: 'Rahasia123!' });
    const order = await unpaidOrder(customer);
    const send = (headers: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ sales_order_id: String(order.id), sender_name: 'X', bank_name: 'BCA', account_number: '1', amount_sent: String(order.total_amount) })) form.append(k, v);
      form.append('image', new Blob([Buffer.from(photo, 'base64')], { type: 'image/jpeg' }), 'x.jpg');
      return customer.request('/api/uploads/payment-proof', { method: 'POST', body: form, headers });
    };
    const tries: Record<string, Record<string, string>> = {
      'Origin http://evil.example, Sec-Fetch-Site cross-site': { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      'Origin http://evil.example alone': { origin: 'http://evil.example' },
      'Origin null': { origin: 'null' },
      'no X-Tulus-Request header': { 'x-tulus-request': '' },
    };
    for (const [name, headers] of Object.entries(tries)) {
      const res = await send(headers);
      expect(res.status, name).toBe(403);
      expect(await res.json(), name).toEqual({ error: { message: 'Permintaan ditolak karena tidak dikirim dari halaman Tulus. Muat ulang halaman lalu coba lagi.', code: 'FORBIDDEN' } });
    }
    expect(await statusOf(order.sales_order_code)).toBe('menunggu_pembayaran');
    // A mutation is never run by a GET (a link or an <img> could send one), and no preflight is granted.
    const viaGet = await customer.request('/trpc/auth.logout');
    expect(viaGet.status).toBe(405);
    expect((await customer.query<{ role: string } | null>('auth.session'))?.role).toBe('customer');
    const preflight = await fetch(`${system.gatewayUrl}/api/uploads/payment-proof`, {
      method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-tulus-request' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    rows.push(['none (a direct request with the cookie)', `${Object.keys(tries).join('; ')}: 403 each. GET /trpc/auth.logout: 405, still signed in. A CORS preflight: no Access-Control-Allow-* header`, 'menunggu_pembayaran']);
  });
});
