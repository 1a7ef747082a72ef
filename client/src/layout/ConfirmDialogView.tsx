import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { AlertDialog } from './AlertDialog.tsx';

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
    <AlertDialog
      open={open}
      title={title}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading} minH="11">
            {cancelLabel}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} disabled={loading} minH="11">
            {loading && loadingLabel ? loadingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </AlertDialog>
  );
}
