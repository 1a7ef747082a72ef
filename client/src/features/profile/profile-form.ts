import type { CustomerProfile } from '@tulus/shared/contract/customer';
import { NO_COORDINATE, toGeoPoint } from '@tulus/shared/rules/coordinates';
import type { GeoPoint } from '../../components/location/geo-point.ts';

/** The editable part of Data Diri (spec section 2); name and e-mail are read-only. */
export type ProfileForm = {
  nomor_hp: string;
  jalan: string;
  kode_pos: string;
  rt: string;
  rw: string;
  kelurahan: string;
  kecamatan: string;
  kabupaten_kota: string;
  provinsi: string;
  point: GeoPoint | null;
};

export type ProfileTextField = Exclude<keyof ProfileForm, 'point'>;

export type ProfileFieldSpec = { name: ProfileTextField; label: string; digits?: boolean; maxLength: number; wide?: boolean };

/** Label, digits-only rule (spec section 5) and the gateway's length limit of each field. */
export const PHONE_FIELD: ProfileFieldSpec = { name: 'nomor_hp', label: 'Nomor HP', digits: true, maxLength: 15 };

export const ADDRESS_FIELDS: readonly ProfileFieldSpec[] = [
  { name: 'jalan', label: 'Jalan', maxLength: 200, wide: true },
  { name: 'rt', label: 'RT', digits: true, maxLength: 3 },
  { name: 'rw', label: 'RW', digits: true, maxLength: 3 },
  { name: 'kelurahan', label: 'Kelurahan', maxLength: 100 },
  { name: 'kecamatan', label: 'Kecamatan', maxLength: 100 },
  { name: 'kabupaten_kota', label: 'Kabupaten/Kota', maxLength: 100 },
  { name: 'provinsi', label: 'Provinsi', maxLength: 100 },
  { name: 'kode_pos', label: 'Kode Pos', digits: true, maxLength: 5 },
];

export function profileToForm(profile: CustomerProfile): ProfileForm {
  return {
    nomor_hp: profile.nomor_hp ?? '',
    jalan: profile.jalan ?? '',
    kode_pos: profile.kode_pos ?? '',
    rt: profile.rt ?? '',
    rw: profile.rw ?? '',
    kelurahan: profile.kelurahan ?? '',
    kecamatan: profile.kecamatan ?? '',
    kabupaten_kota: profile.kabupaten_kota ?? '',
    provinsi: profile.provinsi ?? '',
    point: toGeoPoint(profile.latitude, profile.longitude),
  };
}

/** What customer.updateProfile takes: every field, an unset point as the provider's 'N/A'. */
export function formToUpdate(form: ProfileForm) {
  const { point, ...text } = form;
  const trimmed = Object.fromEntries(Object.entries(text).map(([key, value]) => [key, value.trim()])) as Omit<ProfileForm, 'point'>;
  return {
    ...trimmed,
    latitude: point ? point.lat : NO_COORDINATE,
    longitude: point ? point.lng : NO_COORDINATE,
  };
}
