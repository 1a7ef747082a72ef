import { describe, expect, it } from 'vitest';
import { updateDetailCustomerRequest } from '../contract/customer.ts';
import { firstProblem } from './form-check.ts';
import { COORDINATES_UNPAIRED } from './messages.ts';
import { COORDINATES_INVALID, PROFILE_DIGIT_FIELDS, PROFILE_LIMITS, profileInput } from './profile-input.ts';

const profile = {
  nomor_hp: '081234567890', jalan: 'Jl. Melati 3', kode_pos: '12950', rt: '001', rw: '002', kelurahan: 'Kuningan', kecamatan: 'Setiabudi',
  kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: -6.2, longitude: 106.816,
};

// Data Diri's page, the gateway's customer.updateProfile and the provider contract read a profile through these rules.
describe('profile form schema', () => {
  it('sends the point on as text, and an unset one as N/A', () => {
    expect(profileInput.parse(profile)).toMatchObject({ latitude: '-6.2', longitude: '106.816' });
    expect(profileInput.parse({ ...profile, latitude: 'N/A', longitude: null })).toMatchObject({ latitude: 'N/A', longitude: 'N/A' });
  });

  it('takes digits only in the phone, RT, RW and the postcode, and each field up to its limit', () => {
    for (const name of PROFILE_DIGIT_FIELDS) expect(firstProblem(profileInput, { ...profile, [name]: '1-2' }), name).toBe('Hanya angka yang diperbolehkan');
    for (const [name, max] of Object.entries(PROFILE_LIMITS)) {
      const digits = (PROFILE_DIGIT_FIELDS as readonly string[]).includes(name);
      expect(firstProblem(profileInput, { ...profile, [name]: (digits ? '1' : 'x').repeat(max) }), name).toBeNull();
      expect(firstProblem(profileInput, { ...profile, [name]: (digits ? '1' : 'x').repeat(max + 1) }), name).toBe(`Maksimal ${max} ${digits ? 'digit' : 'karakter'}`);
    }
  });

  it('refuses a point off the globe, or half a point', () => {
    expect(firstProblem(profileInput, { ...profile, latitude: 91 })).toBe(COORDINATES_INVALID);
    expect(firstProblem(profileInput, { ...profile, longitude: 'N/A' })).toBe(COORDINATES_UNPAIRED);
  });

  it('is what the provider contract takes too (plus the customer)', () => {
    expect(updateDetailCustomerRequest.safeParse({ ...profile, customer_code: 'C-1' }).success).toBe(true);
    expect(updateDetailCustomerRequest.safeParse({ ...profile, customer_code: 'C-1', longitude: null }).success).toBe(false);
  });
});
