import { useLocation } from 'react-router-dom';
import { Heading, Stack } from '@chakra-ui/react';
import { CartView } from './CartView.tsx';
import { ReorderNoticeAlert } from './ReorderNoticeAlert.tsx';
import { readReorderNotice } from './reorder-notice.ts';

/** /Keranjang; after 'Pesan Lagi' it says what was put back and has those products selected. */
export function CartPage() {
  const location = useLocation();
  const notice = readReorderNotice(location.state);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl" color="gray.800">
        Keranjang
      </Heading>
      {notice && <ReorderNoticeAlert notice={notice} />}
      <CartView preselected={notice?.product_ids} />
    </Stack>
  );
}
