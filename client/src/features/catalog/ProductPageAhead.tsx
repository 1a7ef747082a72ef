import { useEffect } from 'react';
import type { Location } from 'react-router-dom';
import type { Product } from '@tulus/shared/contract/catalog';
import { preloadable } from '../../lib/preloadable.tsx';
import { whenIdle } from '../../lib/when-idle.ts';
import { drawProductPageAhead } from './product-page-ahead.ts';

/** /DetailProduk's screen, a chunk of its own (routes.tsx), drawn by the kept product page (KeptProductPage.tsx). */
export const ProductDetailScreen = preloadable<{ at: Location }, 'ProductDetailPage'>(() => import('./ProductDetailPage.tsx'), 'ProductDetailPage');

/**
 * Names `product` (the first card's) for the product page drawn ahead, hidden, once a customer's home
 * page is idle, so that a card's tap finds the page's code loaded and its elements made
 * (KeptProductPage.tsx). Only once the service worker serves the page (on a first visit, when it has
 * kept the app and taken the page over): the chunk then comes from the phone's copy of the app.
 * Over the network a load that fails on a patchy signal would stay failed for the visit (Chromium keeps a
 * dynamic import's failure until a reload), breaking the tap that would have loaded it later.
 */
export function ProductPageAhead({ product }: { product: Product | undefined }) {
  'use no memo'; // renders a few times a visit: the React Compiler's caches would only add bytes to every first load
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker || !product) return;
    let cancel = () => {};
    const drawAhead = () => {
      cancel = whenIdle(() => {
        ProductDetailScreen.preload().then(
          () => drawProductPageAhead(product),
          () => {},
        );
      });
    };
    if (worker.controller) {
      drawAhead();
      return () => cancel();
    }
    // A first visit: the service worker takes the page over once it has kept the app (clients.claim).
    worker.addEventListener('controllerchange', drawAhead, { once: true });
    return () => {
      worker.removeEventListener('controllerchange', drawAhead);
      cancel();
    };
  }, [product]);
  return null;
}
