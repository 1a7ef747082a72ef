import { z } from 'zod';
import { definePath, digits, okEnvelope } from './envelope.ts';

const text = (max: number) => z.string().trim().min(1, 'Wajib diisi').max(max);

/**
 * Ours: the spec's delivery complaint form shows no submission call. The customer comes
 * from the token; the order must be one of theirs.
 */
export const submitComplaintRequest = z.object({
  nama: text(100),
  nomor_hp: digits.min(6, 'Nomor HP minimal 6 angka').max(20),
  /** Optional; an empty field counts as absent. */
  email: z
    .union([z.literal(''), z.string().trim().max(254).pipe(z.email('Email tidak valid'))])
    .optional()
    .transform((value) => value || undefined),
  sales_order_code: z.string().trim().min(1, 'Wajib diisi').max(64),
  jenis_komplain: text(100),
  deskripsi: text(2000),
  solusi_diharapkan: text(1000),
});
export type SubmitComplaintRequest = z.input<typeof submitComplaintRequest>;

export const submitComplaint = definePath({
  path: '/submit-complaint',
  auth: 'customer',
  body: 'json',
  request: submitComplaintRequest,
  response: okEnvelope(z.object({ id: z.number().int() })),
});

export const complaintPaths = [submitComplaint] as const;
