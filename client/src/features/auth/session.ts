import { useEffect, useState } from 'react';
import { TRPCClientError } from '@trpc/client';
import { trpc } from '../../lib/trpc.ts';
import { STORAGE_KEYS, readJson, writeJson } from '../../lib/storage.ts';
import { isRecord } from '../../lib/unknown-values.ts';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tulus/server/routers/_app';

type Session = NonNullable<inferRouterOutputs<AppRouter>['auth']['session']>;

/** No answer at all (no signal, gateway unreachable), as opposed to an answer saying 'nobody'. */
function unreachable(error: unknown): boolean {
  return error instanceof TRPCClientError && !error.data;
}

/** The gateway's answer last written to storage by this page (undefined: none yet). */
let stored: Session | null | undefined;

/** Who this browser last saw signed in (null: nobody, or they logged out). */
export function rememberedSession(): Session | null {
  return readJson(STORAGE_KEYS.lastSession, null, keptSession);
}

/** A kept session the screens can be opened for: a customer's, or a driver's with the driver's record; anything else is nobody. */
export function keptSession(kept: unknown): Session | null {
  if (!isRecord(kept)) return null;
  if (kept.role === 'customer' && typeof kept.customer_code === 'string') return kept as Session;
  if (kept.role === 'driver' && isRecord(kept.driver) && typeof kept.driver.email === 'string') return kept as Session;
  return null;
}

/**
 * Who is signed in, from the gateway's session cookie; null for a visitor.
 *
 * Without signal the gateway cannot say, so the last answer it gave is used (`offline`): a
 * driver opening the app on the road still gets the driver screens and the upload queue
 * rather than the login form. This only picks which screens to show; every call still goes
 * to the gateway, which checks the cookie.
 */
export function useSession() {
  // retryOnMount off: a failed ask (no signal) is asked again when the signal returns
  // (refetchOnReconnect), not each time a screen mounts, which would flip every screen back to
  // 'loading' and remount it in a loop.
  const query = trpc.auth.session.useQuery(undefined, { staleTime: 60_000, retry: false, retryOnMount: false });
  const answer = query.data;
  useEffect(() => {
    // Each screen's guard mounts with the same answer: stored once, not again on every page change.
    if (answer === undefined || answer === stored) return;
    stored = answer;
    if (answer) writeJson(STORAGE_KEYS.lastSession, answer);
    else localStorage.removeItem(STORAGE_KEYS.lastSession);
  }, [answer]);

  // react-query pauses queries while the browser says it is offline, and errors when a fetch fails.
  const noAnswer = answer === undefined && (query.fetchStatus === 'paused' || unreachable(query.error));
  // Screens drawn on the remembered session stay on it until the gateway answers. When the signal returns,
  // react-query asks again and, with no answer kept, counts the query as loading again: the guards then
  // showed their spinner in place of the screen, and the screen came back empty (a receipt photo picked
  // without signal was gone).
  const [withoutAnswer, setWithoutAnswer] = useState(false);
  if (noAnswer && !withoutAnswer) setWithoutAnswer(true);
  if (answer !== undefined && withoutAnswer) setWithoutAnswer(false);
  const offline = answer === undefined && (noAnswer || withoutAnswer);
  // Only needed before the gateway's answer: a mount after it (a page change's guard) reads no storage.
  const [remembered] = useState(() => (answer === undefined ? rememberedSession() : null));
  const session = answer ?? (offline ? remembered : null);
  const loading = query.isLoading && !offline;
  return {
    session,
    loading,
    // While the gateway has not answered: who it will most likely say (the last session this browser
    // saw), so a screen can draw the right layout before the answer instead of a blank placeholder
    // (LCP; docs/performance.md). Only for layout; nothing is shown or sent on the strength of a guess.
    likelyCustomer: loading ? remembered?.role === 'customer' : session?.role === 'customer',
    offline,
    isCustomer: session?.role === 'customer',
    isDriver: session?.role === 'driver',
  };
}
