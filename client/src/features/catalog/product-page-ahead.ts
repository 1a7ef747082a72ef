import { useSyncExternalStore } from 'react';
import type { Product } from '@tulus/shared/contract/catalog';

/**
 * The product whose page is drawn ahead, hidden, for the tap on its card (KeptProductPage.tsx): set by
 * the customer's home page once it is idle (ProductPageAhead.tsx), read by the kept product page,
 * which the frame draws (layout/Layout.tsx) rather than the home page.
 */
let ahead: Product | null = null;
const listeners = new Set<() => void>();

export function drawProductPageAhead(product: Product): void {
  if (ahead === product) return;
  ahead = product;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The product to draw ahead; null until the home page has named one (and on the server). */
export const useProductPageAhead = () =>
  useSyncExternalStore(
    subscribe,
    () => ahead,
    () => null,
  );
