import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Eye, Upload } from 'lucide-react';
import { formatRupiah } from '@tulus/shared/rules/format';
import { DRIVER_ORDER_CODE_NOT_FOUND, SALES_ORDER_CODE_MISSING } from '@tulus/shared/rules/messages';
import { errorMessage } from '../../lib/errors.ts';
import { DriverLayout } from './DriverLayout.tsx';
import { useOrderRef } from '../../lib/use-order-ref.ts';
import { driverLinks } from './driver-links.ts';
import { fullAddress } from './delivery-address.ts';
import { AWAITING_CUSTOMER_NOTE } from './delivery-status.ts';
import { DeliveryStatusBadge } from './DeliveryStatusBadge.tsx';
import { DeliveryProductTable } from './DeliveryProductTable.tsx';
import { MissingOrder } from '../../components/MissingOrder.tsx';
import { BackLink } from './BackLink.tsx';
import { InfoItem } from './InfoItem.tsx';
import { MapsButton, PhoneLink } from './RoadLinks.tsx';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';
import { useDelivery } from './api/driver.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

function DeliveryDetail({ code }: { code: string }) {
  const delivery = useDelivery(code);

  if (delivery.isLoading) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Memuat data...">
        <Skeleton h="56" borderRadius="lg" />
        <Skeleton h="32" borderRadius="lg" />
      </Stack>
    );
  }
  if (delivery.error || !delivery.data) {
    return (
      <LoadFailed message={errorMessage(delivery.error, 'Failed to fetch delivery orders')} query={delivery} />
    );
  }

  const { header, detail } = delivery.data;
  const customer = header.customer;
  const received = header.status_sales_order === 'pesanan_telah_diterima';
  const upload = driverLinks.uploadReceipt(header.id, header.sales_order_code);
  const receipt = driverLinks.receipt(header.sales_order_code);

  return (
    <Stack gap="5">
      <Card.Root variant="outline" borderRadius="lg">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <InfoItem label="Kode Pesanan"><Text fontWeight="bold" color="brand.800">{header.sales_order_code}</Text></InfoItem>
            <InfoItem label="Status"><DeliveryStatusBadge status={header.status_sales_order} /></InfoItem>
            <InfoItem label="Nama Customer">{customer.nama_lengkap}</InfoItem>
            <InfoItem label="No. Telepon">
              <PhoneLink number={customer.nomor_hp} />
            </InfoItem>
            <InfoItem label="Alamat" gridColumn={{ sm: 'span 2' }}>
              <Text>{fullAddress(customer) || '-'}</Text>
              <MapsButton customer={customer} mt="2" />
            </InfoItem>
            <InfoItem label="Total"><Text fontWeight="bold" fontSize="lg" color="brand.800">{formatRupiah(header.total_amount)}</Text></InfoItem>
          </SimpleGrid>
          {header.status_sales_order === 'pesanan_telah_dikirim' && <Text mt="4" fontSize="sm" color="gray.600">{AWAITING_CUSTOMER_NOTE}</Text>}
        </Card.Body>
      </Card.Root>

      <Stack gap="3">
        <Heading as="h2" size="md">Produk</Heading>
        <DeliveryProductTable lines={detail} />
      </Stack>

      {/* Received: seeing the proof is what is left to do; uploading stays (the spec always shows it). */}
      <StickyActionBar>
        {received && (
          <Button asChild colorPalette="brand" minH="12" size="lg">
            <RouterLink to={receipt.to} state={receipt.state}><Eye aria-hidden />Lihat Bukti Penerimaan</RouterLink>
          </Button>
        )}
        <Button asChild variant={received ? 'outline' : 'solid'} colorPalette="brand" minH="12" size="lg">
          <RouterLink to={upload.to} state={upload.state}><Upload aria-hidden />Upload Bukti Penerimaan</RouterLink>
        </Button>
      </StickyActionBar>
    </Stack>
  );
}

/** /DetailDeliveryOrder (state or ?code= sales_order_code). */
export function DeliveryDetailPage() {
  const { sales_order_code: code } = useOrderRef();
  return (
    <DriverLayout>
      <Stack gap="4" maxW="3xl">
        <BackLink to={driverLinks.deliveries().to}>Kembali</BackLink>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>Detail Delivery Order</Heading>
        {code ? <DeliveryDetail code={code} /> : <MissingOrder title={DRIVER_ORDER_CODE_NOT_FOUND} description={SALES_ORDER_CODE_MISSING} />}
      </Stack>
    </DriverLayout>
  );
}
