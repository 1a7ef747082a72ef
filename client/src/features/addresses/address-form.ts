import type { Address } from '@tulus/shared/contract/address';
import { isUnsetCoordinate } from '@tulus/shared/rules/coordinates';
import { ADDRESS_DIGIT_FIELDS, ADDRESS_LIMITS, addressInput } from '@tulus/shared/rules/address-input';
import { formProblems } from '@tulus/shared/rules/form-check';
import { ADDRESS_PARTS, addressPartsText } from '../../components/location/address-parts.ts';

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

type AddressFieldSpec = { name: AddressTextField; label: string; digits: boolean; maxLength: number; placeholder?: string };

/** A field's label here; whether it takes digits only and how long it may be are the shared schema's (rules/address-input.ts). */
const field = (name: AddressTextField, label: string, placeholder?: string): AddressFieldSpec => ({
  name, label, placeholder, maxLength: ADDRESS_LIMITS[name], digits: (ADDRESS_DIGIT_FIELDS as readonly string[]).includes(name),
});

/** Spec section 5: rt, rw and kode_pos take digits only; the rest is free text with no required checks. */
export const ADDRESS_FIELDS: readonly AddressFieldSpec[] = [
  field('header_name', 'Nama Alamat', 'Contoh: Rumah, Kantor'),
  ...ADDRESS_PARTS.map(([name, label]) => field(name, label)),
];

export const EMPTY_ADDRESS: AddressForm = {
  header_name: '', jalan: '', kode_pos: '', rt: '', rw: '', kelurahan: '', kecamatan: '', kabupaten_kota: '', provinsi: '', latitude: '', longitude: '',
};

const coordinateText = (value: string | number | null) => (isUnsetCoordinate(value) ? '' : String(value));

export function addressToForm(address: Address): AddressForm {
  return {
    header_name: address.header_name ?? '',
    ...addressPartsText(address),
    latitude: coordinateText(address.latitude),
    longitude: coordinateText(address.longitude),
  };
}

// A customer may type the decimal comma Indonesian uses; the wire takes a point.
const typedCoordinate = (text: string) => text.trim().replace(',', '.');

export type AddressFormProblems = { latitude: string | null; longitude: string | null; point: string | null };

/**
 * What the gateway would refuse, checked with its own schema (rules/address-input.ts) before
 * sending: each coordinate (typed as text, so '1e1' is refused as the gateway refuses it), then
 * the point as a whole. The text fields cannot go wrong here: their inputs take only digits where
 * digits are asked for, and stop at the schema's lengths.
 */
export function addressFormProblems(form: AddressForm): AddressFormProblems {
  const { formErrors, fieldErrors } = formProblems(addressInput, { ...formToAddress(form), latitude: typedCoordinate(form.latitude), longitude: typedCoordinate(form.longitude) });
  return { latitude: fieldErrors.latitude?.[0] ?? null, longitude: fieldErrors.longitude?.[0] ?? null, point: formErrors[0] ?? null };
}

/** The add/update payload; an unset coordinate goes as null (the provider stores 'N/A'). */
export function formToAddress(form: AddressForm) {
  const coordinate = (text: string) => (isUnsetCoordinate(text) ? null : Number(typedCoordinate(text)));
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
