import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack } from '@chakra-ui/react';
import { CircleCheck, Eye, Truck, Upload } from 'lucide-react';
import type { SalesOrderDetail } from '@tulus/shared/contract/order';
import { customerOrderActions } from '@tulus/shared/rules/order-actions';
import { orderLink } from '../../lib/order-ref.ts';
import { ConfirmReceiptDialog } from './ConfirmReceiptDialog.tsx';
import { hasEnded } from './order-display.ts';
import { ReorderButton } from './ReorderButton.tsx';

/**
 * The buttons of the spec's status table for this order's status, in the table's order, then
 * 'Pesan Lagi' (ours) on an order that has ended (received, refused, expired): offered on an
 * order still under way, it invites a second order of what is already coming. `overdue`: the payment deadline has just passed and
 * the provider's verdict is being read, so the order can no longer be paid.
 */
export function OrderActions({ order, overdue = false }: { order: SalesOrderDetail; overdue?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const { header } = order;
  const ref = { id: header.id, sales_order_code: order.sales_order_code, total_amount: order.total_amount };
  const actions = customerOrderActions(header.status_sales_order).filter((a) => !(overdue && a === 'upload_bukti_pembayaran'));
  // The step that moves the order forward stands out; viewing a proof is secondary. An order that
  // has ended (received, refused, expired) makes ordering it again the main step.
  const ended = hasEnded(header.status_sales_order);
  const primary = ended ? undefined : (actions.find((a) => a === 'konfirmasi_pesanan' || a === 'upload_bukti_pembayaran') ?? actions[0]);

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="flex-end" wrap="wrap">
      {actions.map((action) => {
        const common = { colorPalette: 'brand', minH: '11', variant: action === primary ? 'solid' : 'outline' } as const;
        switch (action) {
          case 'upload_bukti_pembayaran': {
            const link = orderLink('/Uploadbukti', ref);
            return (
              <Button key={action} asChild {...common}>
                <RouterLink to={link.to} state={link.state}>
                  <Upload aria-hidden /> Upload Bukti Pembayaran
                </RouterLink>
              </Button>
            );
          }
          case 'lihat_bukti_pembayaran': {
            const link = orderLink('/BuktiPembayaran', ref);
            return (
              <Button key={action} asChild {...common}>
                <RouterLink to={link.to} state={link.state}>
                  <Eye aria-hidden /> Lihat Bukti Pembayaran
                </RouterLink>
              </Button>
            );
          }
          case 'lihat_bukti_pengiriman': {
            const link = orderLink('/LihatBuktiPengiriman', ref);
            return (
              <Button key={action} asChild {...common}>
                <RouterLink to={link.to} state={link.state}>
                  <Truck aria-hidden /> Lihat Bukti Pengiriman
                </RouterLink>
              </Button>
            );
          }
          case 'konfirmasi_pesanan':
            return (
              <Button key={action} {...common} onClick={() => setConfirming(true)}>
                <CircleCheck aria-hidden /> Konfirmasi Pesanan
              </Button>
            );
        }
      })}
      {ended && <ReorderButton salesOrderCode={order.sales_order_code} variant="solid" />}
      <ConfirmReceiptDialog open={confirming} orderCode={order.sales_order_code} onClose={() => setConfirming(false)} />
    </Stack>
  );
}
