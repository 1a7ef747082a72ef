import { trpc } from '../../../lib/trpc.ts';
import type { Answer, QueryResult } from '../../../lib/api/query-result.ts';

/** The branches by distance from the active address (checkout's suggestion and its branch chooser). */
export function useBranchesForCustomer({ enabled = true }: { enabled?: boolean } = {}): QueryResult<Answer['branches']['forCustomer']> {
  return trpc.branches.forCustomer.useQuery(undefined, { enabled });
}

/** One bank account's details, the payment method picker's second step. */
export function usePaymentMethodDetail(id: number | undefined, { enabled = true }: { enabled?: boolean } = {}): QueryResult<Answer['payments']['methodDetail']> {
  return trpc.payments.methodDetail.useQuery({ payment_method_id: id ?? 0 }, { enabled: enabled && id !== undefined });
}
