import type { Address } from '@tulus/shared/contract/address';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { notify } from '../../layout/toaster.tsx';

type Props = { address: Address | null; onClose: () => void };

/** 'Konfirmasi Hapus' before an (inactive) address is deleted. */
export function DeleteAddressDialog({ address, onClose }: Props) {
  const utils = trpc.useUtils();
  const remove = trpc.addresses.remove.useMutation({
    onSuccess: () => {
      void utils.addresses.list.invalidate();
      notify.success('Alamat berhasil dihapus.');
      onClose();
    },
    onError: (error) => notify.error(errorMessage(error, 'Gagal menghapus alamat')),
  });

  return (
    <ConfirmDialog
      open={address !== null}
      title="Konfirmasi Hapus"
      confirmLabel="Hapus"
      cancelLabel="Batal"
      loadingLabel="Menghapus..."
      loading={remove.isPending}
      destructive
      onConfirm={() => address && remove.mutate({ customer_address_id: address.id })}
      onClose={onClose}
    >
      Apakah Anda yakin ingin menghapus alamat ini?
    </ConfirmDialog>
  );
}
