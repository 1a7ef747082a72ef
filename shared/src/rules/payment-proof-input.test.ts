import { describe, expect, it } from 'vitest';
import { uploadProofOfPayment } from '../contract/payment.ts';
import { firstProblem, formProblems } from './form-check.ts';
import { PAYMENT_PROOF_LIMITS, paymentProofInput } from './payment-proof-input.ts';

const proof = { sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '1234567890', amount_sent: 150000 };

// The payment proof page, the gateway's upload route and the provider contract read the proof's fields through this one schema.
describe('payment proof form schema', () => {
  it('takes the page\'s form (amount as a number) and the multipart text (amount as digits) alike', () => {
    expect(paymentProofInput.parse({ ...proof, sender_name: ' Rina Wulandari ' })).toEqual(proof);
    expect(paymentProofInput.parse({ ...proof, amount_sent: '150000' })).toEqual(proof);
  });

  it('names each missing field, in the gateway\'s words', () => {
    expect(firstProblem(paymentProofInput, { ...proof, sender_name: ' ' })).toBe('Nama pengirim wajib diisi.');
    expect(firstProblem(paymentProofInput, { ...proof, bank_name: undefined })).toBe('Nama bank wajib diisi.');
    expect(firstProblem(paymentProofInput, { ...proof, account_number: '' })).toBe('Nomor rekening wajib diisi.');
    expect(firstProblem(paymentProofInput, { ...proof, amount_sent: '' })).toBe('Jumlah pembayaran wajib diisi.');
    expect(Object.keys(formProblems(paymentProofInput, {}).fieldErrors).sort()).toEqual(['account_number', 'amount_sent', 'bank_name', 'sender_name']);
  });

  it('takes digits only in the account number, a positive whole amount, and each field up to its limit', () => {
    expect(firstProblem(paymentProofInput, { ...proof, account_number: '123-456' })).toBe('Hanya angka yang diperbolehkan');
    expect(firstProblem(paymentProofInput, { ...proof, account_number: '1'.repeat(PAYMENT_PROOF_LIMITS.account_number + 1) })).toBe('Maksimal 34 digit');
    expect(firstProblem(paymentProofInput, { ...proof, sender_name: 'x'.repeat(PAYMENT_PROOF_LIMITS.sender_name + 1) })).toBe('Maksimal 100 karakter');
    expect(firstProblem(paymentProofInput, { ...proof, amount_sent: 0 })).toBe('Jumlah pembayaran harus lebih dari 0');
    expect(firstProblem(paymentProofInput, { ...proof, amount_sent: '0' })).toBe('Jumlah pembayaran harus lebih dari 0');
  });

  it('is what the provider contract takes too (plus the order)', () => {
    expect(uploadProofOfPayment.request.safeParse({ ...proof, sales_order_id: '12' }).success).toBe(true);
    expect(uploadProofOfPayment.request.safeParse({ ...proof, sales_order_id: '12', amount_sent: '0' }).success).toBe(false);
  });
});
