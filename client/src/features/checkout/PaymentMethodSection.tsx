import { Alert, Box, Button, HStack, Link, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentMethod } from '@tulus/shared/contract/payment';
import { BankIcon } from '../../components/BankIcon.tsx';
import { SkeletonLine } from '../../components/SkeletonLine.tsx';
import { methodKind } from '../../lib/api/payment-methods.ts';
import { SectionCard } from './SectionCard.tsx';

type Props = {
  method: PaymentMethod | undefined;
  /** Known from the method screens before the list has loaded. */
  bankName: string | null;
  /** A method is chosen (the address or the history entry says which) and the list that describes it is still being read. */
  reading: boolean;
  onOpenPicker: () => void;
  /** The full-screen method list, carrying the checkout along. */
  listLink: { pathname: string; search: string; state: unknown };
  /** 'Pilih metode pembayaran terlebih dahulu.' when Checkout was tapped without one. */
  problem: string | null;
};

export function PaymentMethodSection({ method, bankName, reading, onOpenPicker, listLink, problem }: Props) {
  const name = method?.bank_name ?? bankName;
  return (
    <SectionCard title="Metode Pembayaran" testId="metode-pembayaran" invalid={!!problem}>
      <HStack justify="space-between" gap="3" wrap="wrap">
        {reading ? (
          <ChosenMethodStandIn bankName={name} />
        ) : name ? (
          <HStack gap="3" minW="0">
            <BankIcon src={method?.icon_image} bankName={name} />
            <Box minW="0">
              <Text fontSize="xs" color="gray.600">
                {methodKind(method)}
              </Text>
              <Text fontWeight="semibold" data-testid="metode-terpilih">
                {name}
              </Text>
              {/* The number and the holder on lines of their own: together they wrapped on a 360 px phone, a line
                  the stand-in could not know of (the section grew under the ones below it as the list came). */}
              {method && (
                <>
                  <Text fontSize="sm" color="gray.600">
                    {method.account_number}
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    a.n. {method.account_name}
                  </Text>
                </>
              )}
            </Box>
          </HStack>
        ) : (
          <Text color="gray.600">Belum ada metode pembayaran yang dipilih.</Text>
        )}
        <Button id="checkout-payment-action" variant="outline" colorPalette="brand" minH="11" onClick={onOpenPicker}>
          {name || reading ? 'Ganti Metode' : 'Pilih Metode Pembayaran'}
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

/**
 * The chosen method while the list that describes it is read (a reload, a link with the method in it): its
 * icon and its four lines, as the method will show them, so the section does not grow under the sections
 * below it when the list comes (96 px on a 360 px phone, measured). Its name, when the method screens
 * handed it over, is shown at once.
 */
function ChosenMethodStandIn({ bankName }: { bankName: string | null }) {
  return (
    <HStack gap="3" minW="0" aria-busy="true">
      {bankName ? <BankIcon src={undefined} bankName={bankName} /> : <Skeleton boxSize="10" borderRadius="md" flexShrink={0} />}
      <Box minW="0">
        <Text fontSize="xs">
          <SkeletonLine width="5rem" />
        </Text>
        <Text fontWeight="semibold">{bankName ?? <SkeletonLine width="4rem" />}</Text>
        <Text fontSize="sm">
          <SkeletonLine width="6rem" />
        </Text>
        <Text fontSize="sm">
          <SkeletonLine width="10rem" />
        </Text>
      </Box>
    </HStack>
  );
}
