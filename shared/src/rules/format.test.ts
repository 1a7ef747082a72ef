import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatDistanceKm,
  ADDRESS_PART_MAX,
  formatDateId,
  formatDateTimeId,
  formatRupiah,
  formatRupiahPlain,
  PHONE_CELL_MAX,
  truncate,
} from './format.ts';

describe('formatRupiah', () => {
  it('formats IDR in id-ID with dot grouping, no decimals and a no-break space', () => {
    expect(formatRupiah(100000)).toBe('Rp\u00a0100.000');
    expect(formatRupiah(1500000)).toBe('Rp\u00a01.500.000');
    expect(formatRupiah(950)).toBe('Rp\u00a0950');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
  });

  it('rounds fractions to whole rupiah and never prints a negative zero', () => {
    expect(formatRupiah(1234567.6)).toBe('Rp\u00a01.234.568');
    expect(formatRupiah(-0)).toBe('Rp\u00a00');
    expect(formatRupiah(-0.2)).toBe('Rp\u00a00');
    expect(formatRupiah(-0.5)).toBe('-Rp\u00a01');
  });

  it('prints the sign before the currency', () => {
    expect(formatRupiah(-5000)).toBe('-Rp\u00a05.000');
  });

  it('refuses values that are not amounts', () => {
    expect(() => formatRupiah(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupiahPlain(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatRupiahPlain', () => {
  it("uses the 'Rp.' style of the proof form", () => {
    expect(formatRupiahPlain(100000)).toBe('Rp.\u00a0100.000');
    expect(formatRupiahPlain(150123.4)).toBe('Rp.\u00a0150.123');
    expect(formatRupiahPlain(0)).toBe('Rp.\u00a00');
    expect(formatRupiahPlain(-0.2)).toBe('Rp.\u00a00');
    expect(formatRupiahPlain(-5000)).toBe('-Rp.\u00a05.000');
  });
});

describe('formatDateId and formatDateTimeId', () => {
  it('writes the Indonesian long date on the Jakarta calendar', () => {
    expect(formatDateId('2026-11-22T03:00:00Z')).toBe('22 November 2026');
    expect(formatDateId('2026-08-16T17:30:00Z')).toBe('17 Agustus 2026');
    expect(formatDateId(new Date('2026-01-01T00:00:00+07:00'))).toBe('1 Januari 2026');
  });

  it('adds the Jakarta time', () => {
    expect(formatDateTimeId('2026-11-22T03:05:00Z')).toBe('22 November 2026 pukul 10.05');
  });

  it('refuses a string that is not a date', () => {
    expect(() => formatDateId('bukan tanggal')).toThrow(RangeError);
  });
});

describe('truncate', () => {
  it('keeps text up to the limit and cuts longer text with an ellipsis', () => {
    expect(PHONE_CELL_MAX).toBe(15);
    expect(ADDRESS_PART_MAX).toBe(25);
    expect(truncate('081234567890123', PHONE_CELL_MAX)).toBe('081234567890123');
    expect(truncate('0812345678901234', PHONE_CELL_MAX)).toBe('081234567890123…');
    expect(truncate('Jl. Jenderal Sudirman Kav. 52-53', ADDRESS_PART_MAX)).toBe('Jl. Jenderal Sudirman Kav…');
  });

  it('treats a missing value as empty and never splits a character', () => {
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
    expect(truncate('ab😀cd', 3)).toBe('ab😀…');
  });
});

describe('formatDistanceKm', () => {
  it('shows metres as kilometres with one decimal, the Indonesian way', () => {
    expect(formatDistanceKm(667_909)).toBe('667,9 km');
    expect(formatDistanceKm(12_400)).toBe('12,4 km');
    expect(formatDistanceKm(800)).toBe('0,8 km');
    expect(formatDistanceKm(0)).toBe('0,0 km');
    expect(formatDistanceKm(1_234_560)).toBe('1.234,6 km');
  });

  it('refuses what is not a distance', () => {
    expect(() => formatDistanceKm(Number.NaN)).toThrow(RangeError);
    expect(() => formatDistanceKm(-1)).toThrow(RangeError);
  });
});

// format.ts writes these by hand (Intl's first id-ID formatter is slow to make on a phone); they must
// say exactly what Intl says.
describe('the hand-written formats against Intl', () => {
  const intlRupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
  const intlGrouped = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
  const intlKm = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const amounts = fc.oneof(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.double({ min: -1e10, max: 1e10, noNaN: true }));

  it('formatRupiah is Intl id-ID IDR (no negative zero)', () => {
    fc.assert(fc.property(amounts, (amount) => formatRupiah(amount) === intlRupiah.format(Math.abs(amount) < 0.5 ? 0 : amount)));
  });

  it("formatRupiahPlain is 'Rp.' and Intl's grouping", () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        const text = `Rp.\u00a0${intlGrouped.format(Math.abs(amount))}`;
        return formatRupiahPlain(amount) === (amount < 0 && text !== 'Rp.\u00a00' ? `-${text}` : text);
      }),
    );
  });

  it("formatDistanceKm is Intl's one decimal", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 50_000_000 }), (metres) => formatDistanceKm(metres) === `${intlKm.format(metres / 1000)} km`));
    // Every distance half-way between two tenths up to 2,000 km, where binary fractions could round apart.
    for (let metres = 50; metres < 2_000_000; metres += 100) expect(formatDistanceKm(metres)).toBe(`${intlKm.format(metres / 1000)} km`);
  });
});
