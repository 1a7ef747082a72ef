import { useEffect } from 'react';
import { Button, Center, Portal } from '@chakra-ui/react';
import { Dialog } from '../../theme/with-recipe/dialog.ts';
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
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content textAlign="center">
            <Dialog.Header justifyContent="center" flexDirection="column" alignItems="center" gap="3">
              <Center color="green.500">
                <CircleCheck size={56} aria-hidden />
              </Center>
              <Dialog.Title>{PROOF_UPLOAD_SUCCESS}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Footer justifyContent="center">
              <Button colorPalette="brand" minH="11" px="10" onClick={onClose}>
                Oke
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
