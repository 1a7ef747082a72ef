import { TRPCError } from '@trpc/server';
import { InProgressError, IN_PROGRESS_MESSAGE, KeyReusedError, OutcomeUnknownError, STORE_UNAVAILABLE_MESSAGE } from './refusals.ts';
import { StoreUnavailableError } from './store.ts';

/** A keyed write's refusal as the tRPC error the client sees (data.reason says which); other errors pass unchanged. */
export function keyedTrpcError(error: unknown, keyReusedMessage: string): unknown {
  if (error instanceof KeyReusedError) return new TRPCError({ code: 'CONFLICT', message: keyReusedMessage, cause: error });
  if (error instanceof InProgressError) return new TRPCError({ code: 'CONFLICT', message: IN_PROGRESS_MESSAGE, cause: error });
  if (error instanceof OutcomeUnknownError) return new TRPCError({ code: 'CONFLICT', message: error.message, cause: error });
  if (error instanceof StoreUnavailableError) return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: STORE_UNAVAILABLE_MESSAGE, cause: error });
  return error;
}

/** A keyed upload's refusal as the route's status and body (error.reason says which), or null for other errors. */
export function keyedUploadAnswer(error: unknown, keyReusedMessage: string): { status: number; body: { error: { message: string; reason: string } } } | null {
  const answer = (status: number, message: string, reason: string) => ({ status, body: { error: { message, reason } } });
  if (error instanceof KeyReusedError) return answer(422, keyReusedMessage, error.reason);
  if (error instanceof InProgressError) return answer(409, IN_PROGRESS_MESSAGE, error.reason);
  if (error instanceof OutcomeUnknownError) return answer(409, error.message, error.reason);
  if (error instanceof StoreUnavailableError) return answer(503, STORE_UNAVAILABLE_MESSAGE, error.reason);
  return null;
}
