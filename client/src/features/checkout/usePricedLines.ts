import { useMemo } from 'react';
import { itemsSubtotal, lineTotal, unitPriceFor } from '@tulus/shared/rules/pricing';
import type { CheckoutLine } from './checkout-state.ts';
import { useCustomerDetail } from '../../lib/api/customer.ts';
import { useProductsByIds } from '../../lib/api/catalog.ts';
import { eitherRead } from '../../components/LoadFailed.tsx';

export type PricedLine = {
  product_id: number;
  product_name: string;
  image: string | null;
  quantity: number;
  price: number;
  subtotal: number;
};

/**
 * The checkout's lines with today's prices for the customer's tier, from the catalogue rather
 * than from what the cart passed along (the gateway recomputes them the same way).
 */
export function usePricedLines(lines: readonly CheckoutLine[]) {
  const customer = useCustomerDetail();
  const ids = lines.map((l) => l.product_id);
  const products = useProductsByIds(ids);
  const tier = customer.data?.status_customer;

  const pricing = useMemo(() => {
    const priced: PricedLine[] = [];
    const missing: number[] = [];
    if (products.data && customer.data) {
      for (const line of lines) {
        const product = products.data.find((p) => p.product_id === line.product_id);
        if (!product) {
          missing.push(line.product_id);
          continue;
        }
        const price = unitPriceFor(product, tier, line.quantity);
        priced.push({
          product_id: product.product_id,
          product_name: product.product_name,
          image: product.image,
          quantity: line.quantity,
          price,
          subtotal: lineTotal(price, line.quantity),
        });
      }
    }
    return {
      customer: customer.data,
      lines: priced,
      missing,
      subtotal: itemsSubtotal(priced),
      loading: customer.isLoading || products.isLoading,
      error: customer.error ?? products.error,
    };
  }, [lines, products.data, products.isLoading, products.error, customer.data, customer.isLoading, customer.error, tier]);
  /** Reads again what failed (LoadFailed's 'Coba lagi'). */
  return { ...pricing, reread: eitherRead(customer, products) };
}
