import type { Product } from '@tulus/shared/contract/catalog';
import { formatRupiah } from '@tulus/shared/rules/format';

type Props = { product: Product; tier: string | undefined };

const range = (min: number, max: number | null | undefined) => (max == null ? `${min} ke atas` : min === max ? `${min}` : `${min} - ${max}`);

/**
 * A member's price falls as the quantity rises; listing the steps lets them see what ordering
 * more saves. Other tiers have one price, so nothing to list. Plain elements styled by
 * product-page.css, as the rest of the product's part of the page (decision 064).
 */
export function TierPriceList({ product, tier }: Props) {
  if (tier !== 'member' || product.price_member.length < 2) return null;
  return (
    <div className="tier-prices">
      <h2 className="heading heading--sm tier-prices__title">Harga member per jumlah</h2>
      <dl className="tier-prices__list">
        {product.price_member.map((step) => (
          <div key={step.min_quantity} className="tier-prices__step">
            <dt className="tier-prices__quantity">{range(step.min_quantity, step.max_quantity)}</dt>
            <dd className="tier-prices__price">{formatRupiah(step.price)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
