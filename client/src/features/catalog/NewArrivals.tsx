import { useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Product } from '@tulus/shared/contract/catalog';
import type { TierInput } from '@tulus/shared/rules/pricing';
import { useOnScreen } from '../../lib/use-on-screen.ts';
import { ProductCard } from './ProductCard.tsx';
import { screenful } from './snap-row.ts';
import { useRowGlide } from './row-glide.ts';
import { useSlidesPerPage } from './use-slides-per-page.ts';

type Props = { products: Product[]; tier: TierInput; isCustomer: boolean };

const MOVE_CLASS = 'button button--md button--icon button--outline new-arrivals__move';

/**
 * 'New Arrivals': the newest packs first (highest product id), a row of cards that scrolls sideways
 * and snaps to a card, with buttons that move it by a screenful. The browser does it all (CSS scroll
 * snap): Ark's carousel measured its slides again and again as it mounted, on a customer's first
 * screen, while the page was being made to work (docs/performance.md section 16). The width class in
 * CSS also makes the server-drawn row right at any width (spec section 9's products per view:
 * home-page.css). Plain elements with that file's rules (decision 076).
 */
export function NewArrivals({ products, tier, isCustomer }: Props) {
  const slidesPerPage = useSlidesPerPage();
  const row = useRef<HTMLUListElement>(null);
  const firstCard = useRef<HTMLLIElement>(null);
  const lastCard = useRef<HTMLLIElement>(null);
  // A button is off at its end of the row: when that end's card is in view.
  const atStart = useOnScreen(firstCard, { within: row, threshold: 0.9, initial: true });
  const atEnd = useOnScreen(lastCard, { within: row, threshold: 0.9 });
  // A second tap goes a screenful further from where the first one's glide is heading, not from
  // wherever it has got to (a browser without scrollend, Safari before 26.2, counts from the last move's target).
  const glide = useRowGlide(row);
  const newest = [...products].sort((a, b) => b.product_id - a.product_id);
  if (newest.length === 0) return null;
  const move = (direction: 1 | -1) => {
    const list = row.current;
    if (!list) return;
    glide.to(Math.min(Math.max((glide.heading() ?? list.scrollLeft) + direction * screenful(list), 0), list.scrollWidth - list.clientWidth));
  };
  return (
    <section aria-labelledby="new-arrivals-title" className="new-arrivals">
      <div className="new-arrivals__head">
        <h2 id="new-arrivals-title" className="heading heading--2xl home-heading">
          New Arrivals
        </h2>
        <div className="new-arrivals__moves">
          <button type="button" aria-label="Produk sebelumnya" aria-controls="new-arrivals-list" disabled={atStart} onClick={() => move(-1)} className={MOVE_CLASS}>
            <ChevronLeft />
          </button>
          <button type="button" aria-label="Produk berikutnya" aria-controls="new-arrivals-list" disabled={atEnd} onClick={() => move(1)} className={MOVE_CLASS}>
            <ChevronRight />
          </button>
        </div>
      </div>
      <ul id="new-arrivals-list" ref={row} className="snap-row new-arrivals__row" {...glide.rowProps}>
        {newest.map((product, index) => (
          <li
            key={product.product_id}
            // One card alone is the last one: the row has nowhere to go.
            ref={index === newest.length - 1 ? lastCard : index === 0 ? firstCard : undefined}
            className="snap-row__slide"
          >
            <ProductCard product={product} tier={tier} isCustomer={isCustomer} priority={index < slidesPerPage} />
          </li>
        ))}
      </ul>
    </section>
  );
}
