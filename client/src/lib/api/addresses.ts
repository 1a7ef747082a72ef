import { trpc } from '../trpc.ts';
import type { Answer, QueryResult } from './query-result.ts';

/** The customer's addresses: the address book, and checkout's shipping section and address picker. */
export function useAddresses(): QueryResult<Answer['addresses']['list']> {
  return trpc.addresses.list.useQuery();
}
