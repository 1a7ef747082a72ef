import { formatRupiah } from './format.ts';
import { lineTotal, unitPriceFor, type PricedProduct, type TierInput } from './pricing.ts';

// 'Pesan Lagi' (ours, beyond the spec): a past order back in the cart at today's prices. The gateway prices
// it with these functions from today's catalogue, so what the customer is told matches the cart.

/** A line of the past order, as the provider stored it (its unit price of that day). */
export type PastOrderLine = { product_id: number; product_name: string; product_price: number; quantity: number };

/** A product of today's catalogue; a product no longer sold is simply absent. */
export type TodaysProduct = PricedProduct & { product_id: number; product_name: string };

export type ReorderLine = { product_id: number; product_name: string; quantity: number; price: number; subtotal: number };

export type ReorderChange =
  | { kind: 'price_changed'; product_id: number; product_name: string; previous_price: number; price: number }
  | { kind: 'unavailable'; product_id: number; product_name: string };

export type Reorder = { lines: ReorderLine[]; changes: ReorderChange[] };

/** The same products in the same quantities, each at today's price for the tier, and what changed. */
export function reorderAtTodaysPrices(past: readonly PastOrderLine[], today: readonly TodaysProduct[], tier: TierInput): Reorder {
  const lines: ReorderLine[] = [];
  const changes: ReorderChange[] = [];
  for (const line of past) {
    const product = today.find((p) => p.product_id === line.product_id);
    if (!product) {
      changes.push({ kind: 'unavailable', product_id: line.product_id, product_name: line.product_name });
      continue;
    }
    const price = unitPriceFor(product, tier, line.quantity);
    lines.push({ product_id: line.product_id, product_name: product.product_name, quantity: line.quantity, price, subtotal: lineTotal(price, line.quantity) });
    if (price !== line.product_price) {
      changes.push({ kind: 'price_changed', product_id: line.product_id, product_name: product.product_name, previous_price: line.product_price, price });
    }
  }
  return { lines, changes };
}

/** One sentence per change, for the notice the cart shows after 'Pesan Lagi'. */
export function describeReorderChange(change: ReorderChange): string {
  if (change.kind === 'unavailable') return `${change.product_name} sudah tidak dijual lagi, jadi tidak dimasukkan ke keranjang.`;
  const direction = change.price > change.previous_price ? 'naik' : 'turun';
  return `Harga ${change.product_name} ${direction} dari ${formatRupiah(change.previous_price)} menjadi ${formatRupiah(change.price)}.`;
}
