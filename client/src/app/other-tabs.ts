import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../lib/trpc.ts';
import { STORAGE_KEYS, readKeptText } from '../lib/storage.ts';
import { keptSession } from '../features/auth/session.ts';

type SessionLike = { role: string; customer_code?: string; driver?: { email: string } } | null | undefined;

/** Who a session is, for telling two apart: role and account; '' for nobody (or not known yet). */
function whoIs(session: SessionLike): string {
  if (!session) return '';
  return session.role === 'driver' ? `driver:${session.driver?.email ?? ''}` : `${session.role}:${session.customer_code ?? ''}`;
}

/**
 * A logout ends the session everywhere, and this browser's other tabs are part of everywhere. The shop's tabs
 * share its cookie and its storage, and the browser tells each of them when another changes the storage (a
 * 'storage' event):
 * - **Signed out there** ('Keluar', or a 403: the shop's storage cleared, an event without a key), or told
 *   there that nobody is signed in (the remembered session removed): this tab's screens still showed the
 *   account (its data, addresses, orders) to whoever picks the phone up next, until its next call, and kept
 *   its forms' drafts. It drops what it read and hands over to `signOutHere` (its storage, the login), as a
 *   403 here does.
 * - **Signed in there** as someone else: the cookie this tab sends is now theirs. What it read before is
 *   dropped and read again, so it does not go on showing one account's screens while it acts as another.
 */
export function followOtherTabs(client: QueryClient, signOutHere: (role: string) => void, events: EventTarget = window): void {
  const sessionKey = getQueryKey(trpc.auth.session, undefined, 'query');
  events.addEventListener('storage', (event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== null && key !== STORAGE_KEYS.lastSession) return;
    const session = client.getQueryData<SessionLike>(sessionKey);
    if (key === null || newValue === null) {
      if (!session) return;
      // Nobody, told to the screens on show first (the top bar stays mounted through the page change), then
      // every other answer dropped. clear() would drop the session's query under its observers, which then
      // kept showing the account.
      client.setQueryData(sessionKey, null);
      const sessionQuery = client.getQueryCache().find({ queryKey: sessionKey, exact: true });
      client.removeQueries({ predicate: (query) => query !== sessionQuery });
      client.getMutationCache().clear();
      signOutHere(session.role);
      return;
    }
    // The session the other tab remembered (null: nobody, or not one this app wrote).
    const now = readKeptText(newValue, null, keptSession);
    // The same account written again (another tab's first answer): nothing changed here.
    if (!now || whoIs(now) === whoIs(session)) return;
    void client.resetQueries();
  });
}
