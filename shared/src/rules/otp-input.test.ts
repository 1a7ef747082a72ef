import { describe, expect, it } from 'vitest';
import { firstProblem } from './form-check.ts';
import { OTP_FORMAT, OTP_REQUIRED } from './messages.ts';
import { OTP_LENGTH } from './otp.ts';
import { otpInput } from './otp-input.ts';

// The OTP page and the gateway's auth.verifyOtp read the code through this one schema.
describe('OTP form schema', () => {
  it('takes exactly six digits, spaces around them trimmed', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(firstProblem(otpInput, { otp: '012345' })).toBeNull();
    expect(otpInput.parse({ otp: ' 012345 ' })).toEqual({ otp: '012345' });
  });

  it('asks for the code when there is none (spec section 5)', () => {
    expect(firstProblem(otpInput, { otp: '' })).toBe(OTP_REQUIRED);
    expect(firstProblem(otpInput, { otp: '   ' })).toBe(OTP_REQUIRED);
    expect(firstProblem(otpInput, {})).toBe(OTP_REQUIRED);
  });

  it('refuses other lengths, letters, inner spaces and non-ASCII digits in the spec\'s words', () => {
    for (const otp of ['12345', '1234567', '12345a', '123 456', '١٢٣٤٥٦', '12\n3456']) {
      expect(firstProblem(otpInput, { otp }), otp).toBe(OTP_FORMAT);
    }
    expect(OTP_FORMAT).toBe('Kode OTP harus terdiri dari 6 digit angka');
  });
});
