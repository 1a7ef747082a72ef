import { Stack, Text } from '@chakra-ui/react';
import { formatRupiah } from '@tulus/shared/rules/format';

/** The amount beside a bottom bar's action ('Total Bayar Rp 109.643'), so the tap says what it pays for. */
export function BarTotal({ label, amount }: { label: string; amount: number }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="gray.600" truncate>
        {label}
      </Text>
      <Text fontWeight="bold" fontSize="lg" lineHeight="short" color="brand.700" truncate>
        {formatRupiah(amount)}
      </Text>
    </Stack>
  );
}
