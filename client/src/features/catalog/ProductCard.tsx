import { Link as RouterLink } from 'react-router-dom';
import { Card, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { Product } from '@tulus/shared/contract/catalog';
import { displayPriceFor, type TierInput } from '@tulus/shared/rules/pricing';
import { formatRupiah } from '@tulus/shared/rules/format';
import { ProductImage } from './ProductImage.tsx';
import { productLink } from './product-link.ts';

type Props = { product: Product; tier: TierInput; isCustomer: boolean; priority?: boolean };

/** One product of the carousel and the grid: the whole card is the link, priced for the customer's tier. */
export function ProductCard({ product, tier, isCustomer, priority }: Props) {
  const link = productLink(product, isCustomer);
  return (
    <LinkBox asChild h="full">
      <Card.Root
        variant="outline"
        h="full"
        bg="white"
        borderRadius="xl"
        transition="box-shadow 0.15s, transform 0.15s"
        _hover={{ shadow: 'md', transform: 'translateY(-2px)' }}
        _focusWithin={{ shadow: 'outline' }}
      >
        <Card.Body p="3" gap="3">
          <ProductImage src={product.image} name={product.product_name} priority={priority} />
          <Stack gap="1" flex="1">
            <LinkOverlay asChild>
              <RouterLink to={link.to} state={link.state}>
                <Text fontWeight="semibold" lineClamp="2" color="gray.800">
                  {product.product_name}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <Text fontWeight="bold" color="brand.700" fontSize="lg" mt="auto">
              {formatRupiah(displayPriceFor(product, tier))}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
