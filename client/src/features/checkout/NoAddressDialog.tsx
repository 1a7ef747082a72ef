import { Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { NO_ACTIVE_ADDRESS } from '@tulus/shared/rules/messages';
import { AlertDialog } from '../../layout/AlertDialog.tsx';

/**
 * 'Peringatan': opens by itself when the customer has no active address, since nothing can be
 * delivered without one; 'Oke' leads to the address book.
 */
export function NoAddressDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const toAddresses = () => navigate('/Profile?tab=alamat_saya');
  return (
    <AlertDialog
      open={open}
      title="Peringatan"
      onDismiss={toAddresses}
      actions={
        <Button colorPalette="brand" minH="11" onClick={toAddresses}>
          Oke
        </Button>
      }
    >
      <Text>{NO_ACTIVE_ADDRESS}</Text>
    </AlertDialog>
  );
}
