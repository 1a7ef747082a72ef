import { Skeleton } from '@chakra-ui/react';
import type { Product } from '@tulus/shared/contract/catalog';
import type { TierInput } from '@tulus/shared/rules/pricing';
import { ProductCard } from './ProductCard.tsx';

type Props = { products: Product[] | undefined; loading: boolean; tier: TierInput; isCustomer: boolean };

/**
 * 'Full Produk': every product; #full-produk is the anchor 'Order Now' and 'Produk Lainnya' lead to. Plain
 * elements with home-page.css's rules (decision 076); the placeholders while the list loads are Chakra's.
 */
export function ProductGrid({ products, loading, tier, isCustomer }: Props) {
  return (
    <section id="full-produk" aria-labelledby="full-produk-title" className="full-products">
      <h2 id="full-produk-title" className="heading heading--2xl home-heading home-heading--spaced">
        Full Produk
      </h2>
      {!loading && products?.length === 0 ? (
        <p className="full-products__none">Belum ada produk yang tersedia.</p>
      ) : (
        <div className="full-products__grid">
          {loading
            ? Array.from({ length: 5 }, (_, i) => <Skeleton key={i} h="64" borderRadius="xl" />)
            : products?.map((product) => <ProductCard key={product.product_id} product={product} tier={tier} isCustomer={isCustomer} />)}
        </div>
      )}
    </section>
  );
}
