import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import type { PlacedCheckout } from './checkout-key.ts';

/**
 * A checkout whose order exists already (Back from the payment screen, a reload, the same cart in
 * another tab): the order is shown with the way to pay it, never a live Checkout button that
 * would order the same products twice.
 */
export function AlreadyOrdered({ order }: { order: PlacedCheckout }) {
  const payment = `/Pembayaran?code=${encodeURIComponent(order.sales_order_code)}`;
  return (
    <Stack gap="5" maxW="xl">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
        Checkout
      </Heading>
      <Alert.Root status="info" role="status" data-testid="already-ordered">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Pesanan untuk produk ini sudah dibuat.</Alert.Title>
          <Alert.Description>
            Kode pesanan: <strong>{order.sales_order_code}</strong>. Lanjutkan pembayarannya, atau pilih produk lagi dari keranjang untuk pesanan baru.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="brand" minH="11">
          <RouterLink to={payment} replace state={{ id: order.id, sales_order_code: order.sales_order_code }}>
            Bayar Pesanan
          </RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand" minH="11">
          <RouterLink to="/Keranjang" replace>
            Ke Keranjang
          </RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
