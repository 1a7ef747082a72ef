import { describe, expect, it } from 'vitest';
import { addMasterCustomerAddress } from '../contract/address.ts';
import { ADDRESS_DIGIT_FIELDS, ADDRESS_LIMITS, addressInput } from './address-input.ts';
import { firstProblem, formProblems } from './form-check.ts';
import { COORDINATES_UNPAIRED } from './messages.ts';

const address = {
  header_name: 'Rumah', jalan: 'Jl. Melati 3', kode_pos: '12950', rt: '001', rw: '002', kelurahan: 'Kuningan', kecamatan: 'Setiabudi',
  kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: -6.2, longitude: 106.816,
};

// The address dialog, the gateway's addresses.add/update and the provider contract read an address through these rules.
describe('address form schema', () => {
  it('lets an address through, text trimmed, with or without a point', () => {
    expect(addressInput.parse({ ...address, jalan: '  Jl. Melati 3 ' })).toMatchObject({ jalan: 'Jl. Melati 3' });
    expect(firstProblem(addressInput, { ...address, latitude: null, longitude: 'N/A' })).toBeNull();
    expect(firstProblem(addressInput, { ...address, latitude: '-6.2', longitude: '' })).toBe(COORDINATES_UNPAIRED);
  });

  it('has no required field (spec section 5): an empty address is one', () => {
    const empty = Object.fromEntries(Object.keys(ADDRESS_LIMITS).map((k) => [k, '']));
    expect(firstProblem(addressInput, { ...empty, latitude: '', longitude: '' })).toBeNull();
  });

  it('takes digits only in RT, RW and the postcode, and each part up to its limit', () => {
    for (const name of ADDRESS_DIGIT_FIELDS) expect(firstProblem(addressInput, { ...address, [name]: '0a' }), name).toBe('Hanya angka yang diperbolehkan');
    for (const [name, max] of Object.entries(ADDRESS_LIMITS)) {
      const char = (ADDRESS_DIGIT_FIELDS as readonly string[]).includes(name) ? '1' : 'x';
      expect(firstProblem(addressInput, { ...address, [name]: char.repeat(max) }), name).toBeNull();
      expect(firstProblem(addressInput, { ...address, [name]: char.repeat(max + 1) }), name).toMatch(/^Maksimal \d+ (karakter|digit)$/);
    }
  });

  it('names the coordinate and its range under its own field; the pair is the form\'s', () => {
    expect(formProblems(addressInput, { ...address, latitude: 91 }).fieldErrors).toEqual({ latitude: ['Latitude harus berupa angka antara -90 dan 90.'] });
    expect(formProblems(addressInput, { ...address, longitude: '1e2' }).fieldErrors).toEqual({ longitude: ['Longitude harus berupa angka antara -180 dan 180.'] });
    expect(formProblems(addressInput, { ...address, longitude: null })).toEqual({ formErrors: [COORDINATES_UNPAIRED], fieldErrors: {} });
    expect(COORDINATES_UNPAIRED).toBe('Latitude dan longitude harus diisi bersamaan.');
  });

  it('is what the provider contract takes too (plus the customer)', () => {
    expect(addMasterCustomerAddress.request.safeParse({ ...address, customer_code: 'C-1' }).success).toBe(true);
    expect(addMasterCustomerAddress.request.safeParse({ ...address, customer_code: 'C-1', rt: '0a' }).success).toBe(false);
  });
});
