import { memo } from 'react';
import { Trash2 } from 'lucide-react';
import type { Product } from '@tulus/shared/contract/catalog';
import { unitPriceFor } from '@tulus/shared/rules/pricing';
import { formatRupiah } from '@tulus/shared/rules/format';
import { QuantityStepper } from '../../components/QuantityStepper.tsx';
import { PlainCheckbox } from '../../components/PlainCheckbox.tsx';

type Props = {
  product: Product;
  quantity: number;
  tier: string | undefined;
  selected: boolean;
  // Each is told the line's product, so the cart can hand every line the same functions.
  onSelect: (productId: number, selected: boolean) => void;
  onQuantity: (productId: number, quantity: number) => void;
  onDelete: (productId: number) => void;
};

/** One cart line: select, photo, name, unit price for this quantity and tier, stepper, sub total, Hapus. */
/**
 * A tap on one line (its box, its stepper) re-renders that line alone: with the same product, quantity,
 * selection and functions, the others are skipped (memo), instead of every line of the cart redrawn
 * with its Chakra styles on a slow phone's tap (docs/performance.md section 15).
 */
export const CartItemCard = memo(function CartItemCard({ product, quantity, tier, selected, onSelect, onQuantity, onDelete }: Props) {
  const id = product.product_id;
  const unitPrice = unitPriceFor(product, tier, quantity);
  // Plain elements styled by cart.css, button.css and checkbox.css (decision 065).
  return (
    <div className={selected ? 'cart-line cart-line--selected' : 'cart-line'} data-testid={`cart-item-${product.product_id}`}>
      <div className="cart-line__body">
        <div className="cart-line__layout">
          <div className="cart-line__product">
            <PlainCheckbox checked={selected} onCheckedChange={(on) => onSelect(id, on)} labelHidden className="checkbox--thumb cart-line__check">
              Pilih {product.product_name}
            </PlainCheckbox>
            <div className="cart-line__photo">
              {product.image && <img className="cart-line__image" src={product.image} alt={product.product_name} loading="lazy" />}
            </div>
            <div className="cart-line__text">
              <p className="cart-line__name">{product.product_name}</p>
              <p className="cart-line__unit-price">{formatRupiah(unitPrice)} / item</p>
            </div>
            {/* On a phone Hapus is an icon beside the name, so the name keeps its room and the row below
                keeps the stepper and the sub total together. */}
            <button
              type="button"
              className="button button--md button--icon button--ghost palette-red cart-line__remove cart-line__remove--icon"
              onClick={() => onDelete(id)}
              aria-label={`Hapus ${product.product_name}`}
            >
              <Trash2 />
            </button>
          </div>
          <div className="cart-line__amounts">
            <QuantityStepper value={quantity} onChange={(q) => onQuantity(id, q)} min={0} label={product.product_name} />
            <div className="cart-line__subtotal">
              <p className="cart-line__subtotal-label">Sub Total</p>
              <p className="cart-line__subtotal-amount">{formatRupiah(unitPrice * quantity)}</p>
            </div>
            <button
              type="button"
              className="button button--md button--ghost palette-red cart-line__remove cart-line__remove--word"
              onClick={() => onDelete(id)}
              aria-label={`Hapus ${product.product_name}`}
            >
              <Trash2 /> Hapus
            </button>
          </div>
        </div>
      </div>
    </div>
  );
});
