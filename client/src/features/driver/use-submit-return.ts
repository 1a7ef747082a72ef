import { useMutation } from '@tanstack/react-query';
import { uploadForm } from '../../lib/upload.ts';

export type ProductReturnInput = { customerCode: string; productId: number; quantity: number; proof: File };

/** Sends a product return; driver id and branch are added by the gateway from the session. */
export function useSubmitReturn() {
  return useMutation({
    mutationFn: (input: ProductReturnInput) => {
      const form = new FormData();
      form.append('customer_code', input.customerCode);
      form.append('product_id', String(input.productId));
      form.append('quantity', String(input.quantity));
      form.append('proof_of_return', input.proof);
      return uploadForm('/api/uploads/product-return', form, 'Terjadi kesalahan. Harap coba lagi nanti.');
    },
  });
}
