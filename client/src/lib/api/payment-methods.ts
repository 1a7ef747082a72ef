import { trpc } from '../trpc.ts';
import type { Answer, QueryResult } from './query-result.ts';

/** The shop's bank accounts change rarely: a minute fresh, shared by checkout, its pickers and the payment page. */
export const PAYMENT_METHODS_STALE_MS = 60_000;

export function usePaymentMethods({ enabled = true }: { enabled?: boolean } = {}): QueryResult<Answer['payments']['methods']> {
  return trpc.payments.methods.useQuery(undefined, { enabled, staleTime: PAYMENT_METHODS_STALE_MS });
}
