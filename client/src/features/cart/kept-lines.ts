import { atMostALine, type CartLine } from '@tulus/shared/rules/cart-cookie';
import { isRecord, positiveInt, wholeNumber } from '../../lib/unknown-values.ts';

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
    // A number kept as text (an older version's, or a hand-edited cart) still counts: the customer's choice is not lost.
    const productId = positiveInt(line.product_id);
    // 0: a line the customer stepped down to in the cart (the stepper stops there), kept as it was. Above the
    // stepper's bound (adding to a line does not stop there): the bound, rather than losing the line.
    const quantity = wholeNumber(line.quantity);
    if (productId === null || quantity === null) continue;
    quantities.set(productId, atMostALine((quantities.get(productId) ?? 0) + quantity));
  }
  return [...quantities].map(([product_id, quantity]) => ({ product_id, quantity }));
}
