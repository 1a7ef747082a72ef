import { useState } from 'react';
import { Box, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { RadioCards } from '../../components/RadioCards.tsx';
import { BankAccountCard } from './BankAccountCard.tsx';
import type { PaymentMethod } from '@tulus/shared/contract/payment';
import { PAYMENT_METHOD_REQUIRED } from '@tulus/shared/rules/messages';
import { errorMessage } from '../../lib/errors.ts';
import { BankIcon } from '../../components/BankIcon.tsx';
import { PickerBody, PickerDialog, PickerFooter, PickerHeader, useBackStepsBack } from '../../components/PickerDialog.tsx';
import { methodKind, usePaymentMethods } from '../../lib/api/payment-methods.ts';
import { usePaymentMethodDetail } from './api/checkout.ts';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { shownUnderTheFinger } from '../../lib/double-tap-guard.ts';

type Props = {
  open: boolean;
  /** Closing without choosing hands back nothing (spec: "closing returns empty values"). */
  onClose: () => void;
  onChoose: (method: PaymentMethod) => void;
};

/** The two-step payment method picker: bank accounts first, then the chosen account's details. */
export function PaymentMethodPickerDialog({ open, onClose, onChoose }: Props) {
  return (
    <PickerDialog open={open} onClose={onClose} size="md">
      <PaymentMethodPicker onClose={onClose} onChoose={onChoose} />
    </PickerDialog>
  );
}

function PaymentMethodPicker({ onClose, onChoose }: Omit<Props, 'open'>) {
  const methods = usePaymentMethods();
  const [step, setStep] = useState<1 | 2>(1);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = methods.data?.find((m) => String(m.id) === chosenId);
  const detail = usePaymentMethodDetail(chosen?.id, { enabled: step === 2 });
  const shown = detail.data ?? chosen;

  // The other step has its buttons elsewhere: the rest of the double tap that changes the step is dropped.
  const toStep = (next: 1 | 2) => {
    setStep(next);
    shownUnderTheFinger();
  };
  // A phone's Back on the details step goes back to the accounts, as 'Kembali' does.
  useBackStepsBack(step === 2 ? () => toStep(1) : undefined);
  const next = () => {
    if (!chosen) return setProblem(PAYMENT_METHOD_REQUIRED);
    setProblem(null);
    toStep(2);
  };

  return (
    <>
      <PickerHeader>{step === 1 ? 'Pilih Metode Pembayaran' : 'Detail Metode Pembayaran'}</PickerHeader>
      <PickerBody>
        {step === 1 ? (
          <Stack gap="3">
            {methods.isLoading && <Text color="gray.600">Memuat data...</Text>}
            {methods.error && <LoadFailed message={errorMessage(methods.error, 'Gagal mengambil metode pembayaran')} query={methods} />}
            {methods.data?.length === 0 && <Text color="gray.600">Belum ada metode pembayaran.</Text>}
            {!!methods.data?.length && (
              <RadioCards label="Rekening tujuan" value={chosenId} onValueChange={setChosenId}>
                {methods.data.map((m) => (
                  <BankAccountCard key={m.id} method={m} withAccount className="radio-card--white" />
                ))}
              </RadioCards>
            )}
            {problem && <ProblemAlert message={problem} />}
          </Stack>
        ) : shown ? (
          <Stack gap="4">
            <HStack gap="3">
              <BankIcon src={shown.icon_image} bankName={shown.bank_name} size="12" />
              <Box>
                <Text fontSize="sm" color="gray.600">
                  {methodKind(shown)}
                </Text>
                <Text fontWeight="bold" fontSize="lg">
                  {shown.bank_name}
                </Text>
              </Box>
            </HStack>
            <DataList.Root orientation="horizontal" size="md">
              <DataList.Item>
                <DataList.ItemLabel>Nomor Rekening</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold">{shown.account_number}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Atas Nama</DataList.ItemLabel>
                <DataList.ItemValue>{shown.account_name}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Text fontSize="sm" color="gray.600">
              Setelah pesanan dibuat, transfer sesuai total pembayaran ke rekening ini lalu unggah bukti pembayaran.
            </Text>
            {detail.error && <LoadFailed message={errorMessage(detail.error, 'Gagal mengambil detail metode pembayaran')} query={detail} />}
          </Stack>
        ) : null}
      </PickerBody>
      {step === 1 ? (
        <PickerFooter onCancel={onClose} onChoose={next} />
      ) : (
        <PickerFooter onCancel={() => toStep(1)} cancelLabel="Kembali" onChoose={() => chosen && onChoose(chosen)} chooseLabel="Gunakan" />
      )}
    </>
  );
}
