import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DRIVER_LOGIN_REJECTED,
  DRIVER_ORDER_CODE_NOT_FOUND,
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_NOT_ALLOWED,
  RETURN_CUSTOMER_NOT_FOUND,
  RETURN_EMAIL_REQUIRED,
  RETURN_FIELDS_REQUIRED,
  RETURN_IMAGE_REQUIRED,
  RETURN_SUCCESS,
} from '@tulus/shared/rules/messages';
import { DESKTOP, axeViolations, launchBrowser, newPage, screenshot } from './browser.ts';
import { driverSession } from './driver-steps.ts';
import { customerPage, receiptPhoto } from './customer-steps.ts';
import { stack } from './stack.ts';
import { checkScreen } from './screen-checks.ts';
import { registerCustomer } from './provider.ts';
import { deliveredOrderAtProvider } from './lifecycle-steps.ts';
import { countCalls, doubleTap } from './once-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the driver login', () => {
  it('names a wrong password and lets the right one in', async () => {
    const { page, context } = await newPage(browser, stack().baseUrl);
    await page.goto('/driver');
    await page.getByRole('heading', { name: 'Login Driver' }).waitFor();
    await page.getByLabel('Email').fill('driver.jakarta@tulus.co.id');
    await page.getByLabel('Kata Sandi', { exact: true }).fill('BukanSandinya1!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(DRIVER_LOGIN_REJECTED).waitFor();
    await checkScreen(page, 'driver-login');
    await page.getByLabel('Kata Sandi', { exact: true }).fill('Driver123!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboarddriver**');
    await context.close();
  });
});

describe('a product return', () => {
  it('is refused field by field as the spec says, then recorded for the customer found by e-mail', async () => {
    const { page, context } = await driverSession(browser, 'driver.jakarta@tulus.co.id');
    await page.getByRole('link', { name: 'Product Return' }).click();
    await page.waitForURL('**/dashboarddriver?tab=return');
    await page.getByRole('heading', { name: 'Form Pengembalian Produk' }).waitFor();
    const send = page.getByRole('button', { name: 'Kirim Pengembalian' });
    const outcome = page.getByRole('alert').filter({ hasText: /Harap|gagal/i });

    await send.click();
    await page.getByText(RETURN_FIELDS_REQUIRED).waitFor();
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByText(RETURN_EMAIL_REQUIRED).waitFor();
    const email = page.getByLabel('Email Customer');
    await email.fill('tidak.ada@contoh.id');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByText(RETURN_CUSTOMER_NOT_FOUND).waitFor();
    await email.fill('member@contoh.id');
    await email.press('Enter');
    await expect.poll(() => page.getByLabel('Nama Customer').inputValue()).toBe('Rina Wulandari');

    // The branch's products; a quantity below 1 is not a return.
    const product = page.getByLabel('Produk');
    await expect.poll(() => product.locator('option').count()).toBeGreaterThan(1);
    await product.selectOption({ label: 'Tulus Galon 16 L' });
    await expect.poll(() => page.getByRole('button', { name: 'Kurangi satu' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Tambah satu' }).click();
    await send.click();
    await page.getByText(RETURN_IMAGE_REQUIRED).waitFor();

    const picker = page.getByLabel('Bukti Pengembalian');
    await picker.setInputFiles({ name: 'galon.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText(IMAGE_TYPE_NOT_ALLOWED).waitFor();
    await picker.setInputFiles({ name: 'galon.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(3 * 1024 * 1024 + 1, 0xff) });
    await page.getByText(IMAGE_TOO_LARGE).waitFor();
    await picker.setInputFiles(await receiptPhoto('galon-kembali'));
    await page.getByAltText('Pratinjau bukti pengembalian').waitFor();
    // The photo answers 'Harap upload bukti pengembalian!': that message does not linger.
    await expect.poll(() => outcome.count()).toBe(0);
    // checkScreen turns the page to 1440 px and back: the half-filled form must survive that.
    await checkScreen(page, 'driver-form-return');
    await expect.poll(() => page.getByLabel('Nama Customer').inputValue()).toBe('Rina Wulandari');

    await send.click();
    await page.getByText(RETURN_SUCCESS, { exact: true }).waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: 'test-results/screenshots/FAILED-driver-form-return.png', fullPage: true });
      throw error;
    });
    // The form is cleared for the next return.
    await expect.poll(() => email.inputValue()).toBe('');
    await expect.poll(() => page.getByAltText('Pratinjau bukti pengembalian').count()).toBe(0);
    await context.close();
  });
});

describe('the receipt upload page', () => {
  it('reads the order before it asks for a photo: one not among the driver\'s deliveries is named, one already delivered leads to its proof', async () => {
    const customer = await registerCustomer('sudah-dikirim');
    const delivered = await deliveredOrderAtProvider(customer.email, customer.password, customer.name);
    const { page, context } = await driverSession(browser, 'driver.jakarta@tulus.co.id');
    const picker = page.getByLabel('Foto Bukti Penerimaan');

    // A stale or mistyped link: no photo to take for nothing; the list of deliveries instead.
    await page.goto('/UploadBuktiPenerimaan?id=999999&code=SO-TIDAK-ADA');
    await page.getByText(DRIVER_ORDER_CODE_NOT_FOUND, { exact: true }).waitFor();
    await page.getByText('Pesanan ini tidak ada di daftar pengiriman Anda.', { exact: false }).waitFor();
    expect(await picker.count()).toBe(0);
    await checkScreen(page, 'driver-receipt-unknown-order');
    await page.getByRole('link', { name: 'Lihat Delivery Order' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboarddriver');

    // An order whose receipt is in, from its detail page (whose 'Upload Bukti Penerimaan' the spec always shows).
    // Each link double-tapped on a phone slowed 4x: the second tap acts on nothing the next page shows.
    await page.goto(`/DetailDeliveryOrder?code=${delivered.code}`);
    await doubleTap(page, page.getByRole('link', { name: 'Upload Bukti Penerimaan' }), 'dblclick');
    const notice = page.getByText('Bukti penerimaan pesanan ini sudah diunggah.', { exact: true });
    await notice.waitFor();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/UploadBuktiPenerimaan');
    expect(await picker.count()).toBe(0);
    await checkScreen(page, 'driver-receipt-already-uploaded');
    await doubleTap(page, page.getByRole('link', { name: 'Lihat Bukti Penerimaan' }), 'dblclick');
    await page.getByRole('heading', { name: 'Lihat Bukti Penerimaan' }).waitFor();
    await page.getByText(delivered.code, { exact: true }).waitFor();
    // Back, once: the notice again (one page in the history for the double tap), still no photo asked for.
    await page.goBack();
    await notice.waitFor();
    expect(await picker.count()).toBe(0);
    await context.close();
  });
});

describe('the role guards', () => {
  it('keep a customer out of every driver screen', async () => {
    const { page, context } = await customerPage(browser, 'member@contoh.id');
    for (const path of ['/dashboarddriver', '/DetailDeliveryOrder?code=SO-1', '/UploadBuktiPenerimaan', '/LihatBuktiPenerimaan', '/FormReturn']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    }
    // The driver login screen does not open for a signed-in customer either.
    await page.goto('/driver');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('send a visitor to the driver login', async () => {
    const { page, context } = await newPage(browser, stack().baseUrl);
    await page.goto('/FormReturn');
    await page.waitForURL('**/driver');
    await context.close();
  });
});

describe('Keluar', () => {
  it('ends the driver session on a phone and on a laptop', async () => {
    for (const viewport of [undefined, DESKTOP]) {
      const { page, context } = await driverSession(browser, 'driver.jakarta@tulus.co.id', viewport);
      // A stray tap on the road asks first; Batal keeps the driver in.
      await page.getByRole('button', { name: 'Keluar' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Konfirmasi Logout' });
      await confirm.getByText('Apakah Anda yakin ingin keluar?').waitFor();
      if (!viewport) {
        await screenshot(page, 'driver-logout-dialog-360.png');
        expect(await axeViolations(page)).toEqual([]);
      }
      await confirm.getByRole('button', { name: 'Batal' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(page.url()).toContain('/dashboarddriver');
      // On the phone a double tap on the question's 'Keluar' (slowed as a cheap phone's): one logout.
      const logouts = countCalls(page, 'auth.logout');
      await page.getByRole('button', { name: 'Keluar' }).click();
      if (viewport) await confirm.getByRole('button', { name: 'Keluar' }).click();
      else await doubleTap(page, confirm.getByRole('button', { name: 'Keluar' }), 'dblclick');
      await page.waitForURL('**/driver');
      expect(logouts()).toBe(1);
      await page.getByRole('heading', { name: 'Login Driver' }).waitFor();
      // The session is gone on the gateway too, not only from the screen.
      await page.goto('/dashboarddriver');
      await page.waitForURL('**/driver');
      await context.close();
    }
  });
});
