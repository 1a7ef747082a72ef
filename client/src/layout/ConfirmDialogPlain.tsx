import { useEffect, useId, useRef } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView.tsx';
import { useBackClosesDialog } from '../lib/back-closes-dialog.ts';
import { useShownUnderTheFinger } from '../lib/double-tap-guard.ts';
import './confirm-dialog-plain.css';

/**
 * The yes/no question when the dialog's own code did not arrive (ConfirmDialog.tsx): the browser's own modal
 * <dialog>, with the shop's plain buttons, so that 'Keluar' or 'Hapus' still asks and still works on a phone
 * that lost its signal on its first visit. The dialog's cancel (Escape) and the phone's Back are 'Batal', and the
 * rest of a double tap that opened or closed it is dropped, as for the shop's own dialog (AlertDialog.tsx).
 */
export function ConfirmDialogPlain({ open, title, children, confirmLabel, cancelLabel = 'Batal', loadingLabel, loading, destructive, onConfirm, onClose }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cancel = () => {
    if (!loading) onClose();
  };
  useShownUnderTheFinger(open);
  useBackClosesDialog(open ? cancel : undefined);
  useEffect(() => {
    const shown = dialog.current;
    if (!shown) return;
    if (open && !shown.open) shown.showModal();
    if (!open && shown.open) shown.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      className="plain-dialog"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <h2 id={titleId} className="plain-dialog__title">
        {title}
      </h2>
      <div className="plain-dialog__body">{children}</div>
      <div className="plain-dialog__actions">
        <button type="button" className="button button--md button--outline" disabled={loading} onClick={onClose}>
          {cancelLabel}
        </button>
        <button type="button" className={`button button--md button--solid ${destructive ? 'palette-red' : 'palette-brand'}`} disabled={loading} onClick={onConfirm}>
          {loading && loadingLabel ? loadingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
