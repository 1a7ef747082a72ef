import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Table } from '../../theme/with-recipe/table.ts';
import { formatRupiah } from '@tulus/shared/rules/format';
import type { PricedLine } from './usePricedLines.ts';
import { SectionCard } from './SectionCard.tsx';

const Thumb = ({ image }: { image: string | null }) =>
  image ? (
    // The name is written right beside the picture: the picture itself says nothing more.
    <Image src={image} alt="" boxSize="12" objectFit="contain" bg="gray.50" borderRadius="md" flexShrink={0} />
  ) : (
    <Box boxSize="12" bg="brand.50" borderRadius="md" flexShrink={0} />
  );

/** A figure still being read: a bar inside the line it will take, so the line already has its height. */
const Reading = ({ width }: { width: string }) => (
  <span className="skeleton" style={{ display: 'inline-block', verticalAlign: 'middle', width, height: '1em' }} />
);

/** One line as shown: the priced line, or while prices are read, its place with a bar for each figure. */
type Shown = { key: number; image: string | null; name: ReactNode; price: ReactNode; quantity: ReactNode; subtotal: ReactNode };

const shownLine = (line: PricedLine): Shown => ({
  key: line.product_id,
  image: line.image,
  name: line.product_name,
  price: formatRupiah(line.price),
  quantity: line.quantity,
  subtotal: formatRupiah(line.subtotal),
});

const readingLine = (key: number): Shown => ({
  key,
  image: null,
  name: <Reading width="9rem" />,
  price: <Reading width="5rem" />,
  quantity: <Reading width="1.5rem" />,
  subtotal: <Reading width="5.5rem" />,
});

/**
 * The ordered products: a table on wide screens, one card per product on phones. While the names
 * and prices are read (a reload of the checkout), each of the `count` lines ordered is already in
 * its place, as tall as it will be: what follows (on a phone the payment summary and its voucher
 * button) does not move down under a thumb when they come.
 */
export function CheckoutItems({ lines, loading, count }: { lines: PricedLine[]; loading: boolean; count: number }) {
  const shown = loading ? Array.from({ length: count }, (_, i) => readingLine(i)) : lines.map(shownLine);
  return (
    <SectionCard title="Pesanan Anda" testId="daftar-produk">
      <Box aria-busy={loading || undefined}>
        <Table.Root size="sm" hideBelow="md" interactive={false}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Produk</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Harga Satuan</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="center">Jumlah</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Sub Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((line) => (
              <Table.Row key={line.key}>
                <Table.Cell>
                  <HStack gap="3">
                    <Thumb image={line.image} />
                    <Text fontWeight="medium">{line.name}</Text>
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end">{line.price}</Table.Cell>
                <Table.Cell textAlign="center">{line.quantity}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {line.subtotal}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Stack gap="3" hideFrom="md" as="ul" listStyleType="none">
          {shown.map((line) => (
            <Box as="li" key={line.key} borderWidth="1px" borderRadius="md" p="3">
              <HStack gap="3" align="flex-start">
                <Thumb image={line.image} />
                <Stack gap="1" flex="1" minW="0">
                  <Text fontWeight="medium">{line.name}</Text>
                  <HStack justify="space-between" fontSize="sm" color="gray.600">
                    <Text>Harga Satuan</Text>
                    <Text>{line.price}</Text>
                  </HStack>
                  <HStack justify="space-between" fontSize="sm" color="gray.600">
                    <Text>Jumlah</Text>
                    <Text>{line.quantity}</Text>
                  </HStack>
                  <HStack justify="space-between" fontSize="sm">
                    <Text>Sub Total</Text>
                    <Text fontWeight="semibold">{line.subtotal}</Text>
                  </HStack>
                </Stack>
              </HStack>
            </Box>
          ))}
        </Stack>
      </Box>
    </SectionCard>
  );
}
