import { startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { Address } from '@tulus/shared/contract/address';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../layout/notify.ts';
import { AddressCard } from './AddressCard.tsx';
import { DeleteAddressDialog } from './DeleteAddressDialog.tsx';
import { useActivateAddress, useAddresses } from '../../lib/api/addresses.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { preloadable } from '../../lib/preloadable.tsx';
import { whenIdle } from '../../lib/when-idle.ts';
import { addressDraft } from './address-draft.ts';
import type { AddressForm } from './address-form.ts';
import type { FormDraft } from '../../lib/form-draft.ts';

// The address form (its dialog, fields and map picker) is not in the tab's first load, which a phone
// fetches before the tab can paint (decision 050): it loads once the page is idle, so 'Tambah Alamat'
// opens it at once, or when it is asked for before that.
const AddressFormDialog = preloadable(() => import('./AddressFormDialog.tsx'), 'AddressFormDialog');

type Draft = FormDraft<AddressForm>;
type FormDialog = { mode: 'add'; draft?: Draft } | { mode: 'edit'; address: Address; draft?: Draft } | null;

/** Alamat Saya: the customer's addresses; add, edit, delete, and choose the active one. */
export function AddressBook() {
  const addresses = useAddresses();
  const [formDialog, setFormDialog] = useState<FormDialog>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const activate = useActivateAddress({
    onSuccess: () => {
      notify.success('Alamat aktif berhasil diubah.');
    },
    onError: (error) => notify.error(errorMessage(error, 'Gagal memilih alamat')),
  });
  const activating = useSingleFlight();
  const closeForm = useCallback(() => setFormDialog(null), []);
  useEffect(() => whenIdle(() => void AddressFormDialog.preload().catch(() => {})), []);

  // A form the page went away with, open and not saved (lib/form-draft.ts), opens again with its typing:
  // read after the tab is hydrated (the gateway has no sessionStorage), in a transition so that the tab's
  // drawn content is hydrated before it; an edit once the list has the address.
  const [restoring, setRestoring] = useState<Draft | null>(null);
  useEffect(() => {
    const draft = addressDraft.read();
    if (draft) startTransition(() => setRestoring(draft));
  }, []);
  if (restoring && (formDialog !== null || restoring.editing === null || addresses.data)) {
    setRestoring(null);
    const edited = addresses.data?.find((address) => address.id === restoring.editing);
    // A form the customer opened meanwhile stays; an address deleted meanwhile has no form to open.
    if (formDialog === null && restoring.editing === null) setFormDialog({ mode: 'add', draft: restoring });
    else if (formDialog === null && edited) setFormDialog({ mode: 'edit', address: edited, draft: restoring });
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="md">Daftar Alamat</Heading>
        <Button colorPalette="brand" minH="11" onClick={() => setFormDialog({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          Tambah Alamat
        </Button>
      </HStack>

      {addresses.isLoading && (
        <Stack gap="3" aria-busy="true">
          <Text color="fg.muted">Memuat data...</Text>
          <Skeleton h="36" />
          <Skeleton h="36" />
        </Stack>
      )}
      {addresses.error && <LoadFailed message={errorMessage(addresses.error, 'Gagal memuat daftar alamat')} query={addresses} />}
      {addresses.data?.length === 0 && (
        <Stack align="center" textAlign="center" py="8" gap="1" borderWidth="1px" borderStyle="dashed" borderRadius="l3">
          <Text fontWeight="medium">Tidak ada alamat yang tersedia.</Text>
          <Text color="fg.muted" fontSize="sm">Tambahkan alamat pengiriman agar bisa melakukan checkout.</Text>
        </Stack>
      )}
      {addresses.data && addresses.data.length > 0 && (
        <Stack as="ul" gap="3" m="0" p="0">
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              activating={activating.pending && activate.variables?.customer_address_id === address.id}
              onActivate={() => activating.start(() => activate.mutateAsync({ customer_address_id: address.id }))}
              onEdit={() => setFormDialog({ mode: 'edit', address })}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </Stack>
      )}

      {formDialog && (
        <Suspense fallback={null}>
          <AddressFormDialog
            key={formDialog.mode === 'edit' ? formDialog.address.id : 'add'}
            address={formDialog.mode === 'edit' ? formDialog.address : undefined}
            draft={formDialog.draft}
            onClose={closeForm}
          />
        </Suspense>
      )}
      <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
