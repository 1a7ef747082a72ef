import { describe, it, expect } from 'vitest';
import { amountToPay, meetsMinimumOrder, MINIMUM_ORDER, subtotalFromTotal } from './order-totals.ts';

describe('meetsMinimumOrder', () => {
  it('passes exactly Rp 100.000 and fails one rupiah less', () => {
    expect(MINIMUM_ORDER).toBe(100000);
    expect(meetsMinimumOrder(100000)).toBe(true);
    expect(meetsMinimumOrder(99999)).toBe(false);
    expect(meetsMinimumOrder(0)).toBe(false);
  });
});

describe('amountToPay and subtotalFromTotal', () => {
  it('adds the unique code to the subtotal', () => {
    expect(amountToPay(150000, 123)).toBe(150123);
  });

  it('takes the unique code back off the total', () => {
    expect(subtotalFromTotal(150123, 123)).toBe(150000);
    expect(subtotalFromTotal(amountToPay(87500, 999), 999)).toBe(87500);
  });

  it('treats a missing unique code as none', () => {
    expect(amountToPay(150000, null)).toBe(150000);
    expect(subtotalFromTotal(150000, undefined)).toBe(150000);
  });
});
