import { FILL_ALL_FIELDS, PASSWORD_MISMATCH } from './messages.ts';
import { passwordProblem } from './password.ts';

// The rules of a new account, in one place for the registration page, the gateway's
// auth.requestOtp and the provider contract's /send-otp and /register-customer.

export type RegistrationForm = { nama_lengkap: string; email: string; password: string; confirm_password: string };
export type RegistrationProblem = { field: 'form' | 'password' | 'confirm_password'; message: string };

/**
 * Spec section 5, in its order: a missing field, then the password mismatch; then our password
 * rule (password.ts). The e-mail's format and the lengths of the other fields are the contract's (sendOtpRequest).
 */
export function registrationFormProblem(form: RegistrationForm): RegistrationProblem | null {
  if (!form.nama_lengkap.trim() || !form.email.trim() || !form.password || !form.confirm_password) return { field: 'form', message: FILL_ALL_FIELDS };
  if (form.password !== form.confirm_password) return { field: 'confirm_password', message: PASSWORD_MISMATCH };
  const password = passwordProblem(form.password);
  return password ? { field: 'password', message: password } : null;
}
