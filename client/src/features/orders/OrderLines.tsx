import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { SalesOrderLine } from '@tulus/shared/contract/order';
import { formatRupiah } from '@tulus/shared/rules/format';
import { lineTotal } from '@tulus/shared/rules/pricing';
import { InfoCard } from './InfoCard.tsx';

/** The ordered products at the prices stored with the order. */
export function OrderLines({ lines }: { lines: SalesOrderLine[] }) {
  return (
    <InfoCard title="Produk" testId="produk-pesanan">
      {lines.length === 0 ? (
        <Text color="gray.600">Tidak ada produk yang tersedia</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {lines.map((line) => (
            <HStack as="li" key={line.product_id} gap="3" align="flex-start" borderBottomWidth="1px" borderColor="gray.100" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
              {line.image ? (
                <Image src={line.image} alt={line.product_name} boxSize="14" objectFit="contain" bg="gray.50" borderRadius="md" flexShrink={0} />
              ) : (
                <Box boxSize="14" bg="brand.50" borderRadius="md" flexShrink={0} />
              )}
              <Stack gap="0.5" flex="1" minW="0">
                <Text fontWeight="medium">{line.product_name}</Text>
                <Text fontSize="sm" color="gray.600">
                  {formatRupiah(line.product_price)} x {line.quantity}
                </Text>
              </Stack>
              <Text fontWeight="semibold" flexShrink={0}>
                {formatRupiah(lineTotal(line.product_price, line.quantity))}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </InfoCard>
  );
}
