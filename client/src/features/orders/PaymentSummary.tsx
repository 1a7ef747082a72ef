import { HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { SalesOrderDetail } from '@tulus/shared/contract/order';
import { formatRupiah } from '@tulus/shared/rules/format';
import { itemsSubtotal } from '@tulus/shared/rules/pricing';
import { InfoCard } from './InfoCard.tsx';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <HStack justify="space-between" gap="3">
    <Text color={strong ? 'gray.900' : 'gray.600'} fontWeight={strong ? 'bold' : 'normal'}>
      {label}
    </Text>
    <Text fontWeight={strong ? 'bold' : 'medium'} color={strong ? 'brand.700' : undefined} fontSize={strong ? 'lg' : 'md'}>
      {value}
    </Text>
  </HStack>
);

/** Items, discount, service fee and unique code adding up to the amount to transfer. */
export function PaymentSummary({ order }: { order: SalesOrderDetail | undefined }) {
  const header = order?.header;
  return (
    <InfoCard title="Ringkasan Pembayaran" testId="ringkasan-pembayaran">
      {!order || !header ? (
        <Text color="gray.600">Detail pembayaran tidak tersedia</Text>
      ) : (
        <Stack gap="2">
          <Row label="Subtotal Produk" value={formatRupiah(itemsSubtotal(order.detail.map((l) => ({ price: l.product_price, quantity: l.quantity }))))} />
          <Row label="Diskon" value={header.voucher_price > 0 ? `-${formatRupiah(header.voucher_price)}` : formatRupiah(0)} />
          <Row label="Biaya Layanan" value={formatRupiah(header.service_fee)} />
          <Row label="Kode Unik" value={formatRupiah(order.unique_number)} />
          <Separator />
          <Row label="Total" value={formatRupiah(order.total_amount)} strong />
        </Stack>
      )}
    </InfoCard>
  );
}
