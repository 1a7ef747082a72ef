import { isOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from './order-status.ts';

// The happy path the order detail's progress tracker shows, in order.
export const TRACKER_STEPS = [
  'menunggu_pembayaran',
  'menunggu_konfirmasi_pembayaran',
  'pesanan_di_proses',
  'pesanan_sedang_dikirim',
  'pesanan_telah_dikirim',
  'pesanan_telah_diterima',
] as const satisfies readonly OrderStatus[];

const stepIndex = (status: OrderStatus): number => (TRACKER_STEPS as readonly OrderStatus[]).indexOf(status);

export type TrackerStep = {
  status: OrderStatus;
  label: string;
  done: boolean;
  current: boolean;
  // Spec: steps up to and including the current one are highlighted.
  highlighted: boolean;
  rejected: boolean;
};

// A rejection is shown as a red step where the order stopped: a payment rejection follows the
// confirmation step and keeps the later steps (a new proof can resume the order); an order
// rejection follows processing and ends the tracker, since nothing comes after it. An expired
// order stopped while waiting for payment and ends there too.
const REJECTIONS: Partial<Record<OrderStatus, { after: OrderStatus; final: boolean }>> = {
  pembayaran_di_tolak: { after: 'menunggu_konfirmasi_pembayaran', final: false },
  pesanan_di_tolak: { after: 'pesanan_di_proses', final: true },
  pesanan_kedaluwarsa: { after: 'menunggu_pembayaran', final: true },
};

function step(status: OrderStatus, position: 'done' | 'current' | 'ahead', rejected = false): TrackerStep {
  return {
    status,
    label: ORDER_STATUS_LABELS[status],
    done: position === 'done',
    current: position === 'current',
    highlighted: position !== 'ahead',
    rejected,
  };
}

// Unknown status text gives the plain path with nothing highlighted rather than failing the page.
export function trackerState(status: string): TrackerStep[] {
  if (!isOrderStatus(status)) return TRACKER_STEPS.map((s) => step(s, 'ahead'));
  const rejection = REJECTIONS[status];
  if (rejection) {
    const stop = stepIndex(rejection.after);
    const before = TRACKER_STEPS.slice(0, stop + 1).map((s) => step(s, 'done'));
    const after = rejection.final ? [] : TRACKER_STEPS.slice(stop + 1).map((s) => step(s, 'ahead'));
    return [...before, step(status, 'current', true), ...after];
  }
  const currentIndex = stepIndex(status);
  return TRACKER_STEPS.map((s, index) =>
    step(s, index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'ahead'),
  );
}
