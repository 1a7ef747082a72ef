import { Alert, List } from '@chakra-ui/react';
import { describeReorderChange } from '@tulus/shared/rules/reorder';
import type { ReorderNotice } from './reorder-notice.ts';

/** After 'Pesan Lagi': the order's products are in the cart at today's prices, and what changed. */
export function ReorderNoticeAlert({ notice }: { notice: ReorderNotice }) {
  const changed = notice.changes.length > 0;
  return (
    <Alert.Root status={changed ? 'warning' : 'success'} borderRadius="lg" data-testid="reorder-notice">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>Produk telah ditambahkan ke keranjang</Alert.Title>
        <Alert.Description>
          Produk dari pesanan {notice.sales_order_code} dengan jumlah yang sama, dengan harga hari ini.
          {changed ? ' Yang berubah sejak pesanan itu:' : ' Tidak ada perubahan harga.'}
        </Alert.Description>
        {changed && (
          <List.Root as="ul" ps="5" gap="1" fontSize="sm">
            {notice.changes.map((change) => (
              <List.Item key={`${change.kind}-${change.product_id}`}>{describeReorderChange(change)}</List.Item>
            ))}
          </List.Root>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
