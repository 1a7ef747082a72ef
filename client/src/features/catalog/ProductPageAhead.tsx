import { Activity, useEffect, useRef, useState } from 'react';
import type { Product } from '@tulus/shared/contract/catalog';
import { preloadable } from '../../lib/preloadable.tsx';
import { whenIdle } from '../../lib/when-idle.ts';
import { layOutOnce } from '../../lib/lay-out-once.ts';

/** /DetailProduk's screen, a chunk of its own (routes.tsx). */
export const ProductDetailScreen = preloadable<object, 'ProductDetailPage'>(() => import('./ProductDetailPage.tsx'), 'ProductDetailPage');
/** The same chunk's drawing of one product. */
const ProductDetails = preloadable<{ product: Product }, 'ProductDetails'>(() => import('./ProductDetailPage.tsx'), 'ProductDetails');

/**
 * The product page drawn ahead, hidden, once a customer's home page is idle, so that a card's tap finds
 * the page's code loaded and its styles made: Chakra's style objects in its cache, Emotion's rules in
 * the page. The tap then draws the page at once (app/ShopRouter.tsx), and inserts no rules (each
 * recipe's, inside `@layer`, restyles the whole page: docs/performance.md section 12). React's Activity
 * renders it at the lowest priority and keeps it hidden (`display: none`, out of the accessibility tree),
 * with no effects run; it goes with the home page. A copy of it is then laid out once, unseen
 * (lib/lay-out-once.ts): hidden, it would not be, and the tap would lay out its fonts for the first time.
 * Only once the service worker serves the page (on a first visit, when it has kept the app and taken the
 * page over): the chunk then comes from the phone's copy of the app.
 * Over the network a load that fails on a patchy signal would stay failed for the visit (Chromium keeps a
 * dynamic import's failure until a reload), breaking the tap that would have loaded it later.
 */
export function ProductPageAhead({ product }: { product: Product | undefined }) {
  'use no memo'; // renders a few times a visit: the React Compiler's caches would only add bytes to every first load
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    let cancel = () => {};
    const drawAhead = () => {
      cancel = whenIdle(() => {
        Promise.all([ProductDetailScreen.preload(), ProductDetails.preload()]).then(
          () => setLoaded(true),
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
  }, []);
  const holder = useRef<HTMLDivElement>(null);
  // Once a visit: the kept home page runs its effects again each time Back shows it, and the caches a
  // layout fills are made by then.
  const laidOut = useRef(false);
  useEffect(() => {
    if (!loaded || !product || laidOut.current) return;
    // React renders the hidden page after this commit, in an idle moment of its own.
    let tries = 0;
    let cancel = whenIdle(function layOut() {
      const page = holder.current?.firstElementChild;
      if (page) {
        layOutOnce(page, holder.current!.parentElement!.clientWidth);
        laidOut.current = true;
      } else if (++tries < 20) cancel = whenIdle(layOut);
    });
    return () => cancel();
  }, [loaded, product]);
  if (!loaded || !product) return null;
  return (
    // `display: contents`: no box of its own, no gap in the home page's stack.
    <div ref={holder} style={{ display: 'contents' }}>
      <Activity mode="hidden">
        <ProductDetails product={product} />
      </Activity>
    </div>
  );
}
