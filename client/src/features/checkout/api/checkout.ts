import { trpc } from '../../../lib/trpc.ts';
import type { Answer, QueryResult, Sent } from '../../../lib/api/query-result.ts';

/** The branches by distance from the active address (checkout's suggestion and its branch chooser). */
export function useBranchesForCustomer({ enabled = true }: { enabled?: boolean } = {}): QueryResult<Answer['branches']['forCustomer']> {
  return trpc.branches.forCustomer.useQuery(undefined, { enabled });
}

/** One bank account's details, the payment method picker's second step. */
export function usePaymentMethodDetail(id: number | undefined, { enabled = true }: { enabled?: boolean } = {}): QueryResult<Answer['payments']['methodDetail']> {
  return trpc.payments.methodDetail.useQuery({ payment_method_id: id ?? 0 }, { enabled: enabled && id !== undefined });
}

export type PlaceOrder = {
  /** Sends the checkout; a refusal (key reused, price changed) comes back as the error. */
  place: (input: Sent['orders']['place']) => Promise<Answer['orders']['place']>;
  /** An order exists for this checkout (placed now, or by an earlier send): the order list and the vouchers it spent are read again. */
  ordered: () => void;
  /** The gateway priced it differently: today's catalogue, tier and vouchers are read again, so the next tap confirms the new total. */
  pricesChanged: () => Promise<void>;
};

/** 'Buat Pesanan' and what it changes in the cache. */
export function usePlaceOrder(): PlaceOrder {
  const utils = trpc.useUtils();
  const place = trpc.orders.place.useMutation();
  return {
    place: (input) => place.mutateAsync(input),
    ordered: () => {
      void utils.orders.list.invalidate();
      void utils.vouchers.invalidate();
    },
    pricesChanged: async () => {
      await Promise.all([utils.catalog.invalidate(), utils.customer.detail.invalidate(), utils.vouchers.invalidate()]);
    },
  };
}
