import { trpc } from '../trpc.ts';
import type { Answer, QueryResult } from './query-result.ts';

/** The shop's bank accounts change rarely: a minute fresh, shared by checkout, its pickers and the payment page. */
export const PAYMENT_METHODS_STALE_MS = 60_000;

export function usePaymentMethods({ enabled = true }: { enabled?: boolean } = {}): QueryResult<Answer['payments']['methods']> {
  return trpc.payments.methods.useQuery(undefined, { enabled, staleTime: PAYMENT_METHODS_STALE_MS });
}

/**
 * The kind of payment an account is for: 'Transfer Bank' when the provider names none, or when only the
 * bank's name is known yet (the checkout back from the method screens before the accounts have loaded).
 */
export function methodKind(method: { payment_method_name: string } | undefined): string {
  return method?.payment_method_name || 'Transfer Bank';
}
