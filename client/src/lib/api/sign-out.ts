import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../trpc.ts';
import { clearShopStorage } from '../storage.ts';

/**
 * Keluar (spec), for customers (top bar) and drivers (driver menu): end the gateway session and
 * clear everything the device holds, stored or cached. Where to go next is the caller's.
 */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const logout = trpc.auth.logout.useMutation();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();

  const signOut = async () => {
    // Leave even if the gateway is unreachable: the device must not keep the account's data.
    await logout.mutateAsync().catch(() => undefined);
    clearShopStorage();
    queryClient.clear();
    // Signed out at once, not refetched: a guard would otherwise still see the account and bounce back.
    utils.auth.session.setData(undefined, null);
  };

  return { signOut, pending: logout.isPending };
}
