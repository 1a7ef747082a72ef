import { useLocation, useSearchParams } from 'react-router-dom';
import { Alert, Box, Card, Center, DataList, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { ORDER_CODE_NOT_FOUND } from '@tulus/shared/rules/messages';
import { errorMessage } from '../../lib/errors.ts';
import { readOrderRef } from '../../lib/nav-state.ts';
import { orderDate } from './order-display.ts';
import { useOrderProofs } from './api/orders.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

const UNAVAILABLE = 'Tidak tersedia';

/** 'Lihat Bukti Pengiriman': who delivered the order, their note and the photo taken at the door. */
export function ProofOfDeliveryPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const code = readOrderRef(location.state, params).sales_order_code;
  const proofs = useOrderProofs(code);
  const proof = proofs.data?.proof_of_received ?? null;

  return (
    <Stack gap="5" maxW="2xl" mx="auto" w="full">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
        Lihat Bukti Pengiriman
      </Heading>
      {!code ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{ORDER_CODE_NOT_FOUND}</Alert.Title>
        </Alert.Root>
      ) : proofs.isLoading ? (
        <Stack gap="3">
          <Skeleton h="32" borderRadius="lg" />
          <Skeleton h="64" borderRadius="lg" />
        </Stack>
      ) : proofs.error ? (
        <LoadFailed message={`Error: ${errorMessage(proofs.error, 'Failed to fetch proof of delivery')}`} query={proofs} />
      ) : (
        <Card.Root variant="outline" bg="white">
          <Card.Body gap="5" p={{ base: '4', md: '6' }}>
            {!proof && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>Bukti pengiriman belum tersedia untuk pesanan ini.</Alert.Title>
              </Alert.Root>
            )}
            <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size={{ base: 'md', sm: 'lg' }} gap="3">
              <DataList.Item>
                <DataList.ItemLabel>Kode Pesanan</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold">{proofs.data?.sales_order_code ?? code}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Nama Driver</DataList.ItemLabel>
                <DataList.ItemValue>{proof?.driver_name || UNAVAILABLE}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Email Driver</DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">{proof?.driver_email || UNAVAILABLE}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Catatan</DataList.ItemLabel>
                <DataList.ItemValue>{proof?.notes || UNAVAILABLE}</DataList.ItemValue>
              </DataList.Item>
              {proof?.created_at && (
                <DataList.Item>
                  <DataList.ItemLabel>Waktu Pengiriman</DataList.ItemLabel>
                  <DataList.ItemValue>{orderDate(proof.created_at, true)}</DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList.Root>
            <Box>
              <Heading as="h2" size="sm" mb="2" color="brand.800">
                Foto Bukti Pengiriman
              </Heading>
              {proof?.proof_of_delivery ? (
                <Image src={proof.proof_of_delivery} alt={`Bukti pengiriman pesanan ${code}`} maxH="lg" w="full" objectFit="contain" bg="gray.50" borderRadius="md" />
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
