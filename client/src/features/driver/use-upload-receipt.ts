import { useMutation } from '@tanstack/react-query';
import { RECEIPT_UPLOAD_FAILED } from '@tulus/shared/rules/messages';
import { uploadForm } from '../../lib/upload.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * Sends the proof of receipt. A react-query mutation, so a 401/403 from the upload route
 * ends the session like any other call (app/providers.tsx).
 */
export function useUploadReceipt() {
  const utils = trpc.useUtils();
  return useMutation({
    mutationFn: ({ salesOrderId, image }: { salesOrderId: number; image: File }) => {
      const form = new FormData();
      form.append('sales_order_id', String(salesOrderId));
      form.append('image', image);
      return uploadForm('/api/uploads/delivery-receipt', form, RECEIPT_UPLOAD_FAILED);
    },
    // The order has moved to another sub-tab; the dashboard must not show it where it was.
    onSuccess: () => Promise.all([utils.driver.deliveries.invalidate(), utils.driver.delivery.invalidate(), utils.driver.receipt.invalidate()]),
  });
}
