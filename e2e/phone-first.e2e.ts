import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Locator, Page, Route } from 'playwright-core';
import { firstDeliveryDate } from '@tulus/shared/rules/dates';
import { FORM_DRAFT_PHOTO_AGAIN, FORM_DRAFT_RESTORED } from '@tulus/shared/rules/messages';
import {
  CHECKOUT_ADDRESS_COORDINATES,
  CHECKOUT_BRANCH,
  CHECKOUT_DELIVERY_DATE,
  CHECKOUT_PAYMENT_METHOD,
  PROOF_ORDER_ID_MISSING,
  PROOF_UPLOAD_SUCCESS,
} from '@tulus/shared/rules/messages';
import { ANDROID, launchBrowser, newPage, pressBack, waitUntouched } from './browser.ts';
import { chooseBca, chooseComplaintOrder, deliverOrder, jakartaDate, productId, receiptPhoto, signIn, visibleText } from './customer-steps.ts';
import { checkScreen } from './screen-checks.ts';
import { noisyJpeg, photoJpeg } from './proof-images.ts';
import { VERY_WEAK_SIGNAL, WEAK_SIGNAL, expectProgressPast, expectRisingProgress, percentagesUntil, recordProgress, throttleUploads } from './upload-steps.ts';
import { smallTargets } from './tap-targets.ts';
import { countRows, freshCustomerWithAddress, listOrders, payAtProvider, placeOrderAtProvider, type TestCustomer, type ProviderOrder } from './provider.ts';
import { countCalls, doubleTap, fingerDoubleTap, fromTheCart, onSlowPhone, type Tap } from './once-steps.ts';
import { HYDRATION_ERROR, holdAppScript, hydrated, landOnDrawn, openDrawn } from './drawn-steps.ts';
import { stack } from './stack.ts';

/**
 * Issue 16 on a cheap Android phone (360 x 740, touch): uploads that show their progress and can
 * be stopped, 'Salin' for the transfer, a checkout that fills in what has one right answer and
 * takes the customer to the field at fault, vouchers that do not vanish, complaints from an order,
 * notifications with read state, and targets big enough for a thumb.
 */
const GALLON = 'Tulus Galon 16 L';

let browser: Browser;
let customer: TestCustomer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await freshCustomerWithAddress('Dewi Lestari');
  ({ context, page } = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, customer.email, customer.password);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** A product card's product name: its first line. */
const cardName = async (card: Locator) => (await card.innerText()).split('\n')[0]!.trim();

/** Marks a page's element, to tell later whether a page shows it still or a new one made in its place. */
const markKept = (element: Locator) => element.evaluate((found) => void ((found as HTMLElement & { kept?: boolean }).kept = true));
const isKept = (element: Locator) => element.evaluate((found) => (found as HTMLElement & { kept?: boolean }).kept === true);

type Box = { x: number; y: number; width: number; height: number };

/** The middle of where two boxes overlap (a dialog's button and what the page has under it), if they do. */
function overlapOf(a: Box, b: Box): { x: number; y: number } | undefined {
  const left = Math.max(a.x, b.x);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const top = Math.max(a.y, b.y);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > left && bottom > top ? { x: (left + right) / 2, y: (top + bottom) / 2 } : undefined;
}

/** An element's box once it has stopped moving: a dialog zooms in as it opens. */
async function settledBox(locator: Locator): Promise<Box> {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await locator.boundingBox());
      const same = now === last;
      last = now;
      return same;
    }, { interval: 100 })
    .toBe(true);
  return JSON.parse(last) as Box;
}

/** The name of the button or link that a tap at `point` reaches now: its aria-label, else its text. */
const reachedAt = (page: Page, point: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => {
    const target = document.elementFromPoint(x, y)?.closest('button, a');
    return target ? (target.getAttribute('aria-label') ?? target.textContent?.trim()) : null;
  }, point);

/** Whether the app's root is hidden from screen readers, as an open picker hides the page behind it. */
const rootHidden = (page: Page) => page.evaluate(() => document.getElementById('root')!.hasAttribute('aria-hidden'));

/** Whether the element lies within the phone's screen as it is scrolled now. */
async function onScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  });
}

/**
 * The gateway answers the page's calls, but `procedure` fails (the provider down for that call,
 * 'Network error' in its words) until `back()`; the other calls of the same batch pass. `stop()`
 * takes the rewrite away.
 */
async function providerDownFor(page: Page, procedure: string): Promise<{ back: () => void; stop: () => Promise<void> }> {
  let down = true;
  let stopped = false;
  const handler = async (route: Route) => {
    try {
      const response = await route.fetch();
      const procedures = new URL(route.request().url()).pathname.slice('/trpc/'.length).split(',');
      const body = (await response.json()) as unknown[];
      if (down) {
        procedures.forEach((name, i) => {
          if (name === procedure) body[i] = { error: { message: 'Network error', code: -32603, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, path: name } } };
        });
      }
      await route.fulfill({ response, json: body });
    } catch (error) {
      // A call still on its way when the rewrite is taken away: Playwright then lets the browser's
      // request go on by itself, and this one's answer is no longer wanted.
      if (!stopped) throw error;
    }
  };
  const batches = new RegExp(`/trpc/[^?]*${procedure.replace('.', '\\.')}[^?]*\\?batch=1`);
  await page.route(batches, handler);
  return {
    back: () => void (down = false),
    stop: () => {
      stopped = true;
      return page.unroute(batches, handler);
    },
  };
}

/** How many orders the provider holds for this file's customer: all of them, and those at DC Jakarta (the branch that delivers to the address). */
const ordersOfCustomer = () => ({
  all: countRows('SELECT COUNT(*) AS n FROM sales_orders WHERE customer_code = ?', customer.customer_code),
  atJakarta: countRows("SELECT COUNT(*) AS n FROM sales_orders WHERE customer_code = ? AND kd_cabang = 'JKT01'", customer.customer_code),
});

/** Fills the proof form for the order's whole total, with this photo. */
async function fillProof(page: Page, order: ProviderOrder, photo: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.goto(`/Uploadbukti?code=${order.code}`);
  await page.getByRole('heading', { name: 'Form Bukti Pembayaran' }).waitFor();
  await page.getByLabel('Nama Pengirim').fill(customer.name);
  await page.getByLabel('Nama Bank').fill('BCA');
  await page.getByLabel('Nomor Rekening').fill('8830123456');
  await page.getByLabel('Jumlah Pembayaran').fill(String(order.total_amount));
  await page.getByLabel('Bukti Transfer').setInputFiles(photo);
  await page.getByAltText('Pratinjau bukti pembayaran').waitFor();
}

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
    await fillProof(page, order, photo);
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
      await fillProof(page, order, await receiptPhoto());
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
});

describe('checkout on a phone', () => {
  let gallon = 0;
  beforeAll(async () => {
    gallon = await productId(page, GALLON);
  });

  /**
   * Four gallons' checkout opened afresh, in an entry of its own as from the cart. A goto to the address
   * already on screen is a reload to Chromium, which keeps the choices the checkout wrote into its entry
   * (decision 070): the branch or the date an earlier test chose.
   */
  const openCheckout = async () => {
    await page.goto('about:blank');
    await page.goto(`/Checkout?items=${gallon}x4`);
  };

  it('fills in the only branch that delivers to the address and the first delivery date, and says when a branch is far', async () => {
    await openCheckout();
    const branch = page.getByRole('textbox', { name: 'Pilih Cabang Pengiriman' });
    await expect.poll(() => branch.inputValue(), { timeout: 10_000 }).toBe('DC Jakarta');
    await page.getByText('Dipilih otomatis: cabang yang melayani alamat Anda.').waitFor();
    await expect.poll(() => page.getByLabel('Pilih Waktu Pengiriman').inputValue()).toBe(firstDeliveryDate(Date.now()));

    await page.getByRole('button', { name: 'Pilih Cabang' }).click();
    const chooser = page.getByRole('dialog', { name: 'Pilih Cabang Pengiriman' });
    const distances = await chooser.getByText(/^Jarak /).allTextContents();
    for (const text of distances) expect(text).toMatch(/^Jarak \d{1,3}(\.\d{3})*,\d km$/);
    await chooser.getByText('Jauh dari alamat Anda').waitFor();
    await chooser.getByText('DC Surabaya').click();
    await chooser.getByRole('button', { name: 'Pilih', exact: true }).click();
    await expect.poll(() => branch.inputValue()).toBe('DC Surabaya');
    await expect.poll(() => visibleText(page.getByTestId('far-branch'))).toMatch(/^DC Surabaya berjarak \d{3},\d km dari alamat Anda\./);
    await checkScreen(page, 'checkout-far-branch');
  });

  it('opens the branch chooser on the branch the checkout shows, and forgets a choice left with Batal', async () => {
    await openCheckout();
    const branch = page.getByRole('textbox', { name: 'Pilih Cabang Pengiriman' });
    await expect.poll(() => branch.inputValue(), { timeout: 10_000 }).toBe('DC Jakarta');
    // Long enough for the chooser to be drawn ahead, hidden, before it is opened (PickerDialog).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    const open = async () => {
      await page.getByRole('button', { name: 'Pilih Cabang' }).click();
      const chooser = page.getByRole('dialog', { name: 'Pilih Cabang Pengiriman' });
      await chooser.getByText('DC Surabaya').waitFor();
      return chooser;
    };
    const checked = (chooser: Locator, name: string) => chooser.getByRole('radio', { name: new RegExp(name) }).isChecked();

    let chooser = await open();
    await expect.poll(() => checked(chooser, 'DC Jakarta')).toBe(true);
    await chooser.getByText('DC Surabaya').click();
    await expect.poll(() => checked(chooser, 'DC Surabaya')).toBe(true);
    await chooser.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await branch.inputValue()).toBe('DC Jakarta');

    chooser = await open();
    await expect.poll(() => checked(chooser, 'DC Jakarta')).toBe(true);
    expect(await checked(chooser, 'DC Surabaya')).toBe(false);
  });

  it("chooses a branch card with a finger's double tap on a phone slowed 4x, not one that does not deliver yet, and with the arrow keys", async () => {
    await openCheckout();
    const branch = page.getByRole('textbox', { name: 'Pilih Cabang Pengiriman' });
    await expect.poll(() => branch.inputValue(), { timeout: 10_000 }).toBe('DC Jakarta');
    await page.getByRole('button', { name: 'Pilih Cabang' }).click();
    const chooser = page.getByRole('dialog', { name: 'Pilih Cabang Pengiriman' });
    const list = chooser.getByRole('radiogroup', { name: 'Daftar cabang' });
    // Each card's input is named by its branch alone, as a screen reader reads the list.
    const card = (name: string) => list.getByRole('radio', { name, exact: true });
    await card('DC Surabaya').waitFor({ state: 'attached' });
    await checkScreen(page, 'checkout-branch-chooser');
    const centre = async (name: string) => {
      // The card is the radio's label; the locator in `has` is matched inside each label.
      const box = (await list.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };

    // A branch that does not deliver yet cannot be chosen: the choice stays where it was.
    await onSlowPhone(page, async () => fingerDoubleTap(page, await centre('DC Semarang')));
    await expect.poll(() => card('DC Jakarta').isChecked()).toBe(true);
    expect(await card('DC Semarang').isChecked()).toBe(false);

    // A double tap chooses once: the second tap leaves the card chosen.
    await onSlowPhone(page, async () => fingerDoubleTap(page, await centre('DC Surabaya')));
    await expect.poll(() => card('DC Surabaya').isChecked()).toBe(true);
    await expect.poll(() => chooser.locator('label[data-state="checked"]').count()).toBe(1);
    expect(await card('DC Jakarta').isChecked()).toBe(false);

    // The keyboard: the chosen card takes the focus, an arrow moves the choice, past the branch that does not deliver.
    await card('DC Surabaya').focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => card('DC Jakarta').isChecked()).toBe(true);
    expect(await card('DC Jakarta').evaluate((input) => input === document.activeElement)).toBe(true);
    // One Tab stop for the whole list: Tab leaves it for the picker's buttons.
    await page.keyboard.press('Tab');
    await expect.poll(() => chooser.getByRole('button', { name: 'Batal' }).evaluate((button) => button === document.activeElement)).toBe(true);

    await chooser.getByRole('button', { name: 'Pilih', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => branch.inputValue()).toBe('DC Jakarta');
  });

  it('walks the payment method pages on a phone slowed 4x: a double tap chooses a card once, and Back shows each page with the card it was left with, scrolled as it was left', async () => {
    await openCheckout();
    await page.getByRole('link', { name: 'Lihat semua metode pembayaran' }).click();
    const methods = page.getByRole('radiogroup', { name: 'Metode pembayaran' });
    const transfer = methods.getByRole('radio', { name: 'Transfer Bank', exact: true });
    await doubleTap(page, methods.getByText('Transfer Bank', { exact: true }), 'dblclick');
    await expect.poll(() => transfer.isChecked()).toBe(true);
    expect(await methods.locator('label[data-state="checked"]').count()).toBe(1);
    // The customer's thumb has moved the page a little, toward 'Pilih'.
    const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(scrolled).toBe(120);
    await page.getByRole('button', { name: 'Pilih', exact: true }).click();
    await page.waitForURL('**/DetailMetodePembayaran?*');
    // A new page opens at its top.
    await expect.poll(scrolled).toBe(0);
    const accounts = page.getByRole('radiogroup', { name: 'Rekening tujuan' });
    const bca = accounts.getByRole('radio', { name: 'BCA', exact: true });
    await doubleTap(page, accounts.getByText('BCA', { exact: true }), 'dblclick');
    await expect.poll(() => bca.isChecked()).toBe(true);

    // Back before 'Pilih': the methods page as it was left, 'Transfer Bank' still chosen, so 'Pilih' alone
    // goes on, and scrolled where it was (the page wrote the choice into its own entry as it moved on).
    await page.goBack();
    await page.waitForURL('**/PilihMetodePembayaran?*');
    await expect.poll(() => transfer.isChecked()).toBe(true);
    await expect.poll(scrolled).toBe(120);
    await page.getByRole('button', { name: 'Pilih', exact: true }).click();
    await page.waitForURL('**/DetailMetodePembayaran?*');
    await accounts.getByText('BCA', { exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect.poll(scrolled).toBe(80);
    await page.getByRole('button', { name: 'Pilih', exact: true }).click();
    await page.waitForURL('**/Checkout?*');
    await expect.poll(() => visibleText(page.getByTestId('metode-terpilih'))).toBe('BCA');

    // Back from the checkout: the accounts with BCA chosen, then the methods with 'Transfer Bank', each where it was left.
    await page.goBack();
    await page.waitForURL('**/DetailMetodePembayaran?*');
    await expect.poll(() => bca.isChecked()).toBe(true);
    await expect.poll(scrolled).toBe(80);
    await page.goBack();
    await page.waitForURL('**/PilihMetodePembayaran?*');
    await expect.poll(() => transfer.isChecked()).toBe(true);
    await expect.poll(scrolled).toBe(120);
  });

  it('keeps the branch, the delivery date and the voucher chosen while the payment method is chosen on its own pages, through Back and a reload', async () => {
    // A customer of its own: the voucher it claims is no other test's.
    const own = await freshCustomerWithAddress('Rina Kusuma');
    const phone = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
    const tab = phone.page;
    try {
      await signIn(tab, own.email, own.password);
      await tab.goto('/Profile?tab=voucher_saya');
      await tab.getByTestId('claimable-vouchers').getByRole('button', { name: 'Klaim voucher HEMAT10K' }).click();
      await tab.getByTestId('my-vouchers').getByTestId('voucher-HEMAT10K').waitFor();

      await tab.goto(`/Checkout?items=${gallon}x4`);
      const branch = tab.getByRole('textbox', { name: 'Pilih Cabang Pengiriman' });
      await expect.poll(() => branch.inputValue(), { timeout: 10_000 }).toBe('DC Jakarta');
      await tab.getByRole('button', { name: 'Pilih Cabang' }).click();
      const chooser = tab.getByRole('dialog', { name: 'Pilih Cabang Pengiriman' });
      await chooser.getByText('DC Surabaya', { exact: true }).click();
      await chooser.getByRole('button', { name: 'Pilih', exact: true }).click();
      await expect.poll(() => branch.inputValue()).toBe('DC Surabaya');
      const date = tab.getByLabel('Pilih Waktu Pengiriman');
      await date.fill(jakartaDate(3));
      await tab.getByRole('button', { name: 'Pilih Voucher' }).click();
      const vouchers = tab.getByRole('dialog', { name: 'Pilih Voucher' });
      await vouchers.getByText('HEMAT10K').click();
      await vouchers.getByRole('button', { name: 'Gunakan Voucher' }).click();
      await tab.getByText('Voucher Terpakai: 1').waitFor();
      const asChosen = async () => {
        await expect.poll(() => branch.inputValue(), { timeout: 10_000 }).toBe('DC Surabaya');
        await expect.poll(() => date.inputValue()).toBe(jakartaDate(3));
        await expect.poll(() => tab.getByText('Voucher Terpakai: 1').count()).toBe(1);
      };

      // The method on its own pages, then back to the checkout by 'Pilih': the rest as it was chosen.
      await tab.getByRole('link', { name: 'Lihat semua metode pembayaran' }).click();
      await tab.getByRole('radiogroup', { name: 'Metode pembayaran' }).getByText('Transfer Bank', { exact: true }).click();
      await tab.getByRole('button', { name: 'Pilih', exact: true }).click();
      await tab.getByRole('radiogroup', { name: 'Rekening tujuan' }).getByText('BCA', { exact: true }).click();
      await tab.getByRole('button', { name: 'Pilih', exact: true }).click();
      await tab.waitForURL('**/Checkout?*');
      await expect.poll(() => visibleText(tab.getByTestId('metode-terpilih'))).toBe('BCA');
      await asChosen();

      // A reload on a patchy line, and Back to the checkout the pages were opened from: the same.
      await tab.reload();
      await asChosen();
      await tab.goBack();
      await tab.goBack();
      await tab.goBack();
      await tab.waitForURL((url) => url.pathname === '/Checkout');
      await asChosen();
    } finally {
      await phone.context.close();
    }
  });

  it("says why the bank accounts could not be read, and 'Coba lagi' in the picker reads them again", async () => {
    const provider = await providerDownFor(page, 'payments.methods');
    try {
      await openCheckout();
      await page.getByRole('button', { name: 'Pilih Metode Pembayaran' }).click();
      const methods = page.getByRole('dialog', { name: 'Pilih Metode Pembayaran' });
      await methods.getByRole('alert').getByText('Network error').waitFor();
      await checkScreen(page, 'checkout-payment-methods-failed');
      provider.back();
      await methods.getByRole('button', { name: 'Coba lagi' }).click();
      await methods.getByText('BCA', { exact: true }).click();
      await expect.poll(() => methods.getByRole('alert').count()).toBe(0);
      await methods.getByRole('button', { name: 'Pilih', exact: true }).click();
      await page.getByRole('dialog', { name: 'Detail Metode Pembayaran' }).getByRole('button', { name: 'Gunakan' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    } finally {
      await provider.stop();
    }
  });

  /**
   * The checkout opened while `procedure`'s read fails, `opened` waiting for what the page shows then,
   * and paid by BCA. A tap while the read still fails says 'Network error' at the field it belongs to
   * and orders nothing. With the signal back, but the page not asking again, `tap` on 'Checkout' places
   * one order at the branch that delivers to the address, and no rule about the unread part is shown;
   * Back and forward again finds that order, not a new checkout.
   */
  async function checkoutAfterLostRead(procedure: string, lines: string, opened: () => Promise<void>, field: Locator, tap: Tap, rules: string[]): Promise<void> {
    const before = ordersOfCustomer();
    const read = await providerDownFor(page, procedure);
    try {
      // Lines of its own: a checkout once ordered offers that order instead (checkout-key.ts).
      await page.goto(`/Checkout?items=${lines}`);
      await opened();
      await chooseBca(page);
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
      await checkout.click();
      await expect.poll(() => visibleText(field.getByTestId('checkout-problem'))).toBe('Network error');
      expect(ordersOfCustomer()).toEqual(before);

      read.back();
      await doubleTap(page, checkout, tap);
      await page.getByRole('alertdialog', { name: 'Sukses! Pesanan Anda telah berhasil dibuat.' }).waitFor({ timeout: 20_000 });
      for (const rule of rules) expect(await page.getByText(rule).count()).toBe(0);
      const after = { all: before.all + 1, atJakarta: before.atJakarta + 1 };
      expect(ordersOfCustomer()).toEqual(after);
      // Back, and forward to the checkout again: it offers that order, and makes no second one.
      await page.goBack();
      await page.goForward();
      await page.getByTestId('already-ordered').waitFor();
      expect(ordersOfCustomer()).toEqual(after);
    } finally {
      await read.stop();
    }
  }

  it("places the order when the addresses could not be read as the checkout opened: 'Checkout' reads them again instead of calling the address incomplete", async () => {
    const kirimKe = page.getByTestId('kirim-ke');
    await checkoutAfterLostRead('addresses.list', `${gallon}x5`, () => kirimKe.getByText('Network error').waitFor(), kirimKe, 'dblclick', [CHECKOUT_ADDRESS_COORDINATES, CHECKOUT_BRANCH]);
  });

  it("places the order when the branches could not be read as the checkout opened: 'Checkout' reads them again instead of asking for a branch", async () => {
    const opened = async () => {
      await page.getByTestId('kirim-ke').getByText(/^Jl\. /).first().waitFor();
      expect(await page.getByRole('textbox', { name: 'Pilih Cabang Pengiriman' }).inputValue()).toBe('');
    };
    await checkoutAfterLostRead('branches.forCustomer', `${gallon}x6`, opened, page.getByTestId('pengiriman'), 'two clicks in one task', [CHECKOUT_BRANCH]);
  });

  it("opens and closes each picker without drawing the checkout's sections again", async () => {
    await openCheckout();
    await page.getByText('Dipilih otomatis: cabang yang melayani alamat Anda.').waitFor();
    // Until nothing is read any more: an answer coming in draws the sections that show it, as it should.
    const quiet = async () => {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 1000 }), { timeout: 1000 })));
    };
    // React gives a host element a new props object each time its component draws it (the element's
    // `__reactProps$` key): the same object after a picker opened and closed means its section was not drawn again.
    const sections = ['kirim-ke', 'pengiriman', 'total-pembayaran'];
    const propsOf = (ids: string[], keep: boolean) =>
      page.evaluate(
        ({ ids, keep }) => {
          const kept = ((window as Window & { __kept?: unknown[] }).__kept ??= []);
          return ids.map((id, i) => {
            const element = document.querySelector(`[data-testid="${id}"]`) as (Element & Record<string, unknown>) | null;
            const key = element && Object.keys(element).find((k) => k.startsWith('__reactProps$'));
            if (!element || !key) return `${id}: not drawn by React`;
            if (keep) kept[i] = element[key];
            return kept[i] === element[key] ? `${id}: same` : `${id}: drawn again`;
          });
        },
        { ids, keep },
      );
    const unchanged = sections.map((id) => `${id}: same`);
    for (const name of ['Ganti alamat', 'Pilih Metode Pembayaran', 'Pilih Cabang', 'Pilih Voucher']) {
      await quiet();
      await propsOf(sections, true);
      await page.getByRole('button', { name }).click();
      await page.getByRole('dialog').waitFor();
      expect(await propsOf(sections, false), `${name} open`).toEqual(unchanged);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await propsOf(sections, false), `${name} closed`).toEqual(unchanged);
    }
  });

  it("keeps a picker open after the double tap that opened it: the second tap does not press the picker's button that came up under the finger", async () => {
    await openCheckout();
    // A picker opened and left, then the payment section grown by a chosen bank: at 360 px the chooser's
    // 'Batal' then comes up under 'Pilih Cabang'.
    await page.getByRole('button', { name: 'Pilih Voucher' }).click();
    await page.getByRole('dialog', { name: 'Pilih Voucher' }).getByRole('button', { name: 'Batal' }).click();
    await chooseBca(page);
    await expect.poll(() => visibleText(page.getByTestId('metode-terpilih'))).toBe('BCA');
    await doubleTap(page, page.getByRole('button', { name: 'Pilih Cabang' }), 'dblclick');
    const chooser = page.getByRole('dialog', { name: 'Pilih Cabang Pengiriman' });
    await chooser.getByRole('radiogroup', { name: 'Daftar cabang' }).waitFor();
    await page.waitForTimeout(500);
    expect(await chooser.count()).toBe(1);
    await chooser.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it("shows the account's details after a double tap on the payment picker's 'Pilih', and stays open: the second tap does not close it from beside the shorter step", async () => {
    await openCheckout();
    await page.getByRole('button', { name: 'Pilih Metode Pembayaran' }).click();
    const methods = page.getByRole('dialog', { name: 'Pilih Metode Pembayaran' });
    await methods.getByText('BCA', { exact: true }).click();
    const pilih = methods.getByRole('button', { name: 'Pilih', exact: true });
    const box = (await pilih.boundingBox())!;
    // Its first tap shows the details: a shorter step, whose buttons are higher up.
    await doubleTap(page, pilih, 'dblclick');
    const details = page.getByRole('dialog', { name: 'Detail Metode Pembayaran' });
    await details.getByText('Nomor Rekening').waitFor();
    const gunakan = (await details.getByRole('button', { name: 'Gunakan' }).boundingBox())!;
    expect(gunakan.y + gunakan.height, "the step's buttons above where the finger was").toBeLessThan(box.y);
    await page.waitForTimeout(500);
    expect(await details.count()).toBe(1);
    await details.getByRole('button', { name: 'Gunakan' }).click();
    await expect.poll(() => visibleText(page.getByTestId('metode-terpilih'))).toBe('BCA');
  });

  it("goes back from the payment picker's details to its accounts on Back, as 'Kembali' does, with the bank still chosen", async () => {
    // Reached in the app: a Back to the page before it is one the page can cancel.
    await fromTheCart(page);
    const checkout = page.url();
    await page.getByRole('button', { name: 'Pilih Metode Pembayaran' }).click();
    const methods = page.getByRole('dialog', { name: 'Pilih Metode Pembayaran' });
    await methods.getByText('BCA', { exact: true }).click();
    await methods.getByRole('button', { name: 'Pilih', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Detail Metode Pembayaran' });
    await details.getByText('Nomor Rekening').waitFor();
    await pressBack(page);
    await methods.getByRole('radio', { name: 'BCA', exact: true }).waitFor({ state: 'attached' });
    // Stepped back, which the page cancelled: a Back let through changes the address first.
    expect(page.url()).toBe(checkout);
    expect(await methods.getByRole('radio', { name: 'BCA', exact: true }).isChecked()).toBe(true);
    await methods.getByRole('button', { name: 'Pilih', exact: true }).click();
    await details.getByRole('button', { name: 'Gunakan' }).click();
    await expect.poll(() => visibleText(page.getByTestId('metode-terpilih'))).toBe('BCA');
  });

  it("stays on the checkout after a double tap on a picker's 'Batal': the second tap does not follow the link that was under it", async () => {
    await openCheckout();
    const trigger = page.getByRole('button', { name: 'Pilih Metode Pembayaran' });
    await page.getByText('Dipilih otomatis: cabang yang melayani alamat Anda.').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const allMethods = page.getByRole('link', { name: 'Lihat semua metode pembayaran' });
    const link = await settledBox(allMethods);
    await trigger.click();
    const batal = page.getByRole('dialog', { name: 'Pilih Metode Pembayaran' }).getByRole('button', { name: 'Batal' });
    // A double tap where 'Batal' lies over the link. A mouse's double click: its second press comes once
    // the page has handled the first click, as on a phone that kept up. A finger's double tap sent as four
    // touch events at once (fingerDoubleTap) reached the page in an order that varied from run to run,
    // often as one click only, so it did not always test the second tap.
    const at = overlapOf(await settledBox(batal), link);
    expect(at, "'Batal' over the link").toBeDefined();
    await expect.poll(() => reachedAt(page, at!)).toBe('Batal');
    await onSlowPhone(page, () => page.mouse.dblclick(at!.x, at!.y));
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/Checkout');
    await allMethods.waitFor();
  });

  it('holds the page still behind an open picker, and lets it scroll again once the picker is closed', async () => {
    await openCheckout();
    await page.getByRole('button', { name: 'Pilih Metode Pembayaran' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Pilih Metode Pembayaran' }).click();
    const methods = page.getByRole('dialog', { name: 'Pilih Metode Pembayaran' });
    await methods.getByText('BCA', { exact: true }).waitFor();
    const scrolled = () => page.evaluate(() => window.scrollY);
    const top = await scrolled();
    // A swipe on the dimmed page above the dialog, and the frames after it in which the page would have scrolled.
    await page.mouse.move(180, 20);
    const wheeled = page.evaluate(() => new Promise((resolve) => addEventListener('wheel', () => setTimeout(resolve, 200), { once: true })));
    await page.mouse.wheel(0, 600);
    await wheeled;
    expect(await scrolled()).toBe(top);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.mouse.wheel(0, 600);
    await expect.poll(scrolled).toBeGreaterThan(top);
  });

  it('keeps an open picker modal for a thumb and for a screen reader: the page hidden behind it, focus inside it, a tap beside it closing it and reaching nothing under it', async () => {
    await openCheckout();
    const trigger = page.getByRole('button', { name: 'Pilih Metode Pembayaran' });
    await trigger.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    // The header's link to the home page: under the dimmed backdrop once the picker is open.
    const homeLink = page.getByRole('link', { name: 'Tulus, ke beranda' });
    const box = (await homeLink.boundingBox())!;
    await trigger.tap();
    const methods = page.getByRole('dialog', { name: 'Pilih Metode Pembayaran' });
    await methods.getByText('BCA', { exact: true }).waitFor();
    await expect.poll(() => methods.getAttribute('aria-modal')).toBe('true');
    // What a screen reader finds: the picker, and nothing of the page behind it.
    await expect.poll(() => trigger.count()).toBe(0);
    await expect.poll(() => homeLink.count()).toBe(0);
    const focusInPicker = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await expect.poll(focusInPicker).toBe(true);
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await focusInPicker()).toBe(true);
    }
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInPicker()).toBe(true);
    }
    // A tap on the backdrop where the header's link lies under it: the picker closes, the page stays.
    const url = page.url();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).toBe(url);
    await expect.poll(() => trigger.count()).toBe(1);
    expect(await rootHidden(page)).toBe(false);
    // The focus is back where the customer left it: on the button that opened the picker.
    await expect.poll(() => trigger.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it("opens a picker for a double tap on a phone slowed 4x; Back with it open closes it, as 'Batal' does, and stays on the checkout, and the next Back leaves for a cart a screen reader can read", async () => {
    await fromTheCart(page);
    const checkout = page.url();
    const trigger = page.getByRole('button', { name: 'Pilih Metode Pembayaran' });
    await doubleTap(page, trigger, 'dblclick');
    const methods = page.getByRole('dialog', { name: 'Pilih Metode Pembayaran' });
    await methods.getByText('BCA', { exact: true }).waitFor();
    await methods.getByText('BCA', { exact: true }).click();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await pressBack(page);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Closed by the Back, which the page cancelled: a Back the page let through changes the address first.
    expect(page.url()).toBe(checkout);
    // Nothing chosen, as with 'Batal'; the page is the checkout's again, for a thumb and a screen reader.
    await expect.poll(() => page.getByText('Belum ada metode pembayaran yang dipilih.').count()).toBe(1);
    expect(await trigger.count()).toBe(1);
    expect(await rootHidden(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await trigger.click();
    await methods.getByText('BCA', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // No dialog open: Back leaves the checkout.
    await page.goBack();
    await page.waitForURL('**/Keranjang');
    await expect.poll(() => page.getByRole('button', { name: 'Checkout', exact: true }).count()).toBe(1);
    expect(await rootHidden(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  it("says in the footer why the branches could not be read, and its 'Coba lagi' reads them again", async () => {
    // The footer's branch list on a screen the gateway does not draw (it asks for the branches itself).
    const provider = await providerDownFor(page, 'branches.list');
    try {
      await page.goto('/Notifikasi');
      const footer = page.locator('footer');
      await footer.getByText('Network error').waitFor();
      const again = footer.getByRole('button', { name: 'Coba lagi' });
      await checkScreen(page, 'footer-branches-failed');
      provider.back();
      await again.click();
      await footer.getByText('Surabaya', { exact: true }).waitFor();
      await expect.poll(() => footer.getByText('Network error').count()).toBe(0);
      await expect.poll(() => again.count()).toBe(0);
    } finally {
      await provider.stop();
    }
  });

  it('shows the first failing rule at its field, brought into view, in the spec order', async () => {
    await openCheckout();
    await expect.poll(() => page.getByRole('textbox', { name: 'Pilih Cabang Pengiriman' }).inputValue(), { timeout: 10_000 }).toBe('DC Jakarta');
    await page.getByLabel('Pilih Waktu Pengiriman').fill('');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const checkout = page.getByRole('button', { name: 'Checkout', exact: true });

    await checkout.click();
    const payment = page.getByTestId('metode-pembayaran');
    await expect.poll(() => visibleText(payment.getByTestId('checkout-problem'))).toBe(CHECKOUT_PAYMENT_METHOD);
    await expect.poll(() => payment.getAttribute('data-invalid')).not.toBeNull();
    await expect.poll(() => onScreen(page.getByRole('button', { name: 'Pilih Metode Pembayaran' }))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkout-payment-action');
    // One message at a time: the date, also missing, waits its turn.
    await expect.poll(() => page.getByTestId('checkout-problem').count()).toBe(1);
    await checkScreen(page, 'checkout-problem-at-field');

    await chooseBca(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await checkout.click();
    const date = page.getByLabel('Pilih Waktu Pengiriman');
    await expect.poll(() => visibleText(page.getByTestId('checkout-problem'))).toBe(CHECKOUT_DELIVERY_DATE);
    await expect.poll(() => onScreen(date)).toBe(true);
    await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the voucher discount behind the success dialog, marks the voucher used, and lights no cart dot', async () => {
    await page.goto('/Profile?tab=voucher_saya');
    const claimable = page.getByTestId('claimable-vouchers').getByTestId('voucher-HEMAT10K');
    await claimable.getByRole('button', { name: 'Klaim voucher HEMAT10K' }).click();
    await page.getByTestId('my-vouchers').getByTestId('voucher-HEMAT10K').waitFor();

    // Into the cart as a customer does it, so the cart dot is the real one.
    await page.goto(`/DetailProduk?id=${gallon}`);
    await page.getByRole('textbox', { name: `Jumlah ${GALLON}` }).fill('4');
    await page.getByRole('textbox', { name: `Jumlah ${GALLON}` }).press('Enter');
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await page.getByTestId('cart-dot').waitFor();
    await page.goto('/Keranjang');
    await page.locator('[data-testid^="cart-item-"]').locator('[data-part="control"]').click();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.waitForURL('**/Checkout?*');
    await chooseBca(page);
    await page.getByRole('button', { name: 'Pilih Voucher' }).click();
    const vouchers = page.getByRole('dialog', { name: 'Pilih Voucher' });
    await vouchers.getByText('HEMAT10K').click();
    await vouchers.getByRole('button', { name: 'Gunakan Voucher' }).click();
    await page.getByText('Voucher Terpakai: 1').waitFor();
    const discount = await visibleText(page.getByTestId('total-diskon'));
    expect(discount).toMatch(/^-Rp /);

    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const placed = page.getByRole('alertdialog', { name: 'Sukses! Pesanan Anda telah berhasil dibuat.' });
    await placed.waitFor({ timeout: 20_000 });
    // The voucher is spent now and leaves the customer's list; the summary behind still shows it.
    await expect.poll(() => page.getByText('Voucher Terpakai: 1', { exact: true }).count()).toBe(1);
    await page.waitForTimeout(1_000);
    await expect.poll(() => visibleText(page.getByTestId('total-diskon'))).toBe(discount);
    await expect.poll(() => page.getByText('Voucher Terpakai: 0').count()).toBe(0);
    await checkScreen(page, 'checkout-success-dialog-voucher');
    await placed.getByRole('button', { name: 'Bayar' }).click();
    await page.waitForURL('**/Pembayaran**');
    await page.getByRole('heading', { name: 'Konfirmasi Pembayaran' }).waitFor();
    // Checkout took the ordered gallons out of the cart: that is no news, so no dot.
    await expect.poll(() => page.getByTestId('cart-dot').count()).toBe(0);

    await page.goto('/Profile?tab=voucher_saya');
    const spent = page.getByTestId('my-vouchers').getByTestId('voucher-HEMAT10K');
    await spent.getByText('Sudah dipakai').waitFor();
    await checkScreen(page, 'profile-voucher_saya-sudah-dipakai');
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

describe('notifications', () => {
  it('counts the unread on the bell, lists ten at a time, and marks read what was opened', async () => {
    // Orders of its own for more than one page (ten) of unread notifications, one per order,
    // whatever the tests before left.
    for (let i = 0; i < 11; i++) await placeOrderAtProvider(customer.email, customer.password);
    await page.goto('/');
    const count = page.getByTestId('notification-count');
    await count.waitFor();
    const bell = page.getByRole('link', { name: /^Notifikasi/ });
    // The exact number is in the bell's name ('9+' is what fits on the badge).
    const unreadOnBell = async () => Number((await bell.getAttribute('aria-label'))?.match(/(\d+) belum dibaca/)?.[1] ?? 0);
    await bell.click();
    await page.getByRole('heading', { name: 'Notifikasi', level: 1 }).waitFor();
    const cards = page.getByRole('list', { name: 'Daftar notifikasi' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(10);
    const more = page.getByRole('button', { name: /^Tampilkan lebih banyak/ });
    await more.waitFor();
    const unreadBefore = await unreadOnBell();
    expect(unreadBefore).toBeGreaterThan(10);
    await expect.poll(() => count.textContent()).toBe('9+');
    await expect.poll(() => page.locator('[data-unread]').count()).toBe(10);
    await checkScreen(page, 'notifications-unread');

    const first = cards.first();
    const code = (await first.getByRole('link').textContent())!.trim();
    await first.getByRole('link').click();
    await page.waitForURL('**/RincianPesanan?*');
    await page.goBack();
    await page.getByRole('heading', { name: 'Notifikasi', level: 1 }).waitFor();
    await expect.poll(unreadOnBell).toBe(unreadBefore - 1);
    await expect.poll(() => cards.filter({ hasText: code }).first().getAttribute('data-unread')).toBeNull();

    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Tandai semua sudah dibaca' }).click();
    await count.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('link', { name: 'Notifikasi', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: /^Belum dibaca/ }).click();
    await page.getByText('Semua notifikasi sudah dibaca.').waitFor();
  });
});

describe('the top bar and the footer on a phone', () => {
  // Set on the page's window: a document load (a link the app did not handle) takes it away.
  const markDocument = () => page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const sameDocument = () => page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);
  const historyLength = () => page.evaluate(() => history.length);

  it("open their links' pages in the app: a double tap on a phone slowed 4x adds one history entry, Back returns, and a Ctrl-click is left to the browser's new tab", async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'Full Produk' }).waitFor({ state: 'attached' });
    await markDocument();
    const entries = await historyLength();
    const orders = page.getByRole('banner').getByRole('link', { name: 'Pesanan' }).filter({ visible: true });
    // The second tap finds the page it opened already there: that address again, no entry of its own.
    await onSlowPhone(page, () => orders.dblclick());
    await page.waitForURL((url) => url.pathname === '/Profile' && url.searchParams.get('tab') === 'riwayat_transaksi');
    await expect.poll(historyLength).toBe(entries + 1);
    expect(await sameDocument()).toBe(true);

    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Komplain Pengiriman' }).tap();
    await page.waitForURL((url) => url.pathname === '/FormComplain');
    expect(await sameDocument()).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/Profile');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await sameDocument()).toBe(true);

    const cart = page.getByRole('banner').getByRole('link', { name: 'Keranjang' });
    const [tab] = await Promise.all([context.waitForEvent('page'), cart.click({ modifiers: ['Control'] })]);
    await tab.waitForURL((url) => url.pathname === '/Keranjang');
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await sameDocument()).toBe(true);
  });
});

describe('the home page on a phone', () => {
  /** The full product list's heading: on the screen, near its top (below the sticky top bar). */
  async function productListAtTop(): Promise<boolean> {
    const heading = page.getByRole('heading', { level: 2, name: 'Full Produk' });
    return (await onScreen(heading)) && (await heading.evaluate((element) => element.getBoundingClientRect().top < 200));
  }

  it("brings the full product list to the top with 'Produk Lainnya', inside the app and from a page load, though the parts above it are drawn only as they near the screen", async () => {
    await page.goto(`/DetailProduk?id=${await productId(page, GALLON)}`);
    await page.getByRole('heading', { level: 1, name: GALLON }).waitFor();
    await page.getByRole('link', { name: 'Produk Lainnya' }).first().tap();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#full-produk');
    await expect.poll(productListAtTop).toBe(true);
    await page.goto('/#full-produk');
    await expect.poll(productListAtTop).toBe(true);
    // At the top of the page the footer is not drawn yet (the browser skips it: content-visibility);
    // scrolled to, it is, with its real height.
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'Full Produk' }).waitFor({ state: 'attached' });
    const footer = page.getByRole('contentinfo');
    const footerLine = footer.getByText('Air minum kemasan dari 330 ml sampai galon 16 L.');
    const drawn = () => footerLine.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    await expect.poll(drawn).toBe(false);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await expect.poll(async () => (await footer.boundingBox())?.height ?? 0).toBeGreaterThan(300);
  });

  it.each(['a double click', 'two taps of a finger'] as const)(
    "opens a product's page once for %s on its card on a phone slowed 4x: the second lands on nothing of that page, no product goes in the cart, and Back is the home page",
    async (how) => {
      // The product page seen once (its code then on the phone: it is drawn at the tap), and where its
      // bar's 'Tambah ke Keranjang' sits: the spot a card is double tapped at.
      await page.goto(`/DetailProduk?id=${await productId(page, GALLON)}`);
      const add = page.getByRole('button', { name: 'Tambah ke Keranjang' }).filter({ visible: true });
      const box = (await add.boundingBox())!;
      const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.goto('/');
      const grid = page.locator('#full-produk');
      await grid.scrollIntoViewIfNeeded();
      await grid.locator('a[href^="/DetailProduk"]').first().waitFor();
      // Scrolled until a card lies under that spot.
      const href = await page.evaluate(({ x, y }) => {
        const card = () => document.elementFromPoint(x, y)?.closest('#full-produk a[href^="/DetailProduk"]');
        document.getElementById('full-produk')!.scrollIntoView({ block: 'end' });
        for (let step = 0; step < 100 && !card(); step++) window.scrollBy(0, -10);
        return card()?.getAttribute('href');
      }, spot);
      expect(href).toMatch(/^\/DetailProduk\?id=\d+$/);
      const name = await grid.locator(`a[href="${href}"]`).innerText();
      const cartBefore = await page.evaluate(() => localStorage.getItem('cartItems'));
      await onSlowPhone(page, async () => {
        if (how === 'a double click') await page.mouse.dblclick(spot.x, spot.y);
        else await fingerDoubleTap(page, spot);
        await page.getByRole('heading', { level: 1, name }).waitFor();
        // Input is handled in order: once this move is, so is the second tap's click.
        await page.mouse.move(1, 1);
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
        expect(await page.evaluate(() => localStorage.getItem('cartItems'))).toBe(cartBefore);
        await expect.poll(() => page.getByText('Produk telah ditambahkan ke keranjang').count()).toBe(0);
      });
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await grid.locator(`a[href="${href}"]`).waitFor();
    },
  );

  it("opens a product from a card low in the home page's list at the top of its page, and Back shows the list where it was, on a phone slowed 4x", async () => {
    await page.goto('/');
    const card = page.locator('#full-produk a[href^="/DetailProduk"]').last();
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    const listAt = await page.evaluate(() => window.scrollY);
    // Further down than the product page is long: the page change would otherwise leave it scrolled down.
    expect(listAt).toBeGreaterThan(740);
    const href = (await card.getAttribute('href'))!;
    const name = await card.innerText();
    // On a slow phone: the home page comes back in steps (its list a frame after its top).
    await onSlowPhone(page, async () => {
      await card.tap();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await onScreen(page.getByRole('heading', { level: 1, name }))).toBe(true);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listAt);
      expect(await onScreen(page.locator(`#full-produk a[href="${href}"]`))).toBe(true);
    });
  });

  it("returns to the home page where it was left after 'Produk Lainnya', a product and Back, not to the grid's top", async () => {
    await page.goto(`/DetailProduk?id=${await productId(page, GALLON)}`);
    await page.getByRole('link', { name: 'Produk Lainnya' }).filter({ visible: true }).tap();
    await expect.poll(() => new URL(page.url()).hash).toBe('#full-produk');
    const card = page.locator('#full-produk a[href^="/DetailProduk"]').last();
    await card.scrollIntoViewIfNeeded();
    const listAt = await page.evaluate(() => window.scrollY);
    const gridAt = await page.evaluate(() => document.getElementById('full-produk')!.getBoundingClientRect().top + window.scrollY);
    expect(listAt - gridAt).toBeGreaterThan(200);
    const name = await card.innerText();
    // As a person reads the list first: a tap near the spot of 'Produk Lainnya' within a double tap's
    // interval would be that double tap's second, which lib/double-tap-guard.ts drops.
    await page.waitForTimeout(1000);
    await card.tap();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).hash).toBe('#full-produk');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listAt);
    // Still there once the page has settled: nothing scrolls it to the grid's top afterwards.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(listAt);
  });

  it("draws the first product's page ahead, hidden, on a customer's first visit once the service worker has taken the page over, lays a copy of it out once and takes it away; its card, double-tapped on a phone slowed 4x, opens it, and Back lays nothing out again", async () => {
    // The signed-in customer's cookie on a phone that has never loaded the shop: the home page is its first page.
    const { context: phone, page: own } = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
    try {
      await phone.addCookies(await context.cookies());
      // The headings of what is added to the page's body and taken away again (the copy laid out, unseen).
      await own.addInitScript(() => {
        const seen: string[] = [];
        (window as Window & { __takenAway?: string[] }).__takenAway = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.target !== document.body) continue;
            for (const node of Array.from(record.removedNodes)) if (node instanceof HTMLElement && node.querySelector('h1')) seen.push(node.querySelector('h1')!.textContent ?? '');
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await own.goto('/');
      const first = own.locator('#full-produk a[href^="/DetailProduk"]').first();
      await first.waitFor();
      const name = await cardName(first);
      expect(await own.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false);
      await expect.poll(() => own.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
      // In the page, not shown, and out of the accessibility tree: the home page has no second heading.
      const ahead = own.locator('h1', { hasText: name });
      await expect.poll(() => ahead.count(), { timeout: 15_000 }).toBe(1);
      expect(await ahead.isVisible()).toBe(false);
      expect(await own.getByRole('heading', { level: 1, name }).count()).toBe(0);
      await expect.poll(() => own.evaluate(() => (window as Window & { __takenAway?: string[] }).__takenAway)).toEqual([name]);
      expect(await ahead.count()).toBe(1);
      // A double tap on a phone slowed 4x: one product page.
      await doubleTap(own, first, 'dblclick');
      await expect.poll(() => own.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
      expect(new URL(own.url()).pathname).toBe('/DetailProduk');
      await own.goBack();
      await expect.poll(() => new URL(own.url()).pathname).toBe('/');
      await first.waitFor();
      // Back on the kept home page, quiet: nothing laid out again (its caches are made).
      for (let period = 0; period < 2; period++) await own.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
      expect(await own.evaluate(() => (window as Window & { __takenAway?: string[] }).__takenAway)).toEqual([name]);
    } finally {
      await phone.close();
    }
  });

  it("keeps the product page: after Back, another product's card double-tapped on a phone slowed 4x shows that product in the same page, its quantity at 1 again, no message of the first, priced as a fresh load prices it", async () => {
    const { context: phone, page: own } = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
    try {
      await phone.addCookies(await context.cookies());
      await own.goto('/');
      const cards = own.locator('#full-produk a[href^="/DetailProduk"]');
      await cards.nth(1).waitFor();
      const [firstName, secondName] = [await cardName(cards.first()), await cardName(cards.nth(1))];
      const secondHref = (await cards.nth(1).getAttribute('href'))!;
      await cards.first().tap();
      const firstHeading = own.getByRole('heading', { level: 1, name: firstName });
      await firstHeading.waitFor();
      // The heading element, marked: the next product is to be shown in the same page, not a new one.
      await markKept(firstHeading);
      await own.getByRole('button', { name: `Tambah jumlah ${firstName}` }).tap();
      await expect.poll(() => own.getByLabel(`Jumlah ${firstName}`, { exact: true }).inputValue()).toBe('2');
      await own.getByRole('button', { name: 'Tambah ke Keranjang' }).filter({ visible: true }).tap();
      await expect.poll(() => own.getByText('Produk telah ditambahkan ke keranjang').filter({ visible: true }).count()).toBe(1);
      await own.goBack();
      await expect.poll(() => new URL(own.url()).pathname).toBe('/');
      await doubleTap(own, own.locator(`#full-produk a[href="${secondHref}"]`), 'dblclick');
      const secondHeading = own.getByRole('heading', { level: 1, name: secondName });
      await expect.poll(() => secondHeading.isVisible()).toBe(true);
      expect(new URL(own.url()).pathname + new URL(own.url()).search).toBe(secondHref);
      expect(await isKept(secondHeading)).toBe(true);
      expect(await own.locator('h1', { hasText: secondName }).count()).toBe(1);
      expect(await own.getByRole('heading', { level: 1, name: firstName }).count()).toBe(0);
      await expect.poll(() => own.getByLabel(`Jumlah ${secondName}`, { exact: true }).inputValue()).toBe('1');
      expect(await own.getByText('Produk telah ditambahkan ke keranjang').count()).toBe(0);
      const keptPrice = await own.getByTestId('unit-price').filter({ visible: true }).innerText();
      await own.reload();
      await expect.poll(() => own.getByRole('heading', { level: 1, name: secondName }).isVisible()).toBe(true);
      await expect.poll(() => own.getByTestId('unit-price').filter({ visible: true }).innerText()).toBe(keptPrice);
    } finally {
      await phone.close();
    }
  });

  it("keeps a product page opened before its code was on the phone: after Back, the next product's card double-tapped on a phone slowed 4x shows it in the same page", async () => {
    // A first visit without a service worker: nothing draws the product page ahead, so the first tap
    // loads its code and draws it then. That page must be kept as the one drawn ahead is.
    const { context: phone, page: own } = await newPage(browser, stack().baseUrl, ANDROID.viewport, { ...ANDROID, serviceWorkers: 'block' });
    try {
      await phone.addCookies(await context.cookies());
      await own.goto('/');
      await hydrated(own);
      const cards = own.locator('#full-produk a[href^="/DetailProduk"]');
      const [firstName, secondName] = [await cardName(cards.first()), await cardName(cards.nth(1))];
      const secondHref = (await cards.nth(1).getAttribute('href'))!;
      // Not drawn ahead: the product page is not in the page yet.
      expect(await own.locator('h1', { hasText: firstName }).count()).toBe(0);
      await cards.first().tap();
      const firstHeading = own.getByRole('heading', { level: 1, name: firstName });
      await firstHeading.waitFor();
      await markKept(firstHeading);
      await own.goBack();
      await expect.poll(() => new URL(own.url()).pathname).toBe('/');
      // A double tap on a phone slowed 4x: one product page, the same one.
      await doubleTap(own, own.locator(`#full-produk a[href="${secondHref}"]`), 'dblclick');
      const secondHeading = own.getByRole('heading', { level: 1, name: secondName });
      await expect.poll(() => secondHeading.isVisible()).toBe(true);
      expect(await isKept(secondHeading)).toBe(true);
      expect(await own.locator('h1', { hasText: secondName }).count()).toBe(1);
      expect(new URL(own.url()).pathname + new URL(own.url()).search).toBe(secondHref);
    } finally {
      await phone.close();
    }
  });

  it("moves New Arrivals a card at a time with its buttons, each off at its end of the row; a double tap on a phone slowed 4x moves it twice, and Back finds it where it was", async () => {
    await page.goto('/');
    const row = page.getByRole('region', { name: 'New Arrivals' });
    const cards = row.getByRole('listitem');
    const previous = row.getByRole('button', { name: 'Produk sebelumnya' });
    const next = row.getByRole('button', { name: 'Produk berikutnya' });
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    /** The index of the card the row shows whole (one per view on a phone). */
    const shown = () =>
      row.getByRole('list').evaluate((list) => {
        const box = list.getBoundingClientRect();
        return Array.from(list.children).findIndex((card) => {
          const { left, right } = card.getBoundingClientRect();
          return left >= box.left - 1 && right <= box.right + 1;
        });
      });
    await expect.poll(shown).toBe(0);
    await expect.poll(() => previous.isDisabled()).toBe(true);
    await next.tap();
    await expect.poll(shown).toBe(1);
    await expect.poll(() => previous.isDisabled()).toBe(false);
    // Both ways a thumb taps twice: the second tap goes on from where the first is heading.
    await doubleTap(page, next, 'dblclick');
    await expect.poll(shown).toBe(3);
    await doubleTap(page, previous, 'two clicks in one task');
    await expect.poll(shown).toBe(1);
    // Opened from the row, a product; Back brings the home page as it was left, the row where it was,
    // and its buttons go on from there.
    const product = await cards.nth(1).getByRole('link').innerText();
    await cards.nth(1).getByRole('link').tap();
    await page.getByRole('heading', { level: 1, name: product }).waitFor();
    await page.goBack();
    await cards.first().waitFor();
    await expect.poll(shown).toBe(1);
    await expect.poll(() => previous.isDisabled()).toBe(false);
    await next.tap();
    await expect.poll(shown).toBe(2);
    // The row also follows a finger: scrolled to its end, 'next' is off.
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(shown).toBe(count - 1);
    await expect.poll(() => next.isDisabled()).toBe(true);
  });

  it("draws a visitor's promo banner as it nears the screen, and moves its slides only while it is seen", async () => {
    // A visitor's banner is two screens down, below the facts and New Arrivals.
    const { context: visitor, page } = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
    try {
      await page.goto('/');
      const grid = page.getByRole('heading', { level: 2, name: 'Full Produk' });
      await grid.waitFor({ state: 'attached' });
      const banner = page.getByRole('region', { name: 'Promo Tulus' });
      // Its code arrives once the page is idle, but the carousel is not drawn while it is more than a
      // screen away. Drawn at idle (as before), it was there within 1.5 s of its code on this machine.
      const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/BannerCarousel-[^/]*\.js$/.test(entry.name)));
      await expect.poll(fetched).toBe(true);
      await page.waitForTimeout(1500);
      expect(await banner.count()).toBe(0);
      // Scrolled to the list below it, it is drawn; on the screen, its slides move (while they do, they
      // are aria-live=off, so that a screen reader does not read out each move).
      await grid.scrollIntoViewIfNeeded();
      await banner.scrollIntoViewIfNeeded();
      const slides = () => banner.locator('[aria-live]').getAttribute('aria-live');
      await expect.poll(slides).toBe('off');
      const current = () => banner.locator('[aria-current="true"]').getAttribute('aria-label');
      const first = await current();
      await expect.poll(current, { timeout: 6000 }).not.toBe(first);
      // Scrolled away, they stop; back on the screen, they move again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(slides).toBe('polite');
      await banner.scrollIntoViewIfNeeded();
      await expect.poll(slides).toBe('off');
      // A dot shows its slide, and the slides stay while the finger's focus is on the banner.
      const third = banner.getByRole('button', { name: 'Ke halaman 3' });
      await third.tap();
      await expect.poll(() => third.getAttribute('aria-current')).toBe('true');
      await expect.poll(slides).toBe('polite');
      await expect
        .poll(() =>
          banner.getByRole('img', { name: /TULUSRECYCLING/ }).evaluate((image) => {
            const box = image.getBoundingClientRect();
            return box.left >= 0 && box.right <= window.innerWidth;
          }),
        )
        .toBe(true);
      // The page with the banner and New Arrivals drawn passes axe, at a phone's width and a computer's.
      await checkScreen(page, 'home-visitor-banner-drawn');
    } finally {
      await visitor.close();
    }
  });

  it('keeps the banner moving on a browser without the scrollend event (Safari before 26.2)', async () => {
    const { context: visitor, page } = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
    try {
      // The page never hears scrollend: stopped at the window, before React's listener on the root.
      await page.addInitScript(() => window.addEventListener('scrollend', (event) => event.stopImmediatePropagation(), true));
      await page.goto('/');
      await page.getByRole('heading', { level: 2, name: 'Full Produk' }).scrollIntoViewIfNeeded();
      const banner = page.getByRole('region', { name: 'Promo Tulus' });
      await banner.scrollIntoViewIfNeeded();
      const current = () => banner.locator('[aria-current="true"]').getAttribute('aria-label');
      await expect.poll(current, { timeout: 6000 }).toBe('Ke halaman 2');
      await expect.poll(current, { timeout: 6000 }).toBe('Ke halaman 3');
      await expect.poll(current, { timeout: 6000 }).toBe('Ke halaman 1');
    } finally {
      await visitor.close();
    }
  });

  it("shows the slide of a dot tapped twice on a phone slowed 4x, and Back then leaves the home page (the dots add no history)", async () => {
    const { context: visitor, page } = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
    try {
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Log In' }).waitFor();
      await page.goto('/');
      await page.getByRole('heading', { level: 2, name: 'Full Produk' }).scrollIntoViewIfNeeded();
      const banner = page.getByRole('region', { name: 'Promo Tulus' });
      await banner.scrollIntoViewIfNeeded();
      // Moving (aria-live off) before the taps.
      await expect.poll(() => banner.locator('[aria-live]').getAttribute('aria-live')).toBe('off');
      const cdp = await visitor.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const third = banner.getByRole('button', { name: 'Ke halaman 3' });
      await third.tap();
      await third.tap();
      await expect.poll(() => third.getAttribute('aria-current')).toBe('true');
      const onItsSlide = () =>
        banner.getByRole('img', { name: /TULUSRECYCLING/ }).evaluate((image) => {
          const box = image.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth;
        });
      await expect.poll(onItsSlide).toBe(true);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goBack();
      await page.getByRole('heading', { name: 'Log In' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await visitor.close();
    }
  });
});

describe('the profile on a 360 px phone', () => {
  // The tests here share one tab, and a form left open with typing (a test that failed half-way) is kept
  // in its sessionStorage and opens again on the address tab: each test starts without one.
  beforeEach(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('formDraft:')).forEach((key) => sessionStorage.removeItem(key))));

  it('keeps the open tab in view in the scrolling tab strip', async () => {
    for (const [tab, label] of [
      ['pengajuan', 'Pengajuan Sahabat'],
      ['voucher_saya', 'Voucher Saya'],
      ['data_diri', 'Data Diri'],
    ] as const) {
      await page.goto(`/Profile?tab=${tab}`);
      const trigger = page.getByRole('tab', { name: label });
      // Pengajuan Sahabat appears once the tier is known (hidden for sahabat tiers).
      await expect.poll(() => trigger.getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
      await expect.poll(() => onScreen(trigger)).toBe(true);
    }
  });

  it("draws the tab strip with the open tab in view before any script runs, the app's start on a phone slowed 4x does not move it under a finger, and Back and Forward bring the tab back", async () => {
    const strip = (p: Page) => p.getByRole('navigation', { name: 'Menu profil' });
    // Riwayat Transaksi, the fourth of six tabs, lies beyond a 360 px screen's edge at the strip's start.
    const cookies = (await context.cookies()).map(({ name, value }) => ({ name, value, url: stack().baseUrl }));
    const drawn = await browser.newContext({ baseURL: stack().baseUrl, ...ANDROID, javaScriptEnabled: false, locale: 'id-ID' });
    try {
      await drawn.addCookies(cookies);
      const page = await drawn.newPage();
      await openDrawn(page, '/Profile');
      const open = page.getByRole('tab', { name: 'Riwayat Transaksi' });
      await expect.poll(() => open.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => onScreen(open)).toBe(true);
    } finally {
      await drawn.close();
    }

    // With scripts, on a phone whose app is still on its way: the customer brings Alamat Saya into view
    // (the strip back at its start). The app, once it starts, leaves the strip where it was put (it
    // used to centre the open tab again, and a tap then landed on Riwayat Transaksi).
    // Its own context, without the service worker: a script served from its cache is not held.
    const { context: phone, page: own } = await newPage(browser, stack().baseUrl, ANDROID.viewport, { ...ANDROID, serviceWorkers: 'block' });
    try {
      await phone.addCookies(cookies);
      await own.goto('/');
      await own.getByRole('heading', { name: /^Hai, / }).waitFor();
      const release = await holdAppScript(own);
      await landOnDrawn(own, '/Profile', []);
      await expect.poll(() => strip(own).evaluate((nav) => nav.scrollLeft)).toBeGreaterThan(0);
      const addresses = own.getByRole('tab', { name: 'Alamat Saya' });
      await addresses.scrollIntoViewIfNeeded();
      await expect.poll(() => strip(own).evaluate((nav) => nav.scrollLeft)).toBe(0);
      const cdp = await phone.newCDPSession(own);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      release();
      // The fade at the strip's right edge is the app's, drawn from the strip's scroll in the same
      // step as the app's own placing of the strip: once it shows, the strip has been placed.
      await expect.poll(() => strip(own).evaluate((nav) => getComputedStyle(nav).maskImage)).toMatch(/(rgba\(0, 0, 0, 0\)|transparent)\)$/);
      expect(await strip(own).evaluate((nav) => nav.scrollLeft)).toBe(0);
      await addresses.tap();
      await expect.poll(() => addresses.getAttribute('aria-selected')).toBe('true');
      // The tab replaces the profile's entry: Back leaves the profile, Forward opens it on that tab, in view.
      await own.goBack();
      await own.getByRole('heading', { name: /^Hai, / }).waitFor();
      await own.goForward();
      await expect.poll(() => new URL(own.url()).search).toBe('?tab=alamat_saya');
      await expect.poll(() => addresses.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => onScreen(addresses)).toBe(true);
    } finally {
      await phone.close();
    }
  });

  it("opens a tab whose code is still on its way on a phone slowed 4x: a spinner in the tab, the menu and the heading stay, a double tap changes nothing", async () => {
    // A phone on its first visit: no service worker has kept the scripts yet.
    const { context: fresh, page } = await newPage(browser, stack().baseUrl, ANDROID.viewport, { ...ANDROID, serviceWorkers: 'block' });
    try {
      await signIn(page, customer.email, customer.password);
      await page.goto('/Profile');
      await page.getByRole('heading', { level: 1, name: 'Riwayat Transaksi' }).waitFor();
      // The address book's chunk is held until the spinner has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/AddressBook-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const cdp = await fresh.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const tab = page.getByRole('tab', { name: 'Alamat Saya' });
      await tab.tap();
      await tab.tap();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await page.getByRole('heading', { level: 1, name: 'Alamat Saya' }).waitFor();
      await page.getByRole('tabpanel').getByLabel('Memuat').waitFor();
      await expect.poll(() => page.getByRole('tab').count()).toBeGreaterThanOrEqual(5);
      release();
      await page.getByRole('heading', { name: 'Daftar Alamat' }).waitFor();
      await expect.poll(() => page.getByRole('tabpanel').getByLabel('Memuat').count()).toBe(0);
      await expect.poll(() => new URL(page.url()).search).toBe('?tab=alamat_saya');
    } finally {
      await fresh.close();
    }
  });

  it("closes a new address's form by itself after its message on a phone slowed 4x, after a double tap on 'Simpan' that adds one address; Back while the message shows leaves the tab, and nothing opens again", async () => {
    const owner = await freshCustomerWithAddress('Rina Wulandari');
    const phone = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
    const addressRows = () => countRows('SELECT COUNT(*) AS n FROM addresses WHERE customer_code = ?', owner.customer_code);
    const addAddress = async (page: Page, name: string) => {
      await page.getByRole('button', { name: 'Tambah Alamat' }).click();
      const form = page.getByRole('dialog', { name: 'Tambah Alamat' });
      for (const [label, value] of Object.entries({ 'Nama Alamat': name, Jalan: `Jl. ${name} No. 3`, 'Kabupaten/Kota': 'Jakarta Barat' })) {
        await form.getByLabel(label, { exact: true }).fill(value);
      }
      return form;
    };
    try {
      const { page } = phone;
      await signIn(page, owner.email, owner.password);
      await page.goto('/Profile?tab=alamat_saya');
      const form = await addAddress(page, 'Gudang');
      await doubleTap(page, form.getByRole('button', { name: 'Simpan' }), 'dblclick');
      await form.getByText('Alamat berhasil ditambahkan!').waitFor();
      // Left alone on the slowed phone, while the list behind it is read again.
      await onSlowPhone(page, () => expect.poll(() => form.count(), { timeout: 10_000 }).toBe(0));
      await page.getByRole('listitem').filter({ hasText: 'Jl. Gudang No. 3' }).waitFor();
      expect(addressRows()).toBe(2);

      const second = await addAddress(page, 'Toko');
      await second.getByRole('button', { name: 'Simpan' }).click();
      await second.getByText('Alamat berhasil ditambahkan!').waitFor();
      // The page before is another document (the profile was opened by a page load): a Back the page
      // cannot cancel, so it leaves, form and all.
      await page.goBack();
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).not.toBe('alamat_saya');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await page.goForward();
      await page.getByRole('listitem').filter({ hasText: 'Jl. Toko No. 3' }).waitFor();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(addressRows()).toBe(3);
    } finally {
      await phone.context.close();
    }
  });

  it("closes the address form for a double tap on its cross, and the second tap does not press the top bar's 'Keluar' under it", async () => {
    await page.goto('/Profile?tab=alamat_saya');
    const logout = page.getByRole('button', { name: 'Keluar' });
    const bar = await settledBox(logout);
    await page.getByRole('button', { name: 'Tambah Alamat' }).click();
    const form = page.getByRole('dialog', { name: 'Tambah Alamat' });
    // A double click (see the checkout's 'Batal' above) where the form's cross lies over the top bar's 'Keluar'.
    const at = overlapOf(await settledBox(form.getByRole('button', { name: 'Tutup' })), bar);
    expect(at, "the cross over 'Keluar'").toBeDefined();
    await expect.poll(() => reachedAt(page, at!)).toBe('Tutup');
    await onSlowPhone(page, () => page.mouse.dblclick(at!.x, at!.y));
    await form.waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Tambah Alamat' }).waitFor();
  });

  it("asks once for a double tap on the address form's 'Batal' on a phone slowed 4x while it holds typing: the second tap neither dismisses the question nor answers it", async () => {
    await page.goto('/Profile?tab=alamat_saya');
    await page.getByRole('button', { name: 'Tambah Alamat' }).click();
    const form = page.getByRole('dialog', { name: 'Tambah Alamat' });
    const name = form.getByLabel('Nama Alamat', { exact: true });
    await name.fill('Gudang');
    await doubleTap(page, form.getByRole('button', { name: 'Batal' }), 'dblclick');
    const question = page.getByRole('alertdialog', { name: 'Buang Isian Alamat?' });
    await question.waitFor();
    await page.waitForTimeout(500);
    expect(await question.count()).toBe(1);
    // The form and its typing stay under the question.
    expect(await page.locator('input[name="header_name"]').inputValue()).toBe('Gudang');
    await question.getByRole('button', { name: 'Lanjut Mengisi' }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await name.inputValue()).toBe('Gudang');
    await form.getByRole('button', { name: 'Batal' }).click();
    await question.getByRole('button', { name: 'Buang' }).click();
    await expect.poll(() => form.count()).toBe(0);
  });

  it("closes the address form and the logout question with Back as with 'Batal', the form asking first when it holds typing, and stays on the profile opened in the app; a second Back with no touch between leaves it", async () => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Voucher' }).click();
    await page.waitForURL((url) => url.pathname === '/Profile');
    await page.getByRole('tab', { name: 'Alamat Saya' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('alamat_saya');
    const profile = page.url();
    const form = page.getByRole('dialog', { name: 'Tambah Alamat' });
    const question = page.getByRole('alertdialog', { name: 'Buang Isian Alamat?' });
    const name = form.getByLabel('Nama Alamat', { exact: true });

    // Nothing typed: Back closes the form at once.
    await page.getByRole('button', { name: 'Tambah Alamat' }).click();
    await name.waitFor();
    await pressBack(page);
    await expect.poll(() => form.count()).toBe(0);
    // Closed by the Back, which the page cancelled: a Back let through changes the address first.
    expect(page.url()).toBe(profile);

    // Typed: Back, the cross, Escape and 'Batal' ask first; 'Lanjut Mengisi', and Back or Escape with the
    // question open, go on with the typing.
    await page.getByRole('button', { name: 'Tambah Alamat' }).click();
    await name.fill('Kantor');
    await pressBack(page);
    await question.waitFor();
    // The form stays under the question (hidden from a screen reader while the question is open).
    expect(await page.locator('input[name="header_name"]').inputValue()).toBe('Kantor');
    await checkScreen(page, 'address-form-discard-question');
    await question.getByRole('button', { name: 'Lanjut Mengisi' }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(page.url()).toBe(profile);
    expect(await name.inputValue()).toBe('Kantor');
    await form.getByRole('button', { name: 'Tutup' }).click();
    await question.waitFor();
    await pressBack(page);
    await expect.poll(() => question.count()).toBe(0);
    expect(page.url()).toBe(profile);
    expect(await name.inputValue()).toBe('Kantor');
    await page.keyboard.press('Escape');
    await question.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => question.count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await question.count()).toBe(0);
    expect(await name.inputValue()).toBe('Kantor');
    await form.getByRole('button', { name: 'Batal' }).click();
    await question.getByRole('button', { name: 'Buang' }).click();
    await expect.poll(() => form.count()).toBe(0);
    expect(page.url()).toBe(profile);
    await page.getByRole('button', { name: 'Tambah Alamat' }).click();
    await expect.poll(() => name.inputValue()).toBe('');
    await form.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => form.count()).toBe(0);

    await page.getByRole('button', { name: 'Keluar' }).click();
    const logout = page.getByRole('alertdialog', { name: 'Konfirmasi Logout' });
    await logout.waitFor();
    await pressBack(page);
    await expect.poll(() => logout.count()).toBe(0);
    expect(page.url()).toBe(profile);
    // Still signed in: the Back answered the question as 'Batal' does.
    await expect.poll(() => page.getByRole('button', { name: 'Keluar' }).count()).toBe(1);
    expect(await rootHidden(page)).toBe(false);

    // Two Backs in a row with no touch between: the browser lets a page cancel a Back only if the customer
    // has touched it since the last Back it cancelled (no page can trap Back), so the second leaves the
    // profile, form, question and typing with it; nothing of theirs stays on the page it leaves for.
    await page.getByRole('button', { name: 'Tambah Alamat' }).click();
    await name.fill('Kantor');
    await pressBack(page);
    await waitUntouched(page, `document.querySelector('[role="alertdialog"]')?.textContent.includes('Buang Isian Alamat?') === true`);
    await pressBack(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.locator('[role="dialog"], [role="alertdialog"]').count()).toBe(0);
    expect(await rootHidden(page)).toBe(false);
    await page.getByRole('heading', { name: /^Hai, / }).waitFor();

    // The typing was kept on the phone, not lost with the page: Forward to the profile opens the form
    // again with it, and says so. Thrown away there, it is gone for good.
    await page.goForward();
    await expect.poll(() => page.url()).toBe(profile);
    await form.getByText(FORM_DRAFT_RESTORED).waitFor();
    expect(await name.inputValue()).toBe('Kantor');
    await form.getByRole('button', { name: 'Batal' }).click();
    await question.getByRole('button', { name: 'Buang' }).click();
    await expect.poll(() => form.count()).toBe(0);
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Tambah Alamat' }).waitFor();
    await page.waitForTimeout(500);
    expect(await form.count()).toBe(0);
  });

  it("opens an address's edit again with its typing after a reload on a phone slowed 4x, and once it is thrown away with 'Buang' a reload opens nothing and the address is as it was", async () => {
    await page.goto('/Profile?tab=alamat_saya');
    const edit = page.getByRole('button', { name: /^Edit alamat / }).first();
    const which = (await edit.getAttribute('aria-label'))!;
    await edit.click();
    const form = page.getByRole('dialog', { name: 'Edit Alamat' });
    const street = form.getByLabel('Jalan', { exact: true });
    const before = await street.inputValue();
    await street.fill('Jl. Belum Disimpan No. 9');
    // Reloaded on a phone slowed 4x: the gateway draws the tab, which the app hydrates before it opens the form.
    await onSlowPhone(page, async () => {
      await page.reload();
      await form.getByText(FORM_DRAFT_RESTORED).waitFor();
    });
    expect(await street.inputValue()).toBe('Jl. Belum Disimpan No. 9');
    // The same address's form: its other fields are as the address has them.
    expect(await form.getByLabel('Nama Alamat', { exact: true }).inputValue()).toBe(which.slice('Edit alamat '.length));
    await form.getByRole('button', { name: 'Batal' }).click();
    await page.getByRole('alertdialog', { name: 'Buang Perubahan?' }).getByRole('button', { name: 'Buang' }).click();
    await expect.poll(() => form.count()).toBe(0);
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: which }).click();
    await expect.poll(() => street.inputValue()).toBe(before);
    await expect.poll(() => form.getByText(FORM_DRAFT_RESTORED).count()).toBe(0);
    await form.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => form.count()).toBe(0);
  });

  it("keeps a Data Diri edit not saved through another tab and Back, and through a reload on a phone slowed 4x, with no hydration error; 'Batal' throws it away", async () => {
    const hydrationErrors: string[] = [];
    const listen = (message: ConsoleMessage) => {
      if (HYDRATION_ERROR.test(message.text())) hydrationErrors.push(message.text());
    };
    page.on('console', listen);
    onTestFinished(() => void page.off('console', listen));
    await page.goto('/Profile?tab=data_diri');
    await hydrated(page);
    const street = page.getByLabel('Jalan', { exact: true });
    const before = await street.inputValue();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await street.fill('Jl. Belum Disimpan No. 5');
    // Off to the address book to look something up, and back to the tab: the edit is open again, as it was.
    await page.getByRole('tab', { name: 'Alamat Saya' }).click();
    await page.getByRole('heading', { name: 'Daftar Alamat' }).waitFor();
    await page.getByRole('tab', { name: 'Data Diri' }).click();
    await page.getByText(FORM_DRAFT_RESTORED).waitFor();
    expect(await street.inputValue()).toBe('Jl. Belum Disimpan No. 5');
    // Off to the home page, and Back.
    await page.getByRole('banner').getByRole('link', { name: 'Beranda', exact: true }).filter({ visible: true }).first().click();
    await page.getByRole('heading', { name: /^Hai, / }).waitFor();
    await pressBack(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('data_diri');
    await page.getByText(FORM_DRAFT_RESTORED).waitFor();
    expect(await street.inputValue()).toBe('Jl. Belum Disimpan No. 5');
    await page.getByRole('button', { name: 'Simpan' }).waitFor();
    // Reloaded on a phone slowed 4x: the gateway draws the tab as saved, and the edit comes back once it is hydrated.
    await onSlowPhone(page, async () => {
      await page.reload();
      await hydrated(page);
      await page.getByText(FORM_DRAFT_RESTORED).waitFor();
    });
    expect(await street.inputValue()).toBe('Jl. Belum Disimpan No. 5');
    expect(hydrationErrors).toEqual([]);
    // 'Batal': the profile as saved, and nothing comes back after a reload.
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => street.inputValue()).toBe(before);
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText(FORM_DRAFT_RESTORED).count()).toBe(0);
    expect(await street.inputValue()).toBe(before);
  });

  it('says in Indonesian that the map pictures cannot load, and the map still takes a tap', async () => {
    await page.goto('/Profile?tab=data_diri');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const offline = page.getByTestId('map-offline');
    await offline.waitFor({ timeout: 15_000 });
    await expect.poll(() => visibleText(offline)).toContain('Gambar peta tidak dapat dimuat');
    await page.getByRole('group', { name: 'Peta: ketuk untuk menandai lokasi' }).click();
    await expect.poll(() => visibleText(page.getByTestId('coordinates'))).toMatch(/^Koordinat: -?\d+\.\d+, \d+\.\d+$/);
    await checkScreen(page, 'profile-data_diri-map-offline');
  });

  it('uses the same styled photo picker for the membership documents', async () => {
    await page.goto('/UploadPengajuan');
    await page.getByRole('heading', { name: 'Upload Pengajuan Sahabat' }).waitFor();
    // No browser 'Choose File' button: the inputs are there for the picker, out of sight.
    for (const input of await page.locator('input[type="file"]').all()) expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await expect.poll(() => page.getByText('Ambil foto atau pilih gambar').count()).toBe(2);
    await page.getByLabel('Foto KTP').setInputFiles(await photoJpeg('ktp.jpg'));
    await page.getByAltText('Pratinjau Foto KTP').waitFor();
    await checkScreen(page, 'upload-pengajuan-picker');
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

describe('thumbs and keyboards', () => {
  it('gives every tap target at least 44 x 44 px on the main screens', async () => {
    // An order of its own, so the notifications screen has a card to measure.
    await placeOrderAtProvider(customer.email, customer.password);
    // data_diri has the map, whose zoom buttons Leaflet draws at 30 px.
    for (const path of ['/', '/Keranjang', '/Notifikasi', '/Profile?tab=voucher_saya', '/Profile?tab=alamat_saya', '/Profile?tab=data_diri', '/FormComplain']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => smallTargets(page), { message: path }).toEqual([]);
    }
  });

  it("ticks a cart line with a tap on its box or with Space, 'Pilih semua' ticks every line, and a double tap on a phone slowed 4x leaves the box as drawn as it is", async () => {
    const gallon = await productId(page, GALLON);
    await page.goto('/Keranjang');
    await page.evaluate((items) => {
      localStorage.setItem('cartItems', JSON.stringify(items));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems' }));
    }, [{ product_id: gallon, quantity: 4 }, { product_id: 1, quantity: 1 }]);
    const line = page.locator(`[data-testid="cart-item-${gallon}"]`);
    const box = page.getByRole('checkbox', { name: `Pilih ${GALLON}` });
    const drawn = () => line.locator('[data-part="control"]').getAttribute('data-state');
    await line.waitFor();

    await line.locator('[data-part="control"]').tap();
    await expect.poll(() => box.isChecked()).toBe(true);
    await expect.poll(drawn).toBe('checked');
    await page.getByText('Total (1 produk)').waitFor();

    await box.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => box.isChecked()).toBe(false);
    await expect.poll(drawn).toBe('unchecked');

    await page.getByText('Pilih semua').tap();
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(3);
    await page.getByText('Total (2 produk)').waitFor();

    // Two toggles: the box ends as it started, and what is drawn is what a screen reader hears.
    await doubleTap(page, line.locator('[data-part="control"]'), 'dblclick');
    await expect.poll(() => box.isChecked()).toBe(true);
    await expect.poll(drawn).toBe('checked');
    await doubleTap(page, box, 'two clicks in one task');
    await expect.poll(async () => `${await box.isChecked()} ${await drawn()}`).toBe('true checked');
  });

  it("asks once for a double tap on 'Hapus' on a phone slowed 4x as the cart opens (its dialog's code still on its way), and Back with the question open leaves the cart with nothing deleted", async () => {
    // A phone of its own without the service worker, whose cache would hand over the dialog's chunk at once.
    const phone = await newPage(browser, stack().baseUrl, ANDROID.viewport, { ...ANDROID, serviceWorkers: 'block' });
    const { page } = phone;
    await signIn(page, customer.email, customer.password);
    const gallon = await productId(page, GALLON);
    await page.evaluate((items) => localStorage.setItem('cartItems', JSON.stringify(items)), [{ product_id: gallon, quantity: 4 }]);
    // The dialog's chunk held back until the taps are done: they come before its code is there.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const chunk = /\/assets\/ConfirmDialogView-[\w-]+\.js$/;
    // Counted for the cart only: the home page just left may have asked for the chunk at idle too (the
    // top bar's logout question), under load as late as the cart's navigation.
    let asked = 0;
    await phone.context.route(chunk, async (route) => {
      if (new URL(route.request().frame().url()).pathname === '/Keranjang') asked++;
      await held;
      await route.continue().catch(() => {}); // the page that asked may have gone
    });
    await page.goto('/Keranjang');
    const remove = page.getByRole('button', { name: `Hapus ${GALLON}` });
    await doubleTap(page, remove, 'dblclick');
    release();
    expect(asked).toBe(1);
    const question = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' });
    await question.waitFor();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(1);
    // The page before is another document (the cart was opened by a page load): a Back the page cannot
    // cancel, so it leaves, question and all.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await page.goForward();
    await expect.poll(() => page.locator(`[data-testid="cart-item-${gallon}"]`).count()).toBe(1);
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await phone.context.close();
  });

  it("asks before deleting a cart line for a double tap on its 'Hapus' where the question's own 'Hapus' comes up under the finger", async () => {
    const names = [GALLON, 'Tulus Galon 8 L', 'Tulus 600 ml (1 karton isi 24)', 'Tulus 330 ml (1 karton isi 24)'];
    const ids: number[] = [];
    for (const name of names) ids.push(await productId(page, name));
    await page.goto('/Keranjang');
    await page.evaluate((items) => localStorage.setItem('cartItems', JSON.stringify(items)), ids.map((product_id) => ({ product_id, quantity: 1 })));
    await page.reload();
    await expect.poll(() => page.locator('[data-testid^="cart-item-"]').count()).toBe(names.length);
    await page.evaluate(() => window.scrollTo(0, 0));
    const trash = (name: string) => page.getByRole('button', { name: `Hapus ${name}` }).filter({ visible: true });
    const question = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' });
    // Where the question's 'Hapus' comes up (a first tap, answered with 'Batal'), and the line whose 'Hapus' lies under it.
    await trash(names[0]!).click();
    const yes = await settledBox(question.getByRole('button', { name: 'Hapus' }));
    await question.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => question.count()).toBe(0);
    const under: Array<{ name: string; at: { x: number; y: number } }> = [];
    for (const name of names) {
      const at = overlapOf((await trash(name).boundingBox())!, yes);
      if (at) under.push({ name, at });
    }
    expect(under.map((line) => line.name), "a line's 'Hapus' under the question's").toHaveLength(1);
    const { name, at } = under[0]!;
    // The question's dimmed backdrop fades out after it: first a tap there must reach the line's 'Hapus'.
    await expect.poll(() => reachedAt(page, at)).toBe(`Hapus ${name}`);
    // A double click there (see the checkout's 'Batal' above).
    await onSlowPhone(page, () => page.mouse.dblclick(at.x, at.y));
    await question.waitFor();
    await page.waitForTimeout(500);
    expect(await question.count()).toBe(1);
    expect(await page.locator('[data-testid^="cart-item-"]').count()).toBe(names.length);
    await question.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await page.locator('[data-testid^="cart-item-"]').count()).toBe(names.length);
  });

  it("moves through the profile's tabs with the arrow keys, Home and End, each opening its tab, and Tab goes on to the open tab's content", async () => {
    await page.goto('/Profile?tab=riwayat_transaksi');
    // The drawn page answers keys once the app has taken it over (a tap before that is held for the app; a key is not).
    await hydrated(page);
    const open = page.getByRole('tab', { selected: true });
    const panel = page.getByRole('tabpanel');
    const opened = async (name: string) => {
      await expect.poll(() => open.textContent()).toBe(name);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
      await expect.poll(() => panel.getAttribute('aria-labelledby')).toBe(await open.getAttribute('id'));
    };
    await page.getByRole('tab', { name: 'Riwayat Transaksi' }).focus();
    await page.keyboard.press('ArrowRight');
    await opened('Voucher Saya');
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('voucher_saya');
    await page.keyboard.press('End');
    await opened('Pengajuan Sahabat');
    await page.keyboard.press('ArrowRight');
    await opened('Data Diri');
    await page.keyboard.press('ArrowLeft');
    await opened('Pengajuan Sahabat');
    await page.keyboard.press('Home');
    await opened('Data Diri');
    // Only the open tab is in the Tab order: the next Tab goes into its content.
    await expect.poll(() => page.getByRole('tab').evaluateAll((tabs) => tabs.filter((t) => (t as HTMLElement).tabIndex === 0).length)).toBe(1);
    await page.keyboard.press('Tab');
    await expect.poll(() => panel.evaluate((p) => p === document.activeElement || p.contains(document.activeElement))).toBe(true);
  });

  it('draws the keyboard focus ring at 3:1 or more against the page', async () => {
    // An order of its own, so the notifications screen has cards to tab through.
    await placeOrderAtProvider(customer.email, customer.password);
    await page.goto('/Notifikasi');
    await page.getByRole('heading', { name: 'Notifikasi', level: 1 }).waitFor();
    const ratios: Array<[string, number]> = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      ratios.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const rgb = (text: string) => (text.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
          const luminance = ([r, g, b]: number[]) =>
            [r!, g!, b!].map((c) => {
              const s = c / 255;
              return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
            }).reduce((sum, c, k) => sum + c * [0.2126, 0.7152, 0.0722][k]!, 0);
          // The colour behind the ring: the nearest ancestor with a background.
          let behind: Element | null = element.parentElement;
          while (behind && getComputedStyle(behind).backgroundColor.match(/rgba\(0, 0, 0, 0\)|transparent/)) behind = behind.parentElement;
          const ring = luminance(rgb(getComputedStyle(element).outlineColor));
          const page = luminance(rgb(behind ? getComputedStyle(behind).backgroundColor : 'rgb(255,255,255)'));
          const ratio = (Math.max(ring, page) + 0.05) / (Math.min(ring, page) + 0.05);
          return [`${element.tagName} ${element.textContent?.trim().slice(0, 30)} outline=${getComputedStyle(element).outlineStyle}`, Math.round(ratio * 100) / 100] as [string, number];
        }),
      );
    }
    for (const [what, ratio] of ratios) if (!what.endsWith('outline=none')) expect(ratio, what).toBeGreaterThanOrEqual(3);
    expect(ratios.filter(([what]) => !what.endsWith('outline=none')).length).toBeGreaterThan(4);
  });
});
