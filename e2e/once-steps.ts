import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newPage } from './browser.ts';
import { chooseBca, jakartaDate } from './customer-steps.ts';
import { hydrated } from './drawn-steps.ts';
import { signInContext, type Account, type Role } from './sign-in.ts';
import { stack } from './stack.ts';

/** The two ways a phone user sends one submit twice: a real double click, and two clicks in one task (before any re-render). */
export const TAPS = ['dblclick', 'two clicks in one task'] as const;
export type Tap = (typeof TAPS)[number];

/** A cheap phone's CPU (the bench's 4x slowdown): a re-render between the two clicks of a double click comes late, as on the phone. */
const PHONE_CPU = 4;

export async function doubleTap(page: Page, button: Locator, tap: Tap): Promise<void> {
  await button.waitFor();
  if (tap === 'two clicks in one task') {
    await button.evaluate((b: HTMLElement) => {
      b.click();
      b.click();
    });
    return;
  }
  await onSlowPhone(page, () => button.dblclick());
}

/** What a submit's answer looks like on the page: a text it shows, or the page it leads to. */
export type Answer = { text: string } | { path: string };

/** Waits until the page shows `answer`. */
export async function answerShown(page: Page, answer: Answer): Promise<void> {
  if ('path' in answer) await page.waitForURL((url) => url.pathname === answer.path);
  else await page.getByText(answer.text).first().waitFor();
}

/** Kept on the page's window by `doubleTapAnsweredBetween`: its watch, and what was under the finger as the answer showed. */
type AnswerWatch = { answerWatch?: MutationObserver; underAtAnswer?: string };

/**
 * A double tap whose answer came between its two taps (a quick answer, a slow finger): the first tap on
 * `button`, then, as soon as `answer` shows, the second at the same point of the screen, counted by the
 * browser as the same double tap's (`detail` 2). Its press and release go together, as a tap's do. Gives
 * what was under the finger as the answer showed.
 */
export async function doubleTapAnsweredBetween(page: Page, button: Locator, answer: Answer): Promise<string> {
  // A drawn page's first tap before the app has taken it over is lost: not what this tests.
  await hydrated(page);
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on the screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(point.x, point.y);
  // Watched in the page from before the tap: a poll from here would see the answer later. What was
  // under the finger is kept on the window and read by polling, not by awaiting a promise of the page:
  // Chromium's inspector holds such a promise weakly, and CI once saw it collected before it settled
  // ("Resulting promise was garbage collected") though the answer showed.
  await page.evaluate(
    ({ x, y, answer }) => {
      const kept = window as unknown as AnswerWatch;
      kept.underAtAnswer = undefined;
      const seen = () => ('path' in answer ? location.pathname === answer.path : document.body.innerText.includes(answer.text));
      kept.answerWatch = new MutationObserver(() => {
        if (!seen()) return;
        kept.answerWatch?.disconnect();
        kept.underAtAnswer = document.elementFromPoint(x, y)?.textContent?.trim() ?? '';
      });
      kept.answerWatch.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { ...point, answer },
  );
  await page.mouse.down({ clickCount: 1 });
  await page.mouse.up({ clickCount: 1 });
  const underAtAnswer = () => page.evaluate(() => (window as unknown as AnswerWatch).underAtAnswer);
  await expect.poll(underAtAnswer, { timeout: 30_000, interval: 10, message: `the answer ${JSON.stringify(answer)} did not show after the first tap` }).toBeTypeOf('string');
  const under = (await underAtAnswer()) as string;
  await Promise.all([page.mouse.down({ clickCount: 2 }), page.mouse.up({ clickCount: 2 })]);
  return under;
}

/** Does `action` with the page's CPU slowed as a cheap phone's, and gives the page its speed back after. */
export async function onSlowPhone<T>(page: Page, action: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU });
  try {
    return await action();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/**
 * A finger's double tap at `point`, as the phone's touch screen reports it: two taps 150 ms apart by
 * the events' own times, sent together. Playwright's `touchscreen.tap` sends a tap only once the page has
 * handled the one before; on a busy machine the second then came later than a double tap's interval, and
 * the browser counted it as a new tap (`detail` 1), which a finger's double tap is not.
 */
export async function fingerDoubleTap(page: Page, point: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const start = Date.now() / 1000;
    const touch = (type: 'touchStart' | 'touchEnd', after: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchStart' ? [point] : [], timestamp: start + after });
    await Promise.all([touch('touchStart', 0), touch('touchEnd', 0.05), touch('touchStart', 0.15), touch('touchEnd', 0.2)]);
  } finally {
    await cdp.detach();
  }
}

/**
 * Calls the page makes to `target`: an upload route (one per request), or a tRPC procedure (one per
 * call, also when httpBatchLink sends several in one request: '/trpc/auth.login,auth.login?batch=1').
 */
export function countCalls(page: Page, target: string): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/trpc/')) n += path.slice('/trpc/'.length).split(',').filter((procedure) => procedure === target).length;
    else if (path === target) n += 1;
  });
  return () => n;
}

/**
 * Every error the page shows while the test runs, even one that appears for a moment: alerts
 * (role="alert") and error toasts, collected as they are added to the page.
 */
const WATCH_ERRORS = () => {
  const shown: string[] = [];
  (window as unknown as { shownErrors: string[] }).shownErrors = shown;
  const SELECTOR = '[role="alert"], [data-type="error"]';
  const note = (el: Element | null) => {
    const text = el?.textContent?.replace(/\s+/g, ' ').trim();
    if (text && !shown.includes(text)) shown.push(text);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      note(target?.closest(SELECTOR) ?? null);
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        if (node.matches(SELECTOR)) note(node);
        node.querySelectorAll(SELECTOR).forEach(note);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

export const shownErrors = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { shownErrors?: string[] }).shownErrors ?? []);

/** A fresh browser profile at 360 px, watching for errors, signed in through the gateway's own login (its screen has its own test). */
export async function signedInPage(browser: Browser, account: Account, role: Role = 'customer'): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, stack().baseUrl);
  await opened.context.addInitScript(WATCH_ERRORS);
  await signInContext(opened.context, account, role);
  return opened;
}

/** A visitor's page (registration, login), watching for errors. */
export async function visitorPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, stack().baseUrl);
  await opened.context.addInitScript(WATCH_ERRORS);
  return opened;
}

/** A tRPC mutation through the gateway with a session cookie: setting up what a test needs. */
export async function gatewayMutation<T>(cookie: string, procedure: string, input: unknown): Promise<T> {
  const res = await fetch(`${stack().baseUrl}/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `tulus_session=${cookie}` },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { result?: { data: T }; error?: unknown };
  if (!body.result) throw new Error(`${procedure} failed: ${JSON.stringify(body.error)}`);
  return body.result.data;
}

/** 4 gallons of 16 L from Jakarta, paid by BCA, delivered the day after tomorrow. */
export const GALLONS = { product_id: 5, quantity: 4 };

/** The gallons in the cart, selected, and on to /Checkout as the cart sends a customer there. */
export async function fromTheCart(page: Page): Promise<string> {
  await page.goto('/Keranjang');
  await page.evaluate((items) => {
    localStorage.setItem('cartItems', JSON.stringify(items));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems' }));
  }, [GALLONS]);
  const item = page.locator('[data-testid^="cart-item-"]').first();
  await item.locator('[data-part="control"]').click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/Checkout?*');
  return page.url();
}

export function placeOrderFor(cookie: string): Promise<{ id: number; sales_order_code: string; total_amount: number }> {
  return gatewayMutation(cookie, 'orders.place', {
    items: [GALLONS], voucher_ids: [], payment_method_id: 1, delivery_date: jakartaDate(2), kd_cabang: 'JKT01', idempotency_key: crypto.randomUUID(),
  });
}

/** The checkout's payment method (BCA), branch (DC Jakarta) and date, as a customer picks them. */
export async function fillCheckout(page: Page, days = 2): Promise<void> {
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
  await chooseBca(page);
  await page.getByRole('button', { name: 'Pilih Cabang' }).click();
  const branches = page.getByRole('dialog', { name: 'Pilih Cabang Pengiriman' });
  await branches.getByText('DC Jakarta').click();
  await branches.getByRole('button', { name: 'Pilih' }).click();
  await branches.waitFor({ state: 'hidden' });
  await page.getByLabel('Pilih Waktu Pengiriman').fill(jakartaDate(days));
}
