import type { Address } from '@tulus/shared/contract/address';
import { useRemoveAddress } from './api/addresses.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { notify } from '../../layout/notify.ts';

type Props = { address: Address | null; onClose: () => void };

/** 'Konfirmasi Hapus' before an (inactive) address is deleted. */
export function DeleteAddressDialog({ address, onClose }: Props) {
  const remove = useRemoveAddress({
    onSuccess: () => {
      notify.success('Alamat berhasil dihapus.');
      onClose();
    },
    onError: (error) => notify.error(errorMessage(error, 'Gagal menghapus alamat')),
  });
  // A second tap would ask to delete an address that is already gone, and show that as an error.
  const flight = useSingleFlight();

  return (
    <ConfirmDialog
      open={address !== null}
      title="Konfirmasi Hapus"
      confirmLabel="Hapus"
      cancelLabel="Batal"
      loadingLabel="Menghapus..."
      loading={flight.pending}
      destructive
      onConfirm={() => address && flight.start(() => remove.mutateAsync({ customer_address_id: address.id }))}
      onClose={onClose}
    >
      Apakah Anda yakin ingin menghapus alamat ini?
    </ConfirmDialog>
  );
}
