import { useRef } from 'react';
import { Box, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Product } from '@tulus/shared/contract/catalog';
import type { TierInput } from '@tulus/shared/rules/pricing';
import { useOnScreen } from '../../lib/use-on-screen.ts';
import { ProductCard } from './ProductCard.tsx';
import { screenful, snapRowCss } from './snap-row.ts';
import { useRowGlide } from './row-glide.ts';
import { MEDIUM, NARROW, useSlidesPerPage } from './use-slides-per-page.ts';

type Props = { products: Product[]; tier: TierInput; isCustomer: boolean };

const GAP = 16;
/** Spec section 9: 5 products per view on wide screens, 2 below 1024 px, 1 below 600 px. */
const ROW_CSS = {
  ...snapRowCss(GAP),
  gridAutoColumns: `calc((100% - 4 * ${GAP}px) / 5)`,
  [`@media ${MEDIUM}`]: { gridAutoColumns: `calc((100% - ${GAP}px) / 2)` },
  [`@media ${NARROW}`]: { gridAutoColumns: '100%' },
  listStyle: 'none',
  py: '1',
} as const;

/**
 * 'New Arrivals': the newest packs first (highest product id), a row of cards that scrolls sideways
 * and snaps to a card, with buttons that move it by a screenful. The browser does it all (CSS scroll
 * snap): Ark's carousel measured its slides again and again as it mounted, on a customer's first
 * screen, while the page was being made to work (docs/performance.md section 16). The width class in
 * CSS also makes the server-drawn row right at any width.
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
    glide.to(Math.min(Math.max((glide.heading() ?? list.scrollLeft) + direction * screenful(list, GAP), 0), list.scrollWidth - list.clientWidth));
  };
  return (
    <Stack as="section" aria-labelledby="new-arrivals-title" gap="4">
      <HStack justify="space-between" align="center">
        <Heading as="h2" id="new-arrivals-title" size="2xl" color="gray.800">
          New Arrivals
        </Heading>
        <HStack gap="2">
          <IconButton aria-label="Produk sebelumnya" aria-controls="new-arrivals-list" disabled={atStart} onClick={() => move(-1)} variant="outline" borderRadius="full" minW="11" minH="11" bg="white">
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label="Produk berikutnya" aria-controls="new-arrivals-list" disabled={atEnd} onClick={() => move(1)} variant="outline" borderRadius="full" minW="11" minH="11" bg="white">
            <ChevronRight />
          </IconButton>
        </HStack>
      </HStack>
      <Box as="ul" id="new-arrivals-list" ref={row} css={ROW_CSS} {...glide.rowProps}>
        {newest.map((product, index) => (
          <Box
            as="li"
            key={product.product_id}
            // One card alone is the last one: the row has nowhere to go.
            ref={index === newest.length - 1 ? lastCard : index === 0 ? firstCard : undefined}
            scrollSnapAlign="start"
          >
            <ProductCard product={product} tier={tier} isCustomer={isCustomer} priority={index < slidesPerPage} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
