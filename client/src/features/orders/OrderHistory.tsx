import { useSearchParams } from 'react-router-dom';
import { Skeleton, Stack } from '@chakra-ui/react';
import { PlainSelect } from '../../components/PlainSelect.tsx';
import { PackageOpen } from 'lucide-react';
import { ORDERS_EMPTY } from '@tulus/shared/rules/messages';
import { isOrderStatus, ORDER_STATUSES, orderStatusLabel, type OrderStatus } from '@tulus/shared/rules/order-status';
import { OrderCard } from './OrderCard.tsx';
import { useOrderList } from '../../lib/api/order-list.ts';

type Filter = OrderStatus | 'all';
const STATUS_PARAM = 'status';

/**
 * Riwayat Transaksi (the profile's riwayat_transaksi tab): the customer's orders, newest first,
 * filtered by status. The filter lives in the URL beside the tab, so a reload keeps it.
 */
export function OrderHistory() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATUS_PARAM);
  const status: Filter = raw && isOrderStatus(raw) ? raw : 'all';
  // A new status is a new query key: the list reloads by itself (spec).
  const orders = useOrderList(status);

  const choose = (next: string) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next === 'all') updated.delete(STATUS_PARAM);
        else updated.set(STATUS_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="order-history">
      {/* The profile screen titles the tab; this part only adds the filter and the list. */}
      <div className="order-history__filters">
        <PlainSelect label="Status Pesanan" value={status} onValueChange={choose} className="order-history__filter" selectClassName="order-history__select">
          <option value="all">Semua Status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {orderStatusLabel(s)}
            </option>
          ))}
        </PlainSelect>
      </div>
      {orders.isLoading ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton h="28" borderRadius="lg" />
          <Skeleton h="28" borderRadius="lg" />
          <Skeleton h="28" borderRadius="lg" />
        </Stack>
      ) : !orders.data?.length ? (
        // Spec: an empty or failed list reads the same.
        <div className="order-history__empty">
          <PackageOpen size={40} aria-hidden />
          <p className="order-history__empty-text">{ORDERS_EMPTY}</p>
        </div>
      ) : (
        <ul className="order-history__list" data-testid="daftar-pesanan">
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}
