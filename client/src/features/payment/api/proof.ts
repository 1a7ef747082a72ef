import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/**
 * Send the payment proof (an upload, not a tRPC call, so a react-query mutation: a 401/403 from
 * the upload route still ends the session, app/providers.tsx). Once stored, every cached order is
 * read again, inactive ones too (the payment screen's copy of this one), so the detail opened next
 * never shows 'Menunggu Pembayaran' for an order whose proof just arrived. The upload itself (key,
 * progress) is the page's: it passes `send`.
 */
export function useUploadProof(send: (form: FormData) => Promise<unknown>, { onSettled }: { onSettled?: () => void } = {}): UseMutationResult<unknown, Error, FormData> {
  const utils = trpc.useUtils();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void utils.orders.invalidate(undefined, { refetchType: 'all' }),
    onSettled,
  });
}
