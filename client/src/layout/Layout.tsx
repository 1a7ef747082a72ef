import { Suspense, type ReactNode } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { Center, Spinner } from '@chakra-ui/react';
import { TopNav } from './TopNav.tsx';
import { Footer } from './Footer.tsx';
import { useFixedBarHeight } from '../lib/fixed-bar-height.ts';
import { ScreenLoadBoundary } from './ScreenLoadBoundary.tsx';
import { KeptPage } from './KeptPage.tsx';
import './frame.css';

export const PageLoading = () => (
  <Center minH="40vh" aria-busy="true">
    <Spinner size="lg" color="brand.solid" aria-label="Memuat" />
  </Center>
);

/**
 * The customer and visitor frame: top navigation, the screen, the footer with branches. The home page
 * (`home`, at /) is kept once drawn, hidden under the other pages (KeptPage); so is the product page
 * (`product`: its path, and its drawing told whether it is shown), which is also drawn ahead of its
 * first showing; the others come and go.
 */
export function Layout({ home, product }: { home: ReactNode; product: { path: string; draw: (shown: boolean) => ReactNode } }) {
  const bars = useFixedBarHeight('actionBar') + useFixedBarHeight('offlineBanner');
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const onProduct = matchPath(product.path, pathname) !== null;
  return (
    // Plain elements with frame.css's rules: a page does not style them at runtime (decision 063). A phone
    // screen's bottom action bar and the offline notice publish their heights: the page keeps that room free
    // below the footer, in an inline style, so a change restyles this element alone.
    <div className="site-frame" style={{ paddingBottom: bars }}>
      <a href="#konten" className="skip-link">Lewati ke konten</a>
      <TopNav />
      <main id="konten" className="site-main">
        {/* The boundary inside the Suspense: a screen that changes while the drawn page is still being
            hydrated (a tap held before the app ran) is then redrawn by the Suspense, as React recovers,
            instead of reaching the error boundary as a mismatch. */}
        <Suspense fallback={<PageLoading />}>
          <ScreenLoadBoundary>
            <KeptPage shown={onHome}>{home}</KeptPage>
            {product.draw(onProduct)}
            {!onHome && !onProduct && <Outlet />}
          </ScreenLoadBoundary>
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
