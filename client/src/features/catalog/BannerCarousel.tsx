import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useOnScreen } from '../../lib/use-on-screen.ts';
import { screenful } from './snap-row.ts';
import { useRowGlide } from './row-glide.ts';

// Three light SVGs shipped with the app: sharp at any width, a few kilobytes each.
const BANNERS = [
  { src: '/banners/banner-1.svg', alt: 'Gratis ongkir untuk pesanan mulai Rp 100.000' },
  { src: '/banners/banner-2.svg', alt: 'Galon Tulus 16 L untuk rumah dan kantor' },
  { src: '/banners/banner-3.svg', alt: 'Program #TULUSRECYCLING: kembalikan kemasan, dapatkan reward' },
];
const AUTOPLAY_MS = 2000;

/**
 * Spec section 9: three banners, autoplaying every 2 s, looping. A row the browser scrolls and snaps
 * (CSS scroll snap), as New Arrivals: Ark's carousel measured its slides again and again as it
 * mounted, about a second of a slow phone's CPU on the home page (docs/performance.md section 16).
 * The slides move only while at least half the banner is on the screen, and stop while a pointer
 * rests on it or the keyboard is in it (WCAG 2.2.2); a finger can swipe them, the dots pick one.
 * Plain elements with home-page.css's rules (decision 076).
 */
export function BannerCarousel() {
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const playing = useOnScreen(root, { threshold: 0.5 }) && !held;

  /** The slide the row shows now, from where it is scrolled (a finger may have moved it). */
  const shown = (list: HTMLElement) => Math.round(list.scrollLeft / screenful(list));
  // Where the row came to rest, whoever moved it (the timer, a dot, a finger).
  const glide = useRowGlide(track, (list) => setCurrent(shown(list)));
  const show = (index: number) => {
    const list = track.current;
    if (!list) return;
    glide.to(index * screenful(list));
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
    <div
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
      <div ref={track} tabIndex={0} aria-live={playing ? 'off' : 'polite'} className="snap-row promo__track" {...glide.rowProps}>
        {BANNERS.map((banner, index) => (
          <div key={banner.src} role="group" aria-roledescription="slide" aria-label={`${index + 1} dari ${BANNERS.length}`} className="snap-row__slide">
            <img src={banner.src} alt={banner.alt} className="promo__picture" />
          </div>
        ))}
      </div>
      {/* A 12 px dot drawn inside a 44 px button: small to look at, big enough for a thumb (WCAG 2.5.5). */}
      <div className="promo__dots">
        {BANNERS.map((banner, index) => (
          <button
            type="button"
            key={banner.src}
            aria-label={`Ke halaman ${index + 1}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => show(index)}
            className="promo__dot"
          />
        ))}
      </div>
    </div>
  );
}
