import { describe, it, expect } from 'vitest';
import { DELIVERY_RADIUS_METRES, branchPhone, deliversTo, isBranchSelectable, isFarBranch, onlyDeliveringBranch } from './branches.ts';

describe('isBranchSelectable', () => {
  it('allows only branches with sts 1', () => {
    expect(isBranchSelectable({ sts: 1 })).toBe(true);
    expect(isBranchSelectable({ sts: '1' })).toBe(true);
    expect(isBranchSelectable({ sts: 0 })).toBe(false);
    expect(isBranchSelectable({ sts: '0' })).toBe(false);
    expect(isBranchSelectable({ sts: null })).toBe(false);
    expect(isBranchSelectable({ sts: 2 })).toBe(false);
  });
});

describe('branchPhone', () => {
  it("prefixes '+62' to the telephone", () => {
    expect(branchPhone('2150001234')).toBe('+622150001234');
    expect(branchPhone(812345678)).toBe('+62812345678');
  });

  it('drops a trunk 0 or an existing +62 instead of doubling the prefix', () => {
    expect(branchPhone('021-5000-1234')).toBe('+622150001234');
    expect(branchPhone('+62 31 555 0000')).toBe('+62315550000');
  });

  it('is null without a telephone, so the footer shows Soon', () => {
    expect(branchPhone(null)).toBeNull();
    expect(branchPhone('')).toBeNull();
    expect(branchPhone('  -  ')).toBeNull();
  });
});

describe('the branch that delivers to an address', () => {
  const jakarta = { kd_cabang: 'JKT01', sts: 1, distance: 12_400 };
  const surabaya = { kd_cabang: 'SBY01', sts: 1, distance: 667_909 };
  const semarang = { kd_cabang: 'SMG01', sts: 0, distance: 8_000 };

  it('is the only usable branch within the delivery radius', () => {
    expect(onlyDeliveringBranch([jakarta, surabaya, semarang])).toBe(jakarta);
    expect(deliversTo({ sts: 1, distance: DELIVERY_RADIUS_METRES })).toBe(true);
    expect(deliversTo({ sts: 1, distance: DELIVERY_RADIUS_METRES + 1 })).toBe(false);
  });

  it('is none when no usable branch is near, several are, or the distance is unknown', () => {
    expect(onlyDeliveringBranch([surabaya, semarang])).toBeNull();
    expect(onlyDeliveringBranch([jakarta, { ...jakarta, kd_cabang: 'JKT02' }])).toBeNull();
    expect(onlyDeliveringBranch([{ ...jakarta, distance: null }])).toBeNull();
    expect(onlyDeliveringBranch([])).toBeNull();
  });

  it('calls a usable branch beyond the radius far, never an unusable or a near one', () => {
    expect(isFarBranch(surabaya)).toBe(true);
    expect(isFarBranch(jakarta)).toBe(false);
    expect(isFarBranch({ sts: 0, distance: 700_000 })).toBe(false);
    expect(isFarBranch({ sts: 1, distance: null })).toBe(false);
  });
});
