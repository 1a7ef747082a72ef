import { trpc } from '../../../lib/trpc.ts';
import type { Answer, QueryResult } from '../../../lib/api/query-result.ts';

/** One order by its code; nothing is asked until there is a code (and `enabled` allows it). */
export function useOrderDetail(code: string | null | undefined, { enabled = true }: { enabled?: boolean } = {}): QueryResult<Answer['orders']['detail']> {
  return trpc.orders.detail.useQuery({ sales_order_code: code ?? '' }, { enabled: enabled && !!code });
}

/** The proof images of an order (delivery and payment): the two proof screens. */
export function useOrderProofs(code: string | null | undefined): QueryResult<Answer['orders']['proofs']> {
  return trpc.orders.proofs.useQuery({ sales_order_code: code ?? '' }, { enabled: !!code });
}

