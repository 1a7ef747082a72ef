import { useSyncExternalStore } from 'react';
import { CART_COOKIE, atMostALine, encodeCartCookie, type CartLine } from '@tulus/shared/rules/cart-cookie';
import { changeSignal } from '../../lib/change-signal.ts';
import { STORAGE_KEYS, readJson, writeJson } from '../../lib/storage.ts';
import { writeShopCookie } from '../../lib/shop-cookie.ts';
import { keptCartLines } from './kept-lines.ts';
import { forgetPlacedWith } from '../checkout/placed-checkouts.ts';

export type CartItem = CartLine;

const keptItems = () => readJson(STORAGE_KEYS.cartItems, [], keptCartLines);
const keptDot = () => readJson(STORAGE_KEYS.cartUpdated, false, (kept) => kept === true);

const changes = changeSignal();
let items: CartItem[] = keptItems();
let updated = keptDot();

/**
 * The cart's copy the gateway draws /Keranjang from (shared/src/rules/cart-cookie.ts), kept equal to
 * the cart: no cookie for an empty cart (or one too long to carry). Only the page's drawing reads it.
 */
function mirrorToCookie() {
  // The gateway's drawing has no document (nor cookies to write).
  if (typeof document === 'undefined') return;
  const value = encodeCartCookie(items);
  if (value) writeShopCookie(CART_COOKIE, value, 31536000);
  else writeShopCookie(CART_COOKIE, '', 0);
}

/** `changed`: the top navigation's dot lights up; not for what the customer just did at checkout. */
function save(next: CartItem[], changed = true) {
  items = next;
  if (changed) updated = true;
  writeJson(STORAGE_KEYS.cartItems, items);
  writeJson(STORAGE_KEYS.cartUpdated, updated);
  mirrorToCookie();
  changes.notify();
}

// Another tab, or a logout that cleared storage, changes the cart here too.
if (typeof window !== 'undefined') {
  const reload = () => {
    items = keptItems();
    updated = keptDot();
    mirrorToCookie();
    changes.notify();
  };
  window.addEventListener('storage', reload);
  window.addEventListener('tulus:storage-cleared', reload);
  // A cart from before the cookie existed, or one whose cookie has expired.
  mirrorToCookie();
}

/** The cart survives a reload: it lives in localStorage (spec: cartItems). */
export const cart = {
  /** Adding a product already in the cart increases its quantity (spec section 4), up to what a line holds. */
  add(product_id: number, quantity: number) {
    if (quantity <= 0) return;
    // Back in the cart after it was ordered: its next checkout is a new order, with a new key.
    forgetPlacedWith([product_id]);
    const existing = items.find((i) => i.product_id === product_id);
    save(existing ? items.map((i) => (i.product_id === product_id ? { ...i, quantity: atMostALine(i.quantity + quantity) } : i)) : [...items, { product_id, quantity: atMostALine(quantity) }]);
  },
  /**
   * The stepper cannot go below 0. The cart's own screen changes a line where the customer sees it: no
   * news for the top bar's dot (which the screen would only put out again, a second render of the page).
   */
  setQuantity(product_id: number, quantity: number) {
    save(
      items.map((i) => (i.product_id === product_id ? { ...i, quantity: atMostALine(Math.max(0, Math.floor(quantity))) } : i)),
      false,
    );
  },
  /** From the cart's own screen, as setQuantity: no dot. */
  remove(product_id: number) {
    save(
      items.filter((i) => i.product_id !== product_id),
      false,
    );
  },
  /** After checkout: the ordered products leave the cart, which is no news to the customer (no dot). */
  removeMany(ids: readonly number[]) {
    save(
      items.filter((i) => !ids.includes(i.product_id)),
      false,
    );
  },
  /**
   * 'Pesan Lagi': these products at exactly these quantities (a product already in the cart takes
   * the order's quantity rather than adding to it), the rest of the cart left as it was.
   */
  putBack(lines: readonly CartItem[]) {
    const quantities = new Map(lines.filter((l) => l.quantity > 0).map((l) => [l.product_id, l.quantity]));
    forgetPlacedWith([...quantities.keys()]);
    const kept = items.filter((i) => !quantities.has(i.product_id));
    save([...kept, ...[...quantities].map(([product_id, quantity]) => ({ product_id, quantity }))]);
  },
  replace(next: CartItem[]) {
    save(next);
  },
  markViewed() {
    if (!updated) return;
    updated = false;
    writeJson(STORAGE_KEYS.cartUpdated, false);
    changes.notify();
  },
};

/**
 * The lines a drawn page was drawn with (the cart cookie the gateway read; null: none), which the
 * gateway's drawing and the browser's first render of it (hydration) both take, as they must match.
 */
let drawnItems: CartItem[] | null = null;

/** Before a drawing, and before the browser hydrates a drawn page: the lines it was drawn with. */
export function setDrawnCart(lines: CartItem[] | null): void {
  // The browser's own cart when the drawing was made from its very cookie: hydration then ends on the
  // same lines, with no second render of them.
  drawnItems = lines !== null && encodeCartCookie(lines) === encodeCartCookie(items) ? items : lines;
}

const NO_ITEMS: CartItem[] = [];

/**
 * Whether the cart changed since the customer last saw it (the top bar's dot). Its own hook: the top
 * bar then renders again when the dot turns on or off, not at every quantity the cart's screen changes.
 */
export function useCartChanged(): boolean {
  // Nothing new in a drawn page's cart: the dot comes with the browser's own state.
  return useSyncExternalStore(changes.subscribe, () => updated, () => false);
}

export function useCart() {
  const snapshotItems = useSyncExternalStore(changes.subscribe, () => items, () => drawnItems ?? NO_ITEMS);
  // In a drawing without the cart's cookie (and the browser's first render of it) the lines are not
  // known: the cart shows placeholders, not 'empty'.
  const known = useSyncExternalStore(changes.subscribe, () => true, () => drawnItems !== null);
  return { items: snapshotItems, known };
}
