import { describe, expect, it } from 'vitest';
import { isRecord, positiveInt, positiveNumber, textValue, wholeNumber } from './unknown-values.ts';

describe('values nothing vouches for', () => {
  it('is a record only as a plain object', () => {
    expect([{}, { a: 1 }].map(isRecord)).toEqual([true, true]);
    expect([null, [], 'x', 1, undefined].map(isRecord)).toEqual([false, false, false, false, false]);
  });

  it('takes trimmed text, and nothing blank', () => {
    expect(textValue('  SO-1 ')).toBe('SO-1');
    for (const value of ['', '   ', 7, null, undefined]) expect(textValue(value), String(value)).toBeNull();
  });

  it('takes whole positive ids from numbers and digit strings only', () => {
    expect(positiveInt(12)).toBe(12);
    expect(positiveInt('12')).toBe(12);
    for (const value of [0, -3, 1.5, '1.5', '', ' ', 'abc', NaN, Infinity, 2 ** 60, null, true]) expect(positiveInt(value), String(value)).toBeNull();
  });

  it('takes whole numbers from 0 up, from numbers and digit strings only', () => {
    expect(wholeNumber(0)).toBe(0);
    expect(wholeNumber('0')).toBe(0);
    expect(wholeNumber('12')).toBe(12);
    for (const value of [-1, 1.5, '', ' ', 'abc', NaN, 2 ** 60, null, false]) expect(wholeNumber(value), String(value)).toBeNull();
  });

  it('takes positive amounts with cents', () => {
    expect(positiveNumber(12500.5)).toBe(12500.5);
    expect(positiveNumber('12500')).toBe(12500);
    for (const value of [0, -1, '', 'Rp 5', NaN, null]) expect(positiveNumber(value), String(value)).toBeNull();
  });
});

