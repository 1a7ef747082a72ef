import { trpc } from '../trpc.ts';
import type { Answer, QueryResult } from './query-result.ts';

/** The customer's own vouchers: the profile's voucher tab and checkout's voucher picker. */
export function useMyVouchers(): QueryResult<Answer['vouchers']['mine']> {
  return trpc.vouchers.mine.useQuery();
}
