import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { MutationCache, onlineManager, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../lib/trpc.ts';
import { isSessionError, timedOut } from '../lib/errors.ts';
import { fetchWithinTimeLimit } from '../lib/answer-time-limit.ts';
import { clearShopStorage } from '../lib/storage.ts';
import { shopSystemLater, systemBuilt } from '../theme/system.ts';
import { OfflineBanner } from '../features/offline/OfflineBanner.tsx';
import { rememberedSession } from '../features/auth/session.ts';
import { followOtherTabs } from './other-tabs.ts';
import { OptionalPart } from '../components/OptionalPart.tsx';
import { HOME_PRODUCTS } from '../features/catalog/home-products.ts';
import { ServerSlidesPerPage } from '../lib/width-guess.ts';
import { afterFirstRender, firstRenderDone, startFirstRender } from '../lib/first-render.ts';
import { useIdle } from '../lib/use-idle.ts';
import { onConnectionChange } from '../lib/use-online.ts';
import type { CartLine } from '@tulus/shared/rules/cart-cookie';

// The toast viewport (Chakra's toast machine, about 20 KB) is not needed to draw a screen: it loads
// after the first one, once Chakra's system is built (after a drawn page's first render, in steps: main.tsx),
// so that drawing it does not build the system at once. Screens raise toasts through layout/notify.ts, which
// waits for the same module.
const Toaster = lazy(() => systemBuilt().then(() => import('../layout/toaster.tsx')).then((m) => ({ default: m.Toaster })));

/** Where a session that ended sends the browser: the router's navigate, once <SessionEndRedirect/> has mounted. */
let leave: ((path: string) => void) | null = null;

function SessionEndRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    leave = (path) => void navigate(path, { replace: true });
    return () => {
      leave = null;
    };
  }, [navigate]);
  return null;
}

/**
 * Spec section 6: any 403 clears the session and the shop's storage and goes to /login
 * (a driver to /driver). Only for someone who had a session: a failed login must not
 * wipe a visitor's cart.
 */
function endSession(queryClient: QueryClient, error: unknown) {
  if (!isSessionError(error)) return;
  const key = getQueryKey(trpc.auth.session, undefined, 'query');
  const session = queryClient.getQueryData<{ role: string } | null>(key);
  if (!session) return;
  clearShopStorage();
  queryClient.setQueryData(key, null);
  leaveAs(session.role);
}

/** Leaves an account's screens for its login: a customer's (/login), a driver's (/driver). */
function leaveAs(role: string) {
  const to = role === 'driver' ? '/driver' : '/login';
  if (leave) leave(to);
  else window.location.replace(to);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => endSession(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => endSession(client, error) }),
    defaultOptions: {
      queries: {
        // Prices and orders are read fresh when a screen opens; no stale data shown as current.
        staleTime: 0,
        refetchOnWindowFocus: false,
        // Once more after a failure, not after a time limit (lib/answer-time-limit.ts): the customer has
        // waited long enough, and 'Coba lagi' asks again when they choose.
        retry: (count, error) => !isSessionError(error) && !timedOut(error) && count < 1,
      },
    },
  });
  return client;
}

/**
 * TanStack Query assumes a connection until it hears 'offline', and listens only once the app has
 * mounted: a phone that opens the app without signal (or loses it while the app starts) sends no
 * event it hears, so its reads failed, and when the signal came back ('online', no change for it)
 * nothing was read again. Here it starts from what the browser says and listens from the start: reads
 * wait while offline (the banner says why) and go out by themselves when the signal is back.
 */
function followTheConnection(): void {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine);
    return onConnectionChange(setOnline);
  });
}
followTheConnection();

// One pair for the page, made when the app loads, so the session can be asked for before the first render.
const queryClient = createQueryClient();
// A sign-out in another tab: this tab's own storage (its forms' drafts, in sessionStorage) goes too.
if (typeof window !== 'undefined') {
  followOtherTabs(queryClient, (role) => {
    clearShopStorage();
    leaveAs(role);
  });
}
const trpcClient = trpc.createClient({ links: [httpBatchLink({ url: '/trpc', maxItems: 10, fetch: fetchWithinTimeLimit() })] });

/**
 * Sends what the first screen needs before React's first render (main.tsx calls it): on a slow
 * phone the first render takes about a second, after which the screens' own queries used to start
 * (docs/performance.md). The screens' useQuery calls pick these requests up (same keys); httpBatchLink sends
 * them as one request. Always the session; on the home screen its product list; and for a browser
 * whose last session was a customer's, the customer's detail (the tier every price depends on).
 * A guess that turns out wrong costs one unused read; an expired session's detail read fails
 * quietly (no session yet, so nothing is ended).
 */
export function prefetchFirstScreen(): void {
  const prefetch = (queryKey: unknown[], queryFn: () => Promise<unknown>) => {
    // What the gateway sent with the page (drawnPage) is not asked for again.
    if (queryClient.getQueryData(queryKey) !== undefined) return;
    void queryClient.prefetchQuery({ queryKey, queryFn, retry: false }).then(() => freshUntilFirstRender(queryKey, Date.now()));
  };
  prefetch(getQueryKey(trpc.auth.session, undefined, 'query'), () => trpcClient.auth.session.query());
  if (window.location.pathname === '/') {
    prefetch(getQueryKey(trpc.catalog.products, HOME_PRODUCTS, 'query'), () => trpcClient.catalog.products.query(HOME_PRODUCTS));
  }
  if (rememberedSession()?.role === 'customer') {
    prefetch(getQueryKey(trpc.customer.detail, undefined, 'query'), () => trpcClient.customer.detail.query());
  }
}

/**
 * An answer read for the first screen (carried by the drawn page, or asked for before the first render)
 * counts as fresh until the first render is over: the screen that mounts with it would otherwise ask
 * again at once (staleTime 0) and draw itself a second time. Then it is dated `readAt`, so the next
 * screen that opens with it reads it afresh.
 */
function freshUntilFirstRender(queryKey: readonly unknown[], readAt: number) {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (!query || query.state.status !== 'success' || firstRenderDone()) return;
  query.setState({ dataUpdatedAt: Number.MAX_SAFE_INTEGER });
  afterFirstRender(() => query.setState({ dataUpdatedAt: readAt }));
}

/** The answers a page was drawn from, by query key. */
export type FirstScreenAnswers = Array<{ queryKey: readonly unknown[]; data: unknown }>;

/**
 * What a page drawn on the server carries (server/src/web/render-worker.ts puts it in the page): the
 * answers it was drawn from, the width class it was drawn for and when it was drawn. The browser's
 * first render uses the same three, so it draws exactly the same screen and React hydrates it.
 */
/** `cart`: the lines the cart was drawn with (its cookie; features/cart/cart-store.ts), null when the page had none. */
export type DrawnPageState = { answers: FirstScreenAnswers; slidesPerPage: number; drawnAt: number; cart: CartLine[] | null };

/** The id of the JSON the gateway puts into a page it drew on the server (server/src/web/render-worker.ts). */
export const FIRST_SCREEN_STATE_ID = 'tulus-state';

/**
 * The state of the page the gateway drew, its answers put into the query cache before the first
 * render; undefined for a page that arrived undrawn. main.tsx then hydrates rather than renders.
 */
export function drawnPage(): (DrawnPageState & { session: { role: string } | null | undefined }) | undefined {
  const element = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!element?.textContent) return undefined;
  let state: DrawnPageState;
  try {
    // setQueryData rather than TanStack's hydrate(), which would add its module to every page's first
    // load for this one use.
    state = JSON.parse(element.textContent) as DrawnPageState;
    // Fresh until the first render is over: the gateway read them just now, and a screen that asked
    // again on mounting would draw the same page a second time. Then dated as read, so the next
    // screen that opens reads them afresh.
    for (const { queryKey, data } of state.answers) {
      queryClient.setQueryData(queryKey, data);
      freshUntilFirstRender(queryKey, state.drawnAt);
    }
  } catch {
    return undefined;
  }
  startFirstRender(state.drawnAt);
  return { ...state, session: queryClient.getQueryData(getQueryKey(trpc.auth.session, undefined, 'query')) };
}

/** Its children once the browser is idle after the first render. */
function WhenIdle({ children }: { children: ReactNode }) {
  return useIdle() ? children : null;
}

/**
 * `client`: the gateway's server render gives each page its own cache; the browser has the one above.
 * `toasts`: the server render has none to show (and its lazy viewport would only mark the spot to draw later).
 */
export function Providers({
  children,
  client = queryClient,
  toasts = true,
  slidesPerPage = 5,
}: {
  children: ReactNode;
  client?: QueryClient;
  toasts?: boolean;
  /** The width class the gateway drew the page for (lib/width-guess.ts); the browser's first render uses it too. */
  slidesPerPage?: number;
}) {
  return (
    <trpc.Provider client={trpcClient} queryClient={client}>
      <QueryClientProvider client={client}>
        <ChakraProvider value={shopSystemLater}>
          <ServerSlidesPerPage value={slidesPerPage}>
            <SessionEndRedirect />
            {/* The offline banner and the toast viewport wait until the browser is idle: no screen needs
                them to draw, and the gateway's drawing has neither, so the first render matches it. */}
            <WhenIdle>
              <OfflineBanner />
            </WhenIdle>
            {children}
            {toasts && (
              <WhenIdle>
                {/* Without its code (a first visit that lost its signal) there are no toasts, but the page stays. */}
                <OptionalPart>
                  <Suspense fallback={null}>
                    <Toaster />
                  </Suspense>
                </OptionalPart>
              </WhenIdle>
            )}
          </ServerSlidesPerPage>
        </ChakraProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
