import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Store, TriangleAlert } from 'lucide-react';
import type { Branch } from '@tulus/shared/contract/branch';
import { isFarBranch } from '@tulus/shared/rules/branches';
import { formatDistanceKm } from '@tulus/shared/rules/format';
import { SectionCard } from './SectionCard.tsx';

type Props = {
  branch: Branch | null;
  /** Chosen for the customer: the only branch that delivers to the address. */
  branchPreselected: boolean;
  /** The address's branches are still being read: the suggestion may come. */
  seekingBranch: boolean;
  onOpenBranches: () => void;
  deliveryDate: string;
  minDate: string;
  onDeliveryDateChange: (date: string) => void;
  /** The checkout rules' messages about these two fields, shown under them. */
  branchProblem: string | null;
  dateProblem: string | null;
};

/** Where the order ships from and on which day. */
export function DeliverySection({ branch, branchPreselected, seekingBranch, onOpenBranches, deliveryDate, minDate, onDeliveryDateChange, branchProblem, dateProblem }: Props) {
  const far = branch && isFarBranch(branch);
  return (
    <SectionCard title="Pengiriman" testId="pengiriman" invalid={!!(branchProblem || dateProblem)}>
      <Stack gap="4">
        {/* The control's id through the field, so its label still names it (use-scroll-to-problem finds it by id). */}
        <Field.Root invalid={!!branchProblem} ids={{ control: 'checkout-branch' }}>
          <Field.Label>Pilih Cabang Pengiriman</Field.Label>
          <HStack w="full" gap="2">
            <Input
              readOnly
              value={branch ? `DC ${branch.nm_cabang}` : ''}
              placeholder="Belum dipilih"
              onClick={onOpenBranches}
              cursor="pointer"
              minH="11"
              flex="1"
              minW="0"
            />
            <Button variant="outline" colorPalette="brand" minH="11" onClick={onOpenBranches} flexShrink={0}>
              <Store aria-hidden /> Pilih Cabang
            </Button>
          </HStack>
          {branchProblem && <Field.ErrorText data-testid="checkout-problem">{branchProblem}</Field.ErrorText>}
          {branchPreselected && !far && <Field.HelperText>Dipilih otomatis: cabang yang melayani alamat Anda.</Field.HelperText>}
          {/* The suggestion's line held while it is looked for: the date field below does not move down when it comes. */}
          {seekingBranch && !branchProblem && <Field.HelperText>Mencari cabang yang melayani alamat Anda...</Field.HelperText>}
          {far && branch.distance != null && (
            <HStack gap="2" align="flex-start" color="orange.800" bg="orange.50" borderRadius="md" p="2.5" fontSize="sm" data-testid="far-branch">
              <TriangleAlert size={18} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
              <Text>
                DC {branch.nm_cabang} berjarak {formatDistanceKm(branch.distance)} dari alamat Anda. Pengiriman dari cabang sejauh ini bisa lebih lama;
                pilih cabang terdekat bila ada.
              </Text>
            </HStack>
          )}
        </Field.Root>
        <Field.Root invalid={!!dateProblem} ids={{ control: 'checkout-date' }}>
          <Field.Label>Pilih Waktu Pengiriman</Field.Label>
          <Input type="date" min={minDate} value={deliveryDate} onChange={(e) => onDeliveryDateChange(e.target.value)} minH="11" maxW={{ md: '60' }} />
          {dateProblem && <Field.ErrorText data-testid="checkout-problem">{dateProblem}</Field.ErrorText>}
          <Field.HelperText>Kami akan menyesuaikan pengiriman sesuai permintaan (term and condition)</Field.HelperText>
        </Field.Root>
      </Stack>
    </SectionCard>
  );
}
