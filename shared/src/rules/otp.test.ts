import { describe, it, expect } from 'vitest';
import { OTP_RESEND_WAIT_SECONDS, otpResendWaitLeft } from './otp.ts';

describe('otpResendWaitLeft', () => {
  const sentAt = 1_000_000;

  it('waits 60 seconds after a request', () => {
    expect(OTP_RESEND_WAIT_SECONDS).toBe(60);
    expect(otpResendWaitLeft(sentAt, sentAt)).toBe(60);
    expect(otpResendWaitLeft(sentAt, sentAt + 1)).toBe(60);
    expect(otpResendWaitLeft(sentAt, sentAt + 59_001)).toBe(1);
  });

  it('allows a new request from 60 seconds on', () => {
    expect(otpResendWaitLeft(sentAt, sentAt + 60_000)).toBe(0);
    expect(otpResendWaitLeft(sentAt, sentAt + 3_600_000)).toBe(0);
  });

  it('does not wait without an earlier request', () => {
    expect(otpResendWaitLeft(null, sentAt)).toBe(0);
    expect(otpResendWaitLeft(undefined, sentAt)).toBe(0);
  });

  it('never asks for more than the full wait when the clock went back', () => {
    expect(otpResendWaitLeft(sentAt + 10_000, sentAt)).toBe(60);
  });
});
