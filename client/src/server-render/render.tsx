import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { getQueryKey } from '@trpc/react-query';
import type { HomeRenderer } from '@tulus/server/web/home-renderer';
import { createQueryClient, Providers, type DrawnPageState } from '../app/providers.tsx';
import { AppRoutes, preloadFirstRoute } from '../app/routes.tsx';
import { FirstRenderMark } from '../app/FirstRenderMark.tsx';
import { startFirstRender } from '../lib/first-render.ts';
import { HOME_PRODUCTS } from '../features/catalog/home-products.ts';
import { trpc } from '../lib/trpc.ts';

/**
 * The gateway draws the home page with this (server/src/web/home-page.ts): on a slow phone the
 * page's script takes seconds to arrive and run, the HTML a fraction of that (LCP;
 * docs/decisions/002-server-drawn-home-page.md). The same components as the browser's, from the
 * same answers; the browser's first render (main.tsx) then hydrates it: draws the same screen from the
 * same answers, width class and time, and attaches to the HTML instead of drawing it again.
 */
export const renderer: HomeRenderer = {
  preload: () => preloadFirstRoute('/', true),
  // A customer's New Arrivals is on the first screen (HomePage.tsx); main.tsx loads it before the first render.
  firstScreenModules: (data) => (data.session?.role === 'customer' ? ['src/features/catalog/NewArrivals.tsx'] : []),
  renderHome(data, { slidesPerPage }) {
    const drawnAt = Date.now();
    // Date-dependent screens draw the time the page carries, as the browser's first render will (lib/first-render.ts).
    startFirstRender(drawnAt);
    const client = createQueryClient();
    client.setQueryData(getQueryKey(trpc.auth.session, undefined, 'query'), data.session);
    if (data.customer) client.setQueryData(getQueryKey(trpc.customer.detail, undefined, 'query'), data.customer);
    if (data.products) client.setQueryData(getQueryKey(trpc.catalog.products, HOME_PRODUCTS, 'query'), data.products);
    const html = renderToString(
      <StrictMode>
        <StaticRouter location="/">
          <Providers client={client} toasts={false} slidesPerPage={slidesPerPage}>
            <AppRoutes />
            <FirstRenderMark />
          </Providers>
        </StaticRouter>
      </StrictMode>,
    );
    const state: DrawnPageState = {
      answers: client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ queryKey: query.queryKey, data: query.state.data })),
      slidesPerPage,
      drawnAt,
    };
    return { html, state };
  },
};
