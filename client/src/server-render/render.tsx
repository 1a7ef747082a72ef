import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { QueryKey } from '@tanstack/react-query';
import type { PageRenderer, QueryCall } from '@tulus/server/web/page-renderer';
import { createQueryClient, Providers, type DrawnPageState, type FirstScreenAnswers } from '../app/providers.tsx';
import { AppRoutes, DRAWN_ROUTES, preloadDrawnRoutes } from '../app/routes.tsx';
import { FirstRenderMark } from '../app/FirstRenderMark.tsx';
import { startFirstRender } from '../lib/first-render.ts';
import { setDrawnCart } from '../features/cart/cart-store.ts';

/** A tRPC query key as @trpc/react-query makes it: [path, { input?, type: 'query' }]. */
function callOf(queryKey: QueryKey): QueryCall | null {
  const [path, options] = queryKey as [unknown, { input?: unknown; type?: string } | undefined];
  if (!Array.isArray(path) || options?.type !== 'query') return null;
  return { queryKey: queryKey as unknown[], path: path as string[], input: options.input };
}

/**
 * The gateway draws the pages a customer lands on with this (server/src/web/drawn-pages.ts): on a slow
 * phone the page's script takes seconds to arrive and run, the HTML a fraction of that (LCP;
 * docs/decisions/002-server-drawn-home-page.md). The same components as the browser's, from the same
 * answers; the browser's first render (main.tsx) then hydrates it: draws the same screen from the same
 * answers, width class and time, and attaches to the HTML instead of drawing it again
 * (docs/decisions/017-hydrate-the-drawn-page.md).
 */
export const renderer: PageRenderer = {
  preload: preloadDrawnRoutes,
  firstScreenModules(url, customer) {
    const { pathname, search } = new URL(url, 'http://page');
    const route = DRAWN_ROUTES.find((r) => r.path.toLowerCase() === pathname.toLowerCase());
    return route ? route.modules(customer, search) : Promise.resolve([]);
  },
  renderPage(url, answers, { slidesPerPage, cart }) {
    const drawnAt = Date.now();
    // Date-dependent screens draw the time the page carries, as the browser's first render will (lib/first-render.ts).
    startFirstRender(drawnAt);
    // The cart's lines from its cookie, as the browser's first render will take them (main.tsx).
    setDrawnCart(cart);
    const client = createQueryClient();
    // Fresh, as the browser's first render will find them (providers.tsx, freshUntilFirstRender): a stale
    // answer would draw as 'being read again' (a screen that hides an answer while it is re-read).
    for (const { queryKey, data } of answers) client.setQueryData(queryKey, data, { updatedAt: Number.MAX_SAFE_INTEGER });
    const html = renderToString(
      <StrictMode>
        <StaticRouter location={url}>
          <Providers client={client} toasts={false} slidesPerPage={slidesPerPage}>
            <AppRoutes />
            <FirstRenderMark />
          </Providers>
        </StaticRouter>
      </StrictMode>,
    );
    const queries = client.getQueryCache().getAll();
    // What the page asked for and has no answer to (a disabled query is not asked for): the gateway
    // reads these and draws the page again.
    const wanted = queries
      .filter((query) => query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false)
      .map((query) => callOf(query.queryKey))
      .filter((call) => call !== null);
    const carried: FirstScreenAnswers = queries
      .filter((query) => query.state.status === 'success')
      .map((query) => ({ queryKey: query.queryKey, data: query.state.data }));
    const state: DrawnPageState = { answers: carried, slidesPerPage, drawnAt, cart };
    return { html, state, wanted };
  },
};
