import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useCustomer } from './use-customer.ts';
import { VisitorHero } from './VisitorHero.tsx';
import { CustomerHero } from './CustomerHero.tsx';
import { TechnicalSpecs } from './TechnicalSpecs.tsx';
import { NewArrivals } from './NewArrivals.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { RecyclingSection } from './RecyclingSection.tsx';
import { MockupBanner } from './MockupBanner.tsx';
import { ScrollToTopButton } from './ScrollToTopButton.tsx';

/** / : the landing page for visitors, the shop front for customers (spec section 2, Home). */
export function HomePage() {
  const customer = useCustomer();
  const location = useLocation();
  // Waits for the session so a customer's first request already carries their tier's prices.
  const products = trpc.catalog.products.useQuery({ limit: 10, offset: 0, search: '' }, { enabled: !customer.sessionLoading });
  // Prices depend on the tier: no card is shown priced for the wrong one while the detail loads.
  const loading = customer.sessionLoading || customer.loading || products.isLoading;

  // 'Produk Lainnya' links to /#full-produk; the grid exists only once the products have arrived.
  useEffect(() => {
    if (location.hash !== '#full-produk' || !products.data) return;
    document.getElementById('full-produk')?.scrollIntoView({ block: 'start' });
  }, [location.hash, products.data]);

  // Spec: a product-list error replaces the home screen.
  if (products.error) {
    return (
      <Alert.Root status="error" role="alert" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>Error: {errorMessage(products.error)}</Alert.Title>
      </Alert.Root>
    );
  }

  const list = loading ? [] : (products.data ?? []);
  return (
    <Stack gap={{ base: '10', md: '14' }}>
      {customer.sessionLoading ? (
        <Skeleton h={{ base: '64', md: '80' }} borderRadius="2xl" />
      ) : customer.isCustomer ? (
        <CustomerHero name={customer.name} loading={customer.loading} />
      ) : (
        <VisitorHero />
      )}
      {!customer.isCustomer && !customer.sessionLoading && <TechnicalSpecs />}
      <NewArrivals products={list} tier={customer.tier} isCustomer={customer.isCustomer} />
      <BannerCarousel />
      <ProductGrid products={products.data} loading={loading} tier={customer.tier} isCustomer={customer.isCustomer} />
      {!customer.isCustomer && !customer.sessionLoading && (
        <>
          <RecyclingSection />
          <MockupBanner />
        </>
      )}
      <ScrollToTopButton />
    </Stack>
  );
}
