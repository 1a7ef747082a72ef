import type { ReactNode } from 'react';
import { Button, Portal } from '@chakra-ui/react';
import { Dialog } from '../theme/with-recipe/dialog.ts';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Text of the confirm button while the action runs (e.g. 'Memproses...'). */
  loadingLabel?: string;
  loading?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The shop's yes/no dialog as it is drawn; screens use layout/ConfirmDialog.tsx, which loads it. */
export function ConfirmDialogView({ open, title, children, confirmLabel, cancelLabel = 'Batal', loadingLabel, loading, destructive, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading} minH="11">
                {cancelLabel}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} disabled={loading} minH="11">
                {loading && loadingLabel ? loadingLabel : confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
