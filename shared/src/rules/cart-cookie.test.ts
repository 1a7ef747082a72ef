import { describe, expect, it } from 'vitest';
import { CART_COOKIE_MAX_LINES, decodeCartCookie, encodeCartCookie } from './cart-cookie.ts';

describe('the cart cookie', () => {
  it('carries the lines in order, a quantity of 0 included (the stepper can reach it)', () => {
    const lines = [
      { product_id: 1, quantity: 2 },
      { product_id: 5, quantity: 0 },
      { product_id: 123456789, quantity: 99999 },
    ];
    const value = encodeCartCookie(lines);
    expect(value).toBe('1x2.5x0.123456789x99999');
    expect(decodeCartCookie(value!)).toEqual(lines);
  });

  it('has no value for an empty cart or one too long, and draws nothing from it', () => {
    expect(encodeCartCookie([])).toBeNull();
    const long = Array.from({ length: CART_COOKIE_MAX_LINES + 1 }, (_, i) => ({ product_id: i + 1, quantity: 1 }));
    expect(encodeCartCookie(long)).toBeNull();
    expect(encodeCartCookie(long.slice(1))).not.toBeNull();
    expect(decodeCartCookie(long.map((l) => `${l.product_id}x1`).join('.'))).toBeNull();
  });

  it('writes no value for a line it could not read back', () => {
    expect(encodeCartCookie([{ product_id: 0, quantity: 1 }])).toBeNull();
    expect(encodeCartCookie([{ product_id: 1.5, quantity: 1 }])).toBeNull();
    expect(encodeCartCookie([{ product_id: 1, quantity: -1 }])).toBeNull();
  });

  it('reads nothing from a value this shop did not write', () => {
    for (const value of [undefined, '', '1x2.', '.1x2', '1x2,5x1', 'x2', '1x', '01x2', '1x2.abc', '1x2;5x1', '1x-2', '1x123456', '1234567890x1']) {
      expect(decodeCartCookie(value)).toBeNull();
    }
  });
});
