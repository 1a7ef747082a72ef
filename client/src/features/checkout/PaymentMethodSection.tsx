import { Alert, Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentMethod } from '@tulus/shared/contract/payment';
import { BankIcon } from '../../components/BankIcon.tsx';
import { methodKind } from '../../lib/api/payment-methods.ts';
import { SectionCard } from './SectionCard.tsx';

type Props = {
  method: PaymentMethod | undefined;
  /** Known from the method screens before the list has loaded. */
  bankName: string | null;
  onOpenPicker: () => void;
  /** The full-screen method list, carrying the checkout along. */
  listLink: { pathname: string; search: string; state: unknown };
  /** 'Pilih metode pembayaran terlebih dahulu.' when Checkout was tapped without one. */
  problem: string | null;
};

export function PaymentMethodSection({ method, bankName, onOpenPicker, listLink, problem }: Props) {
  const name = method?.bank_name ?? bankName;
  return (
    <SectionCard title="Metode Pembayaran" testId="metode-pembayaran" invalid={!!problem}>
      <HStack justify="space-between" gap="3" wrap="wrap">
        {name ? (
          <HStack gap="3" minW="0">
            <BankIcon src={method?.icon_image} bankName={name} />
            <Box minW="0">
              <Text fontSize="xs" color="gray.600">
                {methodKind(method)}
              </Text>
              <Text fontWeight="semibold" data-testid="metode-terpilih">
                {name}
              </Text>
              {method && (
                <Text fontSize="sm" color="gray.600">
                  {method.account_number} a.n. {method.account_name}
                </Text>
              )}
            </Box>
          </HStack>
        ) : (
          <Text color="gray.600">Belum ada metode pembayaran yang dipilih.</Text>
        )}
        <Button id="checkout-payment-action" variant="outline" colorPalette="brand" minH="11" onClick={onOpenPicker}>
          {name ? 'Ganti Metode' : 'Pilih Metode Pembayaran'}
        </Button>
      </HStack>
      {problem && (
        <Alert.Root status="error" role="alert" data-testid="checkout-problem">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Link asChild fontSize="sm" color="brand.600" alignSelf="flex-start" minH="11" display="inline-flex" alignItems="center">
        <RouterLink to={{ pathname: listLink.pathname, search: listLink.search }} state={listLink.state}>
          Lihat semua metode pembayaran
        </RouterLink>
      </Link>
    </SectionCard>
  );
}
