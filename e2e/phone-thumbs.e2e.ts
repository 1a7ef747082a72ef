import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ANDROID, newPage } from './browser.ts';
import { productId, signIn } from './customer-steps.ts';
import { smallTargets } from './tap-targets.ts';
import { placeOrderAtProvider, type TestCustomer } from './provider.ts';
import { doubleTap, onSlowPhone } from './once-steps.ts';
import { hydrated } from './drawn-steps.ts';
import { stack } from './stack.ts';
import { overlapOf, settledBox, reachedAt, onScreen, GALLON, customerPhone } from './phone-steps.ts';

/**
 * Thumbs and keyboards on a cheap Android phone (360 x 740, touch): tap targets big enough for a
 * thumb, the cart's boxes and its 'Hapus' for a double tap, and the profile's tabs and the focus ring
 * for a keyboard.
 */

let browser: Browser;
let customer: TestCustomer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, customer, context, page } = await customerPhone('Fitri Handayani'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
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

  it("says the phone is offline just above the main action wherever the page is scrolled, hiding no part of the page, and neither the notice nor its going moves anything under a finger", async () => {
    await page.goto(`/DetailProduk?id=${await productId(page, GALLON)}`);
    await hydrated(page);
    const add = page.getByRole('button', { name: 'Tambah ke Keranjang' });
    const more = page.getByRole('link', { name: 'Produk Lainnya' });
    const bar = page.getByTestId('action-bar');
    const notice = page.getByRole('status').filter({ hasText: 'Anda sedang offline.' });
    const before = { add: await settledBox(add), more: await settledBox(more) };
    // The signal lost, then back, with the page at its top: where a tap was about to land.
    await context.setOffline(true);
    try {
      await notice.waitFor();
      expect({ add: await settledBox(add), more: await settledBox(more) }).toEqual(before);
      expect(await reachedAt(page, { x: before.add.x + before.add.width / 2, y: before.add.y + before.add.height / 2 })).toBe('Tambah ke Keranjang');
      const onTop = await settledBox(notice);
      expect(onTop.y + onTop.height).toBeLessThanOrEqual((await settledBox(bar)).y + 1);
      // At the page's end the notice is still in sight, and the page keeps room for it above the bar: its last line is not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => onScreen(notice)).toBe(true);
      const footer = await settledBox(page.getByRole('contentinfo'));
      expect(footer.y + footer.height).toBeLessThanOrEqual((await settledBox(notice)).y + 1);
      await page.evaluate(() => window.scrollTo(0, 0));
    } finally {
      await context.setOffline(false);
    }
    await notice.waitFor({ state: 'detached' });
    expect({ add: await settledBox(add), more: await settledBox(more) }).toEqual(before);
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
