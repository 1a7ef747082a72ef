import { trpc } from '../../../lib/trpc.ts';
import { afterWrite, type Answer, type MutationResult, type QueryResult, type ScreenCallbacks, type Sent } from '../../../lib/api/query-result.ts';

/** One order by its code; nothing is asked until there is a code (and `enabled` allows it). */
export function useOrderDetail(code: string | null | undefined, { enabled = true }: { enabled?: boolean } = {}): QueryResult<Answer['orders']['detail']> {
  return trpc.orders.detail.useQuery({ sales_order_code: code ?? '' }, { enabled: enabled && !!code });
}

/** The proof images of an order (delivery and payment): the two proof screens. */
export function useOrderProofs(code: string | null | undefined): QueryResult<Answer['orders']['proofs']> {
  return trpc.orders.proofs.useQuery({ sales_order_code: code ?? '' }, { enabled: !!code });
}


/** 'Konfirmasi Pesanan': the order's status changes, so every order read (list, detail) is read again. */
export function useConfirmReceived(screen: ScreenCallbacks<Answer['orders']['confirmReceived']> = {}): MutationResult<Sent['orders']['confirmReceived'], Answer['orders']['confirmReceived']> {
  const utils = trpc.useUtils();
  // Not awaited: the screen closes the dialog and leaves for the history, which reads it anew.
  return trpc.orders.confirmReceived.useMutation(afterWrite(() => void utils.orders.invalidate(), screen));
}

/** 'Pesan Lagi': the order priced again from today's catalogue; nothing cached changes (the cart is the device's). */
export function useReorderOrder(screen: ScreenCallbacks<Answer['orders']['reorder']> = {}): MutationResult<Sent['orders']['reorder'], Answer['orders']['reorder']> {
  return trpc.orders.reorder.useMutation({ onSuccess: screen.onSuccess, onError: screen.onError });
}
