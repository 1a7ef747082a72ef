import { trpc } from '../trpc.ts';
import { afterWrite, type Answer, type MutationResult, type QueryResult, type ScreenCallbacks, type Sent } from './query-result.ts';

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

/**
 * Make an address the active one: the address book's 'Jadikan Utama' and checkout's address picker.
 * The write resolves once the list (and so the screen) shows the new active address.
 */
export function useActivateAddress(screen: ScreenCallbacks<Answer['addresses']['activate']> = {}): MutationResult<Sent['addresses']['activate'], Answer['addresses']['activate']> {
  return trpc.addresses.activate.useMutation(afterWrite(useAddressesChanged(), screen));
}
