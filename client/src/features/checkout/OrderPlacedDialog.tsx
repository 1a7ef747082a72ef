import { Text } from '@chakra-ui/react';
import { ResultDialog } from '../../layout/ResultDialog.tsx';
import { CircleCheck } from 'lucide-react';
import { CHECKOUT_SUCCESS } from '@tulus/shared/rules/messages';

/**
 * Shown once the order exists. It can only be left through 'Bayar': the cart lines are gone
 * by then, so staying on the checkout would offer nothing left to do.
 */
export function OrderPlacedDialog({ open, orderCode, onPay }: { open: boolean; orderCode: string | null; onPay: () => void }) {
  return (
    <ResultDialog open={open} title={CHECKOUT_SUCCESS} icon={{ Icon: CircleCheck, color: 'green.500' }} action={{ label: 'Bayar', onClick: onPay }}>
      {orderCode ? (
        <Text color="gray.600">
          Kode pesanan: <strong>{orderCode}</strong>
        </Text>
      ) : undefined}
    </ResultDialog>
  );
}
