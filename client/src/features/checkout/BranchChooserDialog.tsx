import { useState } from 'react';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { RadioCard, RadioCardContent, RadioCardDescription, RadioCards, RadioCardTitle } from '../../components/RadioCards.tsx';
import type { Branch } from '@tulus/shared/contract/branch';
import { isBranchSelectable, isFarBranch } from '@tulus/shared/rules/branches';
import { formatDistanceKm } from '@tulus/shared/rules/format';
import { BRANCH_REQUIRED } from '@tulus/shared/rules/messages';
import { errorMessage } from '../../lib/errors.ts';
import { PickerBody, PickerDialog, PickerFooter, PickerHeader } from '../../components/PickerDialog.tsx';
import { useBranchesForCustomer } from './api/checkout.ts';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';

type Props = {
  open: boolean;
  selected: string | null;
  onClose: () => void;
  onChoose: (branch: Branch) => void;
};

/** Branches nearest the active address first; only usable ones (sts 1) can be chosen. */
export function BranchChooserDialog({ open, selected, onClose, onChoose }: Props) {
  return (
    <PickerDialog open={open} onClose={onClose} size="md">
      <BranchChooser selected={selected} onClose={onClose} onChoose={onChoose} />
    </PickerDialog>
  );
}

function BranchChooser({ selected, onClose, onChoose }: Omit<Props, 'open'>) {
  const branches = useBranchesForCustomer();
  // The branch chosen now until the customer picks another: the chooser is drawn before it is opened
  // (PickerDialog), and the checkout may fill in its branch in between.
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? selected;
  const [problem, setProblem] = useState<string | null>(null);

  const choose = () => {
    const branch = branches.data?.find((b) => b.kd_cabang === value);
    if (!branch || !isBranchSelectable(branch)) return setProblem(BRANCH_REQUIRED);
    onChoose(branch);
  };

  return (
    <>
      <PickerHeader>Pilih Cabang Pengiriman</PickerHeader>
      <PickerBody>
        <Stack gap="3">
          {branches.isLoading && <Text color="gray.600">Memuat data...</Text>}
          {branches.error && <LoadFailed message={errorMessage(branches.error, 'Gagal memuat daftar cabang')} query={branches} />}
          {branches.data?.length === 0 && <Text color="gray.600">Tidak ada cabang tersedia</Text>}
          {!!branches.data?.length && (
            <RadioCards label="Daftar cabang" value={value} onValueChange={setPicked}>
              {branches.data.map((b) => {
                const usable = isBranchSelectable(b);
                return (
                  <RadioCard key={b.kd_cabang} value={b.kd_cabang} disabled={!usable} className={usable ? 'radio-card--white' : 'radio-card--grey'}>
                    <RadioCardContent>
                      <HStack gap="2" wrap="wrap">
                        <RadioCardTitle>DC {b.nm_cabang}</RadioCardTitle>
                        {!usable && <Badge colorPalette="gray">Belum melayani</Badge>}
                        {isFarBranch(b) && (
                          <Badge colorPalette="orange" variant="subtle">
                            Jauh dari alamat Anda
                          </Badge>
                        )}
                      </HStack>
                      <RadioCardDescription>{b.Alamat}</RadioCardDescription>
                      {b.distance != null && (
                        <Text fontSize="sm" color="brand.700">
                          Jarak {formatDistanceKm(b.distance)}
                        </Text>
                      )}
                    </RadioCardContent>
                  </RadioCard>
                );
              })}
            </RadioCards>
          )}
          {problem && <ProblemAlert message={problem} />}
        </Stack>
      </PickerBody>
      <PickerFooter onCancel={onClose} onChoose={choose} />
    </>
  );
}
