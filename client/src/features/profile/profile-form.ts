import type { CustomerProfile } from '@tulus/shared/contract/customer';
import { NO_COORDINATE, toGeoPoint } from '@tulus/shared/rules/coordinates';
import { firstProblem } from '@tulus/shared/rules/form-check';
import { PROFILE_DIGIT_FIELDS, PROFILE_LIMITS, profileInput } from '@tulus/shared/rules/profile-input';
import type { GeoPoint } from '../../components/location/geo-point.ts';
import { ADDRESS_PARTS, addressPartsText } from '../../components/location/address-parts.ts';
import { formChanged, formDraft, withDraft } from '../../lib/form-draft.ts';

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

/** A field's label and place here; its digits-only rule (spec section 5) and length limit are the gateway's schema's (rules/profile-input.ts). */
const field = (name: ProfileTextField, label: string, wide?: boolean): ProfileFieldSpec => ({
  name, label, wide, maxLength: PROFILE_LIMITS[name], digits: (PROFILE_DIGIT_FIELDS as readonly string[]).includes(name),
});

export const PHONE_FIELD: ProfileFieldSpec = field('nomor_hp', 'Nomor HP');

/** The street takes the whole row. */
export const ADDRESS_FIELDS: readonly ProfileFieldSpec[] = ADDRESS_PARTS.map(([name, label]) => field(name, label, name === 'jalan'));

export function profileToForm(profile: CustomerProfile): ProfileForm {
  return {
    nomor_hp: profile.nomor_hp ?? '',
    ...addressPartsText(profile),
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

/**
 * What the gateway would refuse in this form, by its own schema, before anything is sent; null
 * when it may be sent. The inputs already keep to digits and lengths, so this is the last guard
 * (a point is only ever whole, from the map), and it speaks the gateway's words when it trips.
 */
export function profileFormProblem(form: ProfileForm): string | null {
  return firstProblem(profileInput, formToUpdate(form));
}

/** Data Diri's edit as the tab keeps it (lib/form-draft.ts): text only, so the map point as its two numbers. */
export type ProfileDraft = Record<ProfileTextField | 'latitude' | 'longitude', string>;

/**
 * What Data Diri's edit held when the page went away with it not saved (a Back to the tab before, a
 * reload, a phone that dropped the tab): the tab opens the edit again with it.
 */
export const profileDraft = formDraft<ProfileDraft>('profile');

export function profileToDraft(form: ProfileForm): ProfileDraft {
  const { point, ...text } = form;
  return { ...text, latitude: point ? String(point.lat) : '', longitude: point ? String(point.lng) : '' };
}

/** The edit as it opens again: the profile as it is, with the draft's fields and point over it. */
export function profileFromDraft(profile: ProfileForm, kept: Partial<ProfileDraft>): ProfileForm {
  const { latitude, longitude, ...text } = withDraft(profileToDraft(profile), kept);
  return { ...text, point: toGeoPoint(latitude, longitude) };
}

/** Whether the edit holds something the profile does not: what leaving it would lose. */
export function profileEdited(edit: ProfileForm, profile: ProfileForm): boolean {
  return formChanged(profileToDraft(edit), profileToDraft(profile));
}
