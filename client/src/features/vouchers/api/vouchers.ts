import { trpc } from '../../../lib/trpc.ts';
import type { Answer, QueryResult } from '../../../lib/api/query-result.ts';

/** Vouchers the customer may still claim. */
export function useAvailableVouchers(): QueryResult<Answer['vouchers']['available']> {
  return trpc.vouchers.available.useQuery();
}
