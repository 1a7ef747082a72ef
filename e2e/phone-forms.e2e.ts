import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatRupiah } from '@tulus/shared/rules/format';
import { FORM_DRAFT_PHOTO_AGAIN, FORM_DRAFT_RESTORED, PROOF_ORDER_ID_MISSING, PROOF_UPLOAD_SUCCESS } from '@tulus/shared/rules/messages';
import { heldBack, pressBack } from './browser.ts';
import { chooseComplaintOrder, deliverOrder, fillProof, receiptPhoto, visibleText } from './customer-steps.ts';
import { noisyJpeg } from './proof-images.ts';
import { VERY_WEAK_SIGNAL, WEAK_SIGNAL, expectProgressPast, expectRisingProgress, percentagesUntil, recordProgress, throttleUploads } from './upload-steps.ts';
import { countRows, listOrders, payAtProvider, placeOrderAtProvider, type TestCustomer } from './provider.ts';
import { countCalls, doubleTap, doubleTapAnsweredBetween, onSlowPhone } from './once-steps.ts';
import { hydrated } from './drawn-steps.ts';
import { providerDownFor, customerPhone, settledBox } from './phone-steps.ts';
import { checkScreen } from './screen-checks.ts';

/**
 * The payment proof and the complaint on a cheap Android phone (360 x 740, touch): a photo sent on a
 * weak signal shows its progress and can be stopped, and a form left with its typing brings it back
 * and sends it once.
 */

let browser: Browser;
let customer: TestCustomer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, customer, context, page } = await customerPhone('Rini Hartati'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the transfer, on a weak signal', () => {
  it("shows the bank's logo, and 'Salin' puts the account number and the exact amount on the clipboard", async () => {
    const order = await placeOrderAtProvider(customer.email, customer.password);
    await page.goto(`/Pembayaran?code=${order.code}`);
    await page.getByRole('heading', { name: 'Konfirmasi Pembayaran' }).waitFor();
    const logo = page.getByRole('img', { name: 'Logo BCA' });
    await expect.poll(() => logo.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByRole('button', { name: 'Salin nomor rekening' }).click();
    await page.getByText('Nomor rekening disalin: 1234567890').waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('1234567890');
    await page.getByRole('button', { name: 'Salin jumlah transfer' }).click();
    // The amount with its unique code, as digits a banking app takes.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(String(order.total_amount));
    await checkScreen(page, 'payment-confirmation-salin');
  });

  it('shows the percentage of the photo sent rising before the answer, and Batal stops it with nothing recorded', async () => {
    const order = await placeOrderAtProvider(customer.email, customer.password);
    const cdp = await context.newCDPSession(page);
    const photo = await noisyJpeg('bukti-transfer-besar.jpg', 400);
    await fillProof(page, order, customer.name, photo);
    // First attempt, stopped part way: slow enough (about 25 s for the photo) that bytes are still
    // going out after the screen check, when Batal is tapped.
    await recordProgress(page);
    await throttleUploads(cdp, VERY_WEAK_SIGNAL);
    await page.getByRole('button', { name: 'Kirim Bukti' }).click();
    await expectProgressPast(page, 5, 15_000);
    // The photo cannot be swapped under a send.
    await expect.poll(() => page.getByLabel('Bukti Transfer').isDisabled()).toBe(true);
    await checkScreen(page, 'upload-proof-progress');
    await page.getByRole('button', { name: 'Batal' }).click();
    await page.getByRole('button', { name: 'Kirim Bukti' }).waitFor();
    await expect.poll(() => page.getByTestId('upload-error').count()).toBe(0);
    await expect.poll(() => page.getByLabel('Nama Pengirim').inputValue()).toBe(customer.name);
    expect((await listOrders()).find((o) => o.sales_order_code === order.code)?.status_sales_order).toBe('menunggu_pembayaran');

    // Second attempt, about 48 KB/s up (eight seconds for the photo, a weak 3G signal): watched to the end.
    await recordProgress(page);
    await throttleUploads(cdp, WEAK_SIGNAL);
    await page.getByRole('button', { name: 'Kirim Bukti' }).click();
    const seen = await percentagesUntil(page, page.getByRole('alertdialog', { name: PROOF_UPLOAD_SUCCESS }));
    await throttleUploads(cdp, null);
    expectRisingProgress('proof of payment, form', seen);
    await page.waitForURL('**/Profile?tab=riwayat_transaksi');
    expect((await listOrders()).find((o) => o.sales_order_code === order.code)?.status_sales_order).toBe('menunggu_konfirmasi_pembayaran');
  });

  it("sends the proof when the order could not be read as the form opened: 'Kirim Bukti' reads it again instead of calling it missing", async () => {
    const order = await placeOrderAtProvider(customer.email, customer.password);
    // Opened from a link (the order's code only): the form looks the order up, and that answer is lost.
    const lookUp = await providerDownFor(page, 'orders.detail');
    try {
      await fillProof(page, order, customer.name, await receiptPhoto());
      await expect.poll(() => visibleText(page.getByTestId('total-bayar'))).toBe('-');
      lookUp.back();
      await page.getByRole('button', { name: 'Kirim Bukti' }).click();
      await page.getByRole('alertdialog', { name: PROOF_UPLOAD_SUCCESS }).waitFor();
      expect(await page.getByText(PROOF_ORDER_ID_MISSING).count()).toBe(0);
      expect((await listOrders()).find((o) => o.sales_order_code === order.code)?.status_sales_order).toBe('menunggu_konfirmasi_pembayaran');
    } finally {
      await lookUp.stop();
    }
  });
  it("keeps 'Kirim Bukti' where the thumb saw it as the order's total comes on a reload of the proof page", async () => {
    const order = await placeOrderAtProvider(customer.email, customer.password);
    // The order's read held back, as on a slow line: a link with only the code looks the order up for its total.
    const held = await heldBack(page, /\/trpc\/[^?]*orders\.detail/);
    try {
      // On a phone slowed 4x: a part that comes a render late has the time to be seen.
      await onSlowPhone(page, async () => {
        await page.goto('about:blank');
        await page.goto(`/Uploadbukti?code=${order.code}`);
        const send = page.getByRole('button', { name: 'Kirim Bukti' });
        const before = await settledBox(send);
        held.release();
        await page.getByTestId('action-bar').getByText(formatRupiah(order.total_amount)).waitFor();
        expect(await settledBox(send)).toEqual(before);
      });
    } finally {
      await held.stop();
    }
  });

  it("says an order a proof link names is not there before anything is typed, and leads to the order history", async () => {
    // A mistyped or stale link: the gateway knows no such order.
    await page.goto('/Uploadbukti?code=SO-TIDAK-ADA');
    await page.getByRole('heading', { name: 'Form Bukti Pembayaran' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Pesanan tidak ditemukan.' }).waitFor();
    expect(await page.getByLabel('Nama Pengirim').count()).toBe(0);
    await checkScreen(page, 'proof-unknown-order');
    await page.getByRole('link', { name: 'Lihat Riwayat Transaksi' }).click();
    await page.waitForURL((url) => url.pathname === '/Profile' && url.searchParams.get('tab') === 'riwayat_transaksi');
  });
});

describe('after the delivery', () => {
  it('files a complaint from the order, with the order and the customer already filled in', async () => {
    const order = await placeOrderAtProvider(customer.email, customer.password);
    await payAtProvider(order, customer.name);
    await deliverOrder(order.code);
    await page.goto(`/RincianPesanan?code=${order.code}`);
    await page.getByRole('link', { name: 'Ajukan Komplain' }).click();
    await page.getByRole('heading', { name: 'Form Komplain Pengiriman' }).waitFor();
    await expect.poll(() => page.getByLabel('Nama').first().inputValue()).toBe(customer.name);
    await expect.poll(() => page.getByLabel('Nomor HP').inputValue()).toBe(customer.phone);
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(customer.email);
    await expect.poll(() => page.getByLabel('Nomor Pesanan').inputValue()).toBe(order.code);
    await checkScreen(page, 'complaint-from-order');
  });
});


describe('a form left with its typing, on a 360 px phone', () => {
  const complaintsOfCustomer = () => countRows('SELECT COUNT(*) AS n FROM complaints WHERE customer_code = ?', customer.customer_code);

  it("brings a complaint back after Back and Forward, and a double tap on its 'Kirim Komplain' on a phone slowed 4x sends one complaint, after which nothing comes back", async () => {
    const order = await placeOrderAtProvider(customer.email, customer.password);
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Komplain Pengiriman' }).tap();
    await page.waitForURL((url) => url.pathname === '/FormComplain');
    await chooseComplaintOrder(page, order.code);
    await page.getByLabel('Jenis Komplain').selectOption('Produk rusak atau bocor');
    await page.getByLabel('Deskripsi Masalah').fill('Satu galon retak di bagian bawah.');
    await page.getByLabel('Solusi yang Diharapkan').fill('Mohon ditukar saat pengiriman berikutnya.');
    // A Back by habit, then Forward: the typing was kept in the tab, and the form says it came back.
    await pressBack(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/FormComplain');
    await page.getByText(FORM_DRAFT_RESTORED).waitFor();
    await expect.poll(() => page.getByLabel('Nomor Pesanan').inputValue()).toBe(order.code);
    expect(await page.getByLabel('Jenis Komplain').inputValue()).toBe('Produk rusak atau bocor');
    expect(await page.getByLabel('Deskripsi Masalah').inputValue()).toBe('Satu galon retak di bagian bawah.');
    expect(await page.getByLabel('Solusi yang Diharapkan').inputValue()).toBe('Mohon ditukar saat pengiriman berikutnya.');
    await checkScreen(page, 'complaint-restored');

    const before = complaintsOfCustomer();
    await doubleTap(page, page.getByRole('button', { name: 'Kirim Komplain' }), 'dblclick');
    await page.getByText('Komplain berhasil dikirim.').waitFor();
    await page.waitForTimeout(500);
    expect(complaintsOfCustomer()).toBe(before + 1);
    expect(await page.getByText(FORM_DRAFT_RESTORED).count()).toBe(0);
    // Sent, nothing is kept: Back and Forward open an empty complaint.
    await pressBack(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/FormComplain');
    await expect.poll(() => page.getByLabel('Nama').first().inputValue()).not.toBe('');
    expect(await page.getByLabel('Deskripsi Masalah').inputValue()).toBe('');
    expect(await page.getByText(FORM_DRAFT_RESTORED).count()).toBe(0);
  });

  it("keeps 'Komplain berhasil dikirim.' when the answer comes between the two taps of a double tap on 'Kirim Komplain': the second does not send the cleared form", async () => {
    const order = await placeOrderAtProvider(customer.email, customer.password);
    await page.goto('/FormComplain');
    await chooseComplaintOrder(page, order.code);
    await page.getByLabel('Jenis Komplain').selectOption('Pesanan terlambat');
    await page.getByLabel('Deskripsi Masalah').fill('Galon belum datang.');
    await page.getByLabel('Solusi yang Diharapkan').fill('Mohon dikirim hari ini.');
    const before = complaintsOfCustomer();
    const sent = page.getByText('Komplain berhasil dikirim.');
    const under = await doubleTapAnsweredBetween(page, page.getByRole('button', { name: 'Kirim Komplain' }), { text: 'Komplain berhasil dikirim.' });
    // The button is still under the finger: the browser keeps it in place as the note comes above it.
    expect(under).toBe('Kirim Komplain');
    await page.waitForTimeout(500);
    expect(await sent.isVisible()).toBe(true);
    expect(complaintsOfCustomer()).toBe(before + 1);
    // No field of the cleared form says it is empty.
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
  });

  it("brings a payment proof's fields back after Back and Forward and asks for the photo again, and a double tap on 'Kirim Bukti' on a phone slowed 4x sends one proof", async () => {
    const order = await placeOrderAtProvider(customer.email, customer.password);
    const proofs = () => countRows('SELECT COUNT(*) AS n FROM payment_proofs WHERE sales_order_id = ?', order.id);
    await page.goto(`/Pembayaran?code=${order.code}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Upload Bukti Pembayaran' }).tap();
    await page.waitForURL((url) => url.pathname === '/Uploadbukti');
    const typed = { 'Nama Pengirim': customer.name, 'Nama Bank': 'BCA', 'Nomor Rekening': '8830123456', 'Jumlah Pembayaran': String(order.total_amount) };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
    const photo = await receiptPhoto('bukti-kembali');
    await page.getByLabel('Bukti Transfer').setInputFiles(photo);
    await page.getByAltText('Pratinjau bukti pembayaran').waitFor();
    const shown = Object.fromEntries(await Promise.all(Object.keys(typed).map(async (label) => [label, await page.getByLabel(label).inputValue()])));
    // Back to the bank's details (to copy the number again), then Forward: the fields are back, the photo is not.
    await pressBack(page);
    await page.waitForURL((url) => url.pathname === '/Pembayaran');
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/Uploadbukti');
    await page.getByText(FORM_DRAFT_RESTORED).waitFor();
    await page.getByText(FORM_DRAFT_PHOTO_AGAIN).waitFor();
    for (const label of Object.keys(typed)) expect(await page.getByLabel(label).inputValue()).toBe(shown[label]);
    expect(await page.getByAltText('Pratinjau bukti pembayaran').count()).toBe(0);
    await checkScreen(page, 'upload-proof-restored');

    await page.getByLabel('Bukti Transfer').setInputFiles(photo);
    await page.getByAltText('Pratinjau bukti pembayaran').waitFor();
    await doubleTap(page, page.getByRole('button', { name: 'Kirim Bukti' }), 'dblclick');
    await page.getByRole('alertdialog', { name: PROOF_UPLOAD_SUCCESS }).waitFor();
    await page.waitForTimeout(500);
    expect(proofs()).toBe(1);
  });

  it("saves a Data Diri edit once after a double tap on its 'Simpan' on a phone slowed 4x, and nothing of it comes back after Back and Forward", async () => {
    const savesOfProfile = countCalls(page, 'customer.updateProfile');
    const phoneOnRecord = () => countRows('SELECT COUNT(*) AS n FROM customers WHERE customer_code = ? AND nomor_hp = ?', customer.customer_code, '081299900011');
    await page.goto('/');
    await page.goto('/Profile?tab=data_diri');
    await hydrated(page);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Nomor HP').fill('081299900011');
    await doubleTap(page, page.getByRole('button', { name: 'Simpan' }), 'dblclick');
    await page.getByText('Informasi Akun berhasil diubah!').waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(savesOfProfile()).toBe(1);
    expect(phoneOnRecord()).toBe(1);
    // Saved, nothing is kept: Back to the page before and Forward show the profile as saved, not an edit.
    await pressBack(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goForward();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('data_diri');
    await hydrated(page);
    await expect.poll(() => page.getByLabel('Nomor HP').inputValue()).toBe('081299900011');
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(1);
    expect(await page.getByText(FORM_DRAFT_RESTORED).count()).toBe(0);
    // The number the other tests of this file know, back through the same form.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Nomor HP').fill(customer.phone);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(savesOfProfile()).toBe(2);
  });
});
