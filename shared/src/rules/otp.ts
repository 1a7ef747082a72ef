export const OTP_LENGTH = 6;
export const OTP_RESEND_WAIT_SECONDS = 60;

// Seconds left before another OTP may be requested, rounded up so '0' means "you may ask now".
// A request time in the future (clock change) counts as just requested, never as more than the wait.
export function otpResendWaitLeft(lastRequestedAtMs: number | null | undefined, nowMs: number): number {
  if (lastRequestedAtMs == null) return 0;
  const elapsedMs = Math.max(0, nowMs - lastRequestedAtMs);
  return Math.max(0, Math.ceil((OTP_RESEND_WAIT_SECONDS * 1000 - elapsedMs) / 1000));
}
