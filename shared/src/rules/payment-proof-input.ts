import { z } from 'zod';
import { digits } from '../contract/envelope.ts';

/** The longest text each field of the proof form takes; the page's inputs stop typing there. */
export const PAYMENT_PROOF_LIMITS = { sender_name: 100, bank_name: 100, account_number: 34 } as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * The payment proof form's fields (spec section 5: sender name, bank name, account number of
 * digits only, and an amount, all required), for the page before sending and the gateway's
 * /api/uploads/payment-proof (multipart text) and the provider contract. Each field names itself
 * (the gateway's answer); the page marks the fields with a problem and says FILL_ALL_FIELDS, as the
 * spec has it. The amount arrives as the whole Rupiah the page read from what was typed.
 */
export const paymentProofInput = z.object({
  sender_name: required('Nama pengirim wajib diisi.').max(PAYMENT_PROOF_LIMITS.sender_name, `Maksimal ${PAYMENT_PROOF_LIMITS.sender_name} karakter`),
  bank_name: required('Nama bank wajib diisi.').max(PAYMENT_PROOF_LIMITS.bank_name, `Maksimal ${PAYMENT_PROOF_LIMITS.bank_name} karakter`),
  account_number: required('Nomor rekening wajib diisi.')
    .pipe(digits)
    .pipe(z.string().max(PAYMENT_PROOF_LIMITS.account_number, `Maksimal ${PAYMENT_PROOF_LIMITS.account_number} digit`)),
  amount_sent: z
    .union([z.number(), required('Jumlah pembayaran wajib diisi.')])
    .pipe(z.coerce.number<string | number>().int('Jumlah pembayaran harus lebih dari 0').positive('Jumlah pembayaran harus lebih dari 0').max(1_000_000_000_000)),
});
export type PaymentProofInput = z.input<typeof paymentProofInput>;
