import { Text } from '@chakra-ui/react';
import { Table } from '../../theme/with-recipe/table.ts';
import type { DriverOrder } from '@tulus/shared/contract/driver';
import { PHONE_CELL_MAX, truncate } from '@tulus/shared/rules/format';
import { shortAddress } from './delivery-address.ts';
import { DeliveryStatusBadge } from './DeliveryStatusBadge.tsx';
import { DetailButton } from './DetailButton.tsx';
import { PhoneLink } from './RoadLinks.tsx';

/** The spec's dashboard table, for screens wide enough to read it. */
export function DeliveryOrderTable({ orders }: { orders: DriverOrder[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="white">
      <Table.Root size="md" interactive>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>Delivery Order</Table.ColumnHeader>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader>Phone</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Address</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map(({ header }) => (
            <Table.Row key={header.id}>
              <Table.Cell fontWeight="semibold" whiteSpace="nowrap">{header.sales_order_code}</Table.Cell>
              <Table.Cell whiteSpace="normal">{header.customer.nama_lengkap}</Table.Cell>
              <Table.Cell whiteSpace="nowrap"><PhoneLink number={header.customer.nomor_hp} shown={truncate(header.customer.nomor_hp, PHONE_CELL_MAX)} /></Table.Cell>
              <Table.Cell><DeliveryStatusBadge status={header.status_sales_order} /></Table.Cell>
              <Table.Cell minW="56" maxW="xs" whiteSpace="normal">
                <Text fontSize="sm" color="gray.700">{shortAddress(header.customer) || '-'}</Text>
              </Table.Cell>
              <Table.Cell textAlign="end"><DetailButton code={header.sales_order_code} /></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
