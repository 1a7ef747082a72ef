import { formatDateId, formatDateTimeId } from '@tulus/shared/rules/format';
import { ORDER_TRANSITIONS } from '@tulus/shared/rules/order-lifecycle';
import { isOrderStatus } from '@tulus/shared/rules/order-status';

/** One colour per status, the same on the history cards and the order detail. */
const STATUS_COLOURS: Record<string, string> = {
  menunggu_pembayaran: 'orange',
  menunggu_konfirmasi_pembayaran: 'yellow',
  pesanan_di_proses: 'blue',
  pesanan_sedang_dikirim: 'cyan',
  pesanan_telah_dikirim: 'teal',
  pesanan_telah_diterima: 'green',
  pesanan_di_tolak: 'red',
  pembayaran_di_tolak: 'red',
  pesanan_kedaluwarsa: 'gray',
};

export const statusColour = (status: string): string => STATUS_COLOURS[status] ?? 'gray';

/** A date from the provider that cannot be read shows as it came rather than breaking the screen. */
export function orderDate(value: string, withTime = false): string {
  try {
    return withTime ? formatDateTimeId(value) : formatDateId(value);
  } catch {
    return value;
  }
}

/** Received, refused or expired: nothing more happens to the order, so ordering it again comes first. */
export const hasEnded = (status: string): boolean => isOrderStatus(status) && Object.keys(ORDER_TRANSITIONS[status]).length === 0;
