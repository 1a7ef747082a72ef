import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ANDROID, SCREENSHOT_DIR, launchBrowser, newPage, screenshot } from './browser.ts';
import { CUSTOMER_PASSWORD, productId, putInCart, signIn } from './customer-steps.ts';
import { DRIVER_PASSWORD } from './driver-steps.ts';
import { photoJpeg } from './proof-images.ts';
import { deliveredOrderAtProvider } from './lifecycle-steps.ts';
import { dispatchedOrderAtProvider, placeOrderAtProvider } from './provider.ts';
import { stack } from './stack.ts';
import { settled } from './screen-checks.ts';
import { steadyReading } from './phone-steps.ts';

/**
 * Thumb reach on a cheap Android phone (360 x 740, touch): each screen's main action is on the
 * first screen as it opens, with no scrolling, and no other bar lies over it (the driver's bottom
 * navigation). The figures of every run go to test-results/phone-reach.json.
 */
const CUSTOMER = 'member@contoh.id';
const CUSTOMER_NAME = 'Rina Wulandari';
const DRIVER = 'driver.jakarta@tulus.co.id';
const GALLON = 'Tulus Galon 16 L';

type Reach = { screen: string; action: string; top: number; bottom: number; viewportHeight: number; coveredBy: string | null };
const measured: Reach[] = [];

let browser: Browser;
let customer: { context: BrowserContext; page: Page };
let driver: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
  await signIn(customer.page, CUSTOMER);
  driver = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
  await driver.page.goto('/driver');
  await driver.page.getByLabel('Email').fill(DRIVER);
  await driver.page.getByLabel('Kata Sandi', { exact: true }).fill(DRIVER_PASSWORD);
  await driver.page.getByRole('button', { name: 'Login' }).click();
  await driver.page.waitForURL('**/dashboarddriver**');
  await rememberSentUpload(driver.page, DRIVER);
});

/**
 * A receipt this driver sent an hour ago, as the phone keeps it (IndexedDB 'tulus-driver', listed
 * for a day): the state every driver screen is in for most of a working day.
 */
async function rememberSentUpload(page: Page, owner: string): Promise<void> {
  await page.evaluate(
    (record) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('tulus-driver', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('uploads', { keyPath: 'id' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('uploads', 'readwrite');
          tx.objectStore('uploads').put(record);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    {
      id: 'e2e-sent-receipt',
      owner,
      path: '/api/uploads/delivery-receipt',
      title: 'Bukti penerimaan SO-CONTOH-0001',
      subject: 'receipt:0',
      fields: { sales_order_id: '0' },
      fileField: 'image',
      file: null,
      fileName: 'galon.jpg',
      capturedAt: Date.now() - 3_600_000,
      queuedAt: Date.now() - 3_600_000,
      state: 'sent',
      attempts: 1,
      nextTryAt: 0,
      sentAt: Date.now() - 3_600_000,
    },
  );
}

afterAll(async () => {
  writeFileSync(join(SCREENSHOT_DIR, '..', 'phone-reach.json'), `${JSON.stringify(measured, null, 2)}\n`);
  console.table(measured);
  await customer?.context.close();
  await driver?.context.close();
  await browser?.close();
});

/** Where the element is once the screen stops moving (data, pictures and fonts arrive after it shows). */
async function settledBox(page: Page, action: Locator) {
  const read = () =>
    action.evaluate((element) => {
      const box = element.getBoundingClientRect();
      // Whatever is drawn at the action's centre: the action itself, or a bar lying over it.
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const covered = hit && !element.contains(hit) && !hit.contains(element) ? hit.outerHTML.slice(0, 120) : null;
      return { top: Math.round(box.top), bottom: Math.round(box.bottom), viewportHeight: window.innerHeight, coveredBy: box.bottom > window.innerHeight ? null : covered };
    });
  return steadyReading(read, 300);
}

/**
 * Scrolled to the end of the page: the last line of its content (the footer's, or a driver screen's
 * last card), outside the bars fixed to the screen, and the top of the highest of those bars.
 */
async function lastLineAndBars(page: Page) {
  return page.evaluate(() => {
    const isFixed = (element: Element) => getComputedStyle(element).position === 'fixed';
    const inFixed = (element: Element | null): boolean => (element ? isFixed(element) || inFixed(element.parentElement) : false);
    const shown = (element: Element) => element.getBoundingClientRect().height > 0;
    const all = Array.from(document.body.querySelectorAll('*'));
    const bars = all.filter((element) => isFixed(element) && shown(element));
    const lines = all.filter((element) => shown(element) && Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) && !inFixed(element));
    const last = lines.at(-1)!;
    return {
      lastLine: last.textContent!.trim().slice(0, 60),
      lastLineBottom: Math.round(last.getBoundingClientRect().bottom),
      barsTop: bars.length ? Math.round(Math.min(...bars.map((bar) => bar.getBoundingClientRect().top))) : window.innerHeight,
    };
  });
}

/**
 * The action is inside the screen and nothing lies over it, with the page at this scroll position;
 * at the end of the page, the frame has kept room below the content for the bars, so its last line
 * shows above them rather than under them.
 */
async function measureAt(page: Page, where: 'top' | 'end', screen: string, action: Locator, actionName: string): Promise<void> {
  await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), where);
  const box = await settledBox(page, action);
  measured.push({ screen: where === 'top' ? screen : `${screen}, scrolled to the end`, action: actionName, ...box });
  // What the phone shows at that moment (the screen only, not the whole page).
  const slug = screen.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
  await screenshot(page, `reach-${slug}-${where}.png`);
  expect({ screen, where, ...box, onScreen: box.top >= 0 && box.bottom <= box.viewportHeight }).toMatchObject({ onScreen: true, coveredBy: null });
  if (where === 'end') {
    // Scrolled to the end again each time: the page can still grow below (the footer's branches arriving).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const end = await lastLineAndBars(page);
        return { screen, ...end, aboveTheBars: end.lastLineBottom <= end.barsTop };
      })
      .toMatchObject({ aboveTheBars: true });
  }
}

/**
 * Opens the screen as a tap on a link does, does what a person does first there (`prepare`: pick
 * a photo), and measures the main action at the top of the page and scrolled to its end.
 */
async function expectInReach(page: Page, path: string, screen: string, action: Locator, actionName: string, prepare?: () => Promise<void>): Promise<void> {
  await page.goto(path);
  await action.waitFor();
  await settled(page);
  await prepare?.();
  await measureAt(page, 'top', screen, action, actionName);
  await measureAt(page, 'end', screen, action, actionName);
}

describe('the main action on a 360 x 740 phone, as the screen opens', () => {
  let gallon = 0;

  // Each screen's order is the test's own, placed and moved along at the provider.
  const waitingOrder = () => placeOrderAtProvider(CUSTOMER, CUSTOMER_PASSWORD);
  const orderOnTheWay = () => dispatchedOrderAtProvider(CUSTOMER, CUSTOMER_PASSWORD, CUSTOMER_NAME);
  const deliveredOrder = () => deliveredOrderAtProvider(CUSTOMER, CUSTOMER_PASSWORD, CUSTOMER_NAME);

  beforeAll(async () => {
    gallon = await productId(customer.page, GALLON);
  });

  it('product detail: Tambah ke Keranjang', async () => {
    const { page } = customer;
    await expectInReach(page, `/DetailProduk?id=${gallon}`, 'product detail', page.getByRole('button', { name: 'Tambah ke Keranjang' }), 'Tambah ke Keranjang');
  });

  it('cart: Checkout', async () => {
    const { page } = customer;
    // A cart of its own (four gallons, over the minimum), written on the device: the product
    // screen's button has its own test above.
    await page.goto('/');
    await putInCart(page, [{ product_id: gallon, quantity: 4 }]);
    await page.goto('/Keranjang');
    const line = page.locator('[data-testid^="cart-item-"]', { hasText: GALLON });
    await expect.poll(() => line.getByRole('textbox', { name: `Jumlah ${GALLON}` }).inputValue()).toBe('4');
    await line.locator('[data-part="control"]').click();
    const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
    await expect.poll(() => checkout.isEnabled()).toBe(true);
    await measureAt(page, 'top', 'cart', checkout, 'Checkout');
    await measureAt(page, 'end', 'cart', checkout, 'Checkout');
  });

  it('checkout: Checkout', async () => {
    const { page } = customer;
    await expectInReach(page, `/Checkout?items=${gallon}x4`, 'checkout', page.getByRole('button', { name: 'Checkout', exact: true }), 'Checkout');
  });

  // The payment method's own pages, opened from the checkout's 'Lihat semua metode pembayaran' (a cold load here).
  it('payment methods: Pilih', async () => {
    const { page } = customer;
    await expectInReach(page, `/PilihMetodePembayaran?items=${gallon}x4`, 'payment methods', page.getByRole('button', { name: 'Pilih', exact: true }), 'Pilih');
  });

  it('bank accounts: Pilih', async () => {
    const { page } = customer;
    await expectInReach(page, `/DetailMetodePembayaran?items=${gallon}x4`, 'bank accounts', page.getByRole('button', { name: 'Pilih', exact: true }), 'Pilih');
  });

  it('payment confirmation: Upload Bukti Pembayaran', async () => {
    const waiting = await waitingOrder();
    const { page } = customer;
    await expectInReach(page, `/Pembayaran?code=${waiting.code}`, 'payment confirmation', page.getByRole('link', { name: 'Upload Bukti Pembayaran' }), 'Upload Bukti Pembayaran');
  });

  it('proof upload: Kirim Bukti', async () => {
    const waiting = await waitingOrder();
    const { page } = customer;
    await expectInReach(page, `/Uploadbukti?code=${waiting.code}`, 'proof upload, photo picked', page.getByRole('button', { name: 'Kirim Bukti' }), 'Kirim Bukti', async () => {
      await page.getByLabel('Bukti Transfer').setInputFiles(await photoJpeg('transfer.jpg'));
      await page.getByAltText('Pratinjau bukti pembayaran').waitFor();
    });
  });

  it("order detail, waiting for the transfer: Upload Bukti Pembayaran", async () => {
    const waiting = await waitingOrder();
    const { page } = customer;
    await expectInReach(page, `/RincianPesanan?code=${waiting.code}`, 'order detail (menunggu pembayaran)', page.getByRole('link', { name: 'Upload Bukti Pembayaran' }), 'Upload Bukti Pembayaran');
  });

  it('order detail, delivered: Konfirmasi Pesanan', async () => {
    const delivered = await deliveredOrder();
    const { page } = customer;
    await expectInReach(page, `/RincianPesanan?code=${delivered.code}`, 'order detail (telah dikirim)', page.getByRole('button', { name: 'Konfirmasi Pesanan' }), 'Konfirmasi Pesanan');
  });

  it('driver delivery detail: Upload Bukti Penerimaan', async () => {
    const onTheWay = await orderOnTheWay();
    const { page } = driver;
    await expectInReach(page, `/DetailDeliveryOrder?code=${onTheWay.code}`, 'driver delivery detail', page.getByRole('link', { name: 'Upload Bukti Penerimaan' }), 'Upload Bukti Penerimaan');
  });

  it('driver receipt upload: Upload', async () => {
    const onTheWay = await orderOnTheWay();
    const { page } = driver;
    await expectInReach(page, `/UploadBuktiPenerimaan?id=${onTheWay.id}&code=${onTheWay.code}`, 'driver receipt upload, photo picked', page.getByRole('button', { name: 'Upload', exact: true }), 'Upload', async () => {
      await page.getByLabel('Foto Bukti Penerimaan').setInputFiles(await photoJpeg('diterima.jpg'));
      await page.getByAltText(`Pratinjau bukti penerimaan ${onTheWay.code}`).waitFor();
    });
  });

  it('driver product return: Kirim Pengembalian', async () => {
    const { page } = driver;
    await expectInReach(page, '/dashboarddriver?tab=return', 'driver product return, photo picked', page.getByRole('button', { name: 'Kirim Pengembalian' }), 'Kirim Pengembalian', async () => {
      await page.getByLabel('Bukti Pengembalian').setInputFiles(await photoJpeg('kembali.jpg'));
      await page.getByAltText('Pratinjau bukti pengembalian').waitFor();
    });
  });
});
