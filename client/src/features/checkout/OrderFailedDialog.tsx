import { Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { ResultDialog } from '../../layout/ResultDialog.tsx';

/** The failure dialog: below the minimum order, or the gateway refused the order. */
export function OrderFailedDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <ResultDialog open={message !== null} title="Pesanan Gagal" icon={{ Icon: CircleAlert, color: 'red.500' }} onDismiss={onClose} action={{ label: 'Tutup', onClick: onClose }}>
      <Text>{message}</Text>
    </ResultDialog>
  );
}
