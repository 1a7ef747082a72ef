import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { VOUCHER_CLAIMED, VOUCHER_CLAIM_FAILED, VOUCHER_EMPTY, VOUCHER_FETCH_FAILED, VOUCHER_NONE_ACTIVE } from '@tulus/shared/rules/messages';
import { isTrue } from '@tulus/shared/rules/text-bool';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../layout/notify.ts';
import { VoucherCard } from './VoucherCard.tsx';
import { useMyVouchers } from '../../lib/api/vouchers.ts';
import { useAvailableVouchers, useClaimVoucher } from './api/vouchers.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

/** Spec section 9: the claim success toast stays 3 s. */
const CLAIMED_VISIBLE_MS = 3000;

function Loading() {
  return (
    <Stack gap="3" aria-busy="true">
      <Text color="fg.muted">Memuat data...</Text>
      <Skeleton h="24" />
      <Skeleton h="24" />
    </Stack>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text color="fg.muted" textAlign="center" py="6" borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      {text}
    </Text>
  );
}

/** Voucher Saya: the customer's active vouchers, then the ones still to claim. */
export function MyVouchers() {
  const mine = useMyVouchers();
  const available = useAvailableVouchers();
  const claim = useClaimVoucher({
    onSuccess: () => notify.success(VOUCHER_CLAIMED, CLAIMED_VISIBLE_MS),
    // Spec section 8: any claim failure reads the same.
    onError: () => notify.error(VOUCHER_CLAIM_FAILED),
  });
  // A second tap would claim a claimed voucher, and show the refusal as a failure.
  const flight = useSingleFlight();
  // Spec: only is_active vouchers are the customer's to use.
  const active = mine.data?.filter((v) => isTrue(v.is_active));
  // A voucher spent on an order leaves the customer's list; it still shows, marked, rather than vanish.
  const used = mine.data && available.data ? available.data.filter((v) => isTrue(v.claimed) && !mine.data.some((m) => m.id === v.id)) : [];

  return (
    <Stack gap="8">
      <Stack gap="3" as="section" aria-labelledby="voucher-aktif">
        <Heading as="h2" size="md" id="voucher-aktif">Voucher Aktif Anda</Heading>
        {mine.isLoading && <Loading />}
        {mine.error && <LoadFailed message={errorMessage(mine.error, VOUCHER_FETCH_FAILED)} query={mine} />}
        {active?.length === 0 && <Empty text={VOUCHER_EMPTY} />}
        {active && active.length + used.length > 0 && (
          // Spec section 9: about four cards show, the rest scroll inside 500 px.
          <Stack
            as="ul"
            gap="3"
            m="0"
            p="1"
            maxH="500px"
            overflowY="auto"
            tabIndex={0}
            aria-label="Daftar voucher aktif"
            data-testid="my-vouchers"
          >
            {active.map((voucher) => (
              <VoucherCard key={voucher.id} voucher={voucher} />
            ))}
            {used.map((voucher) => (
              <VoucherCard key={voucher.id} voucher={voucher} used />
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="3" as="section" aria-labelledby="voucher-klaim">
        <Heading as="h2" size="md" id="voucher-klaim">Klaim Voucher</Heading>
        {available.isLoading && <Loading />}
        {available.error && <LoadFailed message={errorMessage(available.error, VOUCHER_FETCH_FAILED)} query={available} />}
        {available.data?.length === 0 && <Empty text={VOUCHER_NONE_ACTIVE} />}
        {available.data && available.data.length > 0 && (
          <Stack as="ul" gap="3" m="0" p="0" data-testid="claimable-vouchers">
            {available.data.map((voucher) => {
              const claimed = isTrue(voucher.claimed);
              const claiming = flight.pending && claim.variables?.voucher_code === voucher.voucher_code;
              return (
                <VoucherCard
                  key={voucher.id}
                  voucher={voucher}
                  action={
                    <Button
                      size="sm"
                      minH="11"
                      minW="24"
                      colorPalette="brand"
                      variant={claimed ? 'outline' : 'solid'}
                      disabled={claimed || flight.pending}
                      onClick={() => flight.start(() => claim.mutateAsync({ voucher_code: voucher.voucher_code }))}
                      aria-label={claimed ? `Voucher ${voucher.voucher_code} sudah diklaim` : `Klaim voucher ${voucher.voucher_code}`}
                    >
                      {claimed && <Check aria-hidden="true" />}
                      {claimed ? 'Sudah Diklaim' : claiming ? 'Memproses...' : 'Klaim'}
                    </Button>
                  }
                />
              );
            })}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
