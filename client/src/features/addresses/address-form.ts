import type { Address } from '@tulus/shared/contract/address';
import { coordinatesPaired, isUnsetCoordinate, parseCoordinate } from '@tulus/shared/rules/coordinates';

/** The add/edit dialog's fields. Coordinates stay text so a customer can type them too. */
export type AddressForm = {
  header_name: string;
  jalan: string;
  kode_pos: string;
  rt: string;
  rw: string;
  kelurahan: string;
  kecamatan: string;
  kabupaten_kota: string;
  provinsi: string;
  latitude: string;
  longitude: string;
};

export type AddressTextField = Exclude<keyof AddressForm, 'latitude' | 'longitude'>;

/** Spec section 5: rt, rw and kode_pos take digits only; the rest is free text with no required checks. */
export const ADDRESS_FIELDS: ReadonlyArray<{ name: AddressTextField; label: string; digits?: boolean; maxLength: number; placeholder?: string }> = [
  { name: 'header_name', label: 'Nama Alamat', maxLength: 100, placeholder: 'Contoh: Rumah, Kantor' },
  { name: 'jalan', label: 'Jalan', maxLength: 255 },
  { name: 'rt', label: 'RT', digits: true, maxLength: 5 },
  { name: 'rw', label: 'RW', digits: true, maxLength: 5 },
  { name: 'kelurahan', label: 'Kelurahan', maxLength: 100 },
  { name: 'kecamatan', label: 'Kecamatan', maxLength: 100 },
  { name: 'kabupaten_kota', label: 'Kabupaten/Kota', maxLength: 100 },
  { name: 'provinsi', label: 'Provinsi', maxLength: 100 },
  { name: 'kode_pos', label: 'Kode Pos', digits: true, maxLength: 10 },
];

export const EMPTY_ADDRESS: AddressForm = {
  header_name: '', jalan: '', kode_pos: '', rt: '', rw: '', kelurahan: '', kecamatan: '', kabupaten_kota: '', provinsi: '', latitude: '', longitude: '',
};

const coordinateText = (value: string | number | null) => (isUnsetCoordinate(value) ? '' : String(value));

export function addressToForm(address: Address): AddressForm {
  return {
    header_name: address.header_name ?? '',
    jalan: address.jalan ?? '',
    kode_pos: address.kode_pos ?? '',
    rt: address.rt ?? '',
    rw: address.rw ?? '',
    kelurahan: address.kelurahan ?? '',
    kecamatan: address.kecamatan ?? '',
    kabupaten_kota: address.kabupaten_kota ?? '',
    provinsi: address.provinsi ?? '',
    latitude: coordinateText(address.latitude),
    longitude: coordinateText(address.longitude),
  };
}

/** A typed coordinate: empty (not set) or a number within ±limit. Returns the problem, if any. */
export function coordinateProblem(text: string, limit: number, name: string): string | null {
  if (isUnsetCoordinate(text)) return null;
  // A customer may type the decimal comma Indonesian uses; the wire takes a point.
  return parseCoordinate(text.replace(',', '.'), limit) !== null ? null : `${name} harus berupa angka antara -${limit} dan ${limit}.`;
}

/** Both halves or neither: a point needs two numbers. */
export function pairProblem(form: AddressForm): string | null {
  return coordinatesPaired(form.latitude, form.longitude) ? null : 'Latitude dan longitude harus diisi bersamaan.';
}

/** The add/update payload; an unset coordinate goes as null (the provider stores 'N/A'). */
export function formToAddress(form: AddressForm) {
  const coordinate = (text: string) => (isUnsetCoordinate(text) ? null : Number(text.trim().replace(',', '.')));
  return {
    header_name: form.header_name.trim(),
    jalan: form.jalan.trim(),
    kode_pos: form.kode_pos,
    rt: form.rt,
    rw: form.rw,
    kelurahan: form.kelurahan.trim(),
    kecamatan: form.kecamatan.trim(),
    kabupaten_kota: form.kabupaten_kota.trim(),
    provinsi: form.provinsi.trim(),
    latitude: coordinate(form.latitude),
    longitude: coordinate(form.longitude),
  };
}
