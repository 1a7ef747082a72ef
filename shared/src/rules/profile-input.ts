import { z } from 'zod';
import { digits } from '../contract/envelope.ts';
import { LATITUDE_LIMIT, LONGITUDE_LIMIT, NO_COORDINATE, coordinatesPaired, isUnsetCoordinate, parseCoordinate } from './coordinates.ts';
import { COORDINATES_UNPAIRED } from './messages.ts';

/** Ours: what a profile update with a coordinate off the globe is answered with. */
export const COORDINATES_INVALID = 'Koordinat tidak valid';

/**
 * The longest text each Data Diri field takes (the provider's columns). The form's inputs stop
 * typing there (`maxLength`), and the schema below refuses more: one number for both.
 */
export const PROFILE_LIMITS = {
  nomor_hp: 15,
  jalan: 200,
  rt: 3,
  rw: 3,
  kelurahan: 100,
  kecamatan: 100,
  kabupaten_kota: 100,
  provinsi: 100,
  kode_pos: 5,
} as const;

/** Spec section 5: these take digits only. */
export const PROFILE_DIGIT_FIELDS = ['nomor_hp', 'rt', 'rw', 'kode_pos'] as const satisfies ReadonlyArray<keyof typeof PROFILE_LIMITS>;

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

/** The editable profile fields (name and e-mail are read-only, spec section 2); customer_code comes from the session. */
export const profileFields = z.object({
  jalan: text(PROFILE_LIMITS.jalan),
  kode_pos: digitText(PROFILE_LIMITS.kode_pos),
  rt: digitText(PROFILE_LIMITS.rt),
  rw: digitText(PROFILE_LIMITS.rw),
  kelurahan: text(PROFILE_LIMITS.kelurahan),
  kecamatan: text(PROFILE_LIMITS.kecamatan),
  kabupaten_kota: text(PROFILE_LIMITS.kabupaten_kota),
  provinsi: text(PROFILE_LIMITS.provinsi),
  nomor_hp: digitText(PROFILE_LIMITS.nomor_hp),
  latitude: coordinateInput(LATITUDE_LIMIT),
  longitude: coordinateInput(LONGITUDE_LIMIT),
});

// A point needs both halves; one alone would put the pin on the equator or the meridian.
export const profilePointPaired = (r: { latitude: string; longitude: string }) => coordinatesPaired(r.latitude, r.longitude);

/** Data Diri's 'Simpan', for the profile page (before sending) and the gateway's customer.updateProfile. */
export const profileInput = profileFields.refine(profilePointPaired, { path: ['latitude'], message: COORDINATES_UNPAIRED });
export type ProfileInput = z.input<typeof profileInput>;
