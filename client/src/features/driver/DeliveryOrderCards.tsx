import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { MapPin, User } from 'lucide-react';
import type { DriverOrder } from '@tulus/shared/contract/driver';
import { PHONE_CELL_MAX, truncate } from '@tulus/shared/rules/format';
import { shortAddress } from './delivery-address.ts';
import { DeliveryStatusBadge } from './DeliveryStatusBadge.tsx';
import { DetailButton } from './DetailButton.tsx';
import { MapsButton, PhoneLink } from './RoadLinks.tsx';

/** The dashboard's rows as cards on a phone: same fields, no sideways scrolling. */
export function DeliveryOrderCards({ orders }: { orders: DriverOrder[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Daftar delivery order">
      {orders.map(({ header }) => (
        <Card.Root as="li" key={header.id} size="sm" variant="outline" borderRadius="lg">
          <Card.Body gap="3">
            <HStack justify="space-between" align="center" gap="2" flexWrap="wrap">
              <Text fontWeight="bold" color="brand.800" whiteSpace="nowrap">{header.sales_order_code}</Text>
              <DeliveryStatusBadge status={header.status_sales_order} />
            </HStack>
            <Stack gap="1.5" fontSize="sm" color="gray.700">
              <HStack gap="2" align="start"><User size={16} aria-hidden /><Text>{header.customer.nama_lengkap}</Text></HStack>
              <HStack gap="2" align="center"><PhoneLink number={header.customer.nomor_hp} shown={truncate(header.customer.nomor_hp, PHONE_CELL_MAX)} /></HStack>
              <HStack gap="2" align="start"><MapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} /><Text>{shortAddress(header.customer) || '-'}</Text></HStack>
            </Stack>
            {/* Side by side where both fit, one above the other on a narrow phone. */}
            <HStack gap="2" flexWrap="wrap">
              <MapsButton customer={header.customer} flex="1 1 11rem" />
              <DetailButton code={header.sales_order_code} flex="1 1 11rem" />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
