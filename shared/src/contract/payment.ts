import { z } from 'zod';
import { paymentProofInput } from '../rules/payment-proof-input.ts';
import { definePath, okEnvelope, positiveId, textBool } from './envelope.ts';
import { proofOfPayment } from './order.ts';

/** A bank account the customer transfers to (spec section 3). */
export const paymentMethod = z.object({
  id: z.number().int(),
  /** 'Transfer Bank' for every account today. */
  payment_method_name: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  /** Absolute URL of the bank logo; null shows the default icon. */
  icon_image: z.string().nullable(),
  is_active: textBool,
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** The spec sends `is_active: true`; the text form is accepted as well. */
const activeFilter = z
  .union([z.boolean(), textBool])
  .transform((value) => value === true || value === 'true')
  .default(true);

/** The accounts in the given state. Note the double nesting the spec reads: data.data[]. */
export const getPaymentMethod = definePath({
  path: '/get-payment-method',
  auth: 'customer',
  body: 'json',
  request: z.object({ is_active: activeFilter }),
  response: okEnvelope(z.object({ data: z.array(paymentMethod) })),
});

export const getPaymentMethodDetail = definePath({
  path: '/get-payment-method-detail',
  auth: 'customer',
  body: 'json',
  request: z.object({ payment_method_id: z.number().int().positive(), is_active: activeFilter }),
  response: okEnvelope(paymentMethod),
});

/**
 * The customer's proof of transfer: fields in the query string, the image (jpg/png) in the
 * part `image`. Allowed while the order awaits payment (before its payment_deadline) or after
 * a rejected payment; the order then awaits confirmation. amount_sent is whole Rupiah.
 */
export const uploadProofOfPayment = definePath({
  path: '/upload-proof-of-payment',
  auth: 'customer',
  body: 'multipart',
  // The form's fields are the page's and the gateway's schema (rules/payment-proof-input.ts).
  request: paymentProofInput.extend({ sales_order_id: positiveId }),
  files: ['image'],
  response: okEnvelope(z.object({ sales_order_code: z.string(), proof_of_payment: proofOfPayment })),
});

export const paymentPaths = [getPaymentMethod, getPaymentMethodDetail, uploadProofOfPayment] as const;
