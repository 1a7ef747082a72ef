import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../trpc.ts';
import { LOGOUT_OWED_COOKIE, LOGOUT_OWED_MAX_AGE_SECONDS } from '@tulus/shared/rules/logout-owed';
import { clearShopStorage } from '../storage.ts';
import { writeShopCookie } from '../shop-cookie.ts';

/**
 * Keluar (spec), for customers (top bar) and drivers (driver menu): end the gateway session and
 * clear everything the device holds, stored or cached. Where to go next is the caller's.
 */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  // Sent at once even without signal ('always': not paused until it returns), so the question does not hang.
  const logout = trpc.auth.logout.useMutation({ networkMode: 'always' });
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();

  const signOut = async () => {
    // Leave even if the gateway is unreachable: the device must not keep the account's data. The gateway
    // then ends the session on the next request that reaches it (the owed logout's cookie).
    await logout.mutateAsync().catch(oweLogout);
    clearShopStorage();
    queryClient.clear();
    // Signed out at once, not refetched: a guard would otherwise still see the account and bounce back.
    utils.auth.session.setData(undefined, null);
  };

  return { signOut, pending: logout.isPending };
}

/** The logout's call did not come back: the next request that reaches the gateway ends the session. */
function oweLogout(): void {
  writeShopCookie(LOGOUT_OWED_COOKIE, '1', LOGOUT_OWED_MAX_AGE_SECONDS);
}
