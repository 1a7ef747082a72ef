import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { ANDROID, axeViolations, launchBrowser, newPage, pressBack, reloadOffline, screenshots } from './browser.ts';
import { countCalls, doubleTap } from './once-steps.ts';
import { detailOf, driverSession, openDeliveryTab, openUploadQueue } from './driver-steps.ts';
import { CUSTOMER_PASSWORD, visibleText } from './customer-steps.ts';
import { photoJpeg } from './proof-images.ts';
import { dispatchedOrderAtProvider, listOrders, registerCustomer } from './provider.ts';
import { signInContext } from './sign-in.ts';
import { hydrated } from './drawn-steps.ts';
import { VOUCHER_CLAIMED, VOUCHER_CLAIM_FAILED } from '@tulus/shared/rules/messages';
import { stack } from './stack.ts';

/**
 * Issue 9 items 4 and 5: the driver's receipt photo taken without signal is kept on the phone
 * (IndexedDB) and sent once the signal returns, exactly once even when the first answer is lost;
 * the shop is installable and opens its app shell offline without serving data from a cache.
 */
const JAKARTA_DRIVER = 'driver.jakarta@tulus.co.id';
/** A seed customer with an address (Surabaya's, but any branch can be chosen at checkout). */
const CUSTOMER = 'sahabat@contoh.id';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * An order of branch JKT01 already on its way (pesanan_sedang_dikirim) with the Jakarta driver,
 * placed, paid and dispatched straight at the provider: the browser journey of that is
 * lifecycle.e2e.ts's; here only the driver's part matters.
 */
async function dispatchedOrder(): Promise<{ id: number; code: string }> {
  const order = await dispatchedOrderAtProvider(CUSTOMER, CUSTOMER_PASSWORD, 'Budi Santoso');
  return { id: order.id, code: order.code };
}

type StoredUpload = { id: string; state: string; capturedAt: number; queuedAt: number; fileSize: number | null; title: string };

describe('a driver without signal', () => {
  it('uploads the receipt photo, sees it wait in the queue, and it is sent once when the signal returns', async () => {
    const order = await dispatchedOrder();
    const { context, page } = await driverSession(browser, JAKARTA_DRIVER);
    await openDeliveryTab(page, 'Sedang Dikirim');
    await detailOf(page, order.code).click();
    await page.getByRole('link', { name: 'Upload Bukti Penerimaan' }).click();
    await page.getByRole('heading', { name: 'Upload Bukti Penerimaan' }).waitFor();
    const photo = await photoJpeg('galon-diterima-offline.jpg', '#276749');
    await page.getByLabel('Foto Bukti Penerimaan').setInputFiles(photo);
    await page.getByRole('img', { name: `Pratinjau bukti penerimaan ${order.code}` }).waitFor();

    // The signal drops at the customer's door; the driver taps Upload anyway.
    const sends: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/uploads/delivery-receipt')) sends.push(request);
    });
    await context.setOffline(true);
    const takenAt = Date.now();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Tidak ada sinyal. Bukti penerimaan disimpan di perangkat').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboarddriver');

    // One compact line on every driver screen, saying the queue's state; a tap opens the list.
    const queue = page.getByRole('region', { name: 'Antrean unggahan' });
    const summary = queue.getByRole('button', { name: /^Antrean unggahan/ });
    await expect.poll(() => visibleText(summary)).toBe('Antrean unggahan 1 menunggu sinyal');
    await expect.poll(async () => (await summary.boundingBox())?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(56);
    await openUploadQueue(page);
    const item = queue.getByRole('listitem').filter({ hasText: `Bukti penerimaan ${order.code}` });
    await item.getByText('menunggu sinyal').waitFor();
    await page.getByText('Anda sedang offline.').waitFor();
    await screenshots(page, 'driver-offline-queue-menunggu-sinyal');
    expect(await axeViolations(page)).toEqual([]);

    // Kept on the phone: one IndexedDB record with the photo itself and the time it was taken.
    const stored = await page.evaluate(
      () =>
        new Promise<StoredUpload[]>((resolve, reject) => {
          const open = indexedDB.open('tulus-driver');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('uploads').objectStore('uploads').getAll();
            all.onsuccess = () =>
              resolve(
                (all.result as Array<Record<string, unknown>>).map((r) => ({
                  id: r.id as string,
                  state: r.state as string,
                  capturedAt: r.capturedAt as number,
                  queuedAt: r.queuedAt as number,
                  fileSize: r.file instanceof Blob ? r.file.size : null,
                  title: r.title as string,
                })),
              );
            all.onerror = () => reject(all.error);
          };
        }),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ state: 'waiting', fileSize: photo.buffer.length, title: `Bukti penerimaan ${order.code}` });
    // The capture time is the photo's (picked before the tap), not the time it is finally sent.
    expect(stored[0]!.capturedAt).toBeLessThanOrEqual(takenAt);
    expect(stored[0]!.capturedAt).toBeLessThanOrEqual(stored[0]!.queuedAt);
    expect((await listOrders()).find((o) => o.sales_order_code === order.code)?.status_sales_order).toBe('pesanan_sedang_dikirim');

    // The signal returns, but weakly: the first send reaches the gateway and the provider, and
    // its answer is lost on the way back. The queue sends again with the same key.
    let answersLost = 0;
    await page.route('**/api/uploads/delivery-receipt', async (route) => {
      if (answersLost > 0) return route.continue();
      answersLost += 1;
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await context.setOffline(false);
    await item.getByText('terkirim').waitFor({ timeout: 30_000 });
    await screenshots(page, 'driver-offline-queue-terkirim');

    expect(answersLost).toBe(1);
    expect(sends.length).toBeGreaterThanOrEqual(2);
    const keys = new Set(await Promise.all(sends.map(async (s) => (await s.allHeaders())['idempotency-key'])));
    expect([...keys]).toHaveLength(1);
    expect([...keys][0]).toBe(stored[0]!.id);

    // One record on the provider: the order moved once, to delivered, with this driver; a second
    // receipt would have been refused there (409) and shown as 'gagal' here, not 'terkirim'.
    const listed = (await listOrders()).filter((o) => o.sales_order_code === order.code);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ status_sales_order: 'pesanan_telah_dikirim' });
    await expect.poll(() => item.getByText('gagal').count()).toBe(0);

    // The dashboard lists it where a delivered order belongs.
    await openDeliveryTab(page, 'Menunggu Konfirmasi');
    await page.getByRole('listitem').filter({ hasText: order.code }).first().waitFor();
    await context.close();
  });
});

describe('a product return without signal', () => {
  it('waits on the phone, and a resend after a lost answer gives the same single record', async () => {
    const { context, page } = await driverSession(browser, JAKARTA_DRIVER);
    await page.getByRole('link', { name: 'Product Return' }).click();
    await page.getByRole('heading', { name: 'Form Pengembalian Produk' }).waitFor();
    await page.getByLabel('Email Customer').fill(CUSTOMER);
    await page.getByLabel('Email Customer').press('Enter');
    await expect.poll(() => page.getByLabel('Nama Customer').inputValue()).toBe('Budi Santoso');
    const product = page.getByLabel('Produk');
    await expect.poll(() => product.locator('option').count()).toBeGreaterThan(1);
    await product.selectOption({ label: 'Tulus Galon 16 L' });
    await page.getByRole('button', { name: 'Tambah satu' }).click();
    await page.getByLabel('Bukti Pengembalian').setInputFiles(await photoJpeg('galon-kembali-offline.jpg', '#2c5282'));
    await page.getByAltText('Pratinjau bukti pengembalian').waitFor();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Kirim Pengembalian' }).click();
    await page.getByRole('status').filter({ hasText: 'Tidak ada sinyal. Pengembalian disimpan di perangkat' }).waitFor();
    const queue = page.getByRole('region', { name: 'Antrean unggahan' });
    await queue.getByRole('button', { name: /^Antrean unggahan/ }).click();
    const item = queue.getByRole('listitem').filter({ hasText: 'Pengembalian 2 produk dari Budi Santoso' });
    await item.getByText('menunggu sinyal').waitFor();
    // The form is cleared for the next return while this one waits.
    await expect.poll(() => page.getByLabel('Email Customer').inputValue()).toBe('');
    await screenshots(page, 'driver-offline-return-menunggu-sinyal');
    expect(await axeViolations(page)).toEqual([]);

    // Back online, the first answer is lost after the provider has recorded the return.
    const answers: Array<{ id: number }> = [];
    const keys: string[] = [];
    await page.route('**/api/uploads/product-return', async (route) => {
      keys.push((await route.request().allHeaders())['idempotency-key'] ?? '');
      const response = await route.fetch();
      answers.push(((await response.json()) as { data: { id: number } }).data);
      if (answers.length === 1) return route.abort('internetdisconnected');
      return route.fulfill({ response });
    });
    await context.setOffline(false);
    await item.getByText('terkirim').waitFor({ timeout: 30_000 });
    expect(keys.length).toBe(2);
    expect(new Set(keys).size).toBe(1);
    // The resend is answered with the first send's record: one return on the provider, not two.
    expect(answers.map((a) => a.id)).toEqual([answers[0]!.id, answers[0]!.id]);
    await context.close();
  });
});

describe('a driver opening the app without signal', () => {
  it('gets the driver screens and the offline notice, not the login form', async () => {
    const { context, page } = await driverSession(browser, JAKARTA_DRIVER);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    const offline = await reloadOffline(context, page);
    await page.getByText('Anda sedang offline.').waitFor();
    await page.getByRole('navigation', { name: 'Navigasi Driver' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboarddriver');
    await expect.poll(() => page.getByRole('heading', { name: 'Login Driver' }).count()).toBe(0);
    await screenshots(page, 'driver-offline-dashboard');
    // Back online, the dashboard reads the deliveries again by itself.
    await offline.online();
    await page.getByText('Anda sedang offline.').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Sedang Dikirim' }).waitFor();
    await context.close();
  });
});

describe('the shop on a phone', () => {
  it("keeps the page when the code of its later parts does not arrive on a first visit: the map's box says why, and 'Keluar' still asks in a plain dialog and signs out", async () => {
    const customer = await registerCustomer('Kode Hilang', true, 'Yuni Kartika');
    // A phone's first visit (no service worker keeps the app yet) that loses its signal after the page came.
    const { context, page } = await newPage(browser, stack().baseUrl, ANDROID.viewport, { ...ANDROID, serviceWorkers: 'block' });
    const notArrived: string[] = [];
    await page.route(/\/assets\/(toaster|ConfirmDialogView|AlertDialog|LocationMap)-[\w-]+\.(js|css)$/, async (route) => {
      notArrived.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      await route.abort('internetdisconnected');
    });
    await signInContext(context, customer);
    await page.goto('/Profile?tab=data_diri');
    await page.getByText(customer.email).first().waitFor();
    await hydrated(page);
    await expect.poll(() => notArrived.some((path) => path.includes('/toaster-'))).toBe(true);
    await page.getByTestId('map-missing').waitFor();
    // Once the gateway was asked whether the map's file is gone (it did not answer: no signal), the box says so.
    await expect.poll(() => notArrived.some((request) => request.startsWith('HEAD ') && request.includes('/LocationMap-'))).toBe(true);
    await expect.poll(() => page.getByTestId('map-missing').textContent()).toContain('Periksa sinyal internet Anda');
    expect(await page.getByText('Terjadi kesalahan').count()).toBe(0);
    expect(await page.getByText(customer.email).count()).toBeGreaterThan(0);

    const question = page.getByRole('alertdialog', { name: 'Konfirmasi Logout' });
    await page.getByRole('banner').getByRole('button', { name: 'Keluar' }).click();
    await question.getByText('Apakah Anda yakin ingin keluar?').waitFor();
    await question.getByRole('button', { name: 'Batal' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await page.getByText(customer.email).count()).toBeGreaterThan(0);

    // The phone's Back closes it, as it closes the shop's own dialog, and the page stays.
    await page.getByRole('banner').getByRole('link', { name: 'Pesanan' }).filter({ visible: true }).click();
    await page.waitForURL((url) => url.search === '?tab=riwayat_transaksi');
    await page.getByRole('banner').getByRole('button', { name: 'Keluar' }).click();
    await question.getByText('Apakah Anda yakin ingin keluar?').waitFor();
    await pressBack(page);
    await question.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('?tab=riwayat_transaksi');

    // A double tap on a slow phone: the one on the top bar's 'Keluar' asks, the one on the question's
    // 'Keluar' signs out with one call.
    const logouts = countCalls(page, 'auth.logout');
    await doubleTap(page, page.getByRole('banner').getByRole('button', { name: 'Keluar' }), 'dblclick');
    await question.getByText('Apakah Anda yakin ingin keluar?').waitFor();
    await doubleTap(page, question.getByRole('button', { name: 'Keluar' }), 'dblclick');
    await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
    expect(logouts()).toBe(1);
    await context.close();
  });

  it("shows its messages as plain toasts when the toasts' code does not arrive on a first visit: the voucher's 'claimed' at the top until its time is up, a failed claim's through Back until 'Tutup', whose double tap reaches nothing under it", async () => {
    const customer = await registerCustomer('Toast Polos', false, 'Dewi Anggraini');
    const { context, page } = await newPage(browser, stack().baseUrl, ANDROID.viewport, { ...ANDROID, serviceWorkers: 'block' });
    try {
      let toastsAsked = false;
      await page.route(/\/assets\/toaster-[\w-]+\.js$/, async (route) => {
        toastsAsked = true;
        await route.abort('internetdisconnected');
      });
      await signInContext(context, customer);
      // The voucher tab opened in the app from the home page, so Back below stays in the app.
      await page.goto('/');
      await hydrated(page);
      await expect.poll(() => toastsAsked).toBe(true);
      await page.getByRole('banner').getByRole('link', { name: 'Pesanan' }).filter({ visible: true }).tap();
      await page.getByRole('tab', { name: 'Voucher Saya' }).tap();

      await page.getByRole('button', { name: 'Klaim voucher AIRSEHAT15K' }).tap();
      // In a live region that a screen reader reads out as the toast is added to it.
      const region = page.getByRole('region', { name: 'Pemberitahuan' });
      const claimed = region.getByRole('status').filter({ hasText: VOUCHER_CLAIMED });
      await claimed.waitFor();
      expect(await region.getAttribute('aria-live')).toBe('polite');
      // At the top of the screen, over the page, as the spec's toasts are.
      const box = (await claimed.boundingBox())!;
      expect(box.y).toBeLessThan(ANDROID.viewport.height / 4);
      expect(box.x + box.width / 2).toBeCloseTo(ANDROID.viewport.width / 2, -1);
      expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="status"]') !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe(true);
      // Its time up (3 s), it goes by itself.
      await claimed.waitFor({ state: 'detached', timeout: 10_000 });

      // No answer to the next claim: the failure is said as an alert, which stays until 'Tutup'.
      await page.route(/\/trpc\/[^?]*vouchers\.claim/, (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Klaim voucher HEMAT10K' }).tap();
      const failed = page.getByRole('alert').filter({ hasText: VOUCHER_CLAIM_FAILED });
      await failed.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Back to the home page: the alert stays over it until it is closed, as Chakra's would.
      await pressBack(page);
      await page.getByRole('heading', { name: /^Hai, / }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await failed.waitFor();
      // Closed by a double tap on a phone slowed 4x: the second lands on nothing of the top bar under it ('Keluar').
      const url = page.url();
      await doubleTap(page, failed.getByRole('button', { name: 'Tutup' }), 'dblclick');
      await failed.waitFor({ state: 'detached' });
      await page.mouse.move(1, 1);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      expect(page.url()).toBe(url);
      expect(await page.locator('[data-scope="toast"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("says in the map's box that the shop was updated, not that the signal is bad, when the map's code is gone from the gateway", async () => {
    const customer = await registerCustomer('Peta Baru', true, 'Lina Marlina');
    // A tab opened before a deploy: the gateway now has the new build's files only, and answers 404 for this build's map.
    const { context, page } = await newPage(browser, stack().baseUrl, ANDROID.viewport, { ...ANDROID, serviceWorkers: 'block' });
    await page.route(/\/assets\/LocationMap-[\w-]+\.(js|css)$/, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"message":"Tidak ditemukan."}}' }),
    );
    let loads = 0;
    page.on('load', () => loads++);
    await signInContext(context, customer);
    await page.goto('/Profile?tab=data_diri');
    await page.getByText(customer.email).first().waitFor();
    const box = page.getByTestId('map-missing');
    await expect.poll(() => box.textContent()).toContain('aplikasi Tulus baru saja diperbarui');
    expect(await box.textContent()).not.toContain('sinyal');
    // The page is not loaded again by itself: the customer may be typing beside the map.
    expect(loads).toBe(1);
    expect(await page.getByText(customer.email).count()).toBeGreaterThan(0);
    await context.close();
  });

  it("installs with the scripts the phone already keeps: one an earlier build's cache holds under the same name is taken from there, and the latest earlier cache stays as the worker takes over", async () => {
    const { context, page } = await newPage(browser, stack().baseUrl);
    try {
      // A page of the shop's origin that is not the app: no worker installs from it.
      await page.goto('/healthz');
      const worker = await (await page.request.get('/sw.js')).text();
      const shell = JSON.parse(/const SHELL = (\[.*?\]);/s.exec(worker)![1]!) as string[];
      const script = shell.find((path) => /^\/assets\/.+\.js$/.test(path))!;
      const body = await (await page.request.get(script)).text();
      // Two earlier builds' caches, the later one holding this build's script under its name (its bytes, marked).
      await page.evaluate(async ({ script, body }) => {
        await (await caches.open('tulus-shell-older')).put('/assets/gone-older.js', new Response('older'));
        await (await caches.open('tulus-shell-earlier')).put(script, new Response(body, { headers: { 'content-type': 'text/javascript', 'x-kept-by': 'earlier' } }));
      }, { script, body });

      await page.goto('/');
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
      const kept = await page.evaluate(async (script) => {
        const names = await caches.keys();
        const own = names.find((name) => name.startsWith('tulus-shell-') && !['tulus-shell-older', 'tulus-shell-earlier'].includes(name))!;
        const entry = await (await caches.open(own)).match(script);
        return { names, keptBy: entry?.headers.get('x-kept-by') ?? null, text: (await entry?.text()) ?? null };
      }, script);
      expect(kept.keptBy).toBe('earlier');
      expect(kept.text).toBe(body);
      expect(kept.names).toHaveLength(2);
      expect(kept.names).toContain('tulus-shell-earlier');
      expect(kept.names).not.toContain('tulus-shell-older');
    } finally {
      await context.close();
    }
  });

  it('is installable, and offline a reload opens the app shell saying so, with no data from a cache', async () => {
    const { context, page } = await newPage(browser, stack().baseUrl);
    await page.goto('/');
    await page.locator('#full-produk').getByRole('link', { name: /Tulus Galon 16 L/ }).first().waitFor();

    // The manifest is linked, served as a manifest and names the app with its icons.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await page.request.get(href!);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as { name: string; short_name: string; lang: string; start_url: string; display: string; icons: Array<{ src: string; sizes: string; type: string; purpose?: string }> };
    expect(manifest).toMatchObject({ name: 'Tulus', short_name: 'Tulus', lang: 'id', start_url: '/', display: 'standalone' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png' && (i.purpose ?? 'any').includes('any'));
      expect(icon, size).toBeDefined();
      const png = await page.request.get(icon!.src);
      expect(png.ok(), icon!.src).toBe(true);
      const bytes = await png.body();
      // A PNG whose IHDR says the size the manifest claims.
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

    // The service worker registers (under the gateway's CSP) and takes control of the page.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${stack().baseUrl}/`);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

    // Offline, a reload still opens the shop and says it is offline...
    const data: Array<{ url: string; fromServiceWorker: boolean; ok: boolean | null }> = [];
    page.on('requestfinished', async (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/trpc') && !path.startsWith('/api/')) return;
      const response = await request.response();
      data.push({ url: path, fromServiceWorker: response?.fromServiceWorker() ?? false, ok: response?.ok() ?? null });
    });
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/trpc') || path.startsWith('/api/')) failed.push(path);
    });
    await context.setOffline(true);
    const offline = await reloadOffline(context, page);
    expect(offline.response?.fromServiceWorker()).toBe(true);
    await page.getByText('Anda sedang offline.').waitFor();
    // The home page itself, its list waiting for the signal: not an error in place of the page.
    await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Coba lagi' }).count()).toBe(0);
    // ...and shows no prices: the catalogue comes from the gateway only, and there is none.
    await expect.poll(() => failed.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(data).toEqual([]);
    await expect.poll(() => page.locator('#full-produk').getByRole('link', { name: /Tulus Galon 16 L/ }).count()).toBe(0);
    // (The landing page's own text mentions 'Rp 100.000' for free delivery; no product price is shown.)
    await expect.poll(() => page.locator('#full-produk').getByText(/Rp\s?\d/).count()).toBe(0);
    await screenshots(page, 'offline-app-shell');

    // Back online, the same page reads the list by itself, without a reload.
    await offline.online();
    await page.locator('#full-produk').getByRole('link', { name: /Tulus Galon 16 L/ }).first().waitFor();
    await expect.poll(() => page.getByText('Anda sedang offline.').count()).toBe(0);
    // And a reload is the network's page again, with its list.
    await page.reload();
    await page.locator('#full-produk').getByRole('link', { name: /Tulus Galon 16 L/ }).first().waitFor();
    await context.close();
  });

  it("registers its service worker once the app's first render is over, not while the app still takes the drawn page over, and the worker then takes control", async () => {
    const { context, page } = await newPage(browser, stack().baseUrl);
    // When the page asks for the worker, and whether the app's first render was marked by then.
    await page.addInitScript(() => {
      const asked: Array<{ at: number; firstRender: number | null }> = [];
      (window as Window & { __asked?: typeof asked }).__asked = asked;
      const workers = navigator.serviceWorker;
      const register = workers.register.bind(workers);
      workers.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
        asked.push({ at: performance.now(), firstRender: performance.getEntriesByName('tulus:first-render')[0]?.startTime ?? null });
        return register(...args);
      };
    });
    await page.goto('/');
    await page.locator('#full-produk').getByRole('link', { name: /Tulus Galon 16 L/ }).first().waitFor();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    const asked = await page.evaluate(() => (window as Window & { __asked?: Array<{ at: number; firstRender: number | null }> }).__asked ?? []);
    // Asked once, after the first render (on the build before, at the page's load: no first render yet).
    expect(asked).toHaveLength(1);
    expect(asked[0]!.firstRender).not.toBeNull();
    expect(asked[0]!.at).toBeGreaterThan(asked[0]!.firstRender!);
    await context.close();
  });
});
