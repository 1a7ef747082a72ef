import { describe, it, expect } from 'vitest';
import { firstDeliveryDate, isCalendarDate, toDate, todayInJakarta } from './dates.ts';

describe('todayInJakarta', () => {
  it('uses the Jakarta calendar day (UTC+7), not UTC', () => {
    expect(todayInJakarta(new Date('2026-11-21T16:59:59Z'))).toBe('2026-11-21');
    expect(todayInJakarta(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
    expect(todayInJakarta(Date.parse('2026-01-05T00:00:00+07:00'))).toBe('2026-01-05');
  });
});

describe('isCalendarDate', () => {
  it('accepts real days in YYYY-MM-DD form only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-05')).toBe(false);
    expect(isCalendarDate('22-11-2026')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('toDate', () => {
  it('reads dates, ISO strings and epoch milliseconds', () => {
    expect(toDate('2026-11-22T03:00:00Z').getTime()).toBe(Date.UTC(2026, 10, 22, 3));
    expect(toDate(0).getTime()).toBe(0);
  });

  it('returns a copy, so callers cannot mutate the original', () => {
    const original = new Date(0);
    expect(toDate(original)).not.toBe(original);
  });

  it('refuses what is not a date', () => {
    expect(() => toDate('kemarin')).toThrow(RangeError);
    expect(() => toDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('firstDeliveryDate', () => {
  it('is today in Jakarta until the last delivery hour, then tomorrow', () => {
    // 20:59 and 21:00 WIB (UTC+7) on 22 November.
    expect(firstDeliveryDate('2026-11-22T13:59:00Z')).toBe('2026-11-22');
    expect(firstDeliveryDate('2026-11-22T14:00:00Z')).toBe('2026-11-23');
    // 06:30 WIB on 22 November is still 21 November in UTC: Jakarta's calendar counts.
    expect(firstDeliveryDate('2026-11-21T23:30:00Z')).toBe('2026-11-22');
    // Past 21:00 on the last day of a month.
    expect(firstDeliveryDate('2026-11-30T15:00:00Z')).toBe('2026-12-01');
  });
});
