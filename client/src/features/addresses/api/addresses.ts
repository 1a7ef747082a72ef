import { trpc } from '../../../lib/trpc.ts';
import { useAddressesChanged } from '../../../lib/api/addresses.ts';
import { afterWrite, type Answer, type MutationResult, type ScreenCallbacks, type Sent } from '../../../lib/api/query-result.ts';

// The address book's writes. Each resolves once the list is read again (and the branches, whose
// distances are measured from the active address), so the screen never shows the list before it.

export function useAddAddress(screen: ScreenCallbacks<Answer['addresses']['add']> = {}): MutationResult<Sent['addresses']['add'], Answer['addresses']['add']> {
  return trpc.addresses.add.useMutation(afterWrite(useAddressesChanged(), screen));
}

export function useUpdateAddress(screen: ScreenCallbacks<Answer['addresses']['update']> = {}): MutationResult<Sent['addresses']['update'], Answer['addresses']['update']> {
  return trpc.addresses.update.useMutation(afterWrite(useAddressesChanged(), screen));
}

/** Only an inactive address can be removed, so the branches' distances do not change: the list alone is read again. */
export function useRemoveAddress(screen: ScreenCallbacks<Answer['addresses']['remove']> = {}): MutationResult<Sent['addresses']['remove'], Answer['addresses']['remove']> {
  const utils = trpc.useUtils();
  return trpc.addresses.remove.useMutation(afterWrite(() => utils.addresses.list.invalidate(), screen));
}
