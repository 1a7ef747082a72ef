import { Link as RouterLink } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import type { SalesOrderSummary } from '@tulus/shared/contract/order';
import { formatRupiah } from '@tulus/shared/rules/format';
import { orderStatusLabel } from '@tulus/shared/rules/order-status';
import { orderLink } from '../../lib/nav-state.ts';
import { hasEnded, orderDate, statusColour } from './order-display.ts';
import { ReorderButton } from './ReorderButton.tsx';

/** Names the first products so the customer recognises the order without opening it. */
function productSummary(order: SalesOrderSummary): string | null {
  const names = order.detail.map((line) => `${line.product_name} x${line.quantity}`);
  if (names.length === 0) return null;
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${shown} dan ${names.length - 2} produk lainnya` : shown;
}

/**
 * An order in the profile's history: the whole card is the link to its detail. Plain elements with
 * order-history.css's rules (decision 076); 'Pesan Lagi' is the shop's ReorderButton.
 */
export function OrderCard({ order }: { order: SalesOrderSummary }) {
  const link = orderLink('/RincianPesanan', { id: order.id, sales_order_code: order.sales_order_code });
  const products = productSummary(order);
  return (
    <li className="order-card">
      <div className="card order-card__box">
        <div className="card__body order-card__body">
          <div className="order-card__head">
            <div className="order-card__title">
              <h2 className="heading heading--sm">
                <RouterLink to={link.to} state={link.state} className="stretched-link">
                  {order.sales_order_code}
                </RouterLink>
              </h2>
              <p className="order-card__quiet">{orderDate(order.created_at)}</p>
            </div>
            <span className="order-card__status" data-palette={statusColour(order.status_sales_order)}>
              {orderStatusLabel(order.status_sales_order)}
            </span>
          </div>
          {products && <p className="order-card__products">{products}</p>}
          <div className="order-card__foot">
            <p className="order-card__quiet">
              Total <span className="order-card__total">{formatRupiah(order.total_amount)}</span>
            </p>
            <div className="order-card__more" aria-hidden>
              <p>Lihat Rincian</p>
              <ChevronRight size={16} />
            </div>
          </div>
          {/* An ended order (received, refused, expired) can be ordered again from the list; above the card's link. */}
          {hasEnded(order.status_sales_order) && (
            <div className="order-card__again">
              <ReorderButton salesOrderCode={order.sales_order_code} size="sm" position="relative" zIndex="1" w={{ base: 'full', sm: 'auto' }} />
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
