import { useEffect } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import type { SalesOrderHeader } from '@tulus/shared/contract/order';
import { formatCountdown, paymentDeadline } from '@tulus/shared/rules/countdown';
import { formatDateTimeId } from '@tulus/shared/rules/format';
import { trpc } from '../../lib/trpc.ts';
import { useSecondsLeft } from './useSecondsLeft.ts';

type DeadlineHeader = Pick<SalesOrderHeader, 'sales_order_code' | 'status_sales_order' | 'created_at' | 'payment_deadline'>;

/** The order's own deadline from the provider; an upstream without one gets the spec's 24 hours from ordering. */
export function orderPaymentDeadline(header: DeadlineHeader): Date {
  return new Date(header.payment_deadline ?? paymentDeadline(header.created_at));
}

/**
 * The time left to pay an order still waiting for its transfer, counted to the provider's
 * deadline (the same on every screen). At zero the order is read again: the provider expires it
 * on read, so the screen then shows 'Pesanan Kedaluwarsa' instead of a payable order.
 */
export function usePaymentCountdown(header: DeadlineHeader | undefined) {
  const utils = trpc.useUtils();
  const awaitingTransfer = header?.status_sales_order === 'menunggu_pembayaran';
  const deadline = header && awaitingTransfer ? orderPaymentDeadline(header) : null;
  const secondsLeft = useSecondsLeft(deadline);
  const overdue = awaitingTransfer && secondsLeft === 0;
  const code = header?.sales_order_code;
  useEffect(() => {
    if (!overdue || !code) return;
    const reread = () => {
      void utils.orders.detail.invalidate({ sales_order_code: code });
      void utils.orders.list.invalidate();
    };
    reread();
    // The browser's clock may run ahead of the provider's: ask again until the provider agrees.
    const timer = setInterval(reread, 5000);
    return () => clearInterval(timer);
  }, [overdue, code, utils]);
  return { awaitingTransfer, deadline, secondsLeft, overdue };
}

/** 'Batas waktu pembayaran' with HH:MM:SS left and the deadline itself. */
export function PaymentCountdown({ deadline, secondsLeft }: { deadline: Date; secondsLeft: number }) {
  const overdue = secondsLeft === 0;
  const tone = overdue ? 'red.700' : 'orange.800';
  return (
    <Box bg={overdue ? 'red.50' : 'orange.50'} borderRadius="md" p="4" textAlign="center" data-testid="payment-countdown">
      <HStack justify="center" gap="2" color={tone}>
        <Clock size={18} aria-hidden />
        <Text fontWeight="medium">Batas waktu pembayaran</Text>
      </HStack>
      <Text
        fontSize={{ base: '3xl', md: '4xl' }}
        fontWeight="bold"
        fontVariantNumeric="tabular-nums"
        color={tone}
        role="timer"
        aria-label="Sisa waktu pembayaran"
        data-testid="countdown"
      >
        {formatCountdown(secondsLeft)}
      </Text>
      <Text fontSize="sm" color="gray.700" data-testid="batas-waktu">
        {overdue ? 'Batas waktu pembayaran telah berakhir.' : `Bayar sebelum ${formatDateTimeId(deadline)} WIB`}
      </Text>
    </Box>
  );
}
