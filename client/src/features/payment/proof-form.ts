import { parseAmountInput } from '@tulus/shared/rules/amount-input';
import { formProblems } from '@tulus/shared/rules/form-check';
import { paymentProofInput, type PaymentProofInput } from '@tulus/shared/rules/payment-proof-input';
import { formDraft } from '../../lib/form-draft.ts';

/** The proof form's text fields as typed; the amount keeps the customer's dots and commas. */
export type ProofFields = { sender_name: string; bank_name: string; account_number: string; amount: string };
export type ProofField = keyof ProofFields;
export const EMPTY_PROOF: ProofFields = { sender_name: '', bank_name: '', account_number: '', amount: '' };

/**
 * The proof's text fields typed for one order, kept in the tab until the proof is sent (lib/form-draft.ts):
 * a customer who went to the bank's app, or to the gallery for the photo, may come back to a page the
 * phone reloaded. The photo is not kept (it does not fit; picked again, the same photo is the same send).
 */
export const proofDraft = (orderCode: string) => formDraft<ProofFields>(`payment-proof:${orderCode}`);

/** What the gateway's schema reads: the amount as the whole Rupiah typed, or nothing when none can be read. */
export function toProofInput(fields: ProofFields): PaymentProofInput {
  return {
    sender_name: fields.sender_name,
    bank_name: fields.bank_name,
    account_number: fields.account_number,
    amount_sent: parseAmountInput(fields.amount) ?? '',
  };
}

/**
 * The fields the gateway would refuse, by its own schema (rules/payment-proof-input.ts): the page
 * marks them and says FILL_ALL_FIELDS once (spec section 5), where the gateway names each.
 */
export function proofFieldProblems(fields: ProofFields): Set<ProofField> {
  const named = Object.keys(formProblems(paymentProofInput, toProofInput(fields)).fieldErrors);
  return new Set(named.map((name) => (name === 'amount_sent' ? 'amount' : name) as ProofField));
}
