import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser } from './browser.ts';
import { dispatchedOrderAtProvider, ops, payAtProvider, placeOrderAtProvider } from './provider.ts';
import { photoJpeg } from './proof-images.ts';
import { detailOf, driverSession, expectImageLoaded, openDeliveryTab, type Session } from './driver-steps.ts';
import { CUSTOMER_PASSWORD, customerPage } from './customer-steps.ts';
import { deliveredOrderAtProvider, payOrder, placeOrder, receivedOrderAtProvider } from './lifecycle-steps.ts';
import { checkScreen, settled } from './screen-checks.ts';

const CUSTOMER = 'sahabat@contoh.id';
const CUSTOMER_NAME = 'Budi Santoso';
const JAKARTA_DRIVER = 'driver.jakarta@tulus.co.id';
const JAKARTA_DRIVER_NAME = 'Joko Susilo';

let browser: Browser;
let customer: Session;
let driver: Session;

// The two people of the journey, signed in once for the file. Each step below starts from an order
// of its own, brought to that step at the provider (the earlier steps are the tests before it), so
// any step runs alone; other files make orders too, so an order is always found by its code.
beforeAll(async () => {
  browser = await launchBrowser();
  customer = await customerPage(browser, CUSTOMER);
  driver = await driverSession(browser, JAKARTA_DRIVER);
});
afterAll(async () => {
  await customer?.context.close();
  await driver?.context.close();
  await browser?.close();
});

describe('an order from the cart to the customer’s door', () => {
  it('the customer places an order for branch JKT01 and uploads the transfer receipt', async () => {
    await placeOrder(customer.page);
    await payOrder(customer.page, CUSTOMER_NAME);
  });

  it('ops approve and dispatch it; the Jakarta driver sees it under Sedang Dikirim and opens it', async () => {
    // Placed at the sahabat price and paid, as the customer did in the step before.
    const paid = await placeOrderAtProvider(CUSTOMER, CUSTOMER_PASSWORD, 33500);
    await payAtProvider(paid, CUSTOMER_NAME);
    const code = paid.code;
    expect(await ops('approve-payment', { sales_order_code: code })).toMatchObject({ status_sales_order: 'pesanan_di_proses' });
    expect(await ops('dispatch-order', { sales_order_code: code })).toMatchObject({ status_sales_order: 'pesanan_sedang_dikirim' });

    const { page } = driver;
    await page.setViewportSize(PHONE);
    await page.goto('/dashboarddriver');
    await openDeliveryTab(page, 'Sedang Dikirim');
    // At 360 px each order is a card with the same facts as a table row.
    const card = page.getByRole('listitem').filter({ hasText: code });
    await card.waitFor();
    for (const text of [CUSTOMER_NAME, '081234567802', 'Pesanan Sedang Dikirim', 'Jl. Darmo Permai I No. 5']) await card.getByText(text).first().waitFor();
    await checkScreen(page, 'driver-dashboard-sedang-dikirim');

    // On a wide screen it is the spec's table, with its columns.
    await page.setViewportSize(DESKTOP);
    const table = page.getByRole('table');
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Delivery Order', 'Customer', 'Phone', 'Status', 'Address', 'Action']);
    const row = table.getByRole('row').filter({ hasText: code });
    await expect.poll(() => row.getByRole('cell').allTextContents()).toEqual([
      code,
      CUSTOMER_NAME,
      '081234567802',
      'Pesanan Sedang Dikirim',
      expect.stringContaining('Jl. Darmo Permai I No. 5'),
      'Detail',
    ]);

    await detailOf(page, code).click();
    await page.getByRole('heading', { name: 'Detail Delivery Order' }).waitFor();
    await page.getByText(code, { exact: true }).waitFor();
    for (const text of [CUSTOMER_NAME, 'Pesanan Sedang Dikirim', 'Dukuh Pakis']) await page.getByText(text).first().waitFor();
    const products = page.getByRole('table');
    await expect.poll(() => products.getByRole('columnheader').allTextContents()).toEqual(['No', 'Nama Produk', 'Jumlah', 'Harga Satuan']);
    await expect.poll(() => products.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(['1', 'Tulus Galon 16 L', '3', expect.stringMatching(/^Rp\s?33\.500$/)]);
    await page.getByRole('link', { name: 'Upload Bukti Penerimaan' }).waitFor();
    // 'Lihat Bukti Penerimaan' is only there once the order is received.
    await expect.poll(() => page.getByRole('link', { name: 'Lihat Bukti Penerimaan' }).count()).toBe(0);
    await checkScreen(page, 'driver-detail-sedang-dikirim');
  });

  it('a driver of another branch does not see it, and cannot open it by its code', async () => {
    const { code } = await dispatchedOrderAtProvider(CUSTOMER, CUSTOMER_PASSWORD, CUSTOMER_NAME);
    const surabaya = await driverSession(browser, 'driver.surabaya@tulus.co.id');
    const { page } = surabaya;
    await openDeliveryTab(page, 'Sedang Dikirim');
    await settled(page);
    await expect.poll(() => page.getByText(code).count()).toBe(0);
    await expect.poll(() => detailOf(page, code).count()).toBe(0);

    // The gateway and the provider refuse it; the screen has nothing of the order to show.
    await page.goto(`/DetailDeliveryOrder?code=${encodeURIComponent(code)}`);
    await page.getByRole('heading', { name: 'Detail Delivery Order' }).waitFor();
    await page.getByRole('alert').getByText('Pesanan tidak ditemukan.').waitFor();
    await settled(page);
    await expect.poll(() => page.getByText(CUSTOMER_NAME).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Upload Bukti Penerimaan' }).count()).toBe(0);
    await page.goto(`/LihatBuktiPenerimaan?code=${encodeURIComponent(code)}`);
    await page.getByRole('heading', { name: 'Lihat Bukti Penerimaan' }).waitFor();
    await page.getByRole('alert').waitFor();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Pesanan tidak ditemukan.');
    await expect.poll(() => page.getByText(JAKARTA_DRIVER_NAME).count()).toBe(0);
    await surabaya.context.close();
  });

  it('the Jakarta driver uploads a photo of the received goods', async () => {
    const { code } = await dispatchedOrderAtProvider(CUSTOMER, CUSTOMER_PASSWORD, CUSTOMER_NAME);
    const { page } = driver;
    await page.setViewportSize(PHONE);
    await page.goto(`/DetailDeliveryOrder?code=${encodeURIComponent(code)}`);
    await page.getByRole('heading', { name: 'Detail Delivery Order' }).waitFor();
    await page.getByRole('link', { name: 'Upload Bukti Penerimaan' }).click();
    await page.getByRole('heading', { name: 'Upload Bukti Penerimaan' }).waitFor();
    await page.getByText(code, { exact: true }).waitFor();
    await page.getByLabel('Foto Bukti Penerimaan').setInputFiles(await photoJpeg('galon-diterima.jpg'));
    await page.getByRole('img', { name: `Pratinjau bukti penerimaan ${code}` }).waitFor();
    await checkScreen(page, 'driver-upload-bukti-penerimaan');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Bukti penerimaan berhasil diunggah.').waitFor({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/dashboarddriver');

    // Delivered, waiting for the customer: no longer under Sedang Dikirim.
    await openDeliveryTab(page, 'Sedang Dikirim');
    await settled(page);
    await expect.poll(() => detailOf(page, code).count()).toBe(0);
    await openDeliveryTab(page, 'Menunggu Konfirmasi');
    await page.getByRole('listitem').filter({ hasText: code }).getByText('Menunggu Konfirmasi Pelanggan').waitFor();
    await checkScreen(page, 'driver-dashboard-menunggu-konfirmasi');
  });

  it('the customer sees it delivered, looks at the driver’s proof and confirms receipt', async () => {
    const { code } = await deliveredOrderAtProvider(CUSTOMER, CUSTOMER_PASSWORD, CUSTOMER_NAME);
    const { page } = customer;
    await page.goto(`/RincianPesanan?code=${encodeURIComponent(code)}`);
    await expect.poll(() => page.getByTestId('status-pesanan').textContent(), { timeout: 15_000 }).toBe('Pesanan Telah di Kirim');

    await page.getByRole('link', { name: 'Lihat Bukti Pengiriman' }).click();
    await page.getByRole('heading', { name: 'Lihat Bukti Pengiriman' }).waitFor();
    await page.getByText(JAKARTA_DRIVER_NAME).waitFor();
    await page.getByText(JAKARTA_DRIVER).waitFor();
    await expectImageLoaded(page, `Bukti pengiriman pesanan ${code}`);

    await page.goBack();
    await page.getByRole('button', { name: 'Konfirmasi Pesanan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Pesanan' }).or(page.getByRole('dialog', { name: 'Konfirmasi Pesanan' }));
    await dialog.getByText('Apakah pesanan Anda sudah sampai dengan baik dan aman?').waitFor();
    await dialog.getByRole('button', { name: 'Konfirmasi', exact: true }).click();
    await page.waitForURL('**/Profile?tab=riwayat_transaksi');

    await page.goto(`/RincianPesanan?code=${encodeURIComponent(code)}`);
    await expect.poll(() => page.getByTestId('status-pesanan').textContent(), { timeout: 15_000 }).toBe('Pesanan Telah Diterima');
  });

  it('the driver finds it under Telah Diterima and opens Lihat Bukti Penerimaan', async () => {
    const { code } = await receivedOrderAtProvider(CUSTOMER, CUSTOMER_PASSWORD, CUSTOMER_NAME);
    const { page } = driver;
    await page.setViewportSize(PHONE);
    await page.goto('/dashboarddriver');
    await openDeliveryTab(page, 'Telah Diterima');
    await page.getByRole('listitem').filter({ hasText: code }).getByText('Pesanan Telah Diterima').waitFor();
    await checkScreen(page, 'driver-dashboard-telah-diterima');

    await detailOf(page, code).click();
    await page.getByRole('heading', { name: 'Detail Delivery Order' }).waitFor();
    await page.getByText('Pesanan Telah Diterima').waitFor();
    await checkScreen(page, 'driver-detail-telah-diterima');

    await page.getByRole('link', { name: 'Lihat Bukti Penerimaan' }).click();
    await page.getByRole('heading', { name: 'Lihat Bukti Penerimaan' }).waitFor();
    await page.getByText(code, { exact: true }).waitFor();
    await page.locator('#konten').getByText(JAKARTA_DRIVER_NAME).waitFor();
    await expectImageLoaded(page, `Bukti penerimaan pesanan ${code}`);
    await checkScreen(page, 'driver-lihat-bukti-penerimaan');
  });
});
