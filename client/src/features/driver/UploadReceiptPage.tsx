import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { DRIVER_ORDER_CODE_NOT_FOUND } from '@tulus/shared/rules/messages';
import { MissingOrder } from '../../components/MissingOrder.tsx';
import { DriverLayout } from './DriverLayout.tsx';
import { useOrderRef } from '../../lib/use-order-ref.ts';
import { driverLinks } from './driver-links.ts';
import { shownFor, type Shown } from './receipt-shown.ts';
import { useDelivery } from './api/driver.ts';
import { BackLink } from './BackLink.tsx';
import { ReceiptForm } from './ReceiptForm.tsx';

const NOT_IN_DELIVERIES = 'Pesanan ini tidak ada di daftar pengiriman Anda. Periksa kembali pesanan yang Anda buka.';

/**
 * The order a link names, read from the driver's deliveries before the photo is asked for: a photo
 * taken for an order that is not the driver's, or whose receipt is already in, would be sent over a
 * weak signal only to be refused. Without an answer the form shows all the same, for the link's order:
 * the photo waits on the phone, and the gateway checks the order when it goes.
 */
function ReceiptForOrder({ code, id }: { code: string; id: number | null }) {
  const delivery = useDelivery(code);
  // What the page first showed stays: a later answer must not take the form away, or bring a button up,
  // under the driver's finger. The upload's own success reads the order again (delivered by then) just
  // before the page leaves; the signal may come back while the form waits for the photo.
  const [shown, setShown] = useState<Shown | null>(null);
  const now = shown ?? shownFor(delivery, { id, code });
  if (!shown && now) setShown(now);

  if (!now) return <Skeleton h="64" borderRadius="lg" aria-busy="true" aria-label="Memuat data..." />;
  if ('form' in now) return <ReceiptForm id={now.form.id} code={now.form.code} />;
  if ('missing' in now) {
    const deliveries = driverLinks.deliveries();
    return (
      <MissingOrder
        title={DRIVER_ORDER_CODE_NOT_FOUND}
        description={NOT_IN_DELIVERIES}
        action={
          <Button asChild variant="outline" colorPalette="brand" minH="12" size="lg">
            <RouterLink to={deliveries.to}>Lihat Delivery Order</RouterLink>
          </Button>
        }
      />
    );
  }
  const receipt = driverLinks.receipt(now.done.code);
  return (
    <MissingOrder
      status="info"
      title={now.done.title}
      description={now.done.description}
      action={
        <Button asChild colorPalette="brand" minH="12" size="lg">
          <RouterLink to={receipt.to} state={receipt.state}><Eye aria-hidden />Lihat Bukti Penerimaan</RouterLink>
        </Button>
      }
    />
  );
}

/** /UploadBuktiPenerimaan (state or ?id=&code=). */
export function UploadReceiptPage() {
  const { id, sales_order_code: code } = useOrderRef();
  const back = code ? driverLinks.detail(code) : driverLinks.deliveries();
  return (
    <DriverLayout>
      <Stack gap="4" maxW="xl">
        <BackLink to={back.to} state={back.state}>Kembali</BackLink>
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>Upload Bukti Penerimaan</Heading>
          <Text color="gray.600" fontSize="sm">Foto barang yang sudah diterima pelanggan di alamat pengiriman.</Text>
        </Stack>
        {/* Keyed by the order: what the page first showed for one order says nothing of another's. */}
        {code ? <ReceiptForOrder key={code} code={code} id={id} /> : <ReceiptForm id={id} code={null} />}
      </Stack>
    </DriverLayout>
  );
}
