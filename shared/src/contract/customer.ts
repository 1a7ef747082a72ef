import { z } from 'zod';
import { profileFields, profilePointPaired } from '../rules/profile-input.ts';
import { COORDINATES_UNPAIRED, RETURN_EMAIL_REQUIRED } from '../rules/messages.ts';
import { coordinate, customerCode, definePath, okEnvelope } from './envelope.ts';

/** Spec section 8: the detail call's message when the client has no customer code. */
export const NO_CUSTOMER_CODE = 'No customer code provided';
// The profile form's rules live in rules/profile-input.ts (the page and the gateway check with them too).
export { COORDINATES_INVALID, profileFields, profilePointPaired } from '../rules/profile-input.ts';
export { COORDINATES_UNPAIRED };

/**
 * One shape for the customer detail (hero, tier badge) and the profile screen. Address parts
 * are null until the customer fills them in.
 */
export const customerProfile = z.object({
  nama_lengkap: z.string(),
  /** Tier text; unknown tiers still get the base price (rules/pricing). */
  status_customer: z.string(),
  customer_code: z.string(),
  email: z.string(),
  nomor_hp: z.string().nullable(),
  jalan: z.string().nullable(),
  kode_pos: z.string().nullable(),
  rt: z.string().nullable(),
  rw: z.string().nullable(),
  kelurahan: z.string().nullable(),
  kecamatan: z.string().nullable(),
  kabupaten_kota: z.string().nullable(),
  provinsi: z.string().nullable(),
  latitude: coordinate,
  longitude: coordinate,
});
export type CustomerProfile = z.infer<typeof customerProfile>;

const requiredCustomerCode = z.string({ error: NO_CUSTOMER_CODE }).trim().min(1, NO_CUSTOMER_CODE).max(64);

export const getDetailCustomer = definePath({
  path: '/get-detail-customer',
  auth: 'customer',
  body: 'json',
  request: z.object({ customer_code: requiredCustomerCode }),
  response: okEnvelope(customerProfile),
});

/** nama_lengkap and email are read-only (spec section 2), so they are not part of the update. */
export const updateDetailCustomerRequest = profileFields
  .extend({ customer_code: customerCode })
  .refine(profilePointPaired, { path: ['latitude'], message: COORDINATES_UNPAIRED });

/** Success is status ok with status_code 200; data is the profile as it now stands. */
export const updateDetailCustomer = definePath({
  path: '/update-detail-customer',
  auth: 'customer',
  body: 'json',
  request: updateDetailCustomerRequest,
  response: okEnvelope(customerProfile),
});

export const customerByEmail = z.object({ nama_lengkap: z.string(), customer_code: z.string() });
export type CustomerByEmail = z.infer<typeof customerByEmail>;

/** The driver's product-return form looks a customer up by e-mail. */
export const getCustomerByEmail = definePath({
  path: '/get-customer-by-email',
  auth: 'driver',
  body: 'json',
  request: z.object({
    email: z
      .string({ error: RETURN_EMAIL_REQUIRED })
      .trim()
      .min(1, RETURN_EMAIL_REQUIRED)
      .max(254)
      .pipe(z.email('Email tidak valid')),
  }),
  response: okEnvelope(customerByEmail),
});

export const customerPaths = [getDetailCustomer, updateDetailCustomer, getCustomerByEmail] as const;
