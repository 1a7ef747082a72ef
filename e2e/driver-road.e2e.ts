import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DRIVER_ORDER_CODE_NOT_FOUND, FORM_DRAFT_PHOTO_AGAIN, FORM_DRAFT_RESTORED, RECEIPT_UPLOAD_SUCCESS, RETURN_SUCCESS } from '@tulus/shared/rules/messages';
import { PHONE, heldBack, launchBrowser, pressBack } from './browser.ts';
import { receiptPhoto, visibleText } from './customer-steps.ts';
import { detailOf, driverSession, openDeliveryTab, openUploadQueue } from './driver-steps.ts';
import { noisyJpeg } from './proof-images.ts';
import { HOME_POINT, countRows, dispatchedOrderAtProvider, freshCustomerWithAddress, listOrders, registerCustomer, type TestCustomer } from './provider.ts';
import { countCalls, doubleTap, doubleTapAnsweredBetween, onSlowPhone } from './once-steps.ts';
import { VERY_WEAK_SIGNAL, WEAK_SIGNAL, expectProgressPast, expectRisingProgress, percentagesUntil, recordProgress, throttleUploads } from './upload-steps.ts';
import { smallTargets } from './tap-targets.ts';
import { checkScreen } from './screen-checks.ts';

/**
 * The driver on the road, on a phone: the customer's address opens in Google Maps and the number
 * is one tap from the list; a receipt photo shows its progress on a weak signal, in the form and
 * from the queue kept on the phone, and can be stopped there; a return's typing outlasts a reload.
 */
const JAKARTA_DRIVER = 'driver.jakarta@tulus.co.id';

let browser: Browser;
let customer: TestCustomer;
beforeAll(async () => {
  browser = await launchBrowser();
  // Her address has its point on the map (South Jakarta, -6.2441, 106.8078): the order keeps it.
  customer = await freshCustomerWithAddress('Sri Wahyuni');
});
afterAll(() => browser?.close());

describe('the delivery list and detail', () => {
  it('call the customer with one tap and open the delivery point in Google Maps', async () => {
    const order = await dispatchedOrderAtProvider(customer.email, customer.password, customer.name);
    const { page, context } = await driverSession(browser, JAKARTA_DRIVER);
    await openDeliveryTab(page, 'Sedang Dikirim');
    const card = page.getByRole('listitem').filter({ hasText: order.code });
    const maps = `https://www.google.com/maps/search/?api=1&query=${HOME_POINT.latitude}%2C${HOME_POINT.longitude}`;
    await expect.poll(() => card.getByRole('link', { name: `Telepon ${customer.phone}` }).getAttribute('href')).toBe(`tel:${customer.phone}`);
    await expect.poll(() => card.getByRole('link', { name: 'Buka di Google Maps' }).getAttribute('href')).toBe(maps);
    await checkScreen(page, 'driver-dashboard-road-links');
    await expect.poll(() => smallTargets(page), { message: 'dashboard' }).toEqual([]);

    await detailOf(page, order.code).click();
    await page.getByRole('heading', { name: 'Detail Delivery Order' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Buka di Google Maps' }).getAttribute('href')).toBe(maps);
    await expect.poll(() => page.getByRole('link', { name: `Telepon ${customer.phone}` }).getAttribute('href')).toBe(`tel:${customer.phone}`);
    await expect.poll(() => smallTargets(page), { message: 'detail' }).toEqual([]);
    await context.close();
  });
});

describe('a receipt photo on a weak signal', () => {
  it("keeps the form and the photo picked when the signal comes back to a page opened without it: neither the session's read again nor the order's answer takes them away", async () => {
    const { page, context } = await driverSession(browser, JAKARTA_DRIVER);
    const cdp = await context.newCDPSession(page);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    // Opened without signal: the page cannot read the order, and asks for the photo. The new document is
    // told it is offline once loaded (this Chromium lets its navigator.onLine read true: see reloadOffline).
    await throttleUploads(cdp, null, true);
    await page.goto('/UploadBuktiPenerimaan?id=999994&code=SO-TIDAK-ADA-4');
    await throttleUploads(cdp, null, true);
    await page.getByLabel('Foto Bukti Penerimaan').setInputFiles(await noisyJpeg('SO-TIDAK-ADA-4.jpg', 200));
    await page.getByAltText('Pratinjau bukti penerimaan SO-TIDAK-ADA-4').waitFor();
    // The signal returns: the session and the order are read again, and the order is not the driver's. The
    // form stays under the driver's thumb, photo and all (the guard showed its spinner in its place before,
    // and the photo was gone); the gateway says so when the photo is sent.
    const answered = page.waitForResponse((response) => response.url().includes('driver.delivery'));
    await throttleUploads(cdp, null);
    // (Batched with the page's other reads: a 207 whose part for the delivery is the 404.)
    expect(await (await answered).text()).toContain('"httpStatus":404');
    await page.waitForTimeout(300);
    expect(await page.getByText(DRIVER_ORDER_CODE_NOT_FOUND, { exact: true }).count()).toBe(0);
    expect(await page.getByAltText('Pratinjau bukti penerimaan SO-TIDAK-ADA-4').count()).toBe(1);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Pesanan tidak ditemukan.').waitFor();
    await context.close();
  });

  it('shows its percentage rising in the form before the answer', async () => {
    const order = await dispatchedOrderAtProvider(customer.email, customer.password, customer.name);
    const { page, context } = await driverSession(browser, JAKARTA_DRIVER);
    const cdp = await context.newCDPSession(page);
    await page.goto(`/UploadBuktiPenerimaan?id=${order.id}&code=${order.code}`);
    await page.getByLabel('Foto Bukti Penerimaan').setInputFiles(await noisyJpeg('galon-diterima.jpg', 400));
    await page.getByAltText(`Pratinjau bukti penerimaan ${order.code}`).waitFor();
    await recordProgress(page);
    await throttleUploads(cdp, WEAK_SIGNAL);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectProgressPast(page, 5, 15_000);
    await expect.poll(() => page.getByLabel('Foto Bukti Penerimaan').isDisabled()).toBe(true);
    // The percentages are recorded by the page meanwhile: a slow screen check misses none of them.
    await checkScreen(page, 'driver-upload-bukti-penerimaan-progress');
    const seen = await percentagesUntil(page, page.getByText(RECEIPT_UPLOAD_SUCCESS));
    await throttleUploads(cdp, null);
    expectRisingProgress('delivery receipt, form', seen);
    expect((await listOrders()).find((o) => o.sales_order_code === order.code)?.status_sales_order).toBe('pesanan_telah_dikirim');
    await context.close();
  });

  it('kept on the phone without signal, shows its progress in the queue when sent, and Batal there leaves it to Coba lagi', async () => {
    const order = await dispatchedOrderAtProvider(customer.email, customer.password, customer.name);
    const { page, context } = await driverSession(browser, JAKARTA_DRIVER);
    const cdp = await context.newCDPSession(page);
    await page.goto(`/UploadBuktiPenerimaan?id=${order.id}&code=${order.code}`);
    await page.getByLabel('Foto Bukti Penerimaan').setInputFiles(await noisyJpeg('galon-tanpa-sinyal.jpg', 400));
    await page.getByAltText(`Pratinjau bukti penerimaan ${order.code}`).waitFor();
    // No signal at the door: the photo stays on the phone.
    await throttleUploads(cdp, null, true);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboarddriver');
    const { queue, summary } = await openUploadQueue(page);
    await summary.getByText('1 menunggu sinyal').waitFor();
    const item = queue.getByRole('listitem').filter({ hasText: `Bukti penerimaan ${order.code}` });

    // A very weak signal returns: the queue sends, and the driver sees how far the photo has gone.
    // Slow enough that the photo is still going out after the screen check, when Batal is tapped.
    await recordProgress(page);
    await throttleUploads(cdp, VERY_WEAK_SIGNAL);
    await expectProgressPast(page, 5);
    await expect.poll(() => visibleText(summary)).toMatch(/^Antrean unggahan mengirim \d+%$/);
    await checkScreen(page, 'driver-offline-queue-mengirim');
    await item.getByRole('button', { name: 'Batal' }).click();
    await item.getByText('gagal').waitFor();
    await item.getByText('Pengiriman dibatalkan.').waitFor();
    expect((await listOrders()).find((o) => o.sales_order_code === order.code)?.status_sales_order).toBe('pesanan_sedang_dikirim');

    // 'Coba lagi' sends it again on a better signal, watched to the end.
    await recordProgress(page);
    await throttleUploads(cdp, WEAK_SIGNAL);
    await item.getByRole('button', { name: 'Coba lagi' }).click();
    const seen = await percentagesUntil(page, item.getByText('terkirim'));
    await throttleUploads(cdp, null);
    expectRisingProgress('delivery receipt, from the queue', seen);
    expect((await listOrders()).find((o) => o.sales_order_code === order.code)?.status_sales_order).toBe('pesanan_telah_dikirim');
    await openDeliveryTab(page, 'Menunggu Konfirmasi');
    await context.close();
  });
});

describe('the upload queue under a thumb', () => {
  it("asks before taking an unsent photo off the list, once for a double tap on its 'Hapus dari daftar' on a phone slowed 4x, and Batal or Back keeps it", async () => {
    const { page, context } = await driverSession(browser, JAKARTA_DRIVER);
    const cdp = await context.newCDPSession(page);
    // Two photos taken without signal for orders the gateway does not know (a stale link): the page, opened
    // without signal, cannot check the order and asks for the photo all the same. Both fail once the signal
    // is back, with the same buttons, one above the other.
    const codes = ['SO-TIDAK-ADA-1', 'SO-TIDAK-ADA-2'];
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    for (const [n, code] of codes.entries()) {
      await throttleUploads(cdp, null, true);
      await page.goto(`/UploadBuktiPenerimaan?id=${999_991 + n}&code=${code}`);
      await page.getByLabel('Foto Bukti Penerimaan').setInputFiles(await noisyJpeg(`${code}.jpg`, 200));
      await page.getByAltText(`Pratinjau bukti penerimaan ${code}`).waitFor();
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dashboarddriver');
      await throttleUploads(cdp, null);
    }
    const queue = page.getByRole('region', { name: 'Antrean unggahan' });
    const items = queue.getByRole('listitem');
    // It opens by itself as they fail.
    await expect.poll(() => items.filter({ hasText: 'Pesanan tidak ditemukan.' }).count(), { timeout: 30_000 }).toBe(2);
    // By the list's elements: while the question is open, the page under it is hidden from the roles.
    const [first, second] = [page.locator('li', { hasText: codes[0] }), page.locator('li', { hasText: codes[1] })];
    const question = page.getByRole('alertdialog', { name: 'Konfirmasi Hapus Foto' });

    // A double tap: one question, whose buttons the second tap does not press.
    await doubleTap(page, first.getByRole('button', { name: 'Hapus dari daftar' }), 'dblclick');
    await question.getByText('Foto ini belum terkirim.').waitFor();
    await checkScreen(page, 'driver-queue-remove-question');
    await page.waitForTimeout(300);
    expect(await first.count()).toBe(1);
    expect(await second.count()).toBe(1);
    await question.getByRole('button', { name: 'Hapus' }).click();
    await expect.poll(() => first.count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await second.count()).toBe(1);

    // Batal, and a phone's Back, keep the photo.
    await second.getByRole('button', { name: 'Hapus dari daftar' }).click();
    await question.getByRole('button', { name: 'Batal' }).click();
    await question.waitFor({ state: 'hidden' });
    // Back from inside the app, as a driver's usually is (this test opened the forms by their addresses).
    await page.getByRole('link', { name: 'Product Return' }).click();
    await page.waitForURL('**/dashboarddriver?tab=return');
    const removeSecond = second.getByRole('button', { name: 'Hapus dari daftar' });
    if (!(await removeSecond.isVisible())) await queue.getByRole('button', { name: /^Antrean unggahan/ }).click();
    await removeSecond.click();
    await question.waitFor();
    await pressBack(page);
    await question.waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('?tab=return');
    expect(await second.count()).toBe(1);
    await context.close();
  });

  it('keeps the list open on the next page when a photo fails as the driver goes to it', async () => {
    // No service worker: it would hand the dashboard's code over at once, past the route that holds it below.
    const { page, context } = await driverSession(browser, JAKARTA_DRIVER, PHONE, { serviceWorkers: 'block' });
    const cdp = await context.newCDPSession(page);
    // A link with the order's id alone, which the page cannot check: the gateway refuses the photo when it goes.
    const order = '#999993';
    await page.goto('/UploadBuktiPenerimaan?id=999993');
    await page.getByLabel('Foto Bukti Penerimaan').setInputFiles(await noisyJpeg('pesanan-999993.jpg', 200));
    await page.getByAltText('Pratinjau bukti penerimaan').waitFor();
    // The dashboard's code comes slowly (a weak signal): the router keeps the form's page on screen meanwhile.
    const dashboard = await heldBack(page, /\/assets\/DashboardPage-[\w-]+\.(js|css)$/);
    // Taken while the phone says it has no signal, the photo waits on it (the held code is asked for all the same);
    // the signal comes back while the dashboard is still on its way, and the photo fails then (an order the
    // gateway does not know).
    const signal = (offline: boolean) => cdp.send('Network.overrideNetworkState', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Network.enable');
    await signal(false);
    await signal(true);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboarddriver');
    await signal(false);
    await page.getByText('Pesanan tidak ditemukan.').waitFor();
    dashboard.release();
    await page.getByRole('heading', { name: 'Delivery Order' }).waitFor();
    // The dashboard's own panel shows the list the failure opened, with the photo's buttons.
    const item = page.getByRole('region', { name: 'Antrean unggahan' }).locator('li', { hasText: order });
    await item.getByRole('button', { name: 'Hapus dari daftar' }).waitFor({ timeout: 10_000 });
    await context.close();
  });
});

describe('a return left with its typing', () => {
  it("brings the customer found, the product and the quantity back after a reload on a phone slowed 4x and after Back and Forward, asks for the photo again, and a double tap sends one return, after which nothing comes back", async () => {
    const returning = await registerCustomer('retur-draf', true, 'Dian Puspita');
    const { page, context } = await driverSession(browser, JAKARTA_DRIVER);
    await page.getByRole('link', { name: 'Product Return' }).click();
    await page.waitForURL('**/dashboarddriver?tab=return');
    const email = page.getByLabel('Email Customer');
    const name = page.getByLabel('Nama Customer');
    const product = page.getByLabel('Produk');
    const quantity = page.getByLabel('Jumlah');
    const note = page.getByRole('status').filter({ hasText: FORM_DRAFT_RESTORED });
    await email.fill(returning.email);
    await email.press('Enter');
    await expect.poll(() => name.inputValue()).toBe('Dian Puspita');
    await expect.poll(() => product.locator('option').count()).toBeGreaterThan(1);
    await product.selectOption({ label: 'Tulus Galon 16 L' });
    const gallon = await product.inputValue();
    await page.getByRole('button', { name: 'Tambah satu' }).click();
    await page.getByRole('button', { name: 'Tambah satu' }).click();
    await expect.poll(() => quantity.inputValue()).toBe('3');
    await page.getByLabel('Bukti Pengembalian').setInputFiles(await receiptPhoto('galon-kembali-draf'));
    await page.getByAltText('Pratinjau bukti pengembalian').waitFor();

    const typedAgain = async () => {
      await expect.poll(() => email.inputValue()).toBe(returning.email);
      await expect.poll(() => name.inputValue()).toBe('Dian Puspita');
      await expect.poll(() => product.inputValue()).toBe(gallon);
      await expect.poll(() => quantity.inputValue()).toBe('3');
      await expect.poll(() => visibleText(note)).toContain(FORM_DRAFT_PHOTO_AGAIN);
      expect(await page.getByAltText('Pratinjau bukti pengembalian').count()).toBe(0);
    };
    // The phone reloads the page (a tab it dropped while the driver was in another app).
    await onSlowPhone(page, async () => {
      await page.reload();
      await typedAgain();
    });
    // Back to the deliveries, and Forward to the form: the same typing again.
    await page.goBack();
    await page.getByRole('tab', { name: 'Sedang Dikirim' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Form Pengembalian Produk' }).waitFor();
    await typedAgain();
    await checkScreen(page, 'driver-form-return-restored');

    const sends = countCalls(page, '/api/uploads/product-return');
    await page.getByLabel('Bukti Pengembalian').setInputFiles(await receiptPhoto('galon-kembali-draf'));
    // A double tap on a phone slowed 4x: one return.
    await doubleTap(page, page.getByRole('button', { name: 'Kirim Pengembalian' }), 'dblclick');
    await page.getByText(RETURN_SUCCESS, { exact: true }).waitFor({ timeout: 20_000 });
    expect(sends()).toBe(1);
    expect(countRows('SELECT COUNT(*) AS n FROM product_returns WHERE customer_code = ? AND quantity = 3', returning.customer_code)).toBe(1);
    await expect.poll(() => note.count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('formDraft:productReturn'))).toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'Form Pengembalian Produk' }).waitFor();
    await expect.poll(() => email.inputValue()).toBe('');
    await expect.poll(() => quantity.inputValue()).toBe('1');
    expect(await note.count()).toBe(0);
    await context.close();
  });

  it("keeps its success when the answer comes between the two taps of a double tap on 'Kirim Pengembalian': the second does not send the cleared form", async () => {
    const returning = await registerCustomer('retur-cepat', true, 'Bayu Saputra');
    const { page, context } = await driverSession(browser, JAKARTA_DRIVER);
    await page.getByRole('link', { name: 'Product Return' }).click();
    await page.waitForURL('**/dashboarddriver?tab=return');
    await page.getByLabel('Email Customer').fill(returning.email);
    await page.getByLabel('Email Customer').press('Enter');
    await expect.poll(() => page.getByLabel('Nama Customer').inputValue()).toBe('Bayu Saputra');
    await expect.poll(() => page.getByLabel('Produk').locator('option').count()).toBeGreaterThan(1);
    await page.getByLabel('Produk').selectOption({ label: 'Tulus Galon 16 L' });
    await page.getByLabel('Bukti Pengembalian').setInputFiles(await receiptPhoto('galon-kembali-cepat'));
    await page.getByAltText('Pratinjau bukti pengembalian').waitFor();
    const sends = countCalls(page, '/api/uploads/product-return');
    const under = await doubleTapAnsweredBetween(page, page.getByRole('button', { name: 'Kirim Pengembalian' }), { text: RETURN_SUCCESS });
    expect(under).toBe('Kirim Pengembalian');
    await page.waitForTimeout(500);
    expect(await page.getByText(RETURN_SUCCESS, { exact: true }).isVisible()).toBe(true);
    expect(sends()).toBe(1);
    await context.close();
  });
});
