import { useLocation, useSearchParams } from 'react-router-dom';
import { Box, Card, Center, DataList, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { formatRupiah } from '@tulus/shared/rules/format';
import { ORDER_CODE_NOT_FOUND } from '@tulus/shared/rules/messages';
import { errorMessage } from '../../lib/errors.ts';
import { readOrderRef } from '../../lib/nav-state.ts';
import { MissingOrder } from '../../components/MissingOrder.tsx';
import { OrderHistoryButton } from '../orders/OrderHistoryButton.tsx';
import { useOrderProofs } from '../orders/api/orders.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

const UNAVAILABLE = 'Tidak tersedia';
const orUnavailable = (value: string | null | undefined) => (value && value.trim() ? value : UNAVAILABLE);

/** 'Lihat Bukti Pembayaran': what the customer sent for this order. */
export function ProofOfPaymentPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const code = readOrderRef(location.state, params).sales_order_code;
  const proofs = useOrderProofs(code);
  const proof = proofs.data?.proof_of_payment ?? null;

  return (
    <Stack gap="5" maxW="2xl" mx="auto" w="full">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
        Lihat Bukti Pembayaran
      </Heading>
      {!code ? (
        <MissingOrder status="error" title={ORDER_CODE_NOT_FOUND} action={<OrderHistoryButton />} />
      ) : proofs.isLoading ? (
        <Stack gap="3">
          <Skeleton h="36" borderRadius="lg" />
          <Skeleton h="64" borderRadius="lg" />
        </Stack>
      ) : proofs.error ? (
        <LoadFailed message={`Error: ${errorMessage(proofs.error, 'Terjadi kesalahan saat memuat data')}`} query={proofs} />
      ) : (
        <Card.Root variant="outline" bg="white">
          <Card.Body gap="5" p={{ base: '4', md: '6' }}>
            <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size={{ base: 'md', sm: 'lg' }} gap="3">
              <DataList.Item>
                <DataList.ItemLabel>Kode Pesanan</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold">{proofs.data?.sales_order_code ?? code}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Nama Pengirim</DataList.ItemLabel>
                <DataList.ItemValue>{orUnavailable(proof?.sender_name)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Nama Bank</DataList.ItemLabel>
                <DataList.ItemValue>{orUnavailable(proof?.bank_name)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Nomor Rekening</DataList.ItemLabel>
                <DataList.ItemValue>{orUnavailable(proof?.account_number)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Jumlah Pembayaran</DataList.ItemLabel>
                <DataList.ItemValue>{proof && Number.isFinite(proof.amount_sent) ? formatRupiah(proof.amount_sent) : UNAVAILABLE}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Box>
              <Heading as="h2" size="sm" mb="2" color="brand.800">
                Bukti Transfer
              </Heading>
              {proof?.proof_of_payment ? (
                <Image src={proof.proof_of_payment} alt={`Bukti pembayaran pesanan ${code}`} maxH="lg" w="full" objectFit="contain" bg="gray.50" borderRadius="md" />
              ) : (
                <Center flexDirection="column" gap="2" h="40" bg="gray.50" borderRadius="md" color="gray.500">
                  <ImageOff aria-hidden />
                  <Text>Gambar tidak tersedia</Text>
                </Center>
              )}
            </Box>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
