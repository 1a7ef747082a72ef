import { describe, expect, it } from 'vitest';
import type { CustomerProfile } from '@tulus/shared/contract/customer';
import { profileInput } from '@tulus/shared/rules/profile-input';
import { ADDRESS_FIELDS, PHONE_FIELD, formToUpdate, profileEdited, profileFormProblem, profileFromDraft, profileToDraft, profileToForm, type ProfileForm } from './profile-form.ts';

const stored = {
  nama_lengkap: 'Rina Wulandari', email: 'rina@contoh.id', customer_code: 'C-1', status_customer: 'member', nomor_hp: '081234567890',
  jalan: 'Jl. Melati 3', kode_pos: '12950', rt: '001', rw: '002', kelurahan: 'Kuningan', kecamatan: 'Setiabudi',
  kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: '-6.2', longitude: '106.816',
} as unknown as CustomerProfile;

const fields = [PHONE_FIELD, ...ADDRESS_FIELDS];

// Data Diri: the page sends what the gateway's customer.updateProfile takes, checked by the same schema first.
describe('profile form', () => {
  it('round-trips a stored profile: text trimmed, the point as numbers, an unset point as N/A', () => {
    const form: ProfileForm = { ...profileToForm(stored), jalan: '  Jl. Melati 3  ' };
    expect(formToUpdate(form)).toMatchObject({ jalan: 'Jl. Melati 3', nomor_hp: '081234567890', latitude: -6.2, longitude: 106.816 });
    expect(formToUpdate({ ...form, point: null })).toMatchObject({ latitude: 'N/A', longitude: 'N/A' });
    expect(profileToForm({ ...stored, jalan: null, latitude: 'N/A' } as unknown as CustomerProfile)).toMatchObject({ jalan: '', point: null });
  });

  it('lets a stored profile and an emptied one through', () => {
    expect(profileFormProblem(profileToForm(stored))).toBeNull();
    const empty = Object.fromEntries(fields.map((f) => [f.name, ''])) as Omit<ProfileForm, 'point'>;
    expect(profileFormProblem({ ...empty, point: null })).toBeNull();
  });

  it('has an input for every text field, digits only for the phone, RT, RW and the postcode', () => {
    expect(fields.map((f) => f.name).sort()).toEqual(Object.keys(profileToForm(stored)).filter((k) => k !== 'point').sort());
    expect(fields.filter((f) => f.digits).map((f) => f.name)).toEqual(['nomor_hp', 'rt', 'rw', 'kode_pos']);
  });

  it('stops each input where the gateway would refuse: the longest text fits, one more does not', () => {
    for (const field of fields) {
      const char = field.digits ? '1' : 'x';
      const at = { ...profileToForm(stored), [field.name]: char.repeat(field.maxLength) };
      expect(profileFormProblem(at), field.name).toBeNull();
      expect(profileInput.safeParse(formToUpdate({ ...at, [field.name]: char.repeat(field.maxLength + 1) })).success, field.name).toBe(false);
    }
  });

  it('says in the gateway\'s words what it would refuse', () => {
    expect(profileFormProblem({ ...profileToForm(stored), rt: '0a1' })).toBe('Hanya angka yang diperbolehkan');
    expect(profileFormProblem({ ...profileToForm(stored), kode_pos: '123456' })).toBe('Maksimal 5 digit');
  });
});

// What the tab keeps of an edit not saved (lib/form-draft.ts): text only, the point as two numbers.
describe('profile draft', () => {
  const profile = profileToForm(stored);

  it('keeps an edit as text and opens it again as it was, the point moved on the map included', () => {
    const edit: ProfileForm = { ...profile, jalan: 'Jl. Kenanga 7', rt: '', point: { lat: -6.25, lng: 106.8 } };
    const kept = profileToDraft(edit);
    expect(Object.values(kept).every((value) => typeof value === 'string')).toBe(true);
    expect(profileFromDraft(profile, kept)).toEqual(edit);
  });

  it('opens an edit whose point was taken away without one, and takes from the profile what a draft lacks', () => {
    expect(profileFromDraft(profile, profileToDraft({ ...profile, point: null })).point).toBeNull();
    expect(profileFromDraft(profile, { jalan: 'Jl. Kenanga 7' })).toEqual({ ...profile, jalan: 'Jl. Kenanga 7' });
  });

  it('tells an edit that changed something, the point alone included, from one that did not', () => {
    expect(profileEdited(profile, profileToForm(stored))).toBe(false);
    expect(profileEdited({ ...profile, kecamatan: 'Tebet' }, profile)).toBe(true);
    expect(profileEdited({ ...profile, point: { lat: -6.21, lng: 106.816 } }, profile)).toBe(true);
  });
});
