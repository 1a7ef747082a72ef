import { DataList, Heading, Stack } from '@chakra-ui/react';
import type { Product } from '@tulus/shared/contract/catalog';
import { formatRupiah } from '@tulus/shared/rules/format';

type Props = { product: Product; tier: string | undefined };

const range = (min: number, max: number | null | undefined) => (max == null ? `${min} ke atas` : min === max ? `${min}` : `${min} - ${max}`);

/**
 * A member's price falls as the quantity rises; listing the steps lets them see what ordering
 * more saves. Other tiers have one price, so nothing to list.
 */
export function TierPriceList({ product, tier }: Props) {
  if (tier !== 'member' || product.price_member.length < 2) return null;
  return (
    <Stack gap="2" bg="brand.50" borderRadius="lg" p="4">
      <Heading as="h2" size="sm" color="brand.800">
        Harga member per jumlah
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        {product.price_member.map((step) => (
          <DataList.Item key={step.min_quantity}>
            <DataList.ItemLabel minW="28">{range(step.min_quantity, step.max_quantity)}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">{formatRupiah(step.price)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
