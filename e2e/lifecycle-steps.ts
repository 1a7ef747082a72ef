import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseBca, deliverOrder } from './customer-steps.ts';
import { photoJpeg } from './proof-images.ts';
import { payAtProvider, placeOrderAtProvider, providerCall, type ProviderOrder } from './provider.ts';

const PRODUCT = 'Tulus Galon 16 L';

/** Today in Jakarta as an <input type="date"> value (the checkout's minimum). */
function todayInJakarta(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/**
 * The customer puts three 16 L gallons in the cart (Rp 100.500 at the sahabat price, just over
 * the minimum), checks out to branch JKT01 for today and returns the new order's code.
 */
export async function placeOrder(page: Page): Promise<string> {
  await page.goto('/');
  await page.locator('#full-produk').getByRole('link', { name: new RegExp(PRODUCT) }).first().click();
  await page.getByRole('heading', { name: PRODUCT }).waitFor();
  const more = page.getByRole('button', { name: `Tambah jumlah ${PRODUCT}` });
  await more.click();
  await more.click();
  await expect.poll(() => page.getByRole('textbox', { name: `Jumlah ${PRODUCT}` }).inputValue()).toBe('3');
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await page.getByText('Produk telah ditambahkan ke keranjang').waitFor();

  await page.getByRole('link', { name: 'Lihat Pesanan' }).click();
  await page.getByRole('heading', { name: 'Keranjang' }).waitFor();
  // A fresh browser's cart holds only this product.
  await page.getByText('Pilih semua').click();
  await expect.poll(() => page.getByRole('checkbox', { name: `Pilih ${PRODUCT}` }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/Checkout**');

  await chooseBca(page);

  await page.getByRole('button', { name: 'Pilih Cabang' }).click();
  const branches = page.getByRole('dialog', { name: 'Pilih Cabang Pengiriman' });
  await branches.getByText('DC Jakarta', { exact: true }).click();
  await branches.getByRole('button', { name: 'Pilih', exact: true }).click();
  await expect.poll(() => page.getByLabel('Pilih Cabang Pengiriman').inputValue()).toBe('DC Jakarta');

  await page.getByLabel('Pilih Waktu Pengiriman').fill(todayInJakarta());
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();

  const placed = page.getByRole('alertdialog', { name: 'Sukses! Pesanan Anda telah berhasil dibuat.' });
  await placed.waitFor({ timeout: 20_000 });
  const code = (await placed.locator('strong').textContent())?.trim() ?? '';
  expect(code).toMatch(/\S/);
  await placed.getByRole('button', { name: 'Bayar' }).click();
  await page.waitForURL('**/Pembayaran**');
  return code;
}

/** From the payment confirmation: the customer uploads the transfer receipt for the full total. */
export async function payOrder(page: Page, senderName: string): Promise<void> {
  await page.getByRole('link', { name: 'Upload Bukti Pembayaran' }).click();
  await page.getByRole('heading', { name: 'Form Bukti Pembayaran' }).waitFor();
  const total = page.getByTestId('total-bayar');
  await expect.poll(() => total.textContent()).toMatch(/\d/);
  const amount = ((await total.textContent()) ?? '').replace(/\D/g, '');
  await page.getByLabel('Nama Pengirim').fill(senderName);
  await page.getByLabel('Nama Bank').fill('BCA');
  await page.getByLabel('Nomor Rekening').fill('8830123456');
  await page.getByLabel('Jumlah Pembayaran').fill(amount);
  await page.getByLabel('Bukti Transfer').setInputFiles(await photoJpeg('bukti-transfer.jpg', '#2b6cb0'));
  await page.getByRole('img', { name: 'Pratinjau bukti pembayaran' }).waitFor();
  await page.getByRole('button', { name: 'Kirim Bukti' }).click();
  await page.getByText('Bukti pembayaran berhasil diunggah!').waitFor({ timeout: 20_000 });
}

/**
 * The customer's order as the Jakarta driver left it at the door (pesanan_telah_dikirim), set up
 * at the provider: for a step of the journey whose earlier steps are other tests.
 */
export async function deliveredOrderAtProvider(email: string, password: string, senderName: string): Promise<ProviderOrder> {
  const order = await placeOrderAtProvider(email, password);
  await payAtProvider(order, senderName);
  await deliverOrder(order.code);
  return order;
}

/** Delivered, and the customer has confirmed receipt (pesanan_telah_diterima). */
export async function receivedOrderAtProvider(email: string, password: string, senderName: string): Promise<ProviderOrder> {
  const order = await deliveredOrderAtProvider(email, password, senderName);
  const token = order.auth.authorization.replace(/^Bearer /, '');
  const confirmed = await providerCall<{ status_sales_order: string }>('/update-received-confirmation', { sales_order_code: order.code }, token);
  if (confirmed.status_sales_order !== 'pesanan_telah_diterima') throw new Error(`confirmation left ${order.code} ${confirmed.status_sales_order}`);
  return order;
}
