import { Button, Center, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../theme/with-recipe/dialog.ts';
import { CircleCheck } from 'lucide-react';
import { CHECKOUT_SUCCESS } from '@tulus/shared/rules/messages';

/**
 * Shown once the order exists. It can only be left through 'Bayar': the cart lines are gone
 * by then, so staying on the checkout would offer nothing left to do.
 */
export function OrderPlacedDialog({ open, orderCode, onPay }: { open: boolean; orderCode: string | null; onPay: () => void }) {
  return (
    <Dialog.Root open={open} closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content textAlign="center">
            <Dialog.Header justifyContent="center" flexDirection="column" alignItems="center" gap="3">
              <Center color="green.500">
                <CircleCheck size={56} aria-hidden />
              </Center>
              <Dialog.Title>{CHECKOUT_SUCCESS}</Dialog.Title>
            </Dialog.Header>
            {orderCode && (
              <Dialog.Body>
                <Text color="gray.600">
                  Kode pesanan: <strong>{orderCode}</strong>
                </Text>
              </Dialog.Body>
            )}
            <Dialog.Footer justifyContent="center">
              <Button colorPalette="brand" minH="11" px="10" onClick={onPay}>
                Bayar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
