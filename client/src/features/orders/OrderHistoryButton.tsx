import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The way to the customer's order history, offered where a screen cannot find its order. */
export function OrderHistoryButton() {
  return (
    <Button asChild variant="outline" colorPalette="brand" minH="11" alignSelf="flex-start">
      <RouterLink to="/Profile?tab=riwayat_transaksi">Lihat Riwayat Transaksi</RouterLink>
    </Button>
  );
}
