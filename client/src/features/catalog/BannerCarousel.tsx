import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Box, HStack, Image } from '@chakra-ui/react';
import { useOnScreen } from '../../lib/use-on-screen.ts';
import { screenful, snapRowCss } from './snap-row.ts';
import { useRowGlide } from './row-glide.ts';

// Three light SVGs shipped with the app: sharp at any width, a few kilobytes each.
const BANNERS = [
  { src: '/banners/banner-1.svg', alt: 'Gratis ongkir untuk pesanan mulai Rp 100.000' },
  { src: '/banners/banner-2.svg', alt: 'Galon Tulus 16 L untuk rumah dan kantor' },
  { src: '/banners/banner-3.svg', alt: 'Program #TULUSRECYCLING: kembalikan kemasan, dapatkan reward' },
];
const AUTOPLAY_MS = 2000;
const GAP = 12;

/**
 * Spec section 9: three banners, autoplaying every 2 s, looping. A row the browser scrolls and snaps
 * (CSS scroll snap), as New Arrivals: Ark's carousel measured its slides again and again as it
 * mounted, about a second of a slow phone's CPU on the home page (docs/performance.md section 16).
 * The slides move only while at least half the banner is on the screen, and stop while a pointer
 * rests on it or the keyboard is in it (WCAG 2.2.2); a finger can swipe them, the dots pick one.
 */
export function BannerCarousel() {
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const playing = useOnScreen(root, { threshold: 0.5 }) && !held;

  /** The slide the row shows now, from where it is scrolled (a finger may have moved it). */
  const shown = (list: HTMLElement) => Math.round(list.scrollLeft / screenful(list, GAP));
  // Where the row came to rest, whoever moved it (the timer, a dot, a finger).
  const glide = useRowGlide(track, (list) => setCurrent(shown(list)));
  const show = (index: number) => {
    const list = track.current;
    if (!list) return;
    glide.to(index * screenful(list, GAP));
    // Not only at scrollend: on a browser without that event (Safari before 26.2) the slides would stop after one step.
    setCurrent(index);
  };
  // Each slide stays 2 s from when it came, whoever brought it; the next one is counted from where
  // the row is when the time comes.
  const showNext = useEffectEvent(() => track.current && show((shown(track.current) + 1) % BANNERS.length));
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(showNext, AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, current]);

  return (
    <Box
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label="Promo Tulus"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setHeld(false)}
    >
      {/* While the slides move by themselves a screen reader is not told of each move (aria-live off).
          Focusable, so that a keyboard scrolls it too: its slides hold nothing to tab to. */}
      <Box
        ref={track}
        tabIndex={0}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        aria-live={playing ? 'off' : 'polite'}
        css={{ ...snapRowCss(GAP), gridAutoColumns: '100%' }}
        borderRadius="2xl"
        {...glide.rowProps}
      >
        {BANNERS.map((banner, index) => (
          <Box key={banner.src} role="group" aria-roledescription="slide" aria-label={`${index + 1} dari ${BANNERS.length}`} scrollSnapAlign="start">
            <Image src={banner.src} alt={banner.alt} w="full" aspectRatio={{ base: '3/1', md: '7/2' }} objectFit="cover" borderRadius="2xl" bg="brand.50" />
          </Box>
        ))}
      </Box>
      {/* A 12 px dot drawn inside a 44 px button: small to look at, big enough for a thumb (WCAG 2.5.5). */}
      <HStack justify="center" gap="0">
        {BANNERS.map((banner, index) => (
          <Box
            as="button"
            key={banner.src}
            aria-label={`Ke halaman ${index + 1}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => show(index)}
            w="11"
            h="11"
            display="flex"
            alignItems="center"
            justifyContent="center"
            cursor="pointer"
            _before={{ content: '""', boxSize: '3', borderRadius: 'full', bg: index === current ? 'brand.solid' : 'gray.500' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', borderRadius: 'full' }}
          />
        ))}
      </HStack>
    </Box>
  );
}
