import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, CloseButton, Portal } from '@chakra-ui/react';
import { Dialog } from '../theme/with-recipe/dialog.ts';
import { useIdle } from '../lib/use-idle.ts';

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
  // Opened once, the picker's styles are in the page: nothing more to draw ahead.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  usePageHeldStill(open);
  usePageHiddenBehind(open);
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => !e.open && onClose()}
        placement="center"
        scrollBehavior="inside"
        size={size}
        lazyMount
        unmountOnExit
        // The page is held still by usePageHeldStill instead.
        preventScroll={false}
        // Modal by hand, not Ark's modal: Ark blocks the page's taps with `pointer-events: none` on the
        // body, an inherited property, so each opening restyled every element of the page (about 60 to
        // 130 ms of a tap on a phone slowed 4x; docs/performance.md section 17). Here the positioner,
        // which covers the screen, catches the taps (a tap beside the picker closes it and reaches nothing
        // under it), the page is hidden from screen readers (usePageHiddenBehind), the content says it is
        // modal (PickerFrame) and focus stays inside it.
        modal={false}
        trapFocus
        closeOnInteractOutside
      >
        <Portal>
          <PickerFrame>{children}</PickerFrame>
        </Portal>
      </Dialog.Root>
      {!opened && <DrawnAhead size={size}>{children}</DrawnAhead>}
    </>
  );
}

/**
 * The page behind an open picker does not scroll: its root's overflow is hidden while the picker is
 * open (the scrollbar's room stays: global.css). Not Ark's own lock (`preventScroll`), which also sets
 * `--scrollbar-width` on the page root: a custom property is inherited by every element, so each
 * opening restyled the whole page (docs/performance.md section 12). Overflow is not inherited: the
 * root alone is restyled.
 */
function usePageHeldStill(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement.style;
    const before = root.overflow;
    root.overflow = 'hidden';
    return () => {
      root.overflow = before;
    };
  }, [open]);
}

/**
 * While a picker is open the page behind it is hidden from screen readers (TalkBack reads the picker
 * alone), as Ark's modal dialog hides it: `aria-hidden` on the app's root, outside which the picker is
 * drawn (a portal into the body). No style of the shop or of Chakra depends on that attribute, so
 * nothing is restyled. Set after the dialog's own effects, which have moved the focus into it.
 */
function usePageHiddenBehind(open: boolean): void {
  useEffect(() => {
    const app = document.getElementById('root');
    if (!open || !app) return;
    app.setAttribute('aria-hidden', 'true');
    return () => app.removeAttribute('aria-hidden');
  }, [open]);
}

function PickerFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Dialog.Backdrop />
      <Dialog.Positioner px="3">
        <Dialog.Content aria-modal>
          {children}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Tutup" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </>
  );
}

/**
 * The picker as its first opening draws it, rendered once the browser is idle into an element that
 * is not in the page (nobody sees it, nothing can reach it), closed, until that opening. Chakra makes
 * a component's styles as it renders, and Emotion adds their rules to the page's style sheet then;
 * Chromium restyles every element of the page when a rule inside `@media` or `@layer` is added: with
 * Ark's scroll lock (usePageHeldStill), the cause of one of the two style passes over the whole page
 * that made two thirds of a picker's first opening on a phone slowed 4x (docs/performance.md section
 * 12). Drawn ahead, its rules are in the sheet before the tap, and the answers of its lists in the
 * query cache.
 */
function DrawnAhead({ size, children }: { size: Props['size']; children: ReactNode }) {
  // Deferred: React renders it in slices that yield to a tap, not in one task.
  const idle = useDeferredValue(useIdle());
  // Made once, with the picker's content as it is then: the checkout's later renders (each opening
  // of another picker) do not draw it again; its lists still fill in as their answers arrive.
  const [ahead, setAhead] = useState<ReactNode>(null);
  if (idle && ahead === null && typeof document !== 'undefined') {
    setAhead(
      createPortal(
        <Dialog.Root open={false} lazyMount={false} unmountOnExit={false} placement="center" scrollBehavior="inside" size={size}>
          <PickerFrame>{children}</PickerFrame>
        </Dialog.Root>,
        document.createElement('div'),
      ),
    );
  }
  return ahead;
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
