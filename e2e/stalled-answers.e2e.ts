import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { CHECKOUT_SUCCESS, PROOF_UPLOAD_SUCCESS } from '@tulus/shared/rules/messages';
import { launchBrowser } from './browser.ts';
import { fillProof, receiptPhoto, visibleText } from './customer-steps.ts';
import { fillCheckout, fromTheCart, signedInPage } from './once-steps.ts';
import { hydrated } from './drawn-steps.ts';
import { countRows, placeOrderAtProvider, registerCustomer, type TestCustomer } from './provider.ts';

/**
 * A weak signal that neither carries an answer nor fails: the request is out, and nothing comes back.
 * The browser waits for minutes; the shop gives a read 30 s and a write 60 s (client/src/lib/answer-time-limit.ts),
 * then says 'Network error' and lets the customer ask again. The page's clock is Playwright's, moved
 * on past the limit, so the journey does not wait it out.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const READ_LIMIT = 30_000;
const WRITE_LIMIT = 60_000;
/** An upload with no byte sent and no answer for this long has stalled. */
const UPLOAD_QUIET_LIMIT = 60_000;

/**
 * Playwright's clock for the page's timers and dates, so the journey can move past a time limit. The
 * page's frames stay the browser's: Playwright's clock would run `requestAnimationFrame` as a 16 ms timer,
 * and on a busy machine that timer can come after the frames it stands for. A dialog's presence reads its
 * closing animation in such a frame: run after the animation has already ended, it waits for an end that
 * never comes, and the dialog stays in the page, closed. No phone runs its frames late like that.
 */
async function installClock(page: Page) {
  type Frames = { browserFrames?: [typeof requestAnimationFrame, typeof cancelAnimationFrame] };
  await page.evaluate(() => {
    (window as Frames).browserFrames = [window.requestAnimationFrame, window.cancelAnimationFrame];
  });
  await page.clock.install();
  await page.evaluate(() => {
    const [request, cancel] = (window as Frames).browserFrames!;
    window.requestAnimationFrame = request;
    window.cancelAnimationFrame = cancel;
  });
}

/**
 * Requests to a procedure (`orders.detail`) go out and get no answer until `release()`: with `reach`,
 * each reaches the gateway (and so the provider) first, and only its answer is held back. Gives how
 * many were held.
 */
async function stall(page: Page, procedure: string, reach = false) {
  return stallRequests(page, new RegExp(`/trpc/[^?]*${procedure.replace('.', '\\.')}`), reach);
}

/** As `stall`, for any request whose URL matches `pattern` (an upload route). */
async function stallRequests(page: Page, pattern: RegExp, reach: boolean) {
  const held: Route[] = [];
  await page.route(pattern, async (route) => {
    held.push(route);
    if (reach) await route.fetch();
  });
  return {
    held: () => held.length,
    release: () => page.unroute(pattern),
  };
}

/**
 * Requests to `urlPattern` (CDP's wildcards) reach the gateway whole, body and photo included, and their
 * answers are held at the phone until `release()`: the browser has sent every byte and hears nothing.
 */
async function stallAnswers(page: Page, urlPattern: string) {
  const cdp = await page.context().newCDPSession(page);
  let held = 0;
  cdp.on('Fetch.requestPaused', () => void (held += 1));
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern, requestStage: 'Response' }] });
  return {
    held: () => held,
    release: () => cdp.send('Fetch.disable'),
  };
}

const proofsOf = (orderId: number) => countRows('SELECT COUNT(*) AS n FROM payment_proofs WHERE sales_order_id = ?', orderId);
const ordersOf = (customer: TestCustomer) => countRows('SELECT COUNT(*) AS n FROM sales_orders WHERE customer_code = ?', customer.customer_code);

describe('an answer that never comes', () => {
  it("an order's detail read on a stalled connection says 'Network error' after the time limit, and 'Coba lagi' reads it once the signal carries", async () => {
    const customer = await registerCustomer('macet-baca');
    const order = await placeOrderAtProvider(customer.email, customer.password);
    const { page, context } = await signedInPage(browser, customer);
    // Opened from the order history: a reload of the detail would carry the order in the drawn page.
    await page.goto('/Profile?tab=riwayat_transaksi');
    await hydrated(page);
    await installClock(page);
    const detail = await stall(page, 'orders.detail');
    await page.getByRole('link', { name: order.code, exact: true }).click();
    await page.waitForURL('**/RincianPesanan?*');
    await expect.poll(() => detail.held()).toBe(1);

    // Still waiting just before the limit: no message yet.
    await page.clock.fastForward(READ_LIMIT - 5_000);
    const failed = page.getByRole('alert').filter({ hasText: 'Network error' });
    expect(await failed.count()).toBe(0);
    await page.clock.fastForward(6_000);
    await failed.waitFor();
    // Not asked again by itself: the customer has waited long enough, and chooses when.
    expect(detail.held()).toBe(1);

    await detail.release();
    await failed.getByRole('button', { name: 'Coba lagi' }).click();
    await expect.poll(() => visibleText(page.getByTestId('kode-pesanan'))).toBe(order.code);
    expect(await failed.count()).toBe(0);
    await context.close();
  });

  it('a checkout whose order was placed but whose answer never came: the time limit says so, and Checkout again leads to that one order', async () => {
    const customer = await registerCustomer('macet-pesan');
    const { page, context } = await signedInPage(browser, customer);
    await fromTheCart(page);
    await fillCheckout(page);
    await installClock(page);
    const place = await stall(page, 'orders.place', true);
    const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
    await checkout.click();
    await expect.poll(() => ordersOf(customer)).toBe(1);

    // The order is at the provider; the phone has heard nothing, and waits no longer than the write limit.
    await page.clock.fastForward(WRITE_LIMIT - 5_000);
    const failedDialog = page.getByRole('alertdialog', { name: 'Pesanan Gagal' });
    expect(await failedDialog.count()).toBe(0);
    await page.clock.fastForward(6_000);
    await failedDialog.getByText('Network error').waitFor();

    // The signal carries again; the next tap sends the same checkout's key, and the gateway hands back
    // the order it placed (shown as the order already made for this cart), not a second one.
    await place.release();
    await failedDialog.getByRole('button', { name: 'Tutup' }).click();
    await failedDialog.waitFor({ state: 'hidden' });
    await checkout.click();
    const placed = page.getByRole('alertdialog', { name: CHECKOUT_SUCCESS }).or(page.getByTestId('already-ordered'));
    await placed.waitFor();
    expect(await visibleText(placed.locator('strong').first())).toMatch(/^SO-/);
    expect(place.held()).toBe(1);
    expect(ordersOf(customer)).toBe(1);
    await context.close();
  });

  it("a payment proof sent in full whose answer never comes: 'Memproses di server...' gives way to 'Network error', and 'Kirim Bukti' again is the same upload: one proof", async () => {
    const customer = await registerCustomer('macet-bukti');
    const order = await placeOrderAtProvider(customer.email, customer.password);
    const { page, context } = await signedInPage(browser, customer);
    await fillProof(page, order, customer.name, await receiptPhoto());
    await hydrated(page);
    await installClock(page);
    const upload = await stallAnswers(page, '*/api/uploads/payment-proof');
    await page.getByRole('button', { name: 'Kirim Bukti' }).click();
    await expect.poll(() => proofsOf(order.id)).toBe(1);

    // Every byte has gone: the form says the gateway is at work, and offers no 'Batal' (it may be stored).
    // Waited for before the clock moves: each byte sent restarts the limit, so a last progress event that
    // reaches the page after the clock has moved starts the limit again from there.
    await page.getByTestId('upload-progress').getByText('Memproses di server...').waitFor();
    // Stored by the provider; the phone still waits, and no longer than the limit.
    await page.clock.fastForward(UPLOAD_QUIET_LIMIT - 5_000);
    const failed = page.getByTestId('upload-error');
    expect(await failed.count()).toBe(0);
    await page.getByTestId('upload-progress').getByText('Memproses di server...').waitFor();
    await page.clock.fastForward(6_000);
    await failed.getByText('Network error').waitFor();

    // The same proof again, once the signal carries: the gateway answers with the first answer.
    await upload.release();
    await page.getByRole('button', { name: 'Kirim Bukti' }).click();
    await page.getByRole('alertdialog', { name: PROOF_UPLOAD_SUCCESS }).waitFor();
    expect(upload.held()).toBe(1);
    expect(proofsOf(order.id)).toBe(1);
    await context.close();
  });
});
