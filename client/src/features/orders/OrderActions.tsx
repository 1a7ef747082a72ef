import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack } from '@chakra-ui/react';
import { CircleCheck, Eye, MessageSquareWarning, Truck, Upload } from 'lucide-react';
import type { SalesOrderDetail } from '@tulus/shared/contract/order';
import { customerOrderActions, type CustomerOrderAction } from '@tulus/shared/rules/order-actions';
import { orderLink } from '../../lib/nav-state.ts';
import { BarTotal } from '../../layout/BarTotal.tsx';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';
import { ConfirmReceiptDialog } from './ConfirmReceiptDialog.tsx';
import { hasEnded } from './order-display.ts';
import { ReorderButton } from './ReorderButton.tsx';

/** Complaints are about a delivery: from the moment the order is on its way. */
const COMPLAINABLE = new Set(['pesanan_sedang_dikirim', 'pesanan_telah_dikirim', 'pesanan_telah_diterima']);

/**
 * The buttons of the spec's status table for this order's status, in the table's order, then
 * 'Pesan Lagi' (ours) only on an order that has ended (received, refused, expired): offered on an
 * order still under way, it invites a second order of what is already coming; and 'Ajukan
 * Komplain' once it is on its way. `overdue`: the payment deadline has just passed and the
 * provider's verdict is being read, so the order can no longer be paid. The step that moves the
 * order forward (or, once it has ended, 'Pesan Lagi') goes in the bottom bar on a phone; the
 * others stay at the end of the page.
 */
export function OrderActions({ order, overdue = false }: { order: SalesOrderDetail; overdue?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const { header } = order;
  const ref = { id: header.id, sales_order_code: order.sales_order_code, total_amount: order.total_amount };
  const actions = customerOrderActions(header.status_sales_order).filter((a) => !(overdue && a === 'upload_bukti_pembayaran'));
  const ended = hasEnded(header.status_sales_order);
  const primary = ended ? undefined : actions.find((a) => a === 'konfirmasi_pesanan' || a === 'upload_bukti_pembayaran');
  // Without a step to take (the payment is being checked), viewing the proof stands out in the page.
  const emphasised = primary ?? (ended ? undefined : actions[0]);
  const complaint = orderLink('/FormComplain', { sales_order_code: order.sales_order_code });

  const button = (action: CustomerOrderAction) => {
    const common = { colorPalette: 'brand', minH: action === primary ? '12' : '11', size: action === primary ? 'lg' : 'md', variant: action === emphasised ? 'solid' : 'outline' } as const;
    const linkTo = (pathname: string) => orderLink(pathname, ref);
    switch (action) {
      case 'upload_bukti_pembayaran': {
        const link = linkTo('/Uploadbukti');
        return (
          <Button key={action} asChild {...common}>
            <RouterLink to={link.to} state={link.state}>
              <Upload aria-hidden /> Upload Bukti Pembayaran
            </RouterLink>
          </Button>
        );
      }
      case 'lihat_bukti_pembayaran': {
        const link = linkTo('/BuktiPembayaran');
        return (
          <Button key={action} asChild {...common}>
            <RouterLink to={link.to} state={link.state}>
              <Eye aria-hidden /> Lihat Bukti Pembayaran
            </RouterLink>
          </Button>
        );
      }
      case 'lihat_bukti_pengiriman': {
        const link = linkTo('/LihatBuktiPengiriman');
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
  };

  return (
    <>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="flex-end" wrap="wrap">
        {actions.filter((a) => a !== primary).map(button)}
        {COMPLAINABLE.has(header.status_sales_order) && (
          <Button asChild variant="outline" colorPalette="gray" minH="11">
            <RouterLink to={complaint.to} state={complaint.state}>
              <MessageSquareWarning aria-hidden /> Ajukan Komplain
            </RouterLink>
          </Button>
        )}
      </Stack>
      {(primary || ended) && (
        <StickyActionBar summary={<BarTotal label="Total" amount={order.total_amount} />}>
          {primary ? button(primary) : <ReorderButton salesOrderCode={order.sales_order_code} variant="solid" size="lg" />}
        </StickyActionBar>
      )}
      <ConfirmReceiptDialog open={confirming} orderCode={order.sales_order_code} onClose={() => setConfirming(false)} />
    </>
  );
}
