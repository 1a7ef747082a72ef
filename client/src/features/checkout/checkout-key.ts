import { useSyncExternalStore } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { linesToParam, type CheckoutLine } from './checkout-state.ts';
import { readCheckouts, subscribeToCheckouts, writeCheckouts, type PlacedCheckout } from './placed-checkouts.ts';

export type { PlacedCheckout } from './placed-checkouts.ts';

/**
 * The idempotency key of a checkout belongs to its contents (the customer and the lines), not to
 * the screen: a reload, Back, or the same checkout in a second tab sends the same key, so the
 * gateway answers with the order the first send placed instead of placing another.
 *
 * Kept in localStorage (sessionStorage is per tab) with the order it placed. A placed checkout
 * stays placed until one of its products goes into the cart again (a new order of the same
 * products is a new checkout, see placed-checkouts.ts's forgetPlacedWith), at most a week; an
 * unplaced one a day.
 */

/** Which checkout this is: the customer and the lines, in product order. */
export function checkoutId(customerCode: string, lines: readonly CheckoutLine[]): string {
  return `${customerCode}|${linesToParam([...lines].sort((a, b) => a.product_id - b.product_id))}`;
}

/** Keys of this page when storage refuses them: a double tap and a retry on this screen still share one. */
const unstored: Record<string, string> = {};

/** This checkout's key, made and kept on first use. */
export function checkoutKey(id: string, lines: readonly CheckoutLine[]): string {
  const entries = readCheckouts();
  const existing = entries[id]?.key ?? unstored[id];
  if (existing) return existing;
  const key = newIdempotencyKey();
  if (!writeCheckouts({ ...entries, [id]: { key, at: Date.now(), products: lines.map((l) => l.product_id) } })) unstored[id] = key;
  return key;
}

/** The order this checkout placed, once it has. */
export function markPlaced(id: string, order: PlacedCheckout): void {
  const entries = readCheckouts();
  const entry = entries[id];
  if (!entry) return;
  writeCheckouts({ ...entries, [id]: { ...entry, at: Date.now(), placed: { id: order.id, sales_order_code: order.sales_order_code, total_amount: order.total_amount } } });
}

/** The order this checkout already placed (here, in another tab, or before Back), or null. */
export function usePlacedCheckout(id: string | null): PlacedCheckout | null {
  // A string snapshot: useSyncExternalStore compares snapshots by identity.
  const snapshot = useSyncExternalStore(
    subscribeToCheckouts,
    () => (id ? JSON.stringify(readCheckouts()[id]?.placed ?? null) : 'null'),
    () => 'null',
  );
  return JSON.parse(snapshot) as PlacedCheckout | null;
}
