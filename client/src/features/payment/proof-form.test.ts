import { describe, expect, it } from 'vitest';
import { EMPTY_PROOF, proofFieldProblems, toProofInput } from './proof-form.ts';

const filled = { sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '1234567890', amount: '150.000' };

// The proof page marks the fields the gateway's own schema would refuse.
describe('payment proof form', () => {
  it('marks nothing on a filled form, and reads the typed amount as whole Rupiah', () => {
    expect(proofFieldProblems(filled)).toEqual(new Set());
    expect(toProofInput(filled).amount_sent).toBe(150000);
    expect(toProofInput({ ...filled, amount: '150.000,00' }).amount_sent).toBe(150000);
  });

  it('marks every empty field, the amount under its own name', () => {
    expect(proofFieldProblems(EMPTY_PROOF)).toEqual(new Set(['sender_name', 'bank_name', 'account_number', 'amount']));
    expect(proofFieldProblems({ ...filled, sender_name: '   ' })).toEqual(new Set(['sender_name']));
  });

  it('marks an amount of nothing or zero, as the page always did', () => {
    expect(proofFieldProblems({ ...filled, amount: '0' })).toEqual(new Set(['amount']));
    expect(proofFieldProblems({ ...filled, amount: '.,' })).toEqual(new Set(['amount']));
  });
});
