import { z } from 'zod';
import { digits } from '../contract/envelope.ts';

/** Ours (the spec's complaint form shows no rules): what an empty required field reads. */
export const FIELD_REQUIRED = 'Wajib diisi';

const text = (max: number) => z.string().trim().min(1, FIELD_REQUIRED).max(max, `Maksimal ${max} karakter`);

/** The longest text each complaint field takes; the form's inputs stop typing there. */
export const COMPLAINT_LIMITS = { nama: 100, nomor_hp: 20, email: 254, sales_order_code: 64, jenis_komplain: 100, deskripsi: 2000, solusi_diharapkan: 1000 } as const;

/**
 * The delivery complaint form (ours: the spec shows no submission), for the page (before anything
 * is sent, each field's message beside it) and the gateway's complaints.submit, which also sends
 * it on to the provider as it is. The customer comes from the session; the order must be theirs.
 */
export const complaintInput = z.object({
  nama: text(COMPLAINT_LIMITS.nama),
  nomor_hp: digits.min(6, 'Nomor HP minimal 6 angka').max(COMPLAINT_LIMITS.nomor_hp, `Maksimal ${COMPLAINT_LIMITS.nomor_hp} digit`),
  /** Optional; an empty field counts as absent. */
  email: z
    .union([z.literal(''), z.string().trim().max(COMPLAINT_LIMITS.email, `Maksimal ${COMPLAINT_LIMITS.email} karakter`).pipe(z.email('Email tidak valid'))])
    .optional()
    .transform((value) => value || undefined),
  sales_order_code: text(COMPLAINT_LIMITS.sales_order_code),
  jenis_komplain: text(COMPLAINT_LIMITS.jenis_komplain),
  deskripsi: text(COMPLAINT_LIMITS.deskripsi),
  solusi_diharapkan: text(COMPLAINT_LIMITS.solusi_diharapkan),
});
export type ComplaintInput = z.input<typeof complaintInput>;
