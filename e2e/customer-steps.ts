import { expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { newPage } from './browser.ts';
import { ops } from './provider.ts';
import { signInContext } from './sign-in.ts';
import { stack } from './stack.ts';

/** Every seed customer's password (mock-provider/src/db/seed.ts). */
export const CUSTOMER_PASSWORD = 'Rahasia123!';

/** Text as a customer reads it: Rupiah amounts carry a no-break space, lines wrap. */
export async function visibleText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** 'Rp 63.000', written the way the shop shows money (id-ID, no decimals). */
export function rupiah(amount: number): string {
  return `Rp ${amount.toLocaleString('id-ID')}`;
}

/** YYYY-MM-DD of today plus `days`, on the shop's (Jakarta) calendar. */
export function jakartaDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
}

/**
 * Signs the customer in (through the gateway: sign-in.ts) and opens the home page, greeted by name: where a
 * signed-in journey starts, as the login form leaves a customer (signInThroughForm).
 */
export async function signIn(page: Page, email: string, password = CUSTOMER_PASSWORD): Promise<void> {
  await signInContext(page.context(), { email, password });
  await page.goto('/');
  await page.getByRole('heading', { name: /^Hai, / }).waitFor();
}

/** Signs the customer in as a person does: the login form filled in, on to the home page, greeted by name. */
export async function signInThroughForm(page: Page, email: string, password = CUSTOMER_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: /^Hai, / }).waitFor();
}

/** A fresh browser profile signed in as this customer. */
export async function customerPage(browser: Browser, email: string) {
  const opened = await newPage(browser, stack().baseUrl);
  await signIn(opened.page, email);
  return opened;
}

/** A small real PNG (a blue transfer slip), as a phone camera would hand over. */
export async function receiptPhoto(label = 'bukti-transfer'): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 110, b: 200 } } })
    .png()
    .toBuffer();
  return { name: `${label}.png`, mimeType: 'image/png', buffer };
}

/** The product's id, read from its card on the home page (the card links to /DetailProduk?id=N). */
export async function productId(page: Page, name: string): Promise<number> {
  await page.goto('/');
  const link = page.locator('#full-produk').getByRole('link', { name, exact: true });
  const href = await link.getAttribute('href');
  const id = Number(new URL(href ?? '', 'http://x').searchParams.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`no product id for ${name} (${href})`);
  return id;
}

/** From the home grid to the product page, quantity set, into the cart. */
export async function addToCart(page: Page, name: string, quantity: number): Promise<void> {
  await page.goto('/');
  await page.locator('#full-produk').getByRole('link', { name, exact: true }).click();
  await page.waitForURL('**/DetailProduk?id=*');
  await page.getByRole('heading', { level: 1, name }).waitFor();
  // The shown page's: the home page, kept hidden under it, may hold a product page drawn ahead.
  const amount = page.getByLabel(`Jumlah ${name}`, { exact: true }).filter({ visible: true });
  await amount.fill(String(quantity));
  await amount.press('Enter');
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await page.getByText('Produk telah ditambahkan ke keranjang').waitFor();
}

type OpsOrder = { id: number; status_sales_order: string };

/**
 * What happens between the customer's proof upload and the door, with no customer screen:
 * ops approves and dispatches, then the branch's driver uploads the receipt photo (through the
 * provider's own API; the driver screens have their own journeys).
 */
export async function deliverOrder(salesOrderCode: string): Promise<void> {
  await ops('approve-payment', { sales_order_code: salesOrderCode });
  const dispatched = (await ops('dispatch-order', { sales_order_code: salesOrderCode })) as OpsOrder;
  const provider = `${stack().providerUrl}/api/tulus/v1`;
  const login = await fetch(`${provider}/check-login-driver`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'driver.jakarta@tulus.co.id', password: 'Driver123!' }),
  });
  const driver = (await login.json()) as { token: string; data: { id: number } };
  const photo = await receiptPhoto('diterima');
  const form = new FormData();
  form.set('sales_order_id', String(dispatched.id));
  form.set('is_approve', 'true');
  form.set('is_reject', 'false');
  form.set('driver_id', String(driver.data.id));
  form.set('notes', 'Diterima oleh satpam');
  form.set('image', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  const res = await fetch(`${provider}/update-status-order-received`, {
    method: 'POST',
    headers: { authorization: `Bearer ${driver.token}` },
    body: form,
  });
  const json = (await res.json()) as { status: string; message: string };
  if (json.status !== 'ok') throw new Error(`driver receipt failed: ${json.message}`);
}

/**
 * The cart as the shop keeps it on the device (spec: localStorage cartItems), written straight
 * into this browser: a test starts from its own cart rather than the one an earlier test left.
 * The page must be on the shop's origin; the next page load reads it.
 */
export async function putInCart(page: Page, items: Array<{ product_id: number; quantity: number }>): Promise<void> {
  await page.evaluate((cart) => {
    localStorage.setItem('cartItems', JSON.stringify(cart));
    localStorage.setItem('cartUpdated', 'false');
  }, items);
}

/**
 * Picks the order a complaint is about, once the customer's orders have loaded: until then 'Nomor
 * Pesanan' is a text field (client/src/features/complaints/OrderCodeField.tsx), which selectOption refuses.
 */
export async function chooseComplaintOrder(page: Page, code: string): Promise<void> {
  const field = page.getByLabel('Nomor Pesanan');
  await expect.poll(() => field.evaluate((element) => element.tagName)).toBe('SELECT');
  await field.selectOption(code);
}

/** The checkout paid by BCA transfer: 'Pilih Metode Pembayaran', BCA, 'Pilih', then 'Gunakan' on its details. */
export async function chooseBca(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pilih Metode Pembayaran' }).click();
  const methods = page.getByRole('dialog', { name: 'Pilih Metode Pembayaran' });
  await methods.getByText('BCA', { exact: true }).click();
  await methods.getByRole('button', { name: 'Pilih', exact: true }).click();
  await page.getByRole('dialog', { name: 'Detail Metode Pembayaran' }).getByRole('button', { name: 'Gunakan' }).click();
}

/** Opens the proof form of the order (by its code) and fills it for the order's whole total, from `sender`, with this photo. */
export async function fillProof(page: Page, order: { code: string; total_amount: number }, sender: string, photo: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.goto(`/Uploadbukti?code=${order.code}`);
  await page.getByRole('heading', { name: 'Form Bukti Pembayaran' }).waitFor();
  await page.getByLabel('Nama Pengirim').fill(sender);
  await page.getByLabel('Nama Bank').fill('BCA');
  await page.getByLabel('Nomor Rekening').fill('8830123456');
  await page.getByLabel('Jumlah Pembayaran').fill(String(order.total_amount));
  await page.getByLabel('Bukti Transfer').setInputFiles(photo);
  await page.getByAltText('Pratinjau bukti pembayaran').waitFor();
}
