import { Button, Center, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../theme/with-recipe/dialog.ts';
import { CircleAlert } from 'lucide-react';

/** The failure dialog: below the minimum order, or the gateway refused the order. */
export function OrderFailedDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={message !== null} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content textAlign="center">
            <Dialog.Header justifyContent="center" flexDirection="column" alignItems="center" gap="3">
              <Center color="red.500">
                <CircleAlert size={56} aria-hidden />
              </Center>
              <Dialog.Title>Pesanan Gagal</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center">
              <Button colorPalette="brand" minH="11" px="10" onClick={onClose}>
                Tutup
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
