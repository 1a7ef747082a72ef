import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../routers/_app.ts';

type Outputs = inferRouterOutputs<AppRouter>;

/**
 * The product list the home screen asks for (client HomePage.tsx): the gateway asks for the same when
 * it draws the page, so the browser finds it in the page's answers and need not ask again.
 */
export const HOME_PRODUCTS = { limit: 10, offset: 0, search: '' } as const satisfies inferRouterInputs<AppRouter>['catalog']['products'];

/** The answers the home screen's first render draws from, as the procedures give them. */
export type FirstScreenData = {
  session: Outputs['auth']['session'];
  customer?: Outputs['customer']['detail'];
  products?: Outputs['catalog']['products'];
};

/**
 * The client's server-render bundle (client/src/server-render/render.tsx, built by `vite build` into
 * dist/server/render.mjs): the gateway loads it to draw the home page before the browser has run any script.
 */
export type HomeRenderer = {
  /** Loads the home screen's lazy parts, once, before the first render. */
  preload(): Promise<void>;
  /**
   * The source modules (as the build's manifest names them) the browser's first render of this page
   * loads beyond index.html's: the page asks for them at once rather than after its scripts have run.
   */
  firstScreenModules(data: FirstScreenData): string[];
  /** The home screen's HTML and the query cache it was drawn from (for the browser's first render). */
  renderHome(data: FirstScreenData, viewport: { slidesPerPage: number }): { html: string; state: unknown };
};
