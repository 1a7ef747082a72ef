import { driverStatusLabel } from '@tulus/shared/rules/order-status';

/**
 * The dashboard's sub-tabs. The spec has two (Sedang Dikirim, Telah Diterima); an order the
 * driver has just delivered stays 'pesanan_telah_dikirim' until the customer confirms, and
 * would vanish from both, so a third tab shows what waits for the customer.
 */
export const DELIVERY_FILTERS = [
  { key: 'sedang_dikirim', status: 'pesanan_sedang_dikirim', label: 'Sedang Dikirim' },
  { key: 'menunggu_konfirmasi', status: 'pesanan_telah_dikirim', label: 'Menunggu Konfirmasi' },
  { key: 'telah_diterima', status: 'pesanan_telah_diterima', label: 'Telah Diterima' },
] as const;

export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

export function deliveryFilterOf(key: string | null): DeliveryFilter {
  return DELIVERY_FILTERS.find((f) => f.key === key) ?? DELIVERY_FILTERS[0];
}

export const AWAITING_CUSTOMER_LABEL = 'Menunggu Konfirmasi Pelanggan';
/** What happens to a delivered order next: the dashboard's and the detail's note, and the receipt page's. */
const MOVES_WHEN_CONFIRMED = 'Pesanan pindah ke Telah Diterima setelah pelanggan mengonfirmasi penerimaan.';
export const AWAITING_CUSTOMER_NOTE = `Bukti penerimaan sudah diunggah. ${MOVES_WHEN_CONFIRMED}`;

/**
 * What the receipt page says of an order whose receipt is already in (the provider refuses a second
 * one), or null while it is still on its way.
 */
export function receiptAlreadyUploaded(status: string): { title: string; description: string } | null {
  const title = 'Bukti penerimaan pesanan ini sudah diunggah.';
  if (status === 'pesanan_telah_dikirim') return { title, description: MOVES_WHEN_CONFIRMED };
  if (status === 'pesanan_telah_diterima') return { title, description: 'Pelanggan sudah mengonfirmasi penerimaan pesanan ini.' };
  return null;
}

/** The spec's driver labels; the delivered-but-unconfirmed status gets a name instead of 'Status Tidak Diketahui'. */
export function deliveryStatusLabel(status: string): string {
  return status === 'pesanan_telah_dikirim' ? AWAITING_CUSTOMER_LABEL : driverStatusLabel(status);
}

export function deliveryStatusColour(status: string): string {
  if (status === 'pesanan_sedang_dikirim') return 'orange';
  if (status === 'pesanan_telah_dikirim') return 'yellow';
  if (status === 'pesanan_telah_diterima') return 'green';
  return 'gray';
}
