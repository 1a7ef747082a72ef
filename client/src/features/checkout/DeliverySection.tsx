import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { Store } from 'lucide-react';
import { SectionCard } from './SectionCard.tsx';

type Props = {
  branchName: string | null;
  onOpenBranches: () => void;
  deliveryDate: string;
  minDate: string;
  onDeliveryDateChange: (date: string) => void;
};

/** Where the order ships from and on which day. */
export function DeliverySection({ branchName, onOpenBranches, deliveryDate, minDate, onDeliveryDateChange }: Props) {
  return (
    <SectionCard title="Pengiriman" testId="pengiriman">
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Pilih Cabang Pengiriman</Field.Label>
          <HStack w="full" gap="2">
            <Input
              readOnly
              value={branchName ? `DC ${branchName}` : ''}
              placeholder="Belum ada cabang dipilih"
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
        </Field.Root>
        <Field.Root>
          <Field.Label>Pilih Waktu Pengiriman</Field.Label>
          <Input type="date" min={minDate} value={deliveryDate} onChange={(e) => onDeliveryDateChange(e.target.value)} minH="11" maxW={{ md: '60' }} />
          <Field.HelperText>Kami akan menyesuaikan pengiriman sesuai permintaan (term and condition)</Field.HelperText>
        </Field.Root>
      </Stack>
    </SectionCard>
  );
}
