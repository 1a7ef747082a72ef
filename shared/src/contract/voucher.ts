import { z } from 'zod';
import { customerCode, definePath, okEnvelope, textBool } from './envelope.ts';

export const voucher = z.object({
  id: z.number().int(),
  voucher_code: z.string(),
  description: z.string().nullable(),
  total_discount_amount: z.number(),
  /** Last valid day, YYYY-MM-DD. */
  expired: z.string().nullable(),
  /** 'false' when switched off or past its expiry day. */
  is_active: textBool,
  /** Whether the calling customer has claimed it. */
  claimed: textBool,
  /** A general voucher cannot be combined with any other. */
  is_general: textBool,
});
export type Voucher = z.infer<typeof voucher>;

/** The spec sends `is_active` as true on one path and 'true' on another; both filter the same way. */
const activeFilter = z
  .union([z.boolean(), textBool])
  .transform((value) => value === true || value === 'true')
  .default(true);

/**
 * The caller's claimed vouchers not yet spent on an order, inactive ones included: the
 * spec's client keeps only is_active 'true' itself.
 */
export const getMyVoucher = definePath({
  path: '/get-my-voucher',
  auth: 'customer',
  body: 'json',
  request: z.object({ customer_code: customerCode }),
  response: okEnvelope(z.array(voucher)),
});

/** Every voucher in the given state (the spec asks for active ones), with this customer's claim flag. */
export const getVoucher = definePath({
  path: '/get-voucher',
  auth: 'customer',
  body: 'json',
  request: z.object({ is_active: activeFilter, customer_code: customerCode }),
  response: okEnvelope(z.array(voucher)),
});

export const VOUCHER_CLAIMED = 'Voucher berhasil diklaim!';

/** A customer claims a voucher once; data is the voucher, now claimed. */
export const claimVoucher = definePath({
  path: '/claim-voucher',
  auth: 'customer',
  body: 'json',
  request: z.object({ customer_code: customerCode, voucher_code: z.string().trim().min(1).max(64) }),
  response: okEnvelope(voucher),
});

export const getVoucherById = definePath({
  path: '/get-voucher-by-id',
  auth: 'customer',
  body: 'json',
  request: z.object({
    is_active: activeFilter,
    voucher_id: z.number().int().positive(),
    /** Not in the spec's payload; when sent it must be the token holder's. */
    customer_code: customerCode.optional(),
  }),
  response: okEnvelope(voucher),
});

export const voucherPaths = [getMyVoucher, getVoucher, claimVoucher, getVoucherById] as const;
