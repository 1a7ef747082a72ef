import { z } from 'zod';
import { OTP_FORMAT, OTP_REQUIRED } from './messages.ts';
import { OTP_LENGTH } from './otp.ts';

/** The registration code: spec section 5, empty gives OTP_REQUIRED, anything but six digits OTP_FORMAT. */
export const otpCode = z
  .string({ error: OTP_REQUIRED })
  .trim()
  .min(1, OTP_REQUIRED)
  .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), OTP_FORMAT);

/** The OTP form, for the OTP page and the gateway's auth.verifyOtp. */
export const otpInput = z.object({ otp: otpCode });
export type OtpInput = z.input<typeof otpInput>;
