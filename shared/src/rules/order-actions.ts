import type { OrderStatus } from './order-status.ts';

export type CustomerOrderAction =
  | 'upload_bukti_pembayaran'
  | 'lihat_bukti_pembayaran'
  | 'lihat_bukti_pengiriman'
  | 'konfirmasi_pesanan';

export type CustomerOrderActionOptions = {
  // The spec's unnamed flag that also offers a new upload while the payment awaits confirmation.
  canReupload?: boolean;
};

// The buttons of the order detail by status (spec section 2 table), in the order they appear.
// pembayaran_di_tolak falls under "other" in the spec, but our lifecycle lets the customer send a
// new proof after a rejected payment, so it also gets the upload button or the order would be stuck.
export function customerOrderActions(
  status: OrderStatus | (string & {}),
  options: CustomerOrderActionOptions = {},
): CustomerOrderAction[] {
  switch (status) {
    case 'menunggu_pembayaran':
      return ['upload_bukti_pembayaran'];
    case 'menunggu_konfirmasi_pembayaran':
      return options.canReupload ? ['lihat_bukti_pembayaran', 'upload_bukti_pembayaran'] : ['lihat_bukti_pembayaran'];
    case 'pembayaran_di_tolak':
      return ['lihat_bukti_pembayaran', 'upload_bukti_pembayaran'];
    case 'pesanan_telah_dikirim':
      return ['lihat_bukti_pembayaran', 'lihat_bukti_pengiriman', 'konfirmasi_pesanan'];
    case 'pesanan_telah_diterima':
      return ['lihat_bukti_pengiriman'];
    // Ours: nobody paid an expired order, so there is no proof to look at.
    case 'pesanan_kedaluwarsa':
      return [];
    default:
      return ['lihat_bukti_pembayaran'];
  }
}
