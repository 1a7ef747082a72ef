import type { CustomerProfile } from '@tulus/shared/contract/customer';
import { complaintInput } from '@tulus/shared/rules/complaint-input';
import { formProblems, type FormProblems } from '@tulus/shared/rules/form-check';
import { formDraft } from '../../lib/form-draft.ts';

export const EMPTY_COMPLAINT = { nama: '', nomor_hp: '', email: '', sales_order_code: '', jenis_komplain: '', deskripsi: '', solusi_diharapkan: '' };
export type ComplaintForm = typeof EMPTY_COMPLAINT;
export type ComplaintField = keyof ComplaintForm;

export type KnownCustomer = Pick<ComplaintForm, 'nama' | 'nomor_hp' | 'email'>;

/**
 * The complaint being typed, kept in the tab until it is sent (lib/form-draft.ts): a reload, a second
 * Back in a row or a tab the phone dropped does not lose it, nor the key of a send whose answer was lost.
 */
export const complaintDraft = formDraft<ComplaintForm>('complaint');

/** Whether the form holds the complaint itself (its type, what happened, what is wanted): worth keeping. */
export function holdsComplaint(form: ComplaintForm): boolean {
  return form.jenis_komplain !== '' || form.deskripsi !== '' || form.solusi_diharapkan !== '';
}

/** Who is complaining, as the shop knows them; the phone keeps only its digits (the field takes no others). */
export function knownCustomer(detail: Pick<CustomerProfile, 'nama_lengkap' | 'nomor_hp' | 'email'>): KnownCustomer {
  return { nama: detail.nama_lengkap, nomor_hp: (detail.nomor_hp ?? '').replace(/\D/g, ''), email: detail.email };
}

/** Name, phone and e-mail start filled in; what the customer has typed already is never overwritten. */
export function prefill(form: ComplaintForm, known: KnownCustomer): ComplaintForm {
  return { ...form, nama: form.nama || known.nama, nomor_hp: form.nomor_hp || known.nomor_hp, email: form.email || known.email };
}

/** Each field's messages by the gateway's own schema (rules/complaint-input.ts), in the shape its answer carries them; empty when the form may be sent. */
export function complaintProblems(form: ComplaintForm): FormProblems['fieldErrors'] {
  return formProblems(complaintInput, form).fieldErrors;
}
