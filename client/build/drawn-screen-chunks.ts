import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The screens the gateway draws besides the landing route (client/src/app/routes.tsx's DRAWN_ROUTES,
 * the profile's with its first tab), and the checkout, which shares the cart's and the orders' parts.
 */
const DRAWN_SCREENS = [
  'src/features/catalog/ProductDetailPage.tsx',
  'src/features/cart/CartPage.tsx',
  'src/features/orders/OrderDetailPage.tsx',
  'src/features/profile/ProfilePage.tsx',
  'src/features/orders/OrderHistory.tsx',
];
const SHARES_WITH_THEM = ['src/features/checkout/CheckoutPage.tsx'];
/**
 * New Arrivals, on the first screen of a customer's home page, beside the landing file. Its file comes
 * first, so that a library module it shares with a screen (an icon) is in its file rather than in the
 * screen's, which would bring that file and the shared one to the home page. It is not counted among
 * the screens that share: the home page does not load the shared file.
 */
const HOME_PART = 'src/features/catalog/NewArrivals.tsx';

const moduleOf = (route: string) => fileURLToPath(new URL(`../${route}`, import.meta.url));

/** Rolldown's codeSplitting group, as far as these use it. */
type Group = { name: string; test: (id: string) => boolean; priority: number };

/**
 * Each drawn screen in one file with what it alone needs, and what two of them share in one file
 * more, instead of a file per stepper, icon, rule and recipe: a drawn cart page fetched 12 scripts
 * beyond the entry's and the landing file, each a round trip before the page works
 * (docs/decisions/059-drawn-screens-in-few-files.md). The groups rank below the landing group
 * (`rank`, the shared file's one above), so a module the landing page needs stays in its file.
 *
 * The shared file's modules are found before chunking (`buildEnd`): the shop's own modules that the
 * static imports of two or more of those screens reach. The walk stops at a library: a library's index
 * reaches everything it exports, which tree-shaking then drops. So a library's module that two screens
 * use goes with the first of them in the list (the checkout's data list comes with the product page's
 * file, for instance), as rolldown's groups take their modules' imports along.
 */
export function drawnScreenChunks(rank: number): { plugin: Plugin; groups: Group[] } {
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'tulus-drawn-screen-chunks',
    apply: 'build',
    buildEnd() {
      const screensReaching = new Map<string, number>();
      for (const screen of [...DRAWN_SCREENS, ...SHARES_WITH_THEM]) {
        const reached = new Set<string>();
        const walk = (id: string) => {
          if (reached.has(id) || id.includes('node_modules')) return;
          reached.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next);
        };
        walk(moduleOf(screen));
        for (const id of reached) screensReaching.set(id, (screensReaching.get(id) ?? 0) + 1);
      }
      shared.clear();
      for (const [id, screens] of screensReaching) if (screens >= 2) shared.add(id);
    },
  };
  // Within one rank rolldown takes the groups in their order.
  const groups: Group[] = [
    { name: 'drawn-shared', test: (id) => shared.has(id), priority: rank + 1 },
    ...[HOME_PART, ...DRAWN_SCREENS].map((screen) => {
      const id = moduleOf(screen);
      return { name: screen.replace(/^.*\/|\.tsx$/g, ''), test: (candidate: string) => candidate === id, priority: rank };
    }),
  ];
  return { plugin, groups };
}
