/**
 * Click-to-paint: how long after a tap the phone shows what the tap did. Debian's Chromium
 * (playwright-core) as the returning customer's phone (client-profile.ts), its CPU slowed 4x
 * through CDP (Emulation.setCPUThrottlingRate), as Lighthouse's mobile run slows it.
 *
 * How a tap is timed, and why not the Event Timing API: an `event` entry's duration ends at the
 * first paint after the tap's handlers ran, whatever that paint shows. A tap whose effect comes
 * later (a route whose chunk loads, a transition React renders after the event, a dialog that
 * mounts in a later frame) would be reported as fast while the screen still shows the old state.
 * So the start is the tap's own pointerdown (event.timeStamp: when the browser received it, queueing
 * included, the start INP also uses), and the end is the first paint whose DOM shows the effect: a
 * MutationObserver sees the effect in the DOM, then requestAnimationFrame runs just before that
 * frame's paint and a MessageChannel message posted from it runs just after it.
 * The Event Timing duration of the same tap (its longest `event` entry, as INP takes it) is recorded
 * beside it: where it is much shorter, the first paint after the tap did not show the effect yet.
 */
import type { Browser, Page } from 'playwright-core';
import { PHONE, withStorage, type Profile } from './client-profile.ts';
import { renderersWaitedMs } from './support/core-wait.ts';
import { median } from './support/stats.ts';

/** What the screen shows once a tap has had its effect (checked in the page after each DOM change). */
type Effect =
  /** An element matching `selector` is laid out (has a box), with `text` in it if given, at `path` if given. */
  | { kind: 'shown'; selector: string; text?: string; path?: string }
  /** The attribute (or, with attribute 'value', the input's value) of the element differs from before the tap. */
  | { kind: 'changed'; selector: string; attribute: string };

export type Interaction = {
  name: string;
  /** Where the tap is made; loaded once (`fresh`: again before each tap). */
  path: string;
  fresh?: boolean;
  /** The element tapped (a playwright selector). */
  target: string;
  effect: Effect;
  /** Puts the screen back as it was before the tap (a dialog closed). */
  undo?: (page: Page) => Promise<void>;
};

/**
 * Per interaction: tap to paint of each tap, and for comparison the Event Timing API's duration of the
 * same tap; and how long the page's main thread waited for a core from just before the tap to its paint
 * (support/core-wait.ts; NaN where it cannot be read).
 */
export type ClickFigures = { name: string; taps: number[]; median: number; worst: number; eventTiming: number[]; waitedForCore: number[] };

/** The checkout of the cart's two lines (client/src/features/cart/checkout-navigation.ts writes this URL). */
const CHECKOUT = '/Checkout?items=1x2,5x1';
const OPEN_DIALOG = { kind: 'shown', selector: '[role="dialog"][data-state="open"]' } as const;
const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"][data-state="open"]').waitFor({ state: 'detached' });
};
/** The taps timed from tap to paint: the checkout's four pickers, the cart's tick and plus, a product card. */
export const TAPPED: Interaction[] = [
  { name: 'checkout: address picker', path: CHECKOUT, target: 'role=button[name="Ganti alamat"]', effect: OPEN_DIALOG, undo: closeDialog },
  { name: 'checkout: branch chooser', path: CHECKOUT, target: 'role=button[name="Pilih Cabang"]', effect: OPEN_DIALOG, undo: closeDialog },
  { name: 'checkout: payment method picker', path: CHECKOUT, target: 'role=button[name="Pilih Metode Pembayaran"]', effect: OPEN_DIALOG, undo: closeDialog },
  { name: 'checkout: voucher picker', path: CHECKOUT, target: 'role=button[name="Pilih Voucher"]', effect: OPEN_DIALOG, undo: closeDialog },
  {
    name: "cart: an item's checkbox",
    path: '/Keranjang',
    target: '[data-testid="cart-item-1"] [data-part="control"]',
    effect: { kind: 'changed', selector: '[data-testid="cart-item-1"] [data-part="control"]', attribute: 'data-state' },
  },
  {
    name: "cart: the quantity stepper's plus",
    path: '/Keranjang',
    target: '[data-testid="cart-item-1"] button[aria-label^="Tambah jumlah"]',
    effect: { kind: 'changed', selector: '[data-testid="cart-item-1"] input[aria-label^="Jumlah"]', attribute: 'value' },
  },
  {
    name: 'home: a product card (to its page)',
    path: '/',
    fresh: true,
    target: '#full-produk a[href="/DetailProduk?id=1"]',
    effect: { kind: 'shown', selector: 'h1', text: 'Tulus 330 ml', path: '/DetailProduk' },
  },
];

/** Arms the page for one tap: resolves `window.__tapToPaint` with the ms from pointerdown to the paint showing `effect`. */
function arm(effect: Effect): void {
  type Armed = Window & { __tapToPaint?: Promise<number>; __eventTiming?: number };
  // The element on screen (a layout may carry a hidden copy for the other width).
  const onScreen = () =>
    [...document.querySelectorAll(effect.selector)].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
  const read = () => {
    if (effect.kind !== 'changed') return null;
    const el = onScreen()[0];
    if (!el) return null;
    return effect.attribute === 'value' ? (el as HTMLInputElement).value : el.getAttribute(effect.attribute);
  };
  const before = read();
  const shown = () => {
    if (effect.kind === 'changed') return read() !== before;
    if (effect.path && location.pathname !== effect.path) return false;
    return onScreen().some((el) => !effect.text || (el.textContent ?? '').includes(effect.text));
  };
  (window as Armed).__tapToPaint = new Promise<number>((resolve, reject) => {
    let start: number | null = null;
    const observer = new MutationObserver(() => {
      if (start === null || !shown()) return;
      observer.disconnect();
      const tapped = start;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - tapped);
        channel.port2.postMessage(null);
      });
    });
    const armed = window as Armed;
    armed.__eventTiming = 0;
    // Entries of 16 ms and more (the API's floor); durations come rounded to 8 ms.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId: number }>) {
        if (start !== null && entry.interactionId > 0 && entry.startTime >= start - 1) armed.__eventTiming = Math.max(armed.__eventTiming ?? 0, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    window.addEventListener(
      'pointerdown',
      (event) => {
        start = event.timeStamp;
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      },
      { capture: true, once: true },
    );
    setTimeout(() => reject(new Error(`no effect within 20 s: ${JSON.stringify(effect)}`)), 20_000);
  });
}

/**
 * Until the page is quiet: two idle callbacks in a row. Work the first idle period sets off (what the
 * page leaves until the browser is idle, as the checkout draws its pickers then: React renders it in
 * tasks of its own) runs before the second; one idle callback alone resolved in the same idle period
 * as the page's own, and the tap came while that work was still to do.
 */
export async function untilQuiet(page: Page): Promise<void> {
  for (let period = 0; period < 2; period++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
}

/**
 * Loads `path` and waits until the app has rendered and the page is quiet (hydrated, its data in).
 * `page.waitForFunction`, not `whenMarked` (client-main-thread.ts), on purpose: the tap's locator needs
 * Playwright's injected script in the page, and this evaluates it here, before the page is quiet, rather
 * than just before the tap (docs/decisions/068-bench-measures-the-page-alone.md).
 */
export async function open(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('tulus:first-render').length > 0);
  await untilQuiet(page);
}

/**
 * `taps` taps of each interaction, each timed from its pointerdown to the paint showing its effect,
 * in one phone context of the returning customer with `storage` added to its localStorage.
 */
export async function clickToPaint(
  browser: Browser,
  origin: string,
  customer: Profile,
  storage: Record<string, string>,
  interactions: Interaction[],
  taps: number,
  log: (line: string) => void,
  /** The CPU slowdown: Lighthouse's 4x, or the one calibrated to the host (client-lighthouse.ts). */
  rate = 4,
): Promise<ClickFigures[]> {
  const context = await browser.newContext({ ...PHONE, storageState: withStorage(customer, origin, storage) });
  const results: ClickFigures[] = [];
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    for (const interaction of interactions) {
      const times: number[] = [];
      const eventTiming: number[] = [];
      const waitedForCore: number[] = [];
      for (let tap = 0; tap < taps; tap++) {
        if (tap === 0 || interaction.fresh) await open(page, origin, interaction.path);
        await page.evaluate(arm, interaction.effect);
        const waitedBefore = renderersWaitedMs();
        await page.locator(interaction.target).filter({ visible: true }).first().tap();
        times.push(await page.evaluate(() => (window as Window & { __tapToPaint?: Promise<number> }).__tapToPaint!));
        const waited = renderersWaitedMs() - waitedBefore;
        // Less than before: a renderer ended between the two readings, and its wait went with it.
        waitedForCore.push(waited >= 0 ? waited : Number.NaN);
        // Event Timing entries are reported some frames after their paint.
        await page.waitForTimeout(300);
        eventTiming.push(await page.evaluate(() => (window as Window & { __eventTiming?: number }).__eventTiming ?? 0));
        if (interaction.undo) {
          await interaction.undo(page);
          await untilQuiet(page);
        }
      }
      results.push({ name: interaction.name, taps: times, median: median(times), worst: Math.max(...times), eventTiming, waitedForCore });
      log(`client: tap to paint (CPU ${rate}x), ${interaction.name}: ${times.map((t) => Math.round(t)).join(', ')} ms (Event Timing ${eventTiming.join(', ')} ms; waited for a core ${waitedForCore.map((w) => Math.round(w)).join(', ')} ms)`);
    }
  } finally {
    await context.close();
  }
  return results;
}
