import { useEffect } from 'react';
import { ResultDialog } from '../../layout/ResultDialog.tsx';
import { CircleCheck } from 'lucide-react';
import { PROOF_UPLOAD_SUCCESS } from '@tulus/shared/rules/messages';

/** Spec section 9: the upload message closes itself after 2 s; closing leads to the history. */
const AUTO_CLOSE_MS = 2000;

export function UploadDoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, onClose]);

  return (
    <ResultDialog open={open} title={PROOF_UPLOAD_SUCCESS} icon={{ Icon: CircleCheck, color: 'green.500' }} onDismiss={onClose} action={{ label: 'Oke', onClick: onClose }} />
  );
}
