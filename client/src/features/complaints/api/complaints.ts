import { trpc } from '../../../lib/trpc.ts';
import type { Answer, MutationResult, Sent } from '../../../lib/api/query-result.ts';

/** Send a delivery complaint; nothing the shop reads changes (the provider lists no complaints). */
export function useSubmitComplaint(): MutationResult<Sent['complaints']['submit'], Answer['complaints']['submit']> {
  return trpc.complaints.submit.useMutation();
}
