import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useCustomer } from './use-customer.ts';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';
import { useOnline } from '../../lib/use-online.ts';
import { VisitorHero } from './VisitorHero.tsx';
import { CustomerHero } from './CustomerHero.tsx';
import { TechnicalSpecs } from './TechnicalSpecs.tsx';
import { NewArrivalsSkeleton } from './HomeSkeletons.tsx';
import { PromoBanner } from './PromoBanner.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { RecyclingSection } from './RecyclingSection.tsx';
import { MockupBanner } from './MockupBanner.tsx';
import { ScrollToTopButton } from './ScrollToTopButton.tsx';
import { HOME_PRODUCTS } from './home-products.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { LaterSection } from '../../components/LaterSection.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { ProductPageAhead } from './ProductPageAhead.tsx';
import { returnedToPage } from '../../lib/page-scroll.ts';

// A visitor's New Arrivals is below the first screen: its chunk loads while the products do, behind a
// placeholder of its height (docs/performance.md); the banner's, see PromoBanner. A customer's New
// Arrivals is on the first screen: main.tsx loads it before the first render.
export const NewArrivals = preloadable(() => import('./NewArrivals.tsx'), 'NewArrivals');

/**
 * / : the landing page for visitors, the shop front for customers (spec section 2, Home). Its sections are
 * plain elements with home-page.css's rules, which main.tsx imports (decision 076).
 */
export function HomePage() {
  const customer = useCustomer();
  const location = useLocation();
  // Asked for at once, beside the session: the gateway prices the list by the session cookie the request
  // carries, so it need not wait for the session's answer here.
  const products = trpc.catalog.products.useQuery(HOME_PRODUCTS);
  // Without a connection the list cannot come (the offline banner says so): the home page stays, its
  // cards waiting, and the list comes by itself when the signal is back (TanStack Query reads a query
  // that failed again on reconnecting).
  const online = useOnline();
  const offlineWithout = !online && !products.data;
  // Prices depend on the tier: no card is shown priced for the wrong one while the detail loads.
  const loading = customer.sessionLoading || customer.loading || products.isLoading || offlineWithout;
  // What is below the first screenful is drawn once the first one is on screen, and once it is known
  // whose screen it is (a customer's New Arrivals goes above it).
  const rest = useAfterFirstPaint() && !customer.sessionLoading;

  // 'Produk Lainnya' links to /#full-produk; the grid exists only once the products have arrived. Back
  // to that address returns the page where it was left (lib/page-scroll.ts), not to the grid's top.
  useEffect(() => {
    if (location.hash !== '#full-produk' || !products.data || !rest || returnedToPage()) return;
    document.getElementById('full-produk')?.scrollIntoView({ block: 'start' });
  }, [location.hash, products.data, rest]);

  // Spec: a product-list error replaces the home screen (not for want of a connection: see above).
  if (products.error && !offlineWithout) {
    return (
      <LoadFailed message={`Error: ${errorMessage(products.error)}`} query={products} />
    );
  }

  const isVisitor = !customer.isCustomer && !customer.sessionLoading;
  // A returning customer's New Arrivals is on the first screen: its code is asked for with the data.
  if (customer.likelyCustomer) void NewArrivals.preload();
  const newArrivals = loading ? (
    <NewArrivalsSkeleton />
  ) : (
    <Suspense fallback={<NewArrivalsSkeleton />}>
      <NewArrivals products={products.data ?? []} tier={customer.tier} isCustomer={customer.isCustomer} />
    </Suspense>
  );
  return (
    <div className="home-page">
      {/* Until the session's answer, the hero of whoever this browser last saw signed in (a visitor if
          nobody): the first paint is the real hero, not a placeholder (LCP; docs/performance.md). */}
      {customer.likelyCustomer ? <CustomerHero name={customer.name} loading={customer.sessionLoading || customer.loading} /> : <VisitorHero />}
      {/* A customer's New Arrivals is on the first screenful; a visitor's comes after the facts, below it. */}
      {customer.likelyCustomer && newArrivals}
      {rest && (
        <>
          {isVisitor && <TechnicalSpecs />}
          {isVisitor && <LaterSection estimatedHeight={{ phone: '520px', wide: '370px' }}>{newArrivals}</LaterSection>}
          <PromoBanner />
          <LaterSection estimatedHeight={{ phone: '880px', wide: '350px' }}>
            <ProductGrid products={products.data} loading={loading} tier={customer.tier} isCustomer={customer.isCustomer} />
          </LaterSection>
          {isVisitor && (
            <>
              <LaterSection estimatedHeight={{ phone: '510px', wide: '360px' }}>
                <RecyclingSection />
              </LaterSection>
              <LaterSection estimatedHeight={{ phone: '580px', wide: '320px' }}>
                <MockupBanner />
              </LaterSection>
            </>
          )}
        </>
      )}
      <ScrollToTopButton />
      {/* A customer's next screen is most likely a product's. */}
      {customer.isCustomer && <ProductPageAhead product={products.data?.[0]} />}
    </div>
  );
}
