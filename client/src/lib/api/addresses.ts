import { trpc } from '../trpc.ts';
import type { Answer, QueryResult } from './query-result.ts';

/** The customer's addresses: the address book, and checkout's shipping section and address picker. */
export function useAddresses(): QueryResult<Answer['addresses']['list']> {
  return trpc.addresses.list.useQuery();
}

/**
 * After an address is added, changed or made active: the list is read again, and so are the
 * branches, whose distances are measured from the active address. Resolves once the list is back.
 */
export function useAddressesChanged(): () => Promise<void> {
  const utils = trpc.useUtils();
  return async () => {
    const list = utils.addresses.list.invalidate();
    void utils.branches.forCustomer.invalidate();
    await list;
  };
}
