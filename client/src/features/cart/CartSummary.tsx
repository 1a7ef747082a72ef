import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { CART_MINIMUM, CART_NOTHING_SELECTED } from '@tulus/shared/rules/messages';
import { meetsMinimumOrder } from '@tulus/shared/rules/order-totals';
import { formatRupiah } from '@tulus/shared/rules/format';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';

type Props = { selectedCount: number; total: number; onCheckout: () => void };

/**
 * The selected total and the Checkout button: a bottom bar on phones and tablets, a card beside
 * the list on wide screens. The button stays disabled under the minimum order (spec), and the
 * line above it says why, so a disabled button is never a mystery.
 */
export function CartSummary({ selectedCount, total, onCheckout }: Props) {
  const hint = selectedCount === 0 ? CART_NOTHING_SELECTED : !meetsMinimumOrder(total) ? CART_MINIMUM : null;
  return (
    <Box bg={{ lg: 'white' }} borderWidth={{ lg: '1px' }} borderRadius={{ lg: 'xl' }} shadow={{ lg: 'sm' }} p={{ lg: '4' }} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <StickyActionBar
        inlineFrom="lg"
        summaryOnWide
        summary={
          <Stack gap="0">
            <Text color="gray.600" fontSize={{ base: 'xs', lg: 'sm' }}>
              Total ({selectedCount} produk)
            </Text>
            <Text fontWeight="bold" fontSize="xl" lineHeight="short" color="brand.700" data-testid="cart-total">
              {formatRupiah(total)}
            </Text>
          </Stack>
        }
        notice={
          hint && (
            <Text color="red.600" fontSize="sm" role="status" textAlign="center">
              {hint}
            </Text>
          )
        }
      >
        <Button colorPalette="brand" size="lg" minH="12" disabled={hint !== null} onClick={onCheckout}>
          Checkout
        </Button>
      </StickyActionBar>
    </Box>
  );
}
