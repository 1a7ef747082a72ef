import { getSalesOrderCustomer } from '@tulus/shared/contract/order';
import { orderStatusLabel } from '@tulus/shared/rules/order-status';
import { customerProcedure, router } from '../trpc/trpc.ts';

/** The spec's three notification looks (green, blue, red), plus the order they are about. */
export type NotificationKind = 'success' | 'processing' | 'expired';

const KIND: Record<string, NotificationKind> = {
  pesanan_telah_diterima: 'success',
  pesanan_telah_dikirim: 'success',
  pesanan_di_tolak: 'expired',
  pembayaran_di_tolak: 'expired',
  pesanan_kedaluwarsa: 'expired',
};

const DESCRIPTION: Record<string, string> = {
  menunggu_pembayaran: 'Segera lakukan pembayaran sebelum batas waktu berakhir.',
  menunggu_konfirmasi_pembayaran: 'Bukti pembayaran Anda sedang kami periksa.',
  pesanan_di_proses: 'Pembayaran diterima. Pesanan Anda sedang disiapkan.',
  pesanan_sedang_dikirim: 'Pesanan Anda sedang dalam perjalanan.',
  pesanan_telah_dikirim: 'Pesanan telah sampai. Mohon konfirmasi penerimaan.',
  pesanan_telah_diterima: 'Terima kasih! Pesanan telah Anda terima.',
  pembayaran_di_tolak: 'Pembayaran ditolak. Silakan unggah ulang bukti pembayaran.',
  pesanan_di_tolak: 'Pesanan ditolak.',
  pesanan_kedaluwarsa: 'Batas waktu pembayaran telah berakhir. Anda dapat memesan produk yang sama lagi.',
};

export const notificationsRouter = router({
  /**
   * Built from the customer's real orders (the existing shop showed hard-coded samples): one per
   * order in its current state, dated when that state began (a rejection, an expiry), newest first.
   */
  list: customerProcedure.query(async ({ ctx }) => {
    const res = await ctx.call(getSalesOrderCustomer, { status_sales_order: 'all', customer_code: ctx.session.customer_code });
    const changedAt = (order: { created_at: string; updated_at?: string | null }) => order.updated_at ?? order.created_at;
    return [...res.data.data]
      .sort((a, b) => changedAt(b).localeCompare(changedAt(a)))
      .slice(0, 50)
      .map((order) => ({
        id: order.id,
        sales_order_code: order.sales_order_code,
        status: order.status_sales_order,
        kind: KIND[order.status_sales_order] ?? 'processing',
        title: orderStatusLabel(order.status_sales_order),
        product_name: order.detail.map((line) => `${line.product_name} x${line.quantity}`).join(', '),
        description: order.reject_reason ? `${DESCRIPTION[order.status_sales_order] ?? ''} Alasan: ${order.reject_reason}`.trim() : (DESCRIPTION[order.status_sales_order] ?? ''),
        date: changedAt(order),
      }));
  }),
});
