import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { AlertDialog } from './AlertDialog.tsx';

type Props = {
  open: boolean;
  title: ReactNode;
  /** The result's icon and its colour, over the title. */
  icon: { Icon: LucideIcon; color: string };
  /** The message under the title, if any. */
  children?: ReactNode;
  /** The dialog's one button. */
  action: { label: string; onClick: () => void };
  /** What Escape or a tap beside the dialog does. Without it, only the button closes it. */
  onDismiss?: () => void;
};

/** An order's or an upload's result: its icon, the title and the message centred, and one button under them. */
export function ResultDialog({ open, title, icon, children, action, onDismiss }: Props) {
  return (
    <AlertDialog
      open={open}
      title={title}
      icon={icon}
      onDismiss={onDismiss}
      actions={
        <Button colorPalette="brand" minH="11" px="10" onClick={action.onClick}>
          {action.label}
        </Button>
      }
    >
      {children}
    </AlertDialog>
  );
}
