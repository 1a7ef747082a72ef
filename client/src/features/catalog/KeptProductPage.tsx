import { Activity, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { parsePath, useLocation, type Location } from 'react-router-dom';
import type { Product } from '@tulus/shared/contract/catalog';
import { layOutOnce } from '../../lib/lay-out-once.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { ProductDetailScreen } from './ProductPageAhead.tsx';
import { productLink } from './product-link.ts';
import { useProductPageAhead } from './product-page-ahead.ts';

/**
 * /DetailProduk, kept once drawn: hidden while another page shows, and shown again with the next
 * product a card opens. A tap on a card then changes the few elements that differ (the picture, the
 * name, the prices) in a page already made, instead of making the whole page (about 170 elements,
 * each a Chakra component's style work) in the tap itself (docs/performance.md section 34).
 *
 * Before any visit, it is the page of the product the home page names (ProductPageAhead.tsx), drawn
 * ahead: React's Activity renders it at the lowest priority and keeps it hidden (`display: none`, out
 * of the accessibility tree), with no effects run. A copy of it is then laid out once, unseen
 * (lib/lay-out-once.ts): hidden, it would not be, and the first tap would lay out its fonts.
 *
 * While hidden it keeps the location it showed: the router's moves on, and the page would otherwise
 * turn into the page of no product (and be made again at the next tap).
 *
 * `guard`: the route's guard (routes.tsx: customers only), around the page whether shown or not, so
 * that the page stays in the same place in the tree.
 */
export function KeptProductPage({ shown, guard }: { shown: boolean; guard: (page: ReactNode) => ReactNode }) {
  const location = useLocation();
  const ahead = useProductPageAhead();
  const [lastShown, setLastShown] = useState<Location | null>(shown ? location : null);
  if (shown && lastShown !== location) setLastShown(location);
  const aheadAt = useMemo(() => (ahead ? aheadLocation(ahead) : null), [ahead]);
  const at = shown ? location : (lastShown ?? aheadAt);

  const holder = useRef<HTMLDivElement>(null);
  // True once at most while the frame is up: after the page's first showing, `lastShown` stays set.
  const drawnAhead = !shown && !lastShown && aheadAt !== null;
  useEffect(() => {
    if (!drawnAhead) return;
    // React renders the hidden page after this commit, in an idle moment of its own.
    let tries = 0;
    let cancel = whenIdle(function layOut() {
      const page = holder.current?.firstElementChild;
      if (page) layOutOnce(page, holder.current!.parentElement!.clientWidth);
      else if (++tries < 20) cancel = whenIdle(layOut);
    });
    return () => cancel();
  }, [drawnAhead]);

  if (!at) return null;
  return (
    // `display: contents`: no box of its own, no gap in the page.
    <div ref={holder} style={{ display: 'contents' }}>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        {guard(<ProductDetailScreen at={at} />)}
      </Activity>
    </div>
  );
}

/** Where a tap on `product`'s card goes (product-link.ts), as the page drawn ahead shows it. */
function aheadLocation(product: Product): Location {
  const link = productLink(product, true);
  return { pathname: '/', search: '', hash: '', ...parsePath(link.to), state: link.state, key: 'ahead' };
}
