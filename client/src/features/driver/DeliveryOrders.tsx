import { useSearchParams } from 'react-router-dom';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/Tabs.tsx';
import { AWAITING_CUSTOMER_NOTE, DELIVERY_FILTERS, deliveryFilterOf } from './delivery-status.ts';
import { DeliveryOrderList } from './DeliveryOrderList.tsx';
import './delivery-orders.css';

/** The dashboard's Delivery Order section; the sub-tab lives in the query so Back returns to it. */
export function DeliveryOrders() {
  const [params, setParams] = useSearchParams();
  const current = deliveryFilterOf(params.get('status'));

  const choose = (key: string) => setParams({ tab: 'delivery', status: key }, { replace: true });

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>Delivery Order</Heading>
        <Text color="gray.600" fontSize="sm">Pesanan cabang Anda yang ditugaskan kepada Anda.</Text>
      </Stack>
      <TabsRoot value={current.key} onValueChange={choose} variant="enclosed">
        <TabsList className="delivery-tabs__list">
          {DELIVERY_FILTERS.map((f) => (
            <TabsTrigger key={f.key} value={f.key} className="delivery-tabs__tab">
              {f.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {DELIVERY_FILTERS.map((f) => (
          <TabsContent key={f.key} value={f.key} className="delivery-tabs__content">
            {f.status === 'pesanan_telah_dikirim' && <Text fontSize="sm" color="gray.600" mb="3">{AWAITING_CUSTOMER_NOTE}</Text>}
            <DeliveryOrderList filter={f} />
          </TabsContent>
        ))}
      </TabsRoot>
    </Stack>
  );
}
