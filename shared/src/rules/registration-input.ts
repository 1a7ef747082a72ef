import { z } from 'zod';
import { sendOtpRequest } from '../contract/auth.ts';
import { registrationFormProblem } from './registration.ts';

/**
 * The registration form as one schema, for the page (before anything is sent) and the gateway's
 * auth.requestOtp (which trusts no page): the spec's rules in its order (all filled, passwords
 * match, our password rule), then the provider's own (e-mail format, field lengths), so a bad
 * form never reaches the provider and the page tells the same thing the gateway would.
 */
export const registrationInput = z
  .object({
    nama_lengkap: z.string().trim().max(100, 'Nama lengkap maksimal 100 karakter'),
    email: z.string().trim().max(254, 'Email maksimal 254 karakter'),
    password: z.string().max(128, 'Password maksimal 128 karakter'),
    confirm_password: z.string().max(128, 'Password maksimal 128 karakter'),
    nomor_hp: z.string().trim().regex(/^\d*$/, 'Nomor HP hanya boleh berisi angka').max(15, 'Nomor HP maksimal 15 digit').default(''),
    kode_referral: z.string().trim().max(32, 'Kode referral maksimal 32 karakter').optional(),
  })
  .superRefine((r, ctx) => {
    const problem = registrationFormProblem(r);
    if (problem) return void ctx.addIssue({ code: 'custom', message: problem.message, path: problem.field === 'form' ? [] : [problem.field] });
    const checked = sendOtpRequest.safeParse(otpRequestOf(r));
    const issue = checked.error?.issues[0];
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path[0] === 'to' ? ['email'] : issue.path });
  });

export type RegistrationInput = z.input<typeof registrationInput>;

/** What the provider's /send-otp receives for a registration form. */
export function otpRequestOf(input: { email: string; password: string; nama_lengkap: string; nomor_hp: string; kode_referral?: string | undefined }) {
  return {
    to: input.email, email: input.email, password: input.password, nama_lengkap: input.nama_lengkap,
    nomor_hp: input.nomor_hp, kode_referral: input.kode_referral || undefined,
  };
}

/** The first thing wrong with a registration form, in the words the customer reads; null when it may be sent. */
export function registrationInputProblem(form: RegistrationInput): string | null {
  const checked = registrationInput.safeParse(form);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
