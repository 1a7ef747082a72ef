import { useSyncExternalStore } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { readJson, writeJson } from '../../lib/storage.ts';
import { linesToParam, type CheckoutLine } from './checkout-state.ts';

/**
 * The idempotency key of a checkout belongs to its contents (the customer and the lines), not to
 * the screen: a reload, Back, or the same checkout in a second tab sends the same key, so the
 * gateway answers with the order the first send placed instead of placing another.
 *
 * Kept in localStorage (sessionStorage is per tab) with the order it placed. A placed checkout
 * stays placed until one of its products goes into the cart again (a new order of the same
 * products is a new checkout, see forgetPlacedWith), at most a week; an unplaced one a day.
 */
export const CHECKOUT_KEYS = 'checkoutKeys';
const KEEP_MS = 24 * 60 * 60_000;
const KEEP_PLACED_MS = 7 * KEEP_MS;

export type PlacedCheckout = { id: number; sales_order_code: string; total_amount?: number };
type Entry = { key: string; at: number; products: number[]; placed?: PlacedCheckout };
type Entries = Record<string, Entry>;

/** Which checkout this is: the customer and the lines, in product order. */
export function checkoutId(customerCode: string, lines: readonly CheckoutLine[]): string {
  return `${customerCode}|${linesToParam([...lines].sort((a, b) => a.product_id - b.product_id))}`;
}

function read(): Entries {
  const now = Date.now();
  const entries = readJson<Entries>(CHECKOUT_KEYS, {});
  return Object.fromEntries(Object.entries(entries).filter(([, e]) => e && now - e.at < (e.placed ? KEEP_PLACED_MS : KEEP_MS)));
}

/** False when the browser refused to store it (full, or storage disabled). */
function write(entries: Entries): boolean {
  let stored = true;
  try {
    writeJson(CHECKOUT_KEYS, entries);
  } catch {
    stored = false;
  }
  emit();
  return stored;
}

/** Keys of this page when storage refuses them: a double tap and a retry on this screen still share one. */
const unstored: Record<string, string> = {};

/** This checkout's key, made and kept on first use. */
export function checkoutKey(id: string, lines: readonly CheckoutLine[]): string {
  const entries = read();
  const existing = entries[id]?.key ?? unstored[id];
  if (existing) return existing;
  const key = newIdempotencyKey();
  if (!write({ ...entries, [id]: { key, at: Date.now(), products: lines.map((l) => l.product_id) } })) unstored[id] = key;
  return key;
}

/** The order this checkout placed, once it has. */
export function markPlaced(id: string, order: PlacedCheckout): void {
  const entries = read();
  const entry = entries[id];
  if (!entry) return;
  write({ ...entries, [id]: { ...entry, at: Date.now(), placed: { id: order.id, sales_order_code: order.sales_order_code, total_amount: order.total_amount } } });
}

/** A product put in the cart again starts a new checkout for it: placed checkouts with it are forgotten. */
export function forgetPlacedWith(productIds: readonly number[]): void {
  const entries = read();
  const kept = Object.fromEntries(Object.entries(entries).filter(([, e]) => !e.placed || !e.products.some((p) => productIds.includes(p))));
  if (Object.keys(kept).length !== Object.keys(entries).length) write(kept);
}

const listeners = new Set<() => void>();
function emit(): void {
  for (const listener of listeners) listener();
}
if (typeof window !== 'undefined') {
  // Another tab placed (or forgot) a checkout: this one shows it too.
  window.addEventListener('storage', (event) => {
    if (event.key === CHECKOUT_KEYS || event.key === null) emit();
  });
  window.addEventListener('tulus:storage-cleared', emit);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The order this checkout already placed (here, in another tab, or before Back), or null. */
export function usePlacedCheckout(id: string | null): PlacedCheckout | null {
  // A string snapshot: useSyncExternalStore compares snapshots by identity.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (id ? JSON.stringify(read()[id]?.placed ?? null) : 'null'),
    () => 'null',
  );
  return JSON.parse(snapshot) as PlacedCheckout | null;
}
