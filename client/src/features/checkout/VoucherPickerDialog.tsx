import { useState } from 'react';
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { PlainCheckbox } from '../../components/PlainCheckbox.tsx';
import type { Voucher } from '@tulus/shared/contract/voucher';
import { formatDateId, formatRupiah } from '@tulus/shared/rules/format';
import { VOUCHER_NONE_ACTIVE } from '@tulus/shared/rules/messages';
import { isTrue } from '@tulus/shared/rules/text-bool';
import { toggleVoucherSelection, type VoucherId } from '@tulus/shared/rules/vouchers';
import { errorMessage } from '../../lib/errors.ts';
import { PickerBody, PickerDialog, PickerFooter, PickerHeader } from '../../components/PickerDialog.tsx';
import { LoadFailed, type Reread } from '../../components/LoadFailed.tsx';
import './voucher-picker.css';

type Props = {
  open: boolean;
  vouchers: Voucher[] | undefined;
  loading: boolean;
  /** The vouchers' read: its error, and 'Coba lagi' to read them again. */
  read: Reread;
  selectedIds: readonly VoucherId[];
  onClose: () => void;
  onApply: (ids: readonly VoucherId[]) => void;
};

/**
 * The customer's active vouchers. A general voucher stands alone (choosing it replaces the
 * others, like a radio); the others combine freely. The rule is the shared one the gateway uses.
 */
export function VoucherPickerDialog({ open, vouchers, loading, read, selectedIds, onClose, onApply }: Props) {
  return (
    <PickerDialog open={open} onClose={onClose} size="md">
      <VoucherPicker vouchers={vouchers} loading={loading} read={read} selectedIds={selectedIds} onClose={onClose} onApply={onApply} />
    </PickerDialog>
  );
}

function VoucherPicker({ vouchers, loading, read, selectedIds, onClose, onApply }: Omit<Props, 'open'>) {
  // The vouchers applied now until the customer ticks one: the picker is drawn before it is opened
  // (PickerDialog), and what is applied may change in between.
  const [edited, setEdited] = useState<readonly VoucherId[] | null>(null);
  const draft = edited ?? selectedIds;
  const offered = (vouchers ?? []).filter((v) => isTrue(v.is_active));

  const isChosen = (v: Voucher) => draft.some((id) => String(id) === String(v.id));

  return (
    <>
      <PickerHeader>Pilih Voucher</PickerHeader>
      <PickerBody>
        {loading ? (
          <Text color="gray.600">Memuat data...</Text>
        ) : read.error ? (
          <LoadFailed message={errorMessage(read.error, 'Gagal mengambil voucher')} query={read} />
        ) : offered.length === 0 ? (
          <Text color="gray.600">{VOUCHER_NONE_ACTIVE}</Text>
        ) : (
          <Stack gap="3" as="ul" listStyleType="none" aria-label="Voucher Anda">
            {offered.map((v) => {
              const chosen = isChosen(v);
              const general = isTrue(v.is_general);
              return (
                <Box as="li" key={v.id}>
                  <PlainCheckbox
                    checked={chosen}
                    onCheckedChange={() => setEdited(toggleVoucherSelection(draft, v, offered))}
                    multiline
                    className={chosen ? 'checkbox--thumb voucher-option voucher-option--chosen' : 'checkbox--thumb voucher-option'}
                    labelClassName="voucher-option__text"
                  >
                    <HStack justify="space-between" gap="2" wrap="wrap">
                      <Text fontWeight="bold" letterSpacing="wide">
                        {v.voucher_code}
                      </Text>
                      <Text fontWeight="semibold" color="green.700">
                        -{formatRupiah(v.total_discount_amount)}
                      </Text>
                    </HStack>
                    {v.description && (
                      <Text fontSize="sm" color="gray.700" fontWeight="normal">
                        {v.description}
                      </Text>
                    )}
                    <HStack gap="2" mt="1" wrap="wrap">
                      {general && <Badge colorPalette="orange">Voucher umum, tidak dapat digabung</Badge>}
                      {v.expired && /^\d{4}-\d{2}-\d{2}$/.test(v.expired) && (
                        <Text fontSize="xs" color="gray.600" fontWeight="normal">
                          Berlaku sampai {formatDateId(`${v.expired}T00:00:00+07:00`)}
                        </Text>
                      )}
                    </HStack>
                  </PlainCheckbox>
                </Box>
              );
            })}
          </Stack>
        )}
      </PickerBody>
      <PickerFooter onCancel={onClose} onChoose={() => onApply(draft)} chooseLabel="Gunakan Voucher" disabled={loading || !!read.error} />
    </>
  );
}
