import { Table } from '../../theme/with-recipe/table.ts';
import type { SalesOrderLine } from '@tulus/shared/contract/order';
import { formatRupiah } from '@tulus/shared/rules/format';

/** The spec's product table of a delivery: No, Nama Produk, Jumlah, Harga Satuan. */
export function DeliveryProductTable({ lines }: { lines: SalesOrderLine[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="white">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader w="10">No</Table.ColumnHeader>
            <Table.ColumnHeader>Nama Produk</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Jumlah</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">Harga Satuan</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, index) => (
            <Table.Row key={`${line.product_id}-${index}`}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell whiteSpace="normal">{line.product_name}</Table.Cell>
              <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{formatRupiah(line.product_price)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
