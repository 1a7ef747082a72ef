import { z } from 'zod';
import { LATITUDE_LIMIT, LONGITUDE_LIMIT, NO_COORDINATE, coordinatesPaired as pairedCoordinates, isUnsetCoordinate, parseCoordinate } from '../rules/coordinates.ts';
import { RETURN_EMAIL_REQUIRED } from '../rules/messages.ts';
import { coordinate, customerCode, definePath, digits, okEnvelope } from './envelope.ts';

/** Spec section 8: the detail call's message when the client has no customer code. */
export const NO_CUSTOMER_CODE = 'No customer code provided';
/** Ours: text the mock answers when a profile update's coordinates are out of range or unpaired. */
export const COORDINATES_INVALID = 'Koordinat tidak valid';
export const COORDINATES_UNPAIRED = 'Latitude dan longitude harus diisi bersamaan';

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

const text = (max: number) => z.string().trim().max(max, `Maksimal ${max} karakter`).nullable();
const digitText = (max: number) => digits.max(max, `Maksimal ${max} digit`).nullable();

/** A coordinate within ±limit as a number or numeric text, or unset ('N/A', blank, null); sent on as text. */
const coordinateInput = (limit: number) =>
  z
    .union([z.number(), z.string().trim().max(32)])
    .nullable()
    .transform((v, ctx) => {
      if (isUnsetCoordinate(v)) return NO_COORDINATE;
      const n = parseCoordinate(v, limit);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: COORDINATES_INVALID });
        return z.NEVER;
      }
      return String(n);
    });

/** The editable profile fields; the gateway takes these from the browser and adds customer_code itself. */
export const profileFields = z.object({
  jalan: text(200),
  kode_pos: digitText(5),
  rt: digitText(3),
  rw: digitText(3),
  kelurahan: text(100),
  kecamatan: text(100),
  kabupaten_kota: text(100),
  provinsi: text(100),
  nomor_hp: digitText(15),
  latitude: coordinateInput(LATITUDE_LIMIT),
  longitude: coordinateInput(LONGITUDE_LIMIT),
});

// A point needs both halves; one alone would put the pin on the equator or the meridian.
export const coordinatesPaired = (r: { latitude: string; longitude: string }) => pairedCoordinates(r.latitude, r.longitude);

/** nama_lengkap and email are read-only (spec section 2), so they are not part of the update. */
export const updateDetailCustomerRequest = profileFields
  .extend({ customer_code: customerCode })
  .refine(coordinatesPaired, { path: ['latitude'], message: COORDINATES_UNPAIRED });

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
