import { Alert, Box, Button, Card, HStack, Heading, Separator, Stack, Text, Wrap } from '@chakra-ui/react';
import { TicketPercent } from 'lucide-react';
import { formatRupiah } from '@tulus/shared/rules/format';
import type { Voucher } from '@tulus/shared/contract/voucher';

type Props = {
  subtotal: number;
  discount: number;
  total: number;
  vouchers: Voucher[];
  problem: string | null;
  placing: boolean;
  disabled: boolean;
  onOpenVouchers: () => void;
  onCheckout: () => void;
};

const Row = ({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) => (
  <HStack justify="space-between" gap="3">
    <Text color={strong ? 'gray.900' : 'gray.700'} fontWeight={strong ? 'bold' : 'normal'}>
      {label}
    </Text>
    <Text fontWeight={strong ? 'bold' : 'semibold'} fontSize={strong ? 'lg' : 'md'} color={strong ? 'brand.700' : undefined} data-testid={testId}>
      {value}
    </Text>
  </HStack>
);

/**
 * Totals, vouchers and, on wide screens, the Checkout button; there it stays beside the details.
 * `problem`: the minimum-order message (the other rules' messages sit at their fields).
 */
export function CheckoutSummary({ subtotal, discount, total, vouchers, problem, placing, disabled, onOpenVouchers, onCheckout }: Props) {
  return (
    <Card.Root variant="outline" bg="white" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Heading as="h2" size="md" color="brand.800">
          Ringkasan Pembayaran
        </Heading>
        <Row label="Total Sementara" value={formatRupiah(subtotal)} testId="total-sementara" />
        <Text fontSize="sm" color="gray.600" mt="-2">
          *Order minimal Rp 100.000,- (Free Ongkir)
        </Text>
        <Box borderWidth="1px" borderStyle="dashed" borderColor="brand.300" borderRadius="md" p="3" bg="brand.50">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <HStack gap="2">
              <TicketPercent aria-hidden size={20} />
              <Text fontWeight="semibold">Voucher</Text>
            </HStack>
            <Button size="sm" variant="outline" colorPalette="brand" bg="white" minH="11" onClick={onOpenVouchers}>
              {vouchers.length ? 'Ubah Voucher' : 'Pilih Voucher'}
            </Button>
          </HStack>
          {vouchers.length > 0 && (
            <Wrap gap="2" mt="2">
              {vouchers.map((v) => (
                <Text key={v.id} as="span" fontSize="xs" fontWeight="bold" bg="white" borderWidth="1px" borderColor="brand.200" px="2" py="0.5" borderRadius="sm">
                  {v.voucher_code}
                </Text>
              ))}
            </Wrap>
          )}
          <Text fontSize="sm" color="gray.700" mt="2">
            Voucher Terpakai: {vouchers.length}
          </Text>
        </Box>
        <Row label="Total Diskon" value={discount > 0 ? `-${formatRupiah(discount)}` : formatRupiah(0)} testId="total-diskon" />
        <Separator />
        <Row label="Total Pembayaran" value={formatRupiah(total)} strong testId="total-pembayaran" />
        {problem && (
          <Alert.Root status="error" role="alert" data-testid="checkout-problem">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        {/* Below lg the bottom bar (CheckoutBar) has the button, always in reach. */}
        <Stack hideBelow="lg">
          <Button colorPalette="brand" size="lg" minH="12" onClick={onCheckout} disabled={placing || disabled}>
            {placing ? 'Memproses...' : 'Checkout'}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
