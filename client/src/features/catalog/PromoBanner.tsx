import { Suspense, useEffect, useRef } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { useOnScreen } from '../../lib/use-on-screen.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { LaterSection } from '../../components/LaterSection.tsx';
import { BannerSkeleton } from './HomeSkeletons.tsx';

const BannerCarousel = preloadable(() => import('./BannerCarousel.tsx'), 'BannerCarousel');

/**
 * The home page's promo banners, below its first screen. The carousel is drawn only once the page is
 * scrolled within a screen's height of it: mounting it (Ark's machine measuring its slides) cost a
 * slow phone about a second of CPU at load, for a part a visitor may never scroll to
 * (docs/performance.md section 16). Its code is fetched at idle, so it is there when the finger gets there.
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
