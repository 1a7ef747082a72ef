import { toDate, type DateInput } from './dates.ts';

// Spec: 24 hours to pay. The existing shop restarts this on every page load; we count down to
// the order's own deadline instead (DESIGN.md).
export const PAYMENT_WINDOW_SECONDS = 86400;

export function paymentDeadline(createdAt: DateInput): Date {
  return new Date(toDate(createdAt).getTime() + PAYMENT_WINDOW_SECONDS * 1000);
}

// An order nobody has sent a proof for, whose deadline has passed: the provider expires it (our mock
// does so when the order is read). A rejected payment never expires: money was already sent.
export function isPaymentOverdue(status: string, deadline: DateInput, now: DateInput): boolean {
  return status === 'menunggu_pembayaran' && toDate(deadline).getTime() <= toDate(now).getTime();
}

// Rounded up, so the display reaches 00:00:00 only when the deadline has really passed.
export function secondsUntil(deadline: DateInput, now: DateInput): number {
  const milliseconds = toDate(deadline).getTime() - toDate(now).getTime();
  return Math.max(0, Math.ceil(milliseconds / 1000));
}

const pad = (n: number): string => String(n).padStart(2, '0');

// 'HH:MM:SS', clamped at 0; hours are not capped at 24.
export function formatCountdown(seconds: number): string {
  if (Number.isNaN(seconds) || seconds === Number.POSITIVE_INFINITY) {
    throw new RangeError(`not a countdown: ${seconds}`);
  }
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}
