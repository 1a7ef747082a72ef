import { useRef } from 'react';
import { Box, Carousel, Image } from '@chakra-ui/react';
import { useOnScreen } from '../../lib/use-on-screen.ts';
import { carouselTranslations } from './carousel-translations.ts';

// Three light SVGs shipped with the app: sharp at any width, a few kilobytes each.
const BANNERS = [
  { src: '/banners/banner-1.svg', alt: 'Gratis ongkir untuk pesanan mulai Rp 100.000' },
  { src: '/banners/banner-2.svg', alt: 'Galon Tulus 16 L untuk rumah dan kantor' },
  { src: '/banners/banner-3.svg', alt: 'Program #TULUSRECYCLING: kembalikan kemasan, dapatkan reward' },
];

/** Spec section 9: three banners, autoplaying every 2 s, looping. */
export function BannerCarousel() {
  const root = useRef<HTMLDivElement>(null);
  // The slides move only while at least half the banner is on the screen: each move re-renders the
  // carousel and scrolls it, about 200 ms of a slow phone's CPU every 2 s, which a tap elsewhere on
  // the page had to wait behind (docs/performance.md section 16).
  const onScreen = useOnScreen(root, { threshold: 0.5 });
  return (
    // The carousel itself is the landmark (a region named 'Promo Tulus'); a section around it would be a second one of the same name.
    <Box>
      <Carousel.Root
        ref={root}
        aria-label="Promo Tulus"
        slideCount={BANNERS.length}
        autoplay={onScreen ? { delay: 2000 } : false}
        loop
        translations={carouselTranslations}
        colorPalette="brand"
        gap="3"
      >
        <Carousel.ItemGroup borderRadius="2xl">
          {BANNERS.map((banner, index) => (
            <Carousel.Item key={banner.src} index={index}>
              <Image src={banner.src} alt={banner.alt} w="full" aspectRatio={{ base: '3/1', md: '7/2' }} objectFit="cover" borderRadius="2xl" bg="brand.50" />
            </Carousel.Item>
          ))}
        </Carousel.ItemGroup>
        {/* A 12 px dot drawn inside a 44 px button: small to look at, big enough for a thumb (WCAG 2.5.5). */}
        <Carousel.IndicatorGroup gap="0">
          {BANNERS.map((banner, index) => (
            <Carousel.Indicator
              key={banner.src}
              index={index}
              w="11"
              h="11"
              bg="transparent"
              display="flex"
              alignItems="center"
              justifyContent="center"
              _before={{ content: '""', boxSize: '3', borderRadius: 'full', bg: 'gray.500' }}
              _current={{ bg: 'transparent', _before: { bg: 'colorPalette.solid' } }}
            />
          ))}
        </Carousel.IndicatorGroup>
      </Carousel.Root>
    </Box>
  );
}
