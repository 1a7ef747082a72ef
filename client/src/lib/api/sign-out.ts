import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../trpc.ts';
import { LOGOUT_OWED_COOKIE, LOGOUT_OWED_MAX_AGE_SECONDS } from '@tulus/shared/rules/logout-owed';
import { clearShopStorage } from '../storage.ts';
import { writeShopCookie } from '../shop-cookie.ts';
import { useSingleFlight } from '../use-single-flight.ts';

/**
 * Keluar (spec), for customers (top bar) and drivers (driver menu): end the gateway session and
 * clear everything the device holds, stored or cached, then `leave` (where to go next is the caller's).
 * Once for a double tap on the question's 'Keluar': the button is disabled only once the call's state
 * has come back to the screen, and a phone's second tap came before that.
 */
export function useSignOut(): { signOut: (leave: () => void) => void; pending: boolean } {
  // Sent at once even without signal ('always': not paused until it returns), so the question does not hang.
  const logout = trpc.auth.logout.useMutation({ networkMode: 'always' });
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const { start, pending } = useSingleFlight();

  const signOut = (leave: () => void) => start(async () => {
    // Leave even if the gateway is unreachable: the device must not keep the account's data. The gateway
    // then ends the session on the next request that reaches it (the owed logout's cookie).
    await logout.mutateAsync().catch(oweLogout);
    clearShopStorage();
    queryClient.clear();
    // Signed out at once, not refetched: a guard would otherwise still see the account and bounce back.
    utils.auth.session.setData(undefined, null);
    leave();
  });

  return { signOut, pending };
}

/** The logout's call did not come back: the next request that reaches the gateway ends the session. */
function oweLogout(): void {
  writeShopCookie(LOGOUT_OWED_COOKIE, '1', LOGOUT_OWED_MAX_AGE_SECONDS);
}
