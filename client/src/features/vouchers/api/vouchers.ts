import { trpc } from '../../../lib/trpc.ts';
import type { Answer, MutationResult, QueryResult, ScreenCallbacks, Sent } from '../../../lib/api/query-result.ts';

/** Vouchers the customer may still claim. */
export function useAvailableVouchers(): QueryResult<Answer['vouchers']['available']> {
  return trpc.vouchers.available.useQuery();
}

/** Claim a voucher; claimed or refused, both lists are read again (a refusal may mean it was claimed elsewhere). */
export function useClaimVoucher(screen: ScreenCallbacks<Answer['vouchers']['claim']> = {}): MutationResult<Sent['vouchers']['claim'], Answer['vouchers']['claim']> {
  const utils = trpc.useUtils();
  return trpc.vouchers.claim.useMutation({
    onSuccess: screen.onSuccess,
    onError: screen.onError,
    onSettled: () => Promise.all([utils.vouchers.mine.invalidate(), utils.vouchers.available.invalidate()]),
  });
}
