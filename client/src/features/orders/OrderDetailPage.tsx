import { Alert, Badge, Box, Card, Grid, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ORDER_CODE_NOT_FOUND } from '@tulus/shared/rules/messages';
import { orderStatusLabel } from '@tulus/shared/rules/order-status';
import { errorMessage } from '../../lib/errors.ts';
import { useOrderRef } from '../../lib/use-order-ref.ts';
import { orderDate, statusColour } from './order-display.ts';
import { OrderTracker } from './OrderTracker.tsx';
import { CustomerInfo } from './CustomerInfo.tsx';
import { OrderLines } from './OrderLines.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';
import { OrderActions } from './OrderActions.tsx';
import { ExpiredOrderAlert } from './ExpiredOrderAlert.tsx';
import { PaymentCountdown, usePaymentCountdown } from './PaymentCountdown.tsx';
import { useOrderDetail } from './api/orders.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

const REJECTION_TITLES: Record<string, string> = {
  pembayaran_di_tolak: 'Pembayaran Anda ditolak',
  pesanan_di_tolak: 'Pesanan Anda ditolak',
};

function DetailSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" data-testid="order-skeleton">
      <Skeleton h="20" borderRadius="lg" />
      <Skeleton h="24" borderRadius="lg" />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <Skeleton h="64" borderRadius="lg" />
        <Skeleton h="64" borderRadius="lg" />
      </Grid>
    </Stack>
  );
}

/** 'Rincian Pemesanan': one order with its progress, people, products, money and next steps. */
export function OrderDetailPage() {
  const code = useOrderRef().sales_order_code;
  const order = useOrderDetail(code);
  const data = order.data;
  const header = data?.header;
  const rejection = header ? REJECTION_TITLES[header.status_sales_order] : undefined;
  // The same deadline and countdown as the payment screen; at zero the provider's verdict is read.
  const countdown = usePaymentCountdown(header);

  return (
    <Stack gap="5">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
        Rincian Pemesanan
      </Heading>
      {!code ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{ORDER_CODE_NOT_FOUND}</Alert.Title>
        </Alert.Root>
      ) : order.isLoading || (order.isFetching && !order.isFetchedAfterMount) ? (
        // A copy cached by another screen (the payment page's, before the proof arrived) is not
        // shown as the order's state: the status is read fresh each time the detail opens.
        <DetailSkeleton />
      ) : order.error ? (
        <LoadFailed message={errorMessage(order.error, 'Failed to fetch sales order details')} query={order} />
      ) : !data || !header ? (
        <Text color="gray.600">No data available or failed to load sales order details</Text>
      ) : (
        <>
          <Card.Root variant="outline" bg="white">
            <Card.Body p={{ base: '4', md: '5' }}>
              <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                <Box>
                  <Text fontSize="sm" color="gray.600">
                    Kode Pesanan
                  </Text>
                  <Text fontWeight="bold" fontSize="lg" data-testid="kode-pesanan">
                    {data.sales_order_code}
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    Tanggal Pesanan: {orderDate(header.created_at, true)}
                  </Text>
                  {header.delivery_schedule_date && (
                    <Text fontSize="sm" color="gray.600">
                      Jadwal Pengiriman: {orderDate(`${header.delivery_schedule_date.slice(0, 10)}T00:00:00+07:00`)}
                    </Text>
                  )}
                </Box>
                <Badge colorPalette={statusColour(header.status_sales_order)} size="lg" data-testid="status-pesanan">
                  {orderStatusLabel(header.status_sales_order)}
                </Badge>
              </HStack>
            </Card.Body>
          </Card.Root>

          {countdown.awaitingTransfer && countdown.deadline && countdown.secondsLeft !== null && (
            <PaymentCountdown deadline={countdown.deadline} secondsLeft={countdown.secondsLeft} />
          )}

          {rejection && (
            <Alert.Root status="error" data-testid="order-rejection">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{rejection}</Alert.Title>
                {header.reject_reason && <Alert.Description>Alasan: {header.reject_reason}</Alert.Description>}
                {header.status_sales_order === 'pembayaran_di_tolak' && (
                  <Alert.Description>Silakan unggah ulang bukti pembayaran yang benar agar pesanan dapat diproses.</Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}

          {header.status_sales_order === 'pesanan_kedaluwarsa' && <ExpiredOrderAlert />}

          <Card.Root variant="outline" bg="white">
            <Card.Body p={{ base: '4', md: '6' }} gap="4">
              <Heading as="h2" size="md" color="brand.800">
                Status Pesanan
              </Heading>
              <OrderTracker status={header.status_sales_order} />
            </Card.Body>
          </Card.Root>

          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
            <CustomerInfo header={header} />
            <Stack gap="4">
              <OrderLines lines={data.detail} />
              <PaymentSummary order={data} />
            </Stack>
          </Grid>

          <OrderActions order={data} overdue={countdown.overdue} />
        </>
      )}
    </Stack>
  );
}
