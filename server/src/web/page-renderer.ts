import type { CartLine } from '@tulus/shared/rules/cart-cookie';

/** One query a drawn page asked for, as the browser's query cache keys it and as the gateway calls it. */
export type QueryCall = { queryKey: unknown[]; path: string[]; input: unknown };

/** An answer a page is drawn from, keyed as the browser's query cache keys it. */
export type DrawnAnswer = { queryKey: unknown[]; data: unknown };

/**
 * The client's server-render bundle (client/src/server-render/render.tsx, built by `vite build` into
 * dist/server/render.mjs): the gateway loads it to draw a page before the browser has run any script.
 */
export type PageRenderer = {
  /** Loads the drawn pages' lazy parts, once, before the first drawing. */
  preload(): Promise<void>;
  /**
   * The source modules (as the build's manifest names them) the browser's first render of this URL
   * loads beyond the entry's: the page asks for them at once rather than after its scripts have run.
   */
  firstScreenModules(url: string, customer: boolean): Promise<string[]>;
  /**
   * The page at `url` drawn from these answers, for this width class and with these cart lines (the
   * cart's cookie; null: none): its HTML, the state the browser's first render needs (the answers it
   * used, the width class, the time, the cart), and the queries it asked for that had no answer.
   */
  renderPage(url: string, answers: DrawnAnswer[], page: { slidesPerPage: number; cart: CartLine[] | null }): { html: string; state: unknown; wanted: QueryCall[] };
};
