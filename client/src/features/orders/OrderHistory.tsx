import { useSearchParams } from 'react-router-dom';
import { Center, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { PlainSelect } from '../../components/PlainSelect.tsx';
import { PackageOpen } from 'lucide-react';
import { ORDERS_EMPTY } from '@tulus/shared/rules/messages';
import { isOrderStatus, ORDER_STATUSES, orderStatusLabel, type OrderStatus } from '@tulus/shared/rules/order-status';
import { OrderCard } from './OrderCard.tsx';
import { useOrderList } from '../../lib/api/order-list.ts';

type Filter = OrderStatus | 'all';
const STATUS_PARAM = 'status';

/**
 * Riwayat Transaksi (the profile's riwayat_transaksi tab): the customer's orders, newest first,
 * filtered by status. The filter lives in the URL beside the tab, so a reload keeps it.
 */
export function OrderHistory() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATUS_PARAM);
  const status: Filter = raw && isOrderStatus(raw) ? raw : 'all';
  // A new status is a new query key: the list reloads by itself (spec).
  const orders = useOrderList(status);

  const choose = (next: string) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next === 'all') updated.delete(STATUS_PARAM);
        else updated.set(STATUS_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="4" w="full">
      {/* The profile screen titles the tab; this part only adds the filter and the list. */}
      <HStack justify="flex-start" gap="3" wrap="wrap">
        <PlainSelect label="Status Pesanan" value={status} onValueChange={choose} w={{ base: 'full', sm: '72' }} selectProps={{ minH: '11', bg: 'white' }}>
          <option value="all">Semua Status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {orderStatusLabel(s)}
            </option>
          ))}
        </PlainSelect>
      </HStack>
      {orders.isLoading ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton h="28" borderRadius="lg" />
          <Skeleton h="28" borderRadius="lg" />
          <Skeleton h="28" borderRadius="lg" />
        </Stack>
      ) : !orders.data?.length ? (
        // Spec: an empty or failed list reads the same.
        <Center flexDirection="column" gap="2" py="12" bg="white" borderWidth="1px" borderRadius="lg" color="gray.500">
          <PackageOpen size={40} aria-hidden />
          <Text fontWeight="medium">{ORDERS_EMPTY}</Text>
        </Center>
      ) : (
        <Stack as="ul" gap="3" data-testid="daftar-pesanan">
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
