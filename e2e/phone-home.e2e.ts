import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { ANDROID, DESKTOP, newPage } from './browser.ts';
import { productId, signIn } from './customer-steps.ts';
import { placeOrderAtProvider, type TestCustomer } from './provider.ts';
import { doubleTap, fingerDoubleTap, onSlowPhone } from './once-steps.ts';
import { hydrated } from './drawn-steps.ts';
import { stack } from './stack.ts';
import { onScreen, GALLON, customerPhone } from './phone-steps.ts';
import { checkScreen } from './screen-checks.ts';

/**
 * The home page, the top bar, the footer and the notifications on a cheap Android phone (360 x 740,
 * touch): links open in the app, the product list and its cards answer a double tap on a slow phone,
 * and Back finds each page where it was left.
 */

let browser: Browser;
let customer: TestCustomer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, customer, context, page } = await customerPhone('Wulan Sari'));
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

const PRODUCT_PAGE_CODE = /\/assets\/ProductDetailPage-[^/]*\.js$/;

/**
 * A customer's first visit to the home page (no service worker): the product page's code comes over the network
 * at a card's tap, held here as a weak signal would hold it until `codeArrives`. `barShown` reads the wait bar's
 * opacity at once, whether or not it is there ('absent'; evaluate would wait for one).
 */
async function homeWithProductPageCodeHeld() {
  const { context: phone, page: own } = await newPage(browser, stack().baseUrl, ANDROID.viewport, { ...ANDROID, serviceWorkers: 'block' });
  const held: Route[] = [];
  try {
    await phone.addCookies(await context.cookies());
    await own.route(PRODUCT_PAGE_CODE, (route) => void held.push(route));
    await own.goto('/');
    await hydrated(own);
  } catch (error) {
    await phone.close();
    throw error;
  }
  const bar = own.getByRole('progressbar', { name: 'Memuat halaman' });
  return {
    phone,
    own,
    held,
    cards: own.locator('#full-produk a[href^="/DetailProduk"]'),
    barShown: () => bar.evaluateAll((found) => (found[0] ? getComputedStyle(found[0]).opacity : 'absent')),
    codeArrives: async () => {
      for (const route of held) await route.continue();
      await own.unroute(PRODUCT_PAGE_CODE);
    },
  };
}

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

  it("offers a returning customer no 'Login' while a load of a screen the server does not draw reads the session: the icons come in its place, and 'Login' only once the gateway says nobody is signed in", async () => {
    // A browser of its own: the end of this test signs it out.
    const own = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
    try {
      const phone = own.page;
      await signIn(phone, customer.email, customer.password);
      // The home page keeps the gateway's answer on the phone once the app has taken it over.
      await expect.poll(() => phone.evaluate(() => localStorage.getItem('lastSession') !== null)).toBe(true);
      let release = () => {};
      const heldSession = async () => {
        const released = new Promise<void>((resolve) => (release = resolve));
        await phone.route(/\/trpc\/[^?]*auth\.session/, async (route) => {
          await released;
          await route.continue();
        });
      };
      const bar = phone.getByRole('banner');
      const login = bar.getByRole('link', { name: 'Login', exact: true });

      await heldSession();
      await phone.goto('/Notifikasi');
      // The app has drawn its frame; the session's answer is held.
      await bar.getByRole('link', { name: 'Tulus, ke beranda' }).waitFor();
      await expect.poll(() => login.count()).toBe(0);
      release();
      await bar.getByRole('button', { name: 'Keluar' }).waitFor();
      expect(await login.count()).toBe(0);
      await phone.unroute(/\/trpc\/[^?]*auth\.session/);

      // Its cookie gone (expired, or cleared): the phone still remembers a customer, so nothing until the
      // gateway's answer, then 'Login'. Cleared with no page of the shop open: a read the page still had on
      // its way would go without the cookie, and its 401 rightly signs the phone out before the load.
      await phone.goto('about:blank');
      await own.context.clearCookies();
      await heldSession();
      await phone.goto('/Notifikasi');
      await bar.getByRole('link', { name: 'Tulus, ke beranda' }).waitFor();
      await expect.poll(() => login.count()).toBe(0);
      release();
      await login.waitFor();
      await phone.waitForURL((url) => url.pathname === '/login');
    } finally {
      await own.context.close();
    }
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
      // The cards as drawn, their names in (an empty name would match every heading below). CI178 once
      // found an h1 with the first card's name before any tap; not reproduced here (the test alone three
      // times, the whole file once), so the check below names the headings it finds.
      await expect.poll(() => cardName(cards.nth(1))).not.toBe('');
      const [firstName, secondName] = [await cardName(cards.first()), await cardName(cards.nth(1))];
      expect(firstName).not.toBe('');
      const secondHref = (await cards.nth(1).getAttribute('href'))!;
      // Not drawn ahead: the product page is not in the page yet.
      expect(await own.locator('h1', { hasText: firstName }).allTextContents()).toEqual([]);
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

  it("shows a bar at the top while a tapped card's page waits for its code on a first visit, until the page shows; Back before it comes leaves the home page as it was", async () => {
    const { phone, own, held, cards, barShown, codeArrives } = await homeWithProductPageCodeHeld();
    try {
      await expect.poll(() => cardName(cards.nth(1))).not.toBe('');
      const greeting = own.getByRole('heading', { level: 1, name: /^Hai, / });

      await cards.first().tap();
      await expect.poll(() => held.length).toBe(1);
      // The tap was taken: the bar shows over the home page, which stays until the next page can be drawn.
      await expect.poll(barShown).toBe('1');
      expect(await greeting.isVisible()).toBe(true);

      // Back while the code is still on its way: the home page, no bar.
      await own.goBack();
      await expect.poll(() => new URL(own.url()).pathname).toBe('/');
      await expect.poll(barShown).toBe('absent');
      expect(await greeting.isVisible()).toBe(true);

      // The next card (not the same spot: the browser would count a tap there this soon as the first's
      // double tap, which the shop drops); the code arrives: its product's page, and the bar gone.
      const name = await cardName(cards.nth(1));
      await cards.nth(1).tap();
      await expect.poll(barShown).toBe('1');
      await codeArrives();
      await own.getByRole('heading', { level: 1, name }).waitFor();
      await expect.poll(barShown).toBe('absent');
    } finally {
      await phone.close();
    }
  });

  it.each(['a double click', 'two taps of a finger'] as const)(
    "opens a product's page once for %s on its card while its code is on its way, on a phone slowed 4x: the bar until it shows, one page in the history, and Back is the home page",
    async (how) => {
      // The product page's code held at the tap. Both taps land on the home page, still shown: the second
      // must not open the product a second time.
      const { phone, own, held, cards, barShown, codeArrives } = await homeWithProductPageCodeHeld();
      try {
        const card = cards.first();
        await expect.poll(() => cardName(card)).not.toBe('');
        const [name, href] = [await cardName(card), (await card.getAttribute('href'))!];
        await card.scrollIntoViewIfNeeded();
        const box = (await card.boundingBox())!;
        const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const entries = await own.evaluate(() => history.length);

        await onSlowPhone(own, async () => {
          if (how === 'a double click') await own.mouse.dblclick(spot.x, spot.y);
          else await fingerDoubleTap(own, spot);
          await expect.poll(() => held.length).toBe(1);
          await expect.poll(barShown).toBe('1');
          // Input is handled in order: once this move is, so is the second tap's click.
          await own.mouse.move(1, 1);
          expect(await own.evaluate(() => history.length)).toBe(entries + 1);
          await codeArrives();
          await own.getByRole('heading', { level: 1, name }).waitFor();
          await expect.poll(barShown).toBe('absent');
        });
        expect(new URL(own.url()).pathname + new URL(own.url()).search).toBe(href);
        expect(await own.locator('h1', { hasText: name }).count()).toBe(1);
        expect(await own.evaluate(() => history.length)).toBe(entries + 1);
        await own.goBack();
        await expect.poll(() => new URL(own.url()).pathname).toBe('/');
        await own.getByRole('heading', { level: 1, name: /^Hai, / }).waitFor();
      } finally {
        await phone.close();
      }
    },
  );

  it("adds the chosen quantity once for a double tap on 'Tambah ke Keranjang' on a phone slowed 4x, and again for a new tap", async () => {
    const gallon = await productId(page, GALLON);
    await page.goto(`/DetailProduk?id=${gallon}`);
    await hydrated(page);
    const inCart = () =>
      page.evaluate((id) => (JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Array<{ product_id: number; quantity: number }>).find((line) => line.product_id === id)?.quantity ?? 0, gallon);
    const before = await inCart();
    await page.getByRole('button', { name: `Tambah jumlah ${GALLON}` }).tap();
    await page.getByRole('button', { name: `Tambah jumlah ${GALLON}` }).tap();
    await expect.poll(() => page.getByLabel(`Jumlah ${GALLON}`, { exact: true }).inputValue()).toBe('3');
    const add = page.getByRole('button', { name: 'Tambah ke Keranjang' }).filter({ visible: true });
    await doubleTap(page, add, 'dblclick');
    await expect.poll(() => page.getByText('Produk telah ditambahkan ke keranjang').filter({ visible: true }).count()).toBe(1);
    await page.waitForTimeout(300);
    expect(await inCart()).toBe(before + 3);
    // A tap of its own, however soon, adds again.
    await add.tap();
    await expect.poll(inCart).toBe(before + 6);
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

  it("leaves the greeting's picture, shown on wide screens only, unfetched on a phone, and shows it once the screen is wide", async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /^Hai, / }).waitFor();
    await page.waitForLoadState('load');
    const picture = page.locator('img.hero__picture--wide');
    // Fetched, even hidden, an image knows its size; one the browser left alone does not.
    const fetched = () => picture.evaluate((image: HTMLImageElement) => image.naturalWidth > 0);
    expect(await picture.isVisible()).toBe(false);
    expect(await fetched()).toBe(false);
    await page.setViewportSize(DESKTOP);
    try {
      await expect.poll(fetched).toBe(true);
      expect(await picture.isVisible()).toBe(true);
    } finally {
      await page.setViewportSize(ANDROID.viewport);
    }
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
