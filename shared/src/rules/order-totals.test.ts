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
  const order = { itemsSubtotal: 150000, voucherDiscount: 20000, serviceFee: 2500, uniqueNumber: 123 };

  it('is the items less the vouchers, plus the service fee and the unique code', () => {
    expect(amountToPay(order)).toBe(150000 - 20000 + 2500 + 123);
    expect(amountToPay({ ...order, voucherDiscount: 0, serviceFee: 0 })).toBe(150123);
  });

  it('takes the unique code back off the total: what the payment screen calls the subtotal', () => {
    expect(subtotalFromTotal(150123, 123)).toBe(150000);
    expect(subtotalFromTotal(amountToPay(order), order.uniqueNumber)).toBe(150000 - 20000 + 2500);
  });

  it('treats a missing unique code as none', () => {
    expect(amountToPay({ ...order, uniqueNumber: null })).toBe(132500);
    expect(subtotalFromTotal(150000, undefined)).toBe(150000);
  });
});
