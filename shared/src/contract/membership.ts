import { z } from 'zod';
import { MEMBERSHIP_FIELDS_REQUIRED } from '../rules/messages.ts';
import { customerCode, definePath, okEnvelope } from './envelope.ts';

export const membershipApplication = z.object({
  id: z.number().int(),
  customer_code: z.string(),
  type_of_membership: z.string(),
  kd_cabang: z.string(),
  /** 'diajukan' while the provider reviews it. */
  status: z.string(),
  created_at: z.string().nullish(),
});
export type MembershipApplication = z.infer<typeof membershipApplication>;

/**
 * The sahabat application: the ID-card photo and a personal photo (images or pdf, spec
 * section 2) plus the chosen branch. Customers already in a sahabat tier, or with an
 * application under review, are refused.
 */
export const upgradeMembership = definePath({
  path: '/upgrade-membership',
  auth: 'customer',
  body: 'multipart',
  request: z.object({
    customer_code: customerCode,
    // Spec section 9: the membership type is fixed at sahabat.
    type_of_membership: z.literal('sahabat', 'Jenis keanggotaan harus sahabat'),
    kd_cabang: z.string(MEMBERSHIP_FIELDS_REQUIRED).min(1, MEMBERSHIP_FIELDS_REQUIRED).max(32),
  }),
  files: ['image_ktp', 'image_photo_profile'],
  response: okEnvelope(membershipApplication),
});

export const membershipPaths = [upgradeMembership] as const;
