import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { RECEIPT_CONFIRMATION_FAILED } from '@tulus/shared/rules/messages';
import { useConfirmReceived } from './api/orders.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { notify } from '../../layout/notify.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';

/** Spec section 9: after a confirmation the history opens about half a second later. */
const REDIRECT_DELAY_MS = 500;

type Props = { open: boolean; orderCode: string; onClose: () => void };

/** 'Konfirmasi Pesanan': the customer says the order arrived safely. */
export function ConfirmReceiptDialog({ open, orderCode, onClose }: Props) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = useConfirmReceived({
    onSuccess: () => {
      onClose();
      timer.current = setTimeout(() => navigate('/Profile?tab=riwayat_transaksi'), REDIRECT_DELAY_MS);
    },
    onError: () => notify.error(RECEIPT_CONFIRMATION_FAILED),
  });
  const flight = useSingleFlight();

  return (
    <ConfirmDialog
      open={open}
      title="Konfirmasi Pesanan"
      confirmLabel="Konfirmasi"
      loadingLabel="Memproses..."
      loading={flight.pending}
      onConfirm={() => flight.start(() => confirm.mutateAsync({ sales_order_code: orderCode }))}
      onClose={onClose}
    >
      <Text>Apakah pesanan Anda sudah sampai dengan baik dan aman?</Text>
      <Text mt="2" fontSize="sm" color="gray.600">
        Kode Pesanan: {orderCode}
      </Text>
    </ConfirmDialog>
  );
}
