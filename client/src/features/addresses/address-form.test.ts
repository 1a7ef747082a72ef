import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, coordinateProblem, formToAddress, pairProblem } from './address-form.ts';

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
