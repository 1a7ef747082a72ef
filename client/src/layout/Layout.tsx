import { Suspense, type ReactNode } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { Box, Center, Flex, Spinner } from '@chakra-ui/react';
import { TopNav } from './TopNav.tsx';
import { Footer } from './Footer.tsx';
import { useFixedBarHeight } from '../lib/fixed-bar-height.ts';
import { ScreenLoadBoundary } from './ScreenLoadBoundary.tsx';
import { KeptPage } from './KeptPage.tsx';

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
  const actionBar = useFixedBarHeight('actionBar');
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const onProduct = matchPath(product.path, pathname) !== null;
  return (
    // A phone screen's bottom action bar publishes its height: the page keeps that room free below the
    // footer. An inline style: a change restyles this element alone, with no new rule for Emotion to add.
    <Flex direction="column" minH="100dvh" style={{ paddingBottom: actionBar }}>
      <a href="#konten" className="skip-link">Lewati ke konten</a>
      <TopNav />
      <Box as="main" id="konten" flex="1" w="full" maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
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
      </Box>
      <Footer />
    </Flex>
  );
}
