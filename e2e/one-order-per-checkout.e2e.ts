import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CHECKOUT_SUCCESS, PRICE_CHANGED } from '@tulus/shared/rules/messages';
import { launchBrowser } from './browser.ts';
import { rupiah, visibleText } from './customer-steps.ts';
import { GALLONS, fillCheckout, fromTheCart, shownErrors, signedInPage } from './once-steps.ts';
import { countRows, ops, registerCustomer, type TestCustomer } from './provider.ts';

/**
 * One order per checkout, whatever the customer does with the browser: Back from the payment
 * screen, a reload, the same checkout in two tabs, a price that changed under the screen. Each
 * test has a customer of its own; the provider's database says how many orders it holds.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ordersOf = (customer: TestCustomer) => countRows('SELECT COUNT(*) AS n FROM sales_orders WHERE customer_code = ?', customer.customer_code);
const placedDialog = (page: Page) => page.getByRole('alertdialog', { name: CHECKOUT_SUCCESS });
const alreadyOrdered = (page: Page) => page.getByTestId('already-ordered');
const checkoutButton = (page: Page) => page.getByRole('button', { name: 'Checkout', exact: true });

/**
 * What a customer does to order the same thing again: back on that checkout (by history, or by
 * its address when history leads elsewhere), Checkout again wherever a Checkout button is offered.
 */
async function tryToCheckOutAgain(page: Page, checkoutUrl: string): Promise<void> {
  if (!page.url().includes('/Checkout')) await page.goto(checkoutUrl);
  await checkoutButton(page).or(alreadyOrdered(page)).first().waitFor();
  if (await alreadyOrdered(page).isVisible()) return;
  await fillCheckout(page, 3);
  await checkoutButton(page).click();
  await placedDialog(page).or(alreadyOrdered(page)).or(page.getByRole('alertdialog', { name: 'Pesanan Gagal' })).first().waitFor();
}

describe('one order per checkout', () => {
  it('Back from the payment screen never shows a live checkout: trying again leads to the same order', async () => {
    const customer = await registerCustomer('kembali');
    const { page, context } = await signedInPage(browser, customer);
    const checkoutUrl = await fromTheCart(page);
    await fillCheckout(page);
    await checkoutButton(page).click();
    const code = await visibleText(placedDialog(page).locator('strong'));
    await placedDialog(page).getByRole('button', { name: 'Bayar' }).click();
    await page.waitForURL('**/Pembayaran?*');
    await page.getByRole('heading', { name: 'Konfirmasi Pembayaran' }).waitFor();

    await page.goBack();
    await tryToCheckOutAgain(page, checkoutUrl);
    await expect.poll(() => ordersOf(customer)).toBe(1);
    // What it offers instead: that order, to pay.
    await alreadyOrdered(page).getByText(code).waitFor();
    await page.getByRole('link', { name: 'Bayar Pesanan' }).click();
    await page.waitForURL('**/Pembayaran?*');
    await expect.poll(() => visibleText(page.getByTestId('kode-pesanan'))).toBe(code);
    await expect.poll(() => shownErrors(page)).toEqual([]);
    expect(ordersOf(customer)).toBe(1);
    await context.close();
  });

  it('a reload of the checkout after ordering shows that order, not a new checkout', async () => {
    const customer = await registerCustomer('muat-ulang');
    const { page, context } = await signedInPage(browser, customer);
    const checkoutUrl = await fromTheCart(page);
    await fillCheckout(page);
    await checkoutButton(page).click();
    const code = await visibleText(placedDialog(page).locator('strong'));
    await page.reload();
    await tryToCheckOutAgain(page, checkoutUrl);
    await alreadyOrdered(page).getByText(code).waitFor();
    expect(ordersOf(customer)).toBe(1);
    await expect.poll(() => shownErrors(page)).toEqual([]);
    await context.close();
  });

  it('the same checkout open in two tabs, Checkout tapped in both: one order, no error in either', async () => {
    const customer = await registerCustomer('dua-tab');
    const { page: first, context } = await signedInPage(browser, customer);
    const checkoutUrl = await fromTheCart(first);
    const second = await context.newPage();
    await second.goto(checkoutUrl);
    // The second tab chose another delivery day: still the same cart.
    await fillCheckout(second, 3);
    await first.bringToFront();
    await fillCheckout(first);
    // Both taps land before either answer (a background tab does not paint, so no click waits for it to).
    await Promise.all([first, second].map((tab) => checkoutButton(tab).evaluate((button: HTMLElement) => button.click())));
    for (const tab of [first, second]) await placedDialog(tab).or(alreadyOrdered(tab)).first().waitFor();
    await expect.poll(() => ordersOf(customer)).toBe(1);
    const codes = await Promise.all([first, second].map(async (tab) => visibleText((await placedDialog(tab).isVisible()) ? placedDialog(tab).locator('strong') : alreadyOrdered(tab).locator('strong'))));
    expect(codes[0]).toMatch(/^SO-/);
    expect(codes[1]).toBe(codes[0]);
    for (const tab of [first, second]) await expect.poll(() => shownErrors(tab)).toEqual([]);
    await context.close();
  });

  it('a price changed by ops between the screen and the tap: the new total is shown, nothing is ordered until the customer confirms', async () => {
    const customer = await registerCustomer('harga');
    const { page, context } = await signedInPage(browser, customer);
    await fromTheCart(page);
    await fillCheckout(page);
    const shown = await visibleText(page.getByTestId('total-pembayaran'));
    expect(shown).toBe(rupiah(4 * 36_500));
    // The 16 L gallon's member price goes up by Rp 1.000 while the screen still shows the old one.
    const tiers = await page.evaluate(async (id) => {
      const res = await fetch(`/trpc/catalog.byIds?input=${encodeURIComponent(JSON.stringify({ ids: [id] }))}`);
      const body = (await res.json()) as { result: { data: Array<{ price_member: Array<{ min_quantity: number; max_quantity?: number | null; price: number }> }> } };
      return body.result.data[0]!.price_member.map((t) => ({ min_quantity: t.min_quantity, max_quantity: t.max_quantity ?? null, price: t.price }));
    }, GALLONS.product_id);
    await ops('update-product', { product_id: GALLONS.product_id, price_member: tiers.map((t) => ({ ...t, price: t.price + 1_000 })) });
    try {
      await checkoutButton(page).click();
      await page.getByTestId('checkout-problem').getByText(`${PRICE_CHANGED} Total baru: ${rupiah(4 * 37_500)}.`).waitFor();
      expect(ordersOf(customer)).toBe(0);
      await expect.poll(() => visibleText(page.getByTestId('total-pembayaran'))).toBe(rupiah(4 * 37_500));
      // The customer has seen the new total and taps again: now it is ordered, at that total.
      await checkoutButton(page).click();
      await placedDialog(page).waitFor();
      expect(ordersOf(customer)).toBe(1);
      expect(countRows('SELECT COUNT(*) AS n FROM sales_order_details d JOIN sales_orders o ON o.id = d.sales_order_id WHERE o.customer_code = ? AND d.product_price = 37500', customer.customer_code)).toBe(1);
    } finally {
      await ops('update-product', { product_id: GALLONS.product_id, price_member: tiers });
      await context.close();
    }
  });
});
