import { Heading, Stack } from '@chakra-ui/react';
import { CartView } from './CartView.tsx';

/** /Keranjang. */
export function CartPage() {
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl" color="gray.800">
        Keranjang
      </Heading>
      <CartView />
    </Stack>
  );
}
