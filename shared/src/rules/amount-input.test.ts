import { describe, it, expect } from 'vitest';
import { keepDigits, parseAmountInput, sanitizeAmountInput } from './amount-input.ts';

describe('keepDigits', () => {
  it('drops everything but digits', () => {
    expect(keepDigits('0812-3456 7890')).toBe('081234567890');
    expect(keepDigits('abc')).toBe('');
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits, dots and commas', () => {
    expect(sanitizeAmountInput('Rp. 150.000,-')).toBe('.150.000,');
    expect(sanitizeAmountInput('1,500abc')).toBe('1,500');
  });
});

describe('parseAmountInput', () => {
  it('reads dots and commas as thousands separators', () => {
    expect(parseAmountInput('150.000')).toBe(150000);
    expect(parseAmountInput('150,000')).toBe(150000);
    expect(parseAmountInput('1.500.000')).toBe(1500000);
    expect(parseAmountInput('150000')).toBe(150000);
    expect(parseAmountInput('Rp. 150.123')).toBe(150123);
  });

  it('drops a trailing decimal part instead of reading it as digits', () => {
    expect(parseAmountInput('150.000,00')).toBe(150000);
    expect(parseAmountInput('150000.5')).toBe(150000);
    expect(parseAmountInput('Rp. 100.000,-')).toBe(100000);
  });

  it('is null when there is no number or it is too large to be exact', () => {
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('Rp.')).toBeNull();
    expect(parseAmountInput('99999999999999999999')).toBeNull();
  });

  it('reads zero as zero, leaving the required-amount check to the form', () => {
    expect(parseAmountInput('0')).toBe(0);
  });
});
