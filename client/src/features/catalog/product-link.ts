import type { Product } from '@tulus/shared/contract/catalog';

/**
 * Where a product card leads. The product travels in navigation state (as the spec says) and its
 * id in the query string, so a reload or a shared link still opens it. Visitors go to /login
 * (spec section 6: product actions need an account).
 */
export function productLink(product: Product, isCustomer: boolean): { to: string; state?: { product: Product } } {
  if (!isCustomer) return { to: '/login' };
  return { to: `/DetailProduk?id=${product.product_id}`, state: { product } };
}
