import { describe, expect, it } from 'vitest';
import type { Address } from '@tulus/shared/contract/address';
import { addressInput } from '@tulus/shared/rules/address-input';
import { ADDRESS_FIELDS, EMPTY_ADDRESS, addressFormProblems, addressToForm, formToAddress } from './address-form.ts';
import { formChanged } from '../../lib/form-draft.ts';

// The address dialog's coordinate checks: the shared coordinate rule, plus the decimal comma a
// customer types on an Indonesian keyboard.
describe('address form coordinates', () => {
  const problems = (latitude: string, longitude: string) => addressFormProblems({ ...EMPTY_ADDRESS, latitude, longitude });

  it('takes an empty field, N/A, a point or a comma as the decimal mark', () => {
    const points: Array<[string, string]> = [['', ''], ['  ', 'n/a'], ['N/A', ''], ['-6.2', '106.816'], ['-6,2', '106,816'], ['0', '-180']];
    for (const [latitude, longitude] of points) {
      expect(problems(latitude, longitude), `${latitude} ${longitude}`).toEqual({ latitude: null, longitude: null, point: null });
    }
  });

  it('names the field and its range for anything else, each under its own field', () => {
    expect(problems('91', '106.8').latitude).toBe('Latitude harus berupa angka antara -90 dan 90.');
    expect(problems('1e1', '106.8').latitude).toBe('Latitude harus berupa angka antara -90 dan 90.');
    expect(problems('-6.2', 'jakarta')).toMatchObject({ latitude: null, longitude: 'Longitude harus berupa angka antara -180 dan 180.' });
  });

  it('asks for both halves or neither', () => {
    expect(problems('-6.2', '').point).toBe('Latitude dan longitude harus diisi bersamaan.');
    expect(problems('', '106,8').point).toBe('Latitude dan longitude harus diisi bersamaan.');
    expect(problems('-6.2', '106.8').point).toBeNull();
    expect(problems('', '').point).toBeNull();
  });

  it('sends numbers with a decimal point, and null for an unset half', () => {
    const sent = formToAddress({ ...EMPTY_ADDRESS, latitude: ' -6,2 ', longitude: 'n/a' });
    expect(sent.latitude).toBe(-6.2);
    expect(sent.longitude).toBeNull();
  });
});

describe('address form round trip', () => {
  const stored = {
    id: 4, header_name: 'Rumah', jalan: 'Jl. Melati 3', kode_pos: '12950', rt: '001', rw: '002', kelurahan: 'Kuningan', kecamatan: 'Setiabudi',
    kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: -6.2, longitude: 106.816, is_active: '1',
  } as unknown as Address;

  it('shows an unset coordinate (N/A) as an empty field, and sends it back as null', () => {
    const form = addressToForm({ ...stored, latitude: 'N/A', longitude: null } as unknown as Address);
    expect([form.latitude, form.longitude]).toEqual(['', '']);
    expect(formToAddress(form)).toMatchObject({ latitude: null, longitude: null });
  });

  it('sends what it was given, text trimmed and numbers kept', () => {
    const form = { ...addressToForm(stored), jalan: '  Jl. Melati 3  ' };
    expect(formToAddress(form)).toEqual({
      header_name: 'Rumah', jalan: 'Jl. Melati 3', kode_pos: '12950', rt: '001', rw: '002', kelurahan: 'Kuningan', kecamatan: 'Setiabudi',
      kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: -6.2, longitude: 106.816,
    });
  });

  it('has a field for every text part of the form, digits only for RT, RW and the postcode', () => {
    const text = Object.keys(EMPTY_ADDRESS).filter((k) => k !== 'latitude' && k !== 'longitude');
    expect(ADDRESS_FIELDS.map((f) => f.name).sort()).toEqual(text.sort());
    expect(ADDRESS_FIELDS.filter((f) => f.digits).map((f) => f.name)).toEqual(['rt', 'rw', 'kode_pos']);
  });

  it('stops typing where the gateway would refuse: each input\'s maxLength is the schema\'s limit', () => {
    const longest = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f.name, (f.digits ? '1' : 'x').repeat(f.maxLength)]));
    expect(addressFormProblems({ ...EMPTY_ADDRESS, ...longest })).toEqual({ latitude: null, longitude: null, point: null });
    expect(addressInput.safeParse({ ...formToAddress({ ...EMPTY_ADDRESS, ...longest }), jalan: 'x'.repeat(ADDRESS_FIELDS.find((f) => f.name === 'jalan')!.maxLength + 1) }).success).toBe(false);
  });
});

describe('address form changes', () => {
  const saved = addressToForm({
    id: 4, header_name: 'Rumah', jalan: 'Jl. Melati 3', kode_pos: '12950', rt: '001', rw: '002', kelurahan: 'Kuningan', kecamatan: 'Setiabudi',
    kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: -6.2, longitude: 106.816, is_active: '1',
  } as unknown as Address);

  it('has none as it opens, empty or with the address being edited', () => {
    expect(formChanged(EMPTY_ADDRESS, EMPTY_ADDRESS)).toBe(false);
    expect(formChanged({ ...saved }, saved)).toBe(false);
  });

  it('has one for any field typed, a point taken from the map, or a field emptied', () => {
    expect(formChanged({ ...EMPTY_ADDRESS, header_name: 'Kantor' }, EMPTY_ADDRESS)).toBe(true);
    expect(formChanged({ ...EMPTY_ADDRESS, latitude: '-6.2', longitude: '106.8' }, EMPTY_ADDRESS)).toBe(true);
    expect(formChanged({ ...saved, jalan: '' }, saved)).toBe(true);
  });
});
