import { preloadable } from '../../lib/preloadable.tsx';

/** /DetailProduk's screen, a chunk of its own (routes.tsx), which the home page loads ahead (HomePage). */
export const ProductDetailScreen = preloadable(() => import('./ProductDetailPage.tsx'), 'ProductDetailPage');

/**
 * Loads the product page's chunk ahead, so that a card's tap draws it at once (app/ShopRouter.tsx). Only
 * when the service worker serves the page: the chunk then comes from the phone's copy of the app. Over
 * the network a load that fails on a patchy signal would stay failed for the visit (Chromium keeps a
 * dynamic import's failure until a reload), breaking the tap that would have loaded it later.
 */
export function loadProductScreenAhead(): void {
  if (navigator.serviceWorker?.controller) void ProductDetailScreen.preload().catch(() => {});
}
