import { useMutation } from '@tanstack/react-query';
import { useSession } from '../auth/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { submitUpload, type LiveSend } from '../offline/upload-queue.ts';

/**
 * Sends the proof of receipt through the driver's upload queue: at once with signal, else kept
 * on the phone and sent when the signal returns ('queued'). A react-query mutation, so a 401/403
 * from the upload route ends the session like any other call (app/providers.tsx).
 */
export function useUploadReceipt() {
  const utils = trpc.useUtils();
  const { session } = useSession();
  const owner = session?.role === 'driver' ? session.driver.email : '';
  return useMutation({
    // Not paused while offline (react-query's default): the queue keeps the upload on the phone itself.
    networkMode: 'always',
    mutationFn: ({ salesOrderId, code, image, live }: { salesOrderId: number; code?: string | null; image: File; live?: LiveSend }) =>
      submitUpload({
        owner,
        path: '/api/uploads/delivery-receipt',
        title: `Bukti penerimaan ${code ?? `pesanan #${salesOrderId}`}`,
        subject: `receipt:${salesOrderId}`,
        fields: { sales_order_id: String(salesOrderId) },
        fileField: 'image',
        file: image,
      }, live),
    // Sent: the order has moved to another sub-tab; the dashboard must not show it where it was.
    onSuccess: (result) => {
      if (result.status === 'sent') return Promise.all([utils.driver.deliveries.invalidate(), utils.driver.delivery.invalidate(), utils.driver.receipt.invalidate()]);
    },
  });
}
