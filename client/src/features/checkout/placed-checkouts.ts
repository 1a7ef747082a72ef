import { changeSignal } from '../../lib/change-signal.ts';
import { readJson, writeJson } from '../../lib/storage.ts';
import { isRecord } from '../../lib/unknown-values.ts';

/**
 * The checkouts this browser has keys for, and the orders they placed (checkout-key.ts), in
 * localStorage. A module of its own so the cart, on every page, can forget placed checkouts
 * (forgetPlacedWith) without bringing the checkout's code into every page's first load.
 */
export const CHECKOUT_KEYS = 'checkoutKeys';
const KEEP_MS = 24 * 60 * 60_000;
const KEEP_PLACED_MS = 7 * KEEP_MS;

export type PlacedCheckout = { id: number; sales_order_code: string; total_amount?: number };
type Entry = { key: string; at: number; products: number[]; placed?: PlacedCheckout };
type Entries = Record<string, Entry>;

const changes = changeSignal();

/** The kept checkouts: a placed one for a week, an unplaced one a day. */
export function readCheckouts(): Entries {
  const now = Date.now();
  const kept = readJson<Record<string, unknown>>(CHECKOUT_KEYS, {}, (value) => (isRecord(value) ? value : {}));
  const entries = Object.entries(kept).filter((pair): pair is [string, Entry] => isEntry(pair[1]));
  return Object.fromEntries(entries.filter(([, e]) => now - e.at < (e.placed ? KEEP_PLACED_MS : KEEP_MS)));
}

/** An entry this version can use (anything else kept under the name is dropped with the old ones). */
function isEntry(entry: unknown): entry is Entry {
  if (!isRecord(entry) || typeof entry.key !== 'string' || typeof entry.at !== 'number' || !Array.isArray(entry.products)) return false;
  const placed = entry.placed;
  return placed === undefined || (isRecord(placed) && typeof placed.id === 'number' && typeof placed.sales_order_code === 'string');
}

/** False when the browser refused to store it (full, or storage disabled). */
export function writeCheckouts(entries: Entries): boolean {
  let stored = true;
  try {
    writeJson(CHECKOUT_KEYS, entries);
  } catch {
    stored = false;
  }
  changes.notify();
  return stored;
}

/** A product put in the cart again starts a new checkout for it: placed checkouts with it are forgotten. */
export function forgetPlacedWith(productIds: readonly number[]): void {
  const entries = readCheckouts();
  const kept = Object.fromEntries(Object.entries(entries).filter(([, e]) => !e.placed || !e.products.some((p) => productIds.includes(p))));
  if (Object.keys(kept).length !== Object.keys(entries).length) writeCheckouts(kept);
}

if (typeof window !== 'undefined') {
  // Another tab placed (or forgot) a checkout: this one shows it too.
  window.addEventListener('storage', (event) => {
    if (event.key === CHECKOUT_KEYS || event.key === null) changes.notify();
  });
  window.addEventListener('tulus:storage-cleared', changes.notify);
}

/** Calls `listener` whenever the kept checkouts change, here or in another tab. */
export const subscribeToCheckouts = changes.subscribe;
