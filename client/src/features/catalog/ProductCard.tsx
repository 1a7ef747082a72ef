import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '@tulus/shared/contract/catalog';
import { displayPriceFor, type TierInput } from '@tulus/shared/rules/pricing';
import { formatRupiah } from '@tulus/shared/rules/format';
import { ProductImage } from './ProductImage.tsx';
import { productLink } from './product-link.ts';

type Props = { product: Product; tier: TierInput; isCustomer: boolean; priority?: boolean };

/**
 * One product of the carousel and the grid: the whole card is the link, priced for the customer's tier.
 * Plain elements styled by product-card.css: a dozen of them on the home page, none styled at runtime.
 */
export function ProductCard({ product, tier, isCustomer, priority }: Props) {
  const link = productLink(product, isCustomer);
  return (
    <div className="product-card">
      <div className="product-card__body">
        <ProductImage src={product.image} name={product.product_name} priority={priority} />
        <div className="product-card__text">
          <RouterLink to={link.to} state={link.state} className="stretched-link">
            <p className="product-card__name">{product.product_name}</p>
          </RouterLink>
          <p className="product-card__price">{formatRupiah(displayPriceFor(product, tier))}</p>
        </div>
      </div>
    </div>
  );
}
