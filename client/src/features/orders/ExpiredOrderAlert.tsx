import { Alert } from '@chakra-ui/react';

/** An unpaid order the provider expired at its payment deadline: nothing to pay, but it can be ordered again. */
export function ExpiredOrderAlert() {
  return (
    <Alert.Root status="warning" data-testid="order-expired">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Pesanan ini kedaluwarsa</Alert.Title>
        <Alert.Description>Batas waktu pembayaran telah berakhir. Anda dapat memesan produk yang sama lagi.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
