import type { ReactNode } from 'react';
import { Center, Portal } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { Dialog } from '../theme/with-recipe/dialog.ts';
import { useShownUnderTheFinger } from '../lib/double-tap-guard.ts';
import { useBackClosesDialog } from '../lib/back-closes-dialog.ts';

type Props = {
  open: boolean;
  title: ReactNode;
  /** A result's icon and its colour: the dialog is then centred under it. */
  icon?: { Icon: LucideIcon; color: string };
  /** The message under the title, if any. */
  children?: ReactNode;
  /** The dialog's buttons. */
  actions: ReactNode;
  /** What Escape, a tap beside the dialog or a phone's Back does. Without it, only the dialog's own buttons close it (and Back leaves the page). */
  onDismiss?: () => void;
};

/**
 * The shop's alert dialogs (a yes/no question, a warning, an order's or an upload's result): Chakra's
 * dialog with role `alertdialog`, centred on the screen, off the phone's edges.
 */
export function AlertDialog({ open, title, icon, children, actions, onDismiss }: Props) {
  const centred = icon !== undefined;
  // The rest of the double tap that opened it is not for its buttons (a cart line's 'Hapus' lies under the
  // question's own), nor the rest of the one that closed it for the page under it.
  useShownUnderTheFinger(open);
  useBackClosesDialog(open ? onDismiss : undefined);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onDismiss?.()}
      closeOnEscape={onDismiss !== undefined}
      closeOnInteractOutside={onDismiss !== undefined}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content textAlign={centred ? 'center' : undefined}>
            <Dialog.Header {...(centred && { justifyContent: 'center', flexDirection: 'column', alignItems: 'center', gap: '3' })}>
              {icon && (
                <Center color={icon.color}>
                  <icon.Icon size={56} aria-hidden />
                </Center>
              )}
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children !== undefined && <Dialog.Body>{children}</Dialog.Body>}
            <Dialog.Footer justifyContent={centred ? 'center' : undefined}>{actions}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
