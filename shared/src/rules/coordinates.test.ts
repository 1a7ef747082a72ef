import { describe, expect, it } from 'vitest';
import { coordinatesPaired, hasCoordinates, isCoordinateOrUnset, isUnsetCoordinate, parseCoordinate, toGeoPoint } from './coordinates.ts';

describe('isUnsetCoordinate', () => {
  it('reads nothing, blank text and the provider\'s N/A as not set', () => {
    for (const unset of [null, undefined, '', '   ', 'N/A', 'n/a', ' N/A ']) expect(isUnsetCoordinate(unset)).toBe(true);
  });

  it('reads zero and any other text as set', () => {
    for (const set of [0, '0', '-6.2', 'abc']) expect(isUnsetCoordinate(set)).toBe(false);
  });
});

describe('parseCoordinate', () => {
  it('takes numbers and plain decimal text within the limit', () => {
    expect(parseCoordinate(-6.2, 90)).toBe(-6.2);
    expect(parseCoordinate(' -7.25 ', 90)).toBe(-7.25);
    expect(parseCoordinate('106', 180)).toBe(106);
    expect(parseCoordinate(0, 90)).toBe(0);
    expect(parseCoordinate('90', 90)).toBe(90);
    expect(parseCoordinate(-180, 180)).toBe(-180);
  });

  it('refuses what is unset, beyond the limit, or not a plain decimal', () => {
    for (const value of [null, '', 'N/A', 90.5, '-91', 'abc', '1e1', '0x1f', 'Infinity', Number.NaN, Number.POSITIVE_INFINITY, '6,2', '6.', '.5']) {
      expect(parseCoordinate(value, 90), String(value)).toBeNull();
    }
  });
});

describe('isCoordinateOrUnset', () => {
  it('lets an update send a point or clear it, and nothing else', () => {
    expect(isCoordinateOrUnset('N/A', 90)).toBe(true);
    expect(isCoordinateOrUnset(null, 90)).toBe(true);
    expect(isCoordinateOrUnset('-6.2', 90)).toBe(true);
    expect(isCoordinateOrUnset('200', 180)).toBe(false);
    expect(isCoordinateOrUnset('jakarta', 90)).toBe(false);
  });
});

describe('toGeoPoint and hasCoordinates', () => {
  it('makes a point only of two valid halves', () => {
    expect(toGeoPoint('-6.2', 106.8)).toEqual({ lat: -6.2, lng: 106.8 });
    expect(toGeoPoint('-6.2', 'N/A')).toBeNull();
    expect(toGeoPoint(91, 106.8)).toBeNull();
    expect(toGeoPoint(-6.2, 180.5)).toBeNull();
  });

  it('says whether a place can be delivered to', () => {
    expect(hasCoordinates({ latitude: -6.2, longitude: 106.8 })).toBe(true);
    expect(hasCoordinates({ latitude: ' -7.25 ', longitude: '112.75' })).toBe(true);
    expect(hasCoordinates({ latitude: 0, longitude: 0 })).toBe(true);
    expect(hasCoordinates({})).toBe(false);
    expect(hasCoordinates({ latitude: null, longitude: 106.8 })).toBe(false);
    expect(hasCoordinates({ latitude: '', longitude: '106.8' })).toBe(false);
    expect(hasCoordinates({ latitude: '-6.2', longitude: 'n/a' })).toBe(false);
    expect(hasCoordinates({ latitude: 'abc', longitude: '106.8' })).toBe(false);
    expect(hasCoordinates(undefined)).toBe(false);
    expect(hasCoordinates(null)).toBe(false);
  });
});

describe('coordinatesPaired', () => {
  it('accepts both halves or neither', () => {
    expect(coordinatesPaired('-6.2', '106.8')).toBe(true);
    expect(coordinatesPaired('N/A', null)).toBe(true);
    expect(coordinatesPaired('', 'N/A')).toBe(true);
    expect(coordinatesPaired('-6.2', 'N/A')).toBe(false);
    expect(coordinatesPaired(null, 106.8)).toBe(false);
  });
});
