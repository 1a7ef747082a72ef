import { Box, Carousel, Heading, HStack, IconButton } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Product } from '@tulus/shared/contract/catalog';
import type { TierInput } from '@tulus/shared/rules/pricing';
import { ProductCard } from './ProductCard.tsx';
import { carouselTranslations } from './carousel-translations.ts';
import { useSlidesPerPage } from './use-slides-per-page.ts';

type Props = { products: Product[]; tier: TierInput; isCustomer: boolean };

/** 'New Arrivals': the newest packs first (highest product id), 5 / 2 / 1 per view by width. */
export function NewArrivals({ products, tier, isCustomer }: Props) {
  const slidesPerPage = useSlidesPerPage();
  const newest = [...products].sort((a, b) => b.product_id - a.product_id);
  if (newest.length === 0) return null;
  return (
    // The carousel itself is the landmark, named by its heading (one region per carousel, each its own name).
    <Box>
      {/* Remounted when the width class changes: Ark computes its pages once per slidesPerPage. */}
      <Carousel.Root
        aria-labelledby="new-arrivals-title"
        key={slidesPerPage}
        slideCount={newest.length}
        slidesPerPage={slidesPerPage}
        spacing="16px"
        translations={carouselTranslations}
        gap="4"
      >
        <HStack justify="space-between" align="center">
          <Heading as="h2" id="new-arrivals-title" size="2xl" color="gray.800">
            New Arrivals
          </Heading>
          <Carousel.Control gap="2" w="auto">
            <Carousel.PrevTrigger asChild>
              <IconButton variant="outline" borderRadius="full" minW="11" minH="11" bg="white">
                <ChevronLeft />
              </IconButton>
            </Carousel.PrevTrigger>
            <Carousel.NextTrigger asChild>
              <IconButton variant="outline" borderRadius="full" minW="11" minH="11" bg="white">
                <ChevronRight />
              </IconButton>
            </Carousel.NextTrigger>
          </Carousel.Control>
        </HStack>
        <Carousel.ItemGroup py="1">
          {newest.map((product, index) => (
            // Ark hides off-screen slides from screen readers, but their links stay tabbable; a
            // product list is real content, so every card stays readable.
            <Carousel.Item key={product.product_id} index={index} aria-hidden={false}>
              <ProductCard product={product} tier={tier} isCustomer={isCustomer} priority={index < slidesPerPage} />
            </Carousel.Item>
          ))}
        </Carousel.ItemGroup>
      </Carousel.Root>
    </Box>
  );
}
