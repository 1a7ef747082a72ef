import { Box, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { Product } from '@tulus/shared/contract/catalog';
import type { TierInput } from '@tulus/shared/rules/pricing';
import { ProductCard } from './ProductCard.tsx';

type Props = { products: Product[] | undefined; loading: boolean; tier: TierInput; isCustomer: boolean };

/** 'Full Produk': every product; #full-produk is the anchor 'Order Now' and 'Produk Lainnya' lead to. */
export function ProductGrid({ products, loading, tier, isCustomer }: Props) {
  return (
    <Box as="section" id="full-produk" aria-labelledby="full-produk-title" scrollMarginTop="20">
      <Heading as="h2" id="full-produk-title" size="2xl" color="gray.800" mb="5">
        Full Produk
      </Heading>
      {!loading && products?.length === 0 ? (
        <Text color="gray.600">Belum ada produk yang tersedia.</Text>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap={{ base: '3', md: '4' }}>
          {loading
            ? Array.from({ length: 5 }, (_, i) => <Skeleton key={i} h="64" borderRadius="xl" />)
            : products?.map((product) => <ProductCard key={product.product_id} product={product} tier={tier} isCustomer={isCustomer} />)}
        </SimpleGrid>
      )}
    </Box>
  );
}
