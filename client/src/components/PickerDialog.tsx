import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';

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

type FooterProps = {
  onCancel: () => void;
  /** The left button's word: 'Batal' unless it steps back ('Kembali'). */
  cancelLabel?: string;
  onChoose: () => void;
  /** The main button's word: 'Pilih' unless the picker applies something else. */
  chooseLabel?: string;
  disabled?: boolean;
};

/** A picker's two buttons: the left one hands back nothing (or steps back), the main one hands back the draft. */
export function PickerFooter({ onCancel, cancelLabel = 'Batal', onChoose, chooseLabel = 'Pilih', disabled }: FooterProps) {
  return (
    <Dialog.Footer>
      <Button variant="outline" minH="11" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button colorPalette="brand" minH="11" onClick={onChoose} disabled={disabled}>
        {chooseLabel}
      </Button>
    </Dialog.Footer>
  );
}
