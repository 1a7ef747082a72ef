import { Box, Card, Heading, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDateTimeId } from '@tulus/shared/rules/format';
import { DRIVER_ORDER_CODE_NOT_FOUND } from '@tulus/shared/rules/messages';
import { errorMessage } from '../../lib/errors.ts';
import { DriverLayout } from './DriverLayout.tsx';
import { useOrderRef } from '../../lib/use-order-ref.ts';
import { driverLinks } from './driver-links.ts';
import { MissingOrder } from '../../components/MissingOrder.tsx';
import { BackLink } from './BackLink.tsx';
import { InfoItem } from './InfoItem.tsx';
import { useReceipt } from './api/driver.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

function Receipt({ code }: { code: string }) {
  const receipt = useReceipt(code);

  if (receipt.isLoading) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Memuat data...">
        <Skeleton h="24" borderRadius="lg" />
        <Skeleton h="72" borderRadius="lg" />
      </Stack>
    );
  }
  if (receipt.error || !receipt.data) {
    return (
      <LoadFailed message={errorMessage(receipt.error, 'Terjadi kesalahan saat memuat data')} query={receipt} />
    );
  }

  const proof = receipt.data.proof_of_received;
  return (
    <Card.Root variant="outline" borderRadius="lg">
      <Card.Body gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <InfoItem label="Kode Pesanan"><Text fontWeight="bold" color="brand.800">{receipt.data.sales_order_code}</Text></InfoItem>
          <InfoItem label="Nama Driver">{proof?.driver_name ?? 'Tidak tersedia'}</InfoItem>
          {proof?.created_at && <InfoItem label="Diunggah">{formatDateTimeId(proof.created_at)}</InfoItem>}
        </SimpleGrid>
        {proof?.proof_of_delivery ? (
          <Box borderWidth="1px" borderRadius="lg" overflow="hidden" bg="gray.50">
            <Image src={proof.proof_of_delivery} alt={`Bukti penerimaan pesanan ${receipt.data.sales_order_code}`} w="full" maxH="lg" objectFit="contain" />
          </Box>
        ) : (
          <Text color="gray.500" textAlign="center" py="10" borderWidth="1px" borderStyle="dashed" borderRadius="lg">Gambar tidak tersedia</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** /LihatBuktiPenerimaan (state or ?code= sales_order_code). */
export function ReceiptPage() {
  const { sales_order_code: code } = useOrderRef();
  const back = code ? driverLinks.detail(code) : driverLinks.deliveries();
  return (
    <DriverLayout>
      <Stack gap="4" maxW="2xl">
        <BackLink to={back.to} state={back.state}>Kembali</BackLink>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>Lihat Bukti Penerimaan</Heading>
        {code ? <Receipt code={code} /> : <MissingOrder title={DRIVER_ORDER_CODE_NOT_FOUND} />}
      </Stack>
    </DriverLayout>
  );
}
