import { memo } from 'react';
import { Box, Button, Card, Flex, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { Product } from '@tulus/shared/contract/catalog';
import { unitPriceFor } from '@tulus/shared/rules/pricing';
import { formatRupiah } from '@tulus/shared/rules/format';
import { QuantityStepper } from '../../components/QuantityStepper.tsx';
import { PlainCheckbox } from '../../components/PlainCheckbox.tsx';

type Props = {
  product: Product;
  quantity: number;
  tier: string | undefined;
  selected: boolean;
  // Each is told the line's product, so the cart can hand every line the same functions.
  onSelect: (productId: number, selected: boolean) => void;
  onQuantity: (productId: number, quantity: number) => void;
  onDelete: (productId: number) => void;
};

/** One cart line: select, photo, name, unit price for this quantity and tier, stepper, sub total, Hapus. */
/**
 * A tap on one line (its box, its stepper) re-renders that line alone: with the same product, quantity,
 * selection and functions, the others are skipped (memo), instead of every line of the cart redrawn
 * with its Chakra styles on a slow phone's tap (docs/performance.md section 15).
 */
export const CartItemCard = memo(function CartItemCard({ product, quantity, tier, selected, onSelect, onQuantity, onDelete }: Props) {
  const id = product.product_id;
  const unitPrice = unitPriceFor(product, tier, quantity);
  return (
    <Card.Root variant="outline" bg="white" borderRadius="xl" borderColor={selected ? 'brand.300' : undefined} data-testid={`cart-item-${product.product_id}`}>
      <Card.Body p={{ base: '3', md: '4' }}>
        <Flex gap={{ base: '3', md: '4' }} align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <HStack gap="3" flex="1" minW="0" align="center">
            <PlainCheckbox checked={selected} onCheckedChange={(on) => onSelect(id, on)} labelHidden minH="11" minW="11" justifyContent="center">
              Pilih {product.product_name}
            </PlainCheckbox>
            <Box boxSize={{ base: '16', md: '20' }} flexShrink="0" bg="brand.50" borderRadius="lg" overflow="hidden">
              {product.image && <Image src={product.image} alt={product.product_name} w="full" h="full" objectFit="contain" p="1.5" loading="lazy" />}
            </Box>
            <Stack gap="0.5" minW="0" flex="1">
              <Text fontWeight="semibold" color="gray.800" lineClamp="2">
                {product.product_name}
              </Text>
              <Text color="gray.600" fontSize="sm">
                {formatRupiah(unitPrice)} / item
              </Text>
            </Stack>
            {/* On a phone Hapus is an icon beside the name, so the name keeps its room and the row below
                keeps the stepper and the sub total together. */}
            <IconButton
              display={{ base: 'inline-flex', md: 'none' }}
              alignSelf="flex-start"
              variant="ghost"
              colorPalette="red"
              minW="11"
              minH="11"
              onClick={() => onDelete(id)}
              aria-label={`Hapus ${product.product_name}`}
            >
              <Trash2 />
            </IconButton>
          </HStack>
          <Flex gap="3" align="center" justify="space-between" w={{ base: 'full', md: 'auto' }}>
            <QuantityStepper value={quantity} onChange={(q) => onQuantity(id, q)} min={0} label={product.product_name} />
            <Stack gap="0" textAlign="right" minW="28">
              <Text fontSize="xs" color="gray.500">
                Sub Total
              </Text>
              <Text fontWeight="bold" color="brand.700">
                {formatRupiah(unitPrice * quantity)}
              </Text>
            </Stack>
            <Button display={{ base: 'none', md: 'inline-flex' }} variant="ghost" colorPalette="red" minH="11" px="2" onClick={() => onDelete(id)} aria-label={`Hapus ${product.product_name}`}>
              <Trash2 /> Hapus
            </Button>
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
});
