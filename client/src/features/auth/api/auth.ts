import { trpc } from '../../../lib/trpc.ts';
import type { Answer, MutationResult, QueryResult, Sent } from '../../../lib/api/query-result.ts';

/**
 * Sign in as a customer. Resolves once the session query is read again: the guards and the top
 * navigation read it, so the next screen already knows who is signed in.
 */
export function useLogin(): MutationResult<Sent['auth']['login'], Answer['auth']['login']> {
  const utils = trpc.useUtils();
  return trpc.auth.login.useMutation({ onSuccess: () => utils.auth.session.invalidate() });
}

/**
 * Registration's first step: the gateway checks the form and e-mails an OTP. Resolves once the
 * pending registration is read again, so the OTP screen opens on the new e-mail.
 */
export function useRequestOtp(): MutationResult<Sent['auth']['requestOtp'], Answer['auth']['requestOtp']> {
  const utils = trpc.useUtils();
  return trpc.auth.requestOtp.useMutation({ onSuccess: () => utils.auth.pendingRegistration.invalidate() });
}

/** The e-mail the pending registration is for; none (not an error to retry) when there is none. */
export function usePendingRegistration(): QueryResult<Answer['auth']['pendingRegistration']> {
  return trpc.auth.pendingRegistration.useQuery(undefined, { retry: false });
}

/** The OTP creates the account. */
export function useVerifyOtp(): MutationResult<Sent['auth']['verifyOtp'], Answer['auth']['verifyOtp']> {
  return trpc.auth.verifyOtp.useMutation();
}

/** A new OTP for the pending registration. */
export function useResendOtp(): MutationResult<Sent['auth']['resendOtp'], Answer['auth']['resendOtp']> {
  return trpc.auth.resendOtp.useMutation();
}
