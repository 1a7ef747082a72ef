/**
 * When this device last asked for a registration OTP (spec: client key otpRequestedTime).
 * It survives a reload so the 60 s resend wait cannot be skipped by refreshing; a logout clears it
 * with the rest of the shop's storage.
 */
const KEY = 'otpRequestedTime';

export function readOtpRequestedAt(): number | null {
  const raw = Number(localStorage.getItem(KEY));
  return Number.isFinite(raw) && raw > 0 ? raw : null;
}

export function markOtpRequested(now: number): void {
  localStorage.setItem(KEY, String(now));
}

export function forgetOtpRequest(): void {
  localStorage.removeItem(KEY);
}
