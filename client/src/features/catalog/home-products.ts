import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '@tulus/server/routers/_app';

/**
 * The product list the home screen asks for (HomePage.tsx), and main.tsx asks for before the first
 * render; the gateway's drawing of the page asks for the same, so the browser finds it in the page's answers.
 */
export const HOME_PRODUCTS = { limit: 10, offset: 0, search: '' } as const satisfies inferRouterInputs<AppRouter>['catalog']['products'];
