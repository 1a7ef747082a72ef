import { Box, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../theme/with-recipe/table.ts';
import { formatRupiah } from '@tulus/shared/rules/format';
import type { PricedLine } from './usePricedLines.ts';
import { SectionCard } from './SectionCard.tsx';

const Thumb = ({ line }: { line: PricedLine }) =>
  line.image ? (
    // The name is written right beside the picture: the picture itself says nothing more.
    <Image src={line.image} alt="" boxSize="12" objectFit="contain" bg="gray.50" borderRadius="md" flexShrink={0} />
  ) : (
    <Box boxSize="12" bg="brand.50" borderRadius="md" flexShrink={0} />
  );

/** The ordered products: a table on wide screens, one card per product on phones. */
export function CheckoutItems({ lines, loading }: { lines: PricedLine[]; loading: boolean }) {
  return (
    <SectionCard title="Pesanan Anda" testId="daftar-produk">
      {loading ? (
        <Stack gap="3">
          <Skeleton h="14" />
          <Skeleton h="14" />
        </Stack>
      ) : (
        <>
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
              {lines.map((line) => (
                <Table.Row key={line.product_id}>
                  <Table.Cell>
                    <HStack gap="3">
                      <Thumb line={line} />
                      <Text fontWeight="medium">{line.product_name}</Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatRupiah(line.price)}</Table.Cell>
                  <Table.Cell textAlign="center">{line.quantity}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {formatRupiah(line.subtotal)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Stack gap="3" hideFrom="md" as="ul" listStyleType="none">
            {lines.map((line) => (
              <Box as="li" key={line.product_id} borderWidth="1px" borderRadius="md" p="3">
                <HStack gap="3" align="flex-start">
                  <Thumb line={line} />
                  <Stack gap="1" flex="1" minW="0">
                    <Text fontWeight="medium">{line.product_name}</Text>
                    <HStack justify="space-between" fontSize="sm" color="gray.600">
                      <Text>Harga Satuan</Text>
                      <Text>{formatRupiah(line.price)}</Text>
                    </HStack>
                    <HStack justify="space-between" fontSize="sm" color="gray.600">
                      <Text>Jumlah</Text>
                      <Text>{line.quantity}</Text>
                    </HStack>
                    <HStack justify="space-between" fontSize="sm">
                      <Text>Sub Total</Text>
                      <Text fontWeight="semibold">{formatRupiah(line.subtotal)}</Text>
                    </HStack>
                  </Stack>
                </HStack>
              </Box>
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
