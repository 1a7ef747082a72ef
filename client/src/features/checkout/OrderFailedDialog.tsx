import { Button, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { AlertDialog } from '../../layout/AlertDialog.tsx';

/** The failure dialog: below the minimum order, or the gateway refused the order. */
export function OrderFailedDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <AlertDialog
      open={message !== null}
      title="Pesanan Gagal"
      icon={{ Icon: CircleAlert, color: 'red.500' }}
      onDismiss={onClose}
      actions={
        <Button colorPalette="brand" minH="11" px="10" onClick={onClose}>
          Tutup
        </Button>
      }
    >
      <Text>{message}</Text>
    </AlertDialog>
  );
}
