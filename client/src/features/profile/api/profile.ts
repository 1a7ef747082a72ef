import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';
import { clearShopStorage } from '../../../lib/storage.ts';
import { afterWrite, type Answer, type MutationResult, type ScreenCallbacks, type Sent } from '../../../lib/api/query-result.ts';

/** Data Diri's 'Simpan'. Spec section 4: the returned fields merge into the customer detail the screens already hold. */
export function useUpdateProfile(screen: ScreenCallbacks<Answer['customer']['updateProfile']> = {}): MutationResult<Sent['customer']['updateProfile'], Answer['customer']['updateProfile']> {
  const utils = trpc.useUtils();
  return trpc.customer.updateProfile.useMutation(
    afterWrite((data) => utils.customer.detail.setData(undefined, (old) => (old ? { ...old, ...data } : data)), screen),
  );
}

/**
 * 'Keluar dari semua perangkat'. Only once the gateway confirmed is the device cleared (stored data,
 * every cached answer) and the session set to none at once, so a guard does not see the account
 * and bounce back; a failure leaves everything as it was (the other devices are still signed in).
 */
export function useLogoutEverywhere(): { logoutEverywhere: () => Promise<void>; pending: boolean; error: MutationResult<void, unknown>['error'] } {
  const mutation = trpc.auth.logoutEverywhere.useMutation();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return {
    logoutEverywhere: async () => {
      await mutation.mutateAsync();
      clearShopStorage();
      queryClient.clear();
      utils.auth.session.setData(undefined, null);
    },
    pending: mutation.isPending,
    error: mutation.error,
  };
}
