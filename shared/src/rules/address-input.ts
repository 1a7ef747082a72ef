import { z } from 'zod';
import { digits } from '../contract/envelope.ts';
import { LATITUDE_LIMIT, LONGITUDE_LIMIT, coordinatesPaired, isCoordinateOrUnset, type CoordinateValue } from './coordinates.ts';
import { COORDINATES_UNPAIRED, coordinateOutOfRange } from './messages.ts';

/**
 * The longest text each part of an address takes (the provider's columns). The address dialog's
 * inputs stop typing there (`maxLength`), and the schema below refuses more: one number for both.
 */
export const ADDRESS_LIMITS = {
  header_name: 100,
  jalan: 255,
  rt: 5,
  rw: 5,
  kelurahan: 100,
  kecamatan: 100,
  kabupaten_kota: 100,
  provinsi: 100,
  kode_pos: 10,
} as const;

/** Spec section 5: rt, rw and kode_pos take digits only. */
export const ADDRESS_DIGIT_FIELDS = ['rt', 'rw', 'kode_pos'] as const satisfies ReadonlyArray<keyof typeof ADDRESS_LIMITS>;

/** Free text of an address part (spec section 5: no required checks, so empty is allowed). */
const part = (max: number) => z.string().trim().max(max, `Maksimal ${max} karakter`);
const digitPart = (max: number) => digits.max(max, `Maksimal ${max} digit`);

/**
 * A coordinate as a form sends it: a number, numeric text, or unset ('', 'N/A', null). Out of
 * range is refused so a map never receives a point off the globe.
 */
const coordinateInput = (limit: number, name: string) =>
  z
    .union([z.number(), z.string().trim().max(32)])
    .nullable()
    .refine((value) => isCoordinateOrUnset(value, limit), { message: coordinateOutOfRange(name, limit) });

/** Each part of an address, as the provider's add and update take them. */
export const addressFields = {
  header_name: part(ADDRESS_LIMITS.header_name),
  jalan: part(ADDRESS_LIMITS.jalan),
  kode_pos: digitPart(ADDRESS_LIMITS.kode_pos),
  rt: digitPart(ADDRESS_LIMITS.rt),
  rw: digitPart(ADDRESS_LIMITS.rw),
  kelurahan: part(ADDRESS_LIMITS.kelurahan),
  kecamatan: part(ADDRESS_LIMITS.kecamatan),
  kabupaten_kota: part(ADDRESS_LIMITS.kabupaten_kota),
  provinsi: part(ADDRESS_LIMITS.provinsi),
  latitude: coordinateInput(LATITUDE_LIMIT, 'Latitude'),
  longitude: coordinateInput(LONGITUDE_LIMIT, 'Longitude'),
};

/** Both halves or neither: a lone latitude would put the pin on the meridian. Halves not sent count as unset. */
export const addressPointPaired = (r: { latitude?: CoordinateValue; longitude?: CoordinateValue }) => coordinatesPaired(r.latitude, r.longitude);

/**
 * The add/edit address dialog, for the page (before anything is sent) and the gateway's
 * addresses.add and addresses.update: each field first, then the point as a whole (a form-level
 * message, checked only once both halves are numbers in range).
 */
export const addressInput = z.object(addressFields).refine(addressPointPaired, { message: COORDINATES_UNPAIRED });
export type AddressInput = z.input<typeof addressInput>;
