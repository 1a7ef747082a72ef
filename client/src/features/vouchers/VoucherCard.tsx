import type { ReactNode } from 'react';
import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { TicketPercent } from 'lucide-react';
import type { Voucher } from '@tulus/shared/contract/voucher';
import { formatDateId, formatRupiah } from '@tulus/shared/rules/format';
import { isTrue } from '@tulus/shared/rules/text-bool';

type Props = { voucher: Voucher; action?: ReactNode; /** Spent on an order: shown greyed, with 'Sudah dipakai'. */ used?: boolean };

function expiryText(expired: string | null): string {
  if (!expired) return 'Tanpa batas waktu';
  try {
    return `Berlaku s.d. ${formatDateId(expired)}`;
  } catch {
    return `Berlaku s.d. ${expired}`;
  }
}

/** One voucher: code, description, discount, expiry, and 'Umum' when it cannot be combined. */
export function VoucherCard({ voucher, action, used }: Props) {
  return (
    <Card.Root as="li" listStyleType="none" variant="outline" overflow="hidden" flexShrink="0" bg={used ? 'gray.50' : undefined} data-testid={`voucher-${voucher.voucher_code}`}>
      <HStack gap="0" align="stretch">
        <Box bg={used ? 'gray.500' : 'brand.solid'} color="brand.contrast" px={{ base: '2', md: '3' }} display="flex" alignItems="center" aria-hidden="true">
          <TicketPercent size={20} />
        </Box>
        <Stack gap="1" p={{ base: '3', md: '4' }} flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontFamily="mono" fontWeight="bold" letterSpacing="wide" color="brand.fg">{voucher.voucher_code}</Text>
            {isTrue(voucher.is_general) && <Badge colorPalette="purple" variant="subtle">Umum</Badge>}
            {used && <Badge colorPalette="gray" variant="solid" bg="gray.600">Sudah dipakai</Badge>}
          </HStack>
          {voucher.description && <Text fontSize="sm">{voucher.description}</Text>}
          <HStack justify="space-between" align="end" gap="3" wrap="wrap" mt="1">
            <Stack gap="0">
              <Text fontWeight="semibold" color="green.700">Diskon {formatRupiah(voucher.total_discount_amount)}</Text>
              <Text fontSize="xs" color="fg.muted">{expiryText(voucher.expired)}</Text>
            </Stack>
            {action}
          </HStack>
        </Stack>
      </HStack>
    </Card.Root>
  );
}
