import { MAX_QUANTITY, type CartLine } from '@tulus/shared/rules/cart-cookie';
import { isRecord } from '../../lib/storage.ts';

const wholeIn = (value: unknown, min: number, max: number): number | null => {
  // A number kept as text (an older version's, or a hand-edited cart) still counts: the customer's choice is not lost.
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/**
 * The cart lines in what the browser kept under `cartItems`: each line with a product id and a whole quantity of
 * at least 0 (at most the stepper's bound), the rest dropped. Two lines of one product become one (the cart adds to a product
 * already in it). Anything but a list is an empty cart.
 */
export function keptCartLines(kept: unknown): CartLine[] {
  if (!Array.isArray(kept)) return [];
  const quantities = new Map<number, number>();
  for (const line of kept) {
    if (!isRecord(line)) continue;
    const productId = wholeIn(line.product_id, 1, Number.MAX_SAFE_INTEGER);
    // 0: a line the customer stepped down to in the cart (the stepper stops there), kept as it was. Above the
    // stepper's bound (adding to a line does not stop there): the bound, rather than losing the line.
    const quantity = wholeIn(line.quantity, 0, Number.MAX_SAFE_INTEGER);
    if (productId === null || quantity === null) continue;
    quantities.set(productId, Math.min(MAX_QUANTITY, (quantities.get(productId) ?? 0) + quantity));
  }
  return [...quantities].map(([product_id, quantity]) => ({ product_id, quantity }));
}
