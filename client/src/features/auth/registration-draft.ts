import { formDraft } from '../../lib/form-draft.ts';

/**
 * What a registration draft keeps (lib/form-draft.ts, decision 073): the name, the e-mail, the phone number and the
 * referral code. Never the passwords, and not the terms' box: consent is ticked for the form that is sent.
 */
export type RegistrationTyping = { nama_lengkap: string; email: string; nomor_hp: string; kode_referral: string };

/**
 * The registration being typed, kept in the tab until the account is made: a customer who goes to WhatsApp for a
 * referral code, or to the mail app, and whose phone drops the tab meanwhile, finds the form filled in again. Back
 * from the OTP screen (a wrong e-mail) finds it too.
 */
export const registrationDraft = formDraft<RegistrationTyping>('registration');

/** The kept fields of the form, whatever else it holds. */
export function registrationTyping({ nama_lengkap, email, nomor_hp, kode_referral }: RegistrationTyping): RegistrationTyping {
  return { nama_lengkap, email, nomor_hp, kode_referral };
}

/** Whether the form holds anything worth keeping: a field with more than spaces in it. */
export function holdsRegistration(typing: RegistrationTyping): boolean {
  return Object.values(registrationTyping(typing)).some((value) => value.trim() !== '');
}
