import { Alert, Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A payment screen opened without its order (no state, no ?code=): say so and offer the history. */
export function MissingOrder({ message }: { message: string }) {
  return (
    <Stack gap="4" maxW="xl" mx="auto" w="full">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Button asChild variant="outline" colorPalette="brand" minH="11" alignSelf="flex-start">
        <RouterLink to="/Profile?tab=riwayat_transaksi">Lihat Riwayat Transaksi</RouterLink>
      </Button>
    </Stack>
  );
}
