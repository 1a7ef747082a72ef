import type { CustomerByEmail } from '@tulus/shared/contract/customer';
import { formDraft } from '../../lib/form-draft.ts';
import { positiveInt } from '../../lib/unknown-values.ts';

/** What the driver has put in the return form so far; the photo is not part of it (a draft cannot hold one). */
export type ReturnTyping = { email: string; customer: CustomerByEmail | null; productId: string; quantity: number };

export const EMPTY_RETURN: ReturnTyping = { email: '', customer: null, productId: '', quantity: 1 };

/** The same, as text fields: how a draft keeps it. */
type ReturnDraftForm = { email: string; customer_code: string; nama_lengkap: string; product_id: string; quantity: string };

/**
 * The return being typed, kept in the tab until it is sent or queued (lib/form-draft.ts, decision 073): a
 * driver on the road who is called away, whose phone drops the tab or who presses Back twice finds the
 * customer found, the product and the quantity again, and picks the photo again. A logout clears it.
 */
export const returnDraft = formDraft<ReturnDraftForm>('productReturn');

/** Whether the form holds anything a reload would lose. */
export function holdsReturn(typing: ReturnTyping): boolean {
  return typing.email.trim() !== '' || typing.productId !== '' || typing.quantity !== 1;
}

export function toDraftForm({ email, customer, productId, quantity }: ReturnTyping): ReturnDraftForm {
  return { email, customer_code: customer?.customer_code ?? '', nama_lengkap: customer?.nama_lengkap ?? '', product_id: productId, quantity: String(quantity) };
}

/**
 * The typing a draft holds. The customer comes back as the gateway found them for that e-mail (the form
 * drops them as soon as the e-mail changes); a quantity that is not a whole number of at least 1 starts at 1.
 */
export function fromDraftForm(form: Partial<ReturnDraftForm>): ReturnTyping {
  const email = form.email ?? '';
  const customer = form.customer_code && form.nama_lengkap && email ? { customer_code: form.customer_code, nama_lengkap: form.nama_lengkap } : null;
  return { email, customer, productId: form.product_id ?? '', quantity: positiveInt(form.quantity) ?? 1 };
}
