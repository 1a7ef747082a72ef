import { CART_MINIMUM, CART_NOTHING_SELECTED } from '@tulus/shared/rules/messages';
import { meetsMinimumOrder } from '@tulus/shared/rules/order-totals';
import { formatRupiah } from '@tulus/shared/rules/format';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';

type Props = { selectedCount: number; total: number; onCheckout: () => void };

/**
 * The selected total and the Checkout button: a bottom bar on phones and tablets, a card beside
 * the list on wide screens. The button stays disabled under the minimum order (spec), and the
 * line above it says why, so a disabled button is never a mystery. Plain elements styled by
 * cart.css (decision 065): every tap on a line changes the total.
 */
export function CartSummary({ selectedCount, total, onCheckout }: Props) {
  const hint = selectedCount === 0 ? CART_NOTHING_SELECTED : !meetsMinimumOrder(total) ? CART_MINIMUM : null;
  return (
    <div className="cart-summary">
      <StickyActionBar
        inlineFrom="lg"
        summaryOnWide
        summary={
          <div className="cart-summary__figures">
            <p className="cart-summary__count">Total ({selectedCount} produk)</p>
            <p className="cart-summary__total" data-testid="cart-total">
              {formatRupiah(total)}
            </p>
          </div>
        }
        notice={
          hint && (
            <p className="cart-summary__hint" role="status">
              {hint}
            </p>
          )
        }
      >
        <button type="button" className="button button--lg button--solid palette-brand cart-summary__checkout" disabled={hint !== null} onClick={onCheckout}>
          Checkout
        </button>
      </StickyActionBar>
    </div>
  );
}
