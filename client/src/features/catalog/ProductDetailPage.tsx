import { useState } from 'react';
import { Link as RouterLink, type Location } from 'react-router-dom';
import { Alert, Button, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import type { Product } from '@tulus/shared/contract/catalog';
import { unitPriceFor } from '@tulus/shared/rules/pricing';
import { formatRupiah } from '@tulus/shared/rules/format';
import { errorMessage } from '../../lib/errors.ts';
import { onceForADoubleTap } from '../../lib/double-tap-guard.ts';
import { useFleetingMessage } from '../../lib/use-fleeting-message.ts';
import { QuantityStepper } from '../../components/QuantityStepper.tsx';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';
import { BarTotal } from '../../layout/BarTotal.tsx';
import { cart } from '../cart/cart-store.ts';
import { ProductImage } from './ProductImage.tsx';
import { TierPriceList } from './TierPriceList.tsx';
import { useCustomer } from './use-customer.ts';
import { useProductFromNavigation } from './use-product-from-navigation.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

const ADDED = 'Produk telah ditambahkan ke keranjang';

/**
 * /DetailProduk at `at` (its own location: the page is kept, KeptProductPage.tsx): the product the card
 * was tapped for, or the one of the link's `?id=`.
 */
export function ProductDetailPage({ at }: { at: Location }) {
  const { product, loading, error, reread } = useProductFromNavigation(at);

  if (loading) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" aria-busy="true">
        <Skeleton aspectRatio="1" borderRadius="2xl" />
        <Stack gap="4">
          <Skeleton h="10" />
          <Skeleton h="8" w="40" />
          <Skeleton h="24" />
        </Stack>
      </SimpleGrid>
    );
  }
  if (!product) {
    return (
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          Detail Produk
        </Heading>
        {error ? (
          <LoadFailed message={errorMessage(error)} query={reread} />
        ) : (
          <Alert.Root status="info" role="status" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>Detail produk tidak tersedia.</Alert.Title>
          </Alert.Root>
        )}
        <Button asChild colorPalette="brand" minH="11">
          <RouterLink to="/#full-produk">Produk Lainnya</RouterLink>
        </Button>
      </Stack>
    );
  }

  return <ProductDetails product={product} visit={at.key} />;
}

/**
 * One product, priced for the customer's tier at the chosen quantity. The same elements show each
 * product the kept page opens (KeptProductPage.tsx): `visit` (the history entry) starts the quantity
 * at 1 again on each visit, as a page drawn afresh would.
 */
function ProductDetails({ product, visit }: { product: Product; visit: string }) {
  const customer = useCustomer();
  const [chosen, setChosen] = useState({ visit, quantity: 1 });
  const quantity = chosen.visit === visit ? chosen.quantity : 1;
  const setQuantity = (next: number) => setChosen({ visit, quantity: next });
  const added = useFleetingMessage(3000);
  const unitPrice = unitPriceFor(product, customer.tier, quantity);
  // The chosen quantity is added once for a double tap: its second tap added it again, and the cart held
  // twice what the page showed. A new tap adds again.
  const onAdd = onceForADoubleTap(() => {
    cart.add(product.product_id, quantity);
    added.show(ADDED, 'success');
  });

  // Plain elements styled by product-page.css and button.css: a card's tap shows this part for its
  // product without styling its elements again at runtime (decision 064).
  return (
    <div className="product-page">
      <div className="product-page__photo">
        {/* The page's largest paint on a phone: fetched at once and first (ProductImage's priority). */}
        <ProductImage src={product.image} name={product.product_name} priority />
      </div>
      <div className="product-page__info">
        <div className="product-page__title">
          <h1 className="heading heading--2xl product-page__name">{product.product_name}</h1>
          {customer.loading ? (
            <Skeleton h="9" w="40" />
          ) : (
            <p className="product-page__price" data-testid="unit-price">
              {formatRupiah(unitPrice)}
              <span className="product-page__per"> / item</span>
            </p>
          )}
        </div>
        {product.description && <p className="product-page__description">{product.description}</p>}
        {product.notes && <p className="product-page__notes">{product.notes}</p>}
        <TierPriceList product={product} tier={customer.tier} />
        <div className="product-page__quantity">
          <p className="product-page__label">Jumlah</p>
          <div className="product-page__quantity-row">
            <QuantityStepper value={quantity} onChange={setQuantity} min={1} label={product.product_name} />
            {!customer.loading && (
              <p className="product-page__subtotal">
                Sub Total:{' '}<strong>{formatRupiah(unitPrice * quantity)}</strong>
              </p>
            )}
          </div>
        </div>
        <StickyActionBar
          summary={<BarTotal label={`Sub Total (${quantity})`} amount={customer.loading ? null : unitPrice * quantity} />}
          notice={
            added.message && (
              <Alert.Root status="success" role="status" borderRadius="md" py="2">
                <Alert.Indicator />
                <Alert.Title>{added.message.text}</Alert.Title>
              </Alert.Root>
            )
          }
        >
          <button type="button" className="button button--lg button--solid palette-brand product-page__add" onClick={onAdd}>
            <ShoppingCart /> Tambah ke Keranjang
          </button>
        </StickyActionBar>
        <div className="product-page__links">
          <RouterLink to="/#full-produk" className="button button--md button--outline palette-brand product-page__link">
            Produk Lainnya
          </RouterLink>
          <RouterLink to="/Keranjang" className="button button--md button--outline palette-brand product-page__link">
            Lihat Pesanan
          </RouterLink>
        </div>
      </div>
    </div>
  );
}
