// The eight values of status_sales_order (spec section 4), plus pesanan_kedaluwarsa: ours, for an
// unpaid order whose payment deadline passed (the provider expires it; the spec has no such state).
export const ORDER_STATUSES = [
  'menunggu_pembayaran',
  'menunggu_konfirmasi_pembayaran',
  'pesanan_di_proses',
  'pesanan_sedang_dikirim',
  'pesanan_telah_dikirim',
  'pesanan_telah_diterima',
  'pesanan_di_tolak',
  'pembayaran_di_tolak',
  'pesanan_kedaluwarsa',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export const UNKNOWN_STATUS_LABEL = 'Status Tidak Diketahui';

// Customer-facing labels. The spec gives five; the labels of menunggu_pembayaran,
// pesanan_di_tolak, pembayaran_di_tolak and pesanan_kedaluwarsa are ours, in the same style.
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  menunggu_pembayaran: 'Menunggu Pembayaran',
  menunggu_konfirmasi_pembayaran: 'Menunggu Konfirmasi Pembayaran',
  pesanan_di_proses: 'Pesanan Di Proses',
  pesanan_sedang_dikirim: 'Pesanan Sedang di Kirim',
  pesanan_telah_dikirim: 'Pesanan Telah di Kirim',
  pesanan_telah_diterima: 'Pesanan Telah Diterima',
  pesanan_di_tolak: 'Pesanan Di Tolak',
  pembayaran_di_tolak: 'Pembayaran Di Tolak',
  pesanan_kedaluwarsa: 'Pesanan Kedaluwarsa',
};

export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : UNKNOWN_STATUS_LABEL;
}

// The driver screens spell the two statuses they show differently from the customer side (spec).
export function driverStatusLabel(status: string): string {
  if (status === 'pesanan_sedang_dikirim') return 'Pesanan Sedang Dikirim';
  if (status === 'pesanan_telah_diterima') return 'Pesanan Telah Diterima';
  return UNKNOWN_STATUS_LABEL;
}
