import type { Product } from '@tulus/shared/contract/catalog';
import { itemsSubtotal, unitPriceFor } from '@tulus/shared/rules/pricing';

/** A checkout line as the spec lists it (section 3, "Checkout item"). */
export type CheckoutItem = Pick<Product, 'product_id' | 'product_name' | 'image' | 'price' | 'price_member' | 'price_sahabat'> & { quantity: number };

/**
 * What /Checkout receives in navigation state (spec section 2). `price` and the tier lists are the
 * product's own, so the checkout can price again with the same shared rule; `applicablePrice` is
 * the unit price this cart showed per product id, and `totalPrice` their sum times the quantities.
 */
export type CheckoutNavigationState = {
  selectedItems: CheckoutItem[];
  totalPrice: number;
  customerStatus: string | undefined;
  applicablePrice: Record<number, number>;
  selectedProductIds: number[];
};

export type CartLine = { product: Product; quantity: number };

export function checkoutState(lines: readonly CartLine[], tier: string | undefined): CheckoutNavigationState {
  const applicablePrice: Record<number, number> = {};
  for (const { product, quantity } of lines) applicablePrice[product.product_id] = unitPriceFor(product, tier, quantity);
  return {
    selectedItems: lines.map(({ product, quantity }) => ({
      product_id: product.product_id,
      product_name: product.product_name,
      image: product.image,
      quantity,
      price: product.price,
      price_member: product.price_member,
      price_sahabat: product.price_sahabat,
    })),
    totalPrice: itemsSubtotal(lines.map(({ product, quantity }) => ({ price: applicablePrice[product.product_id]!, quantity }))),
    customerStatus: tier,
    applicablePrice,
    selectedProductIds: lines.map(({ product }) => product.product_id),
  };
}

/**
 * The checkout's address: the lines also travel in the query string ('3x2,5x1' = product 3 twice,
 * product 5 once, the checkout screen's format), so a reload of /Checkout keeps the order.
 */
export function checkoutPath(lines: readonly CartLine[]): string {
  return `/Checkout?items=${lines.map(({ product, quantity }) => `${product.product_id}x${quantity}`).join(',')}`;
}
