import { useSyncExternalStore } from 'react';
import type { Product } from '@tulus/shared/contract/catalog';
import { changeSignal } from '../../lib/change-signal.ts';

/**
 * The product whose page is drawn ahead, hidden, for the tap on its card (KeptProductPage.tsx): set by
 * the customer's home page once it is idle (ProductPageAhead.tsx), read by the kept product page,
 * which the frame draws (layout/Layout.tsx) rather than the home page.
 */
let ahead: Product | null = null;
const changes = changeSignal();

export function drawProductPageAhead(product: Product): void {
  if (ahead === product) return;
  ahead = product;
  changes.notify();
}

/** The product to draw ahead; null until the home page has named one (and on the server). */
export const useProductPageAhead = () =>
  useSyncExternalStore(
    changes.subscribe,
    () => ahead,
    () => null,
  );
