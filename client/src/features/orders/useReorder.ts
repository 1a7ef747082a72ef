import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/errors.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { notify } from '../../layout/notify.ts';
import { cart } from '../cart/cart-store.ts';
import { reorderState } from '../cart/reorder-notice.ts';
import { useReorderOrder } from './api/orders.ts';

export const NOTHING_TO_REORDER = 'Produk pada pesanan ini sudah tidak dijual lagi.';

/**
 * 'Pesan Lagi': the gateway prices the order again from today's catalogue; what is still sold goes
 * into the cart at the order's quantities, and the cart then tells the customer what changed.
 */
export function useReorder() {
  const navigate = useNavigate();
  const mutation = useReorderOrder({
    onSuccess: (result) => {
      if (result.lines.length === 0) return notify.error(NOTHING_TO_REORDER);
      cart.putBack(result.lines.map(({ product_id, quantity }) => ({ product_id, quantity })));
      const product_ids = result.lines.map((line) => line.product_id);
      navigate('/Keranjang', { state: reorderState({ sales_order_code: result.sales_order_code, changes: result.changes, product_ids }) });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const flight = useSingleFlight();
  return {
    reorder: (salesOrderCode: string) => flight.start(() => mutation.mutateAsync({ sales_order_code: salesOrderCode })),
    pending: flight.pending,
  };
}
