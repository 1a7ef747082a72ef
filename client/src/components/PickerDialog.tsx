import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

type Props = {
  open: boolean;
  /** Closing without choosing (Batal, the cross, Escape, a tap outside) hands back nothing. */
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** The picker's header, body and footer: a component that holds the draft choice. */
  children: ReactNode;
};

/**
 * The frame of the checkout's pickers (address, branch, payment method, voucher). Its content is
 * mounted on opening and unmounted on closing, so each opening starts from a fresh draft: no
 * effect resets the choice when `open` turns true (react-hooks set-state-in-effect, decision 030).
 */
export function PickerDialog({ open, onClose, size = 'md', children }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={size}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Tutup" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
