import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../theme/with-recipe/dialog.ts';
import { useNavigate } from 'react-router-dom';
import { NO_ACTIVE_ADDRESS } from '@tulus/shared/rules/messages';

/**
 * 'Peringatan': opens by itself when the customer has no active address, since nothing can be
 * delivered without one; 'Oke' leads to the address book.
 */
export function NoAddressDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const toAddresses = () => navigate('/Profile?tab=alamat_saya');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && toAddresses()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Peringatan</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{NO_ACTIVE_ADDRESS}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" minH="11" onClick={toAddresses}>
                Oke
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
