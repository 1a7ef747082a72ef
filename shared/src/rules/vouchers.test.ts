import { describe, it, expect } from 'vitest';
import {
  pickVouchers,
  toggleVoucherSelection,
  totalAfterVouchers,
  voucherDiscount,
  totalDiscount,
  validateVoucherSelection,
  type Voucher,
} from './vouchers.ts';

function voucher(id: number, overrides: Partial<Voucher> = {}): Voucher {
  return {
    id,
    voucher_code: `V${id}`,
    description: `Voucher ${id}`,
    total_discount_amount: 10000,
    expired: '2026-12-31',
    is_active: 'true',
    claimed: 'true',
    is_general: 'false',
    ...overrides,
  };
}

const general = voucher(1, { is_general: 'true', total_discount_amount: 25000 });
const alsoGeneral = voucher(2, { is_general: true });
const small = voucher(3);
const big = voucher(4, { total_discount_amount: 50000 });
const inactive = voucher(5, { is_active: 'false' });
const all = [general, alsoGeneral, small, big, inactive];

describe('toggleVoucherSelection', () => {
  it('selects a general voucher alone, replacing the whole selection', () => {
    expect(toggleVoucherSelection([3, 4], general, all)).toEqual([1]);
    expect(toggleVoucherSelection([1], alsoGeneral, all)).toEqual([2]);
  });

  it('adds non-general vouchers alongside each other', () => {
    const one = toggleVoucherSelection([], small, all);
    expect(one).toEqual([3]);
    expect(toggleVoucherSelection(one, big, all)).toEqual([3, 4]);
  });

  it('drops a selected general voucher when a non-general one is picked', () => {
    expect(toggleVoucherSelection([1], small, all)).toEqual([3]);
  });

  it('deselects a voucher that is picked again, general or not', () => {
    expect(toggleVoucherSelection([3, 4], small, all)).toEqual([4]);
    expect(toggleVoucherSelection([1], general, all)).toEqual([]);
  });

  it('leaves the selection unchanged (same array) for an inactive voucher', () => {
    const selected = [3];
    expect(toggleVoucherSelection(selected, inactive, all)).toBe(selected);
    expect(toggleVoucherSelection([], voucher(6, { is_active: false }), all)).toEqual([]);
  });

  it('still lets a voucher that became inactive be deselected', () => {
    expect(toggleVoucherSelection([3, 5], inactive, all)).toEqual([3]);
  });

  it("matches ids given as text to numeric ids", () => {
    expect(toggleVoucherSelection(['1'], small, all)).toEqual([3]);
    expect(toggleVoucherSelection(['3'], small, all)).toEqual([]);
  });
});

describe('validateVoucherSelection', () => {
  it('accepts no voucher, one general voucher, or several non-general ones', () => {
    expect(validateVoucherSelection([], all)).toBeNull();
    expect(validateVoucherSelection([1], all)).toBeNull();
    expect(validateVoucherSelection([3, 4], all)).toBeNull();
  });

  it('refuses an id that is not among the customer vouchers', () => {
    expect(validateVoucherSelection([3, 99], all)).toEqual({
      code: 'not_found',
      voucherId: 99,
      message: 'Voucher tidak ditemukan.',
    });
  });

  it('refuses an inactive voucher', () => {
    expect(validateVoucherSelection([5], all)).toEqual({ code: 'inactive', voucherId: 5, message: 'Voucher tidak aktif.' });
  });

  it('refuses a general voucher combined with any other', () => {
    expect(validateVoucherSelection([3, 1], all)).toEqual({
      code: 'general_not_alone',
      voucherId: 1,
      message: 'Voucher umum tidak dapat digabung dengan voucher lain.',
    });
    expect(validateVoucherSelection([1, 2], all)?.code).toBe('general_not_alone');
  });

  it('refuses the same voucher twice, which would double its discount', () => {
    expect(validateVoucherSelection([3, '3'], all)).toEqual({
      code: 'duplicate',
      voucherId: '3',
      message: 'Voucher yang sama dipilih lebih dari sekali.',
    });
  });
});

describe('pickVouchers', () => {
  it('resolves ids in selection order and skips unknown ids', () => {
    expect(pickVouchers([4, 99, '3'], all)).toEqual([big, small]);
  });
});

describe('totalDiscount, voucherDiscount and totalAfterVouchers', () => {
  it('sums total_discount_amount of the selected vouchers', () => {
    expect(totalDiscount([])).toBe(0);
    expect(totalDiscount([small, big])).toBe(60000);
  });

  it('subtracts the discount from the subtotal', () => {
    expect(totalAfterVouchers(150000, [small, big])).toBe(90000);
    expect(totalAfterVouchers(150000, [])).toBe(150000);
  });

  it('never goes below 0', () => {
    expect(totalAfterVouchers(60000, [small, big])).toBe(0);
    expect(totalAfterVouchers(40000, [small, big])).toBe(0);
  });

  it('discounts at most the items: the rest of a voucher is lost, not owed', () => {
    expect(voucherDiscount(150000, [small, big])).toBe(60000);
    expect(voucherDiscount(40000, [small, big])).toBe(40000);
    expect(voucherDiscount(40000, [])).toBe(0);
    expect(totalAfterVouchers(40000, [small, big]) + voucherDiscount(40000, [small, big])).toBe(40000);
  });
});
