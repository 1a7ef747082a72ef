import { trpc } from '../trpc.ts';
import type { Answer, QueryResult } from './query-result.ts';

/**
 * The customer's detail stays fresh for a minute: it changes through their own profile edit, which
 * writes the cache itself (PersonalData), or on the provider's side, which a minute catches up with.
 */
export const CUSTOMER_DETAIL_STALE_MS = 60_000;

/**
 * The signed-in customer's detail (name, tier, contact), read by the header, the catalog, the cart,
 * checkout, the profile and the complaint form: one query with one set of options for all of them.
 * `enabled: false` where the visitor may not be a customer.
 */
export function useCustomerDetail({ enabled = true }: { enabled?: boolean } = {}): QueryResult<Answer['customer']['detail']> {
  return trpc.customer.detail.useQuery(undefined, { enabled, staleTime: CUSTOMER_DETAIL_STALE_MS });
}
