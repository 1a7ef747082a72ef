import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { CART_MINIMUM, CART_NOTHING_SELECTED } from '@tulus/shared/rules/messages';
import { meetsMinimumOrder } from '@tulus/shared/rules/order-totals';
import { formatRupiah } from '@tulus/shared/rules/format';

type Props = { selectedCount: number; total: number; onCheckout: () => void };

/**
 * The selected total and the Checkout button. The button stays disabled under the minimum
 * order (spec), and the line under it says why, so a disabled button is never a mystery.
 */
export function CartSummary({ selectedCount, total, onCheckout }: Props) {
  const hint = selectedCount === 0 ? CART_NOTHING_SELECTED : !meetsMinimumOrder(total) ? CART_MINIMUM : null;
  return (
    <Card.Root variant="elevated" bg="white" borderRadius="xl" position={{ base: 'sticky', md: 'static' }} bottom="2" zIndex="docked">
      <Card.Body p="4" gap="3">
        <HStack justify="space-between">
          <Text color="gray.600">Total ({selectedCount} produk)</Text>
          <Text fontWeight="bold" fontSize="xl" color="brand.700" data-testid="cart-total">
            {formatRupiah(total)}
          </Text>
        </HStack>
        <Stack gap="1">
          <Button colorPalette="brand" size="lg" minH="12" disabled={hint !== null} onClick={onCheckout}>
            Checkout
          </Button>
          {hint && (
            <Text color="red.600" fontSize="sm" role="status" textAlign="center">
              {hint}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
