import { Box, Skeleton, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { errorMessage } from '../../lib/errors.ts';
import type { DeliveryFilter } from './delivery-status.ts';
import { DeliveryOrderTable } from './DeliveryOrderTable.tsx';
import { DeliveryOrderCards } from './DeliveryOrderCards.tsx';
import { useDeliveries } from './api/driver.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

/** One sub-tab's orders (the gateway sorts them newest first by header id). */
export function DeliveryOrderList({ filter }: { filter: DeliveryFilter }) {
  const deliveries = useDeliveries(filter.status);
  // Rendering one of the two views (not both, hidden by CSS) keeps each code once in the page.
  const asTable = useBreakpointValue({ base: false, md: true }, { ssr: false });

  if (deliveries.isLoading) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Memuat data...">
        {[0, 1, 2].map((i) => <Skeleton key={i} h={asTable ? '14' : '40'} borderRadius="lg" />)}
      </Stack>
    );
  }
  if (deliveries.error) {
    return (
      <LoadFailed message={errorMessage(deliveries.error, 'Failed to fetch delivery orders')} query={deliveries} />
    );
  }
  const orders = deliveries.data ?? [];
  if (orders.length === 0) {
    return (
      <Stack align="center" gap="2" py="12" px="4" bg="white" borderWidth="1px" borderRadius="lg" color="gray.500" textAlign="center">
        <Box as={Inbox} boxSize="10" aria-hidden />
        <Text fontWeight="medium">No delivery orders available</Text>
      </Stack>
    );
  }
  return asTable ? <DeliveryOrderTable orders={orders} /> : <DeliveryOrderCards orders={orders} />;
}
