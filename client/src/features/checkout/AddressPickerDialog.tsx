import { useState } from 'react';
import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { RadioCard, RadioCardContent, RadioCardDescription, RadioCards, RadioCardTitle } from '../../components/RadioCards.tsx';
import { isTrue } from '@tulus/shared/rules/text-bool';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../layout/notify.ts';
import { googleMapsUrl } from '../../lib/maps-link.ts';
import { addressLines } from './address-lines.ts';
import { PickerBody, PickerDialog, PickerFooter, PickerHeader } from '../../components/PickerDialog.tsx';
import { useActivateAddress, useAddresses } from '../../lib/api/addresses.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  /** A different address became active: branch distances changed. */
  onActivated: () => void;
};

/** 'Pilih Alamat': the customer's addresses as radio cards; choosing one makes it the active address. */
export function AddressPickerDialog({ open, onClose, onActivated }: Props) {
  return (
    <PickerDialog open={open} onClose={onClose} size="lg">
      <AddressPicker onClose={onClose} onActivated={onActivated} />
    </PickerDialog>
  );
}

function AddressPicker({ onClose, onActivated }: Omit<Props, 'open'>) {
  const addresses = useAddresses();
  const activeId = addresses.data?.find((a) => isTrue(a.is_active))?.id;
  // Each opening starts from the address that is active now (PickerDialog draws this anew after each closing).
  const [chosen, setChosen] = useState<string | null>(null);
  const activate = useActivateAddress({
    onSuccess: () => {
      onActivated();
      onClose();
    },
    onError: (error) => notify.error(errorMessage(error, 'Gagal memilih alamat')),
  });
  const flight = useSingleFlight();

  const value = chosen ?? (activeId != null ? String(activeId) : null);

  const onPick = () => {
    const id = Number(value);
    // Spec section 4: selecting the already-active address just closes the picker.
    if (!value || id === activeId) return onClose();
    flight.start(() => activate.mutateAsync({ customer_address_id: id }));
  };

  return (
    <>
      <PickerHeader>Pilih Alamat</PickerHeader>
      <PickerBody>
        {addresses.isLoading ? (
          <Text color="gray.600">Memuat data...</Text>
        ) : addresses.error ? (
          <LoadFailed message={errorMessage(addresses.error, 'Gagal memuat daftar alamat')} query={addresses} />
        ) : !addresses.data?.length ? (
          <Text color="gray.600">Tidak ada alamat yang tersedia.</Text>
        ) : (
          <RadioCards label="Daftar alamat" value={value} onValueChange={setChosen} palette="green">
            {addresses.data.map((address) => {
              const active = isTrue(address.is_active);
              const maps = googleMapsUrl(address);
              return (
                <RadioCard key={address.id} value={String(address.id)} className={active ? 'radio-card--active-address' : 'radio-card--white'} data-testid={`alamat-${address.id}`}>
                  <RadioCardContent>
                    <HStack gap="2" wrap="wrap">
                      <RadioCardTitle>{address.header_name || 'Alamat'}</RadioCardTitle>
                      {active && <Badge colorPalette="green">Alamat Aktif</Badge>}
                    </HStack>
                    <RadioCardDescription>
                      {addressLines(address).map((line) => (
                        <Text key={line} as="span" display="block">
                          {line}
                        </Text>
                      ))}
                    </RadioCardDescription>
                    {maps && (
                      <Link href={maps} target="_blank" rel="noreferrer" color="brand.600" fontSize="sm" onClick={(e) => e.stopPropagation()}>
                        Lihat di Google Maps
                      </Link>
                    )}
                  </RadioCardContent>
                </RadioCard>
              );
            })}
          </RadioCards>
        )}
      </PickerBody>
      <PickerFooter onCancel={onClose} onChoose={onPick} disabled={flight.pending || !addresses.data?.length} />
    </>
  );
}
