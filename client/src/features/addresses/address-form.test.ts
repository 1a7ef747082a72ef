import { describe, expect, it } from 'vitest';
import type { Address } from '@tulus/shared/contract/address';
import { ADDRESS_FIELDS, EMPTY_ADDRESS, addressToForm, coordinateProblem, formToAddress, pairProblem } from './address-form.ts';

// The address dialog's coordinate checks: the shared coordinate rule, plus the decimal comma a
// customer types on an Indonesian keyboard.
describe('address form coordinates', () => {
  it('takes an empty field, N/A, a point or a comma as the decimal mark', () => {
    for (const text of ['', '  ', 'N/A', '-6.2', '-6,2', '106.816']) expect(coordinateProblem(text, 180, 'Longitude'), text).toBeNull();
  });

  it('names the field and its range for anything else', () => {
    expect(coordinateProblem('91', 90, 'Latitude')).toBe('Latitude harus berupa angka antara -90 dan 90.');
    expect(coordinateProblem('1e1', 90, 'Latitude')).toBe('Latitude harus berupa angka antara -90 dan 90.');
    expect(coordinateProblem('jakarta', 180, 'Longitude')).toBe('Longitude harus berupa angka antara -180 dan 180.');
  });

  it('asks for both halves or neither', () => {
    expect(pairProblem({ ...EMPTY_ADDRESS, latitude: '-6.2', longitude: '' })).toBe('Latitude dan longitude harus diisi bersamaan.');
    expect(pairProblem({ ...EMPTY_ADDRESS, latitude: '-6.2', longitude: '106.8' })).toBeNull();
    expect(pairProblem(EMPTY_ADDRESS)).toBeNull();
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
});
