import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Card, HStack, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { formatRupiah } from '@tulus/shared/rules/format';
import { ORDER_CODE_NOT_FOUND } from '@tulus/shared/rules/messages';
import { customerOrderActions } from '@tulus/shared/rules/order-actions';
import { orderStatusLabel } from '@tulus/shared/rules/order-status';
import { subtotalFromTotal } from '@tulus/shared/rules/order-totals';
import { errorMessage } from '../../lib/errors.ts';
import { orderLink } from '../../lib/nav-state.ts';
import { useOrderRef } from '../../lib/use-order-ref.ts';
import { BarTotal } from '../../layout/BarTotal.tsx';
import { CopyButton } from '../../layout/CopyButton.tsx';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';
import { BankIcon } from '../../components/BankIcon.tsx';
import { ExpiredOrderAlert } from '../orders/ExpiredOrderAlert.tsx';
import { ReorderButton } from '../orders/ReorderButton.tsx';
import { statusColour } from '../orders/order-display.ts';
import { PaymentCountdown, usePaymentCountdown } from '../orders/PaymentCountdown.tsx';
import { MissingOrder } from '../../components/MissingOrder.tsx';
import { OrderHistoryButton } from '../orders/OrderHistoryButton.tsx';
import { usePaymentMethods } from '../../lib/api/payment-methods.ts';
import { useOrderDetail } from '../orders/api/orders.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

const Line = ({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) => (
  <HStack justify="space-between" align="flex-start" gap="4">
    <Text color="gray.600" flexShrink={0}>
      {label}
    </Text>
    <Box textAlign="end" fontWeight={strong ? 'bold' : 'semibold'} minW="0" overflowWrap="anywhere">
      {children}
    </Box>
  </HStack>
);

/** What a banking app takes in its field: the digits only (no spaces, dots or 'Rp'). */
const digits = (value: string | number) => String(value).replace(/\D/g, '');

/** Where to transfer and how much, with the time left to pay this order. */
export function PaymentConfirmationPage() {
  const ref = useOrderRef();
  const code = ref.sales_order_code;
  const order = useOrderDetail(code);
  const header = order.data?.header;
  // The bank's own logo, as the method picker showed it (the order names only the account).
  const methods = usePaymentMethods({ enabled: !!header?.payment_method });
  const bankLogo = methods.data?.find((m) => m.id === header?.payment_method_detail)?.icon_image;
  // Counts to the provider's deadline, the same as the order detail; at zero the order is read again.
  const { awaitingTransfer, deadline, secondsLeft, overdue } = usePaymentCountdown(header);
  const expired = header?.status_sales_order === 'pesanan_kedaluwarsa';
  const canUpload = !!header && customerOrderActions(header.status_sales_order).includes('upload_bukti_pembayaran') && !overdue;

  return (
    <Stack gap="5" maxW="2xl" mx="auto" w="full">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
        Konfirmasi Pembayaran
      </Heading>
      {!code ? (
        <MissingOrder status="error" title={ORDER_CODE_NOT_FOUND} action={<OrderHistoryButton />} />
      ) : order.isLoading ? (
        <Stack gap="3">
          <Skeleton h="24" borderRadius="lg" />
          <Skeleton h="40" borderRadius="lg" />
        </Stack>
      ) : order.error || !order.data || !header ? (
        <LoadFailed message={errorMessage(order.error, 'Failed to fetch sales order details')} query={order} />
      ) : (
        <>
          <Card.Root variant="outline" bg="white">
            <Card.Body gap="3" p={{ base: '4', md: '6' }}>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Box>
                  <Text fontSize="sm" color="gray.600">
                    Kode Pesanan
                  </Text>
                  <Text fontWeight="bold" fontSize="lg" data-testid="kode-pesanan">
                    {order.data.sales_order_code}
                  </Text>
                </Box>
                <Badge colorPalette={statusColour(header.status_sales_order)} size="lg">
                  {orderStatusLabel(header.status_sales_order)}
                </Badge>
              </HStack>
              {awaitingTransfer && deadline && secondsLeft !== null && <PaymentCountdown deadline={deadline} secondsLeft={secondsLeft} />}
              {expired && <ExpiredOrderAlert />}
              <Box bg="brand.50" borderRadius="md" p="4" textAlign="center">
                <Text color="gray.700">Total Pembayaran</Text>
                <HStack justify="center" gap="3" wrap="wrap">
                  <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.700" data-testid="total-pembayaran">
                    {formatRupiah(order.data.total_amount)}
                  </Text>
                  <CopyButton value={digits(order.data.total_amount)} what="Jumlah transfer" />
                </HStack>
                <Text fontSize="sm" color="gray.600">
                  Transfer tepat sampai tiga digit terakhir agar pembayaran Anda mudah dikenali.
                </Text>
              </Box>
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline" bg="white">
            <Card.Body gap="3" p={{ base: '4', md: '6' }}>
              <Heading as="h2" size="md" color="brand.800">
                Metode Pembayaran
              </Heading>
              {header.payment_method ? (
                <>
                  <HStack gap="3">
                    <BankIcon src={bankLogo} bankName={header.payment_method.bank_name} />
                    <Box>
                      <Text fontSize="xs" color="gray.600">
                        Transfer Bank
                      </Text>
                      <Text fontWeight="bold">{header.payment_method.bank_name}</Text>
                    </Box>
                  </HStack>
                  <Line label="Nomor Rekening">
                    <HStack justify="flex-end" gap="2" wrap="wrap">
                      <Text as="span" data-testid="nomor-rekening">
                        {header.payment_method.account_number}
                      </Text>
                      <CopyButton value={digits(header.payment_method.account_number)} what="Nomor rekening" />
                    </HStack>
                  </Line>
                  <Line label="Atas Nama">{header.payment_method.account_name}</Line>
                </>
              ) : (
                <Text color="gray.600">Detail pembayaran tidak tersedia</Text>
              )}
              <Separator />
              <Heading as="h2" size="md" color="brand.800">
                Rincian Pembayaran
              </Heading>
              <Line label="Subtotal">{formatRupiah(subtotalFromTotal(order.data.total_amount, order.data.unique_number))}</Line>
              <Line label="Kode Unik">{formatRupiah(order.data.unique_number)}</Line>
              <Separator />
              <Line label="Total" strong>
                <Text as="span" color="brand.700" fontSize="lg">
                  {formatRupiah(order.data.total_amount)}
                </Text>
              </Line>
            </Card.Body>
          </Card.Root>

          <StickyActionBar summary={<BarTotal label="Total" amount={order.data.total_amount} />}>
            {expired && <ReorderButton salesOrderCode={order.data.sales_order_code} variant="solid" size="lg" />}
            {canUpload ? (
              <Button asChild colorPalette="brand" size="lg" minH="12">
                <RouterLink {...orderLink('/Uploadbukti', { id: header.id, sales_order_code: order.data.sales_order_code, total_amount: order.data.total_amount })}>
                  <Upload aria-hidden /> Upload Bukti Pembayaran
                </RouterLink>
              </Button>
            ) : (
              <Button asChild variant="outline" colorPalette="brand" size="lg" minH="12">
                <RouterLink {...orderLink('/RincianPesanan', { id: header.id, sales_order_code: order.data.sales_order_code })}>Lihat Rincian Pesanan</RouterLink>
              </Button>
            )}
          </StickyActionBar>
        </>
      )}
    </Stack>
  );
}
