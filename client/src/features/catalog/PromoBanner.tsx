import { Suspense, useEffect, useRef } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { useOnScreen } from '../../lib/use-on-screen.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { LaterSection } from '../../components/LaterSection.tsx';
import { BannerSkeleton } from './HomeSkeletons.tsx';

const BannerCarousel = preloadable(() => import('./BannerCarousel.tsx'), 'BannerCarousel');

/**
 * The home page's promo banners, below its first screen: drawn only once the page is scrolled within
 * a screen's height of them, so a phone whose visitor never scrolls there neither fetches the three
 * pictures nor runs the slides' timer (docs/performance.md section 16). Their code is not in the first
 * load; it is fetched at idle, to be there when the finger gets there.
 */
export function PromoBanner() {
  const section = useRef<HTMLDivElement>(null);
  const near = useOnScreen(section, { margin: '100% 0px', once: true });
  useEffect(() => whenIdle(() => void BannerCarousel.preload(), 3000), []);
  return (
    <LaterSection ref={section} estimatedHeight={{ phone: '180px', wide: '370px' }}>
      {near ? (
        <Suspense fallback={<BannerSkeleton />}>
          <BannerCarousel />
        </Suspense>
      ) : (
        <BannerSkeleton />
      )}
    </LaterSection>
  );
}
