import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, ElementHandle, Locator, Page } from 'playwright-core';
import { firstDeliveryDate } from '@tulus/shared/rules/dates';
import { CHECKOUT_ADDRESS_COORDINATES, CHECKOUT_BRANCH, CHECKOUT_DELIVERY_DATE, CHECKOUT_PAYMENT_METHOD, PAYMENT_METHOD_REQUIRED_DETAIL } from '@tulus/shared/rules/messages';
import { ANDROID, heldBack, newPage, pressBack } from './browser.ts';
import { chooseBca, jakartaDate, productId, signIn, visibleText } from './customer-steps.ts';
import { countRows, freshCustomerWithAddress, type TestCustomer } from './provider.ts';
import { doubleTap, fingerDoubleTap, fromTheCart, onSlowPhone, TAPS, type Tap } from './once-steps.ts';
import { stack } from './stack.ts';
import { overlapOf, settledBox, reachedAt, rootHidden, onScreen, providerDownFor, GALLON, customerPhone } from './phone-steps.ts';
import { checkScreen } from './screen-checks.ts';

/**
 * The checkout on a cheap Android phone (360 x 740, touch): it fills in what has one right answer, takes
 * the customer to the field at fault, keeps every choice through Back and a reload, and its pickers
 * answer a double tap and Back as a thumb expects.
 */

let browser: Browser;
let customer: TestCustomer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, customer, context, page } = await customerPhone('Dewi Lestari'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** How many orders the provider holds for this file's customer: all of them, and those at DC Jakarta (the branch that delivers to the address). */
const ordersOfCustomer = () => ({
  all: countRows('SELECT COUNT(*) AS n FROM sales_orders WHERE customer_code = ?', customer.customer_code),
  atJakarta: countRows("SELECT COUNT(*) AS n FROM sales_orders WHERE customer_code = ? AND kd_cabang = 'JKT01'", customer.customer_code),
});


/**
 * The browser's own record of the layout shifts since the page's document opened, each with what moved (its
 * test id or its text) and from where to where: what a failure needs to name. Empty: nothing moved by itself.
 */
function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Shift = PerformanceEntry & { value: number; sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
        const named = (node: Node | null) => (node instanceof Element ? (node.closest('[data-testid]')?.getAttribute('data-testid') ?? node.textContent?.slice(0, 40)) : node?.nodeName);
        const describe = (entry: Shift) =>
          `${entry.value.toFixed(3)}: ${entry.sources.map((s) => `${named(s.node)} y ${Math.round(s.previousRect.y)} -> ${Math.round(s.currentRect.y)}, h ${Math.round(s.previousRect.height)} -> ${Math.round(s.currentRect.height)}`).join('; ')}`;
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries().map((entry) => describe(entry as Shift)));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is not called; an empty list after a frame says so.
        requestAnimationFrame(() => setTimeout(() => resolve([]), 100));
      }),
  );
}

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

  it("keeps its sections where they are when the address comes: 'Lihat semua metode pembayaran' stays where the thumb saw it", async () => {
    // The addresses held back until the page is on screen, as on a slow line.
    const addresses = await heldBack(page, /\/trpc\/[^?]*addresses\.list/);
    try {
      // On a phone slowed 4x: a part of the frame that comes a render late has the time to be seen.
      await onSlowPhone(page, async () => {
        await openCheckout();
        const kirimKe = page.getByTestId('kirim-ke');
        const link = page.getByRole('link', { name: 'Lihat semua metode pembayaran' });
        await link.waitFor();
        expect(await kirimKe.getByText(/^Jl\. /).count()).toBe(0);
        const before = await link.boundingBox();
        addresses.release();
        await kirimKe.getByText(/^Jl\. /).first().waitFor();
        expect(await link.boundingBox()).toEqual(before);
      });
      // Nothing on the page moved by itself since it opened (the browser's own record of layout shifts).
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await addresses.stop();
    }
  });

  it("keeps what follows the ordered products and the branch where it is as they come on a reload: the summary's 'Pilih Voucher' stays where the thumb saw it", async () => {
    // The products' prices and the branches held back until the page is on screen, as on a slow line; the
    // checkout loaded afresh, as a reload loads it (from the cart the products are already read).
    const smallGallon = await productId(page, 'Tulus Galon 8 L');
    // One pattern for both: the browser sends the products' read in one request with others (the address's).
    const held = await heldBack(page, /\/trpc\/[^?]*(catalog\.byIds|branches\.forCustomer)/);
    try {
      // On a phone slowed 4x: a part that comes a render late has the time to be seen.
      await onSlowPhone(page, async () => {
        await page.goto('about:blank');
        // Two products, each named on one line at 360 px: each line has its place before its name and price come.
        await page.goto(`/Checkout?items=${gallon}x4,${smallGallon}x2`);
        const places = {
          date: page.getByLabel('Pilih Waktu Pengiriman'),
          summary: page.getByRole('heading', { name: 'Ringkasan Pembayaran' }),
          voucher: page.getByRole('button', { name: 'Pilih Voucher' }),
        };
        const boxes = async () => ({ date: await settledBox(places.date), summary: await settledBox(places.summary), voucher: await settledBox(places.voucher) });
        const before = await boxes();
        held.release();
        await page.getByTestId('daftar-produk').getByText(GALLON, { exact: true }).filter({ visible: true }).waitFor();
        await expect.poll(() => page.getByRole('textbox', { name: 'Pilih Cabang Pengiriman' }).inputValue()).toBe('DC Jakarta');
        expect(await boxes()).toEqual(before);
      });
    } finally {
      await held.stop();
    }
  });

  it("opens and closes each picker without drawing the checkout page or its sections again", async () => {
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
    // The checkout page itself, whose column (the heading's parent) it draws whenever it renders: read in the page
    // right after the tap's and the Escape's own render (React draws a tap's change in a microtask after it),
    // before any answer from the network can come in and draw the page, as an answer should.
    const pageDrawnBy = (opener: ElementHandle) =>
      page.evaluate(async (opener) => {
        const column = Array.from(document.querySelectorAll('h1')).find((h) => h.textContent === 'Checkout')?.parentElement as (Element & Record<string, unknown>) | undefined;
        const key = column && Object.keys(column).find((k) => k.startsWith('__reactProps$'));
        if (!column || !key) return 'the checkout not drawn by React';
        const settled = async () => {
          for (let turn = 0; turn < 5; turn++) await Promise.resolve();
        };
        const before = column[key];
        (opener as HTMLElement).click();
        await settled();
        const open = document.querySelector('[role="dialog"][data-state="open"]');
        const atOpening = column[key] === before ? 'same' : 'drawn again';
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        await settled();
        const closed = !document.querySelector('[role="dialog"][data-state="open"]');
        const atClosing = column[key] === before ? 'same' : 'drawn again';
        return `opened: ${Boolean(open)}, page ${atOpening}; closed: ${closed}, page ${atClosing}`;
      }, opener);
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
      // 'Pilih Cabang' first reads the address (its handler waits for it): the others open within the tap's render.
      if (name === 'Pilih Cabang') continue;
      await quiet();
      const opener = await page.getByRole('button', { name }).elementHandle();
      expect(await pageDrawnBy(opener!), name).toBe('opened: true, page same; closed: true, page same');
    }
  });

  it("keeps its sections where they are on a reload with a bank chosen: the account's lines come into the place held for them", async () => {
    await openCheckout();
    await chooseBca(page);
    await expect.poll(() => visibleText(page.getByTestId('metode-terpilih'))).toBe('BCA');
    // The list that describes the chosen bank held back until the reloaded page is on screen, as on a slow line.
    const methods = await heldBack(page, /\/trpc\/[^?]*payments\.methods/);
    try {
      await page.reload();
      const section = page.getByTestId('metode-pembayaran');
      await section.locator('[aria-busy="true"]').waitFor();
      methods.release();
      await section.getByText(/a\.n\. /).waitFor();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await methods.stop();
    }
  });

  it.each(['/PilihMetodePembayaran', '/DetailMetodePembayaran'])(
    "keeps 'Kembali' and 'Pilih' of %s where they are as its cards come in place of 'Memuat data...' on a reload",
    async (path) => {
      // The list held back until the page is on screen, as on a slow line; the page loaded afresh, as a reload
      // loads it (from the checkout the list is already read).
      const methods = await heldBack(page, /\/trpc\/[^?]*payments\.methods/);
      try {
        await page.goto('about:blank');
        await page.goto(`${path}?items=${gallon}x4`);
        await page.getByText('Memuat data...').waitFor();
        const kembali = page.getByRole('button', { name: 'Kembali', exact: true });
        const pilih = page.getByRole('button', { name: 'Pilih', exact: true });
        const before = { kembali: await settledBox(kembali), pilih: await settledBox(pilih) };
        methods.release();
        await page.getByRole('radiogroup').getByRole('radio').first().waitFor({ state: 'attached' });
        expect({ kembali: await settledBox(kembali), pilih: await settledBox(pilih) }).toEqual(before);
        // A thumb that set off for 'Pilih' while the list was loading still lands on it.
        expect(await reachedAt(page, { x: before.pilih.x + before.pilih.width / 2, y: before.pilih.y + before.pilih.height / 2 })).toBe('Pilih');
      } finally {
        await methods.stop();
      }
    },
  );

  it.each(TAPS)("goes on once for a double tap (%s) on each method page's 'Pilih' on a phone slowed 4x: the second tap does not press the next screen's action, in the same place of the bottom bar", async (tap) => {
    await openCheckout();
    await page.getByRole('link', { name: 'Lihat semua metode pembayaran' }).click();
    await page.getByRole('radiogroup', { name: 'Metode pembayaran' }).getByText('Transfer Bank', { exact: true }).click();
    await doubleTap(page, page.getByRole('button', { name: 'Pilih', exact: true }), tap);
    await page.waitForURL('**/DetailMetodePembayaran?*');
    const accounts = page.getByRole('radiogroup', { name: 'Rekening tujuan' });
    await accounts.waitFor();
    await page.waitForTimeout(500);
    // Had the second tap pressed this page's 'Pilih', nothing being chosen yet, it would ask for an account.
    expect(await page.getByText(PAYMENT_METHOD_REQUIRED_DETAIL).count()).toBe(0);
    await accounts.getByText('BCA', { exact: true }).click();
    const before = ordersOfCustomer();
    await doubleTap(page, page.getByRole('button', { name: 'Pilih', exact: true }), tap);
    await page.waitForURL('**/Checkout?*');
    await expect.poll(() => visibleText(page.getByTestId('metode-terpilih'))).toBe('BCA');
    await page.waitForTimeout(500);
    // The checkout's own action lies under that finger now: it was not pressed.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(ordersOfCustomer()).toEqual(before);
    // One entry each: Back leads to the accounts, then to the methods.
    await page.goBack();
    await page.waitForURL('**/DetailMetodePembayaran?*');
    await page.goBack();
    await page.waitForURL('**/PilihMetodePembayaran?*');
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
