import { useMutation } from '@tanstack/react-query';
import { useSession } from '../auth/session.ts';
import { submitUpload, type LiveSend } from '../offline/upload-queue.ts';

export type ProductReturnInput = { customerCode: string; customerName?: string; productId: number; quantity: number; proof: File; live?: LiveSend };

/**
 * Sends a product return through the driver's upload queue (kept on the phone without signal);
 * driver id and branch are added by the gateway from the session.
 */
export function useSubmitReturn() {
  const { session } = useSession();
  const owner = session?.role === 'driver' ? session.driver.email : '';
  return useMutation({
    // Not paused while offline (react-query's default): the queue keeps the upload on the phone itself.
    networkMode: 'always',
    mutationFn: (input: ProductReturnInput) =>
      submitUpload({
        owner,
        path: '/api/uploads/product-return',
        title: `Pengembalian ${input.quantity} produk dari ${input.customerName ?? input.customerCode}`,
        // The same photo for the same return is one return, however often the driver taps 'Kirim'.
        subject: `return:${input.customerCode}:${input.productId}:${input.quantity}:${input.proof.name}:${input.proof.size}:${input.proof.lastModified}`,
        fields: { customer_code: input.customerCode, product_id: String(input.productId), quantity: String(input.quantity) },
        fileField: 'proof_of_return',
        file: input.proof,
      }, input.live),
  });
}
