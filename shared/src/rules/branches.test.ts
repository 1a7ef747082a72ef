import { describe, it, expect } from 'vitest';
import { branchPhone, isBranchSelectable } from './branches.ts';

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
