import { describe, expect, it } from 'vitest';
import { EMPTY_RETURN, fromDraftForm, holdsReturn, toDraftForm } from './return-draft.ts';

const typed = { email: 'rina@contoh.id', customer: { customer_code: 'CUST-0007', nama_lengkap: 'Rina Wulandari' }, productId: '5', quantity: 3 };

describe('the product return draft', () => {
  it('comes back as it was typed, the customer found included', () => {
    expect(fromDraftForm(toDraftForm(typed))).toEqual(typed);
    expect(fromDraftForm(toDraftForm({ ...typed, customer: null }))).toEqual({ ...typed, customer: null });
  });

  it('is worth keeping once anything is typed, and not as the form opens', () => {
    expect(holdsReturn(EMPTY_RETURN)).toBe(false);
    expect(holdsReturn({ ...EMPTY_RETURN, email: '  ' })).toBe(false);
    expect(holdsReturn({ ...EMPTY_RETURN, email: 'r' })).toBe(true);
    expect(holdsReturn({ ...EMPTY_RETURN, productId: '5' })).toBe(true);
    expect(holdsReturn({ ...EMPTY_RETURN, quantity: 2 })).toBe(true);
  });

  it('starts a quantity it cannot read at 1, and brings no customer back without the e-mail they were found for', () => {
    expect(fromDraftForm({ ...toDraftForm(typed), quantity: '0' }).quantity).toBe(1);
    expect(fromDraftForm({ ...toDraftForm(typed), quantity: '2.5' }).quantity).toBe(1);
    expect(fromDraftForm({ ...toDraftForm(typed), quantity: 'tiga' }).quantity).toBe(1);
    expect(fromDraftForm({ ...toDraftForm(typed), email: '' }).customer).toBeNull();
    expect(fromDraftForm({})).toEqual(EMPTY_RETURN);
  });
});
