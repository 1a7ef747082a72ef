import { z } from 'zod';
import { claimVoucher, getMyVoucher, getVoucher, getVoucherById } from '@tulus/shared/contract/voucher';
import { VOUCHER_CLAIM_FAILED, VOUCHER_FETCH_FAILED } from '@tulus/shared/rules/messages';
import { customerProcedure, router } from '../trpc/trpc.ts';

export const vouchersRouter = router({
  /** The customer's claimed, unspent vouchers (inactive ones included; screens offer only active ones). */
  mine: customerProcedure.query(async ({ ctx }) => {
    const res = await ctx.call(getMyVoucher, { customer_code: ctx.session.customer_code }, { fallback: VOUCHER_FETCH_FAILED });
    return res.data;
  }),

  /** Every active voucher, each marked claimed or not for this customer. */
  available: customerProcedure.query(async ({ ctx }) => {
    const res = await ctx.call(getVoucher, { is_active: true, customer_code: ctx.session.customer_code }, { fallback: VOUCHER_FETCH_FAILED });
    return res.data;
  }),

  claim: customerProcedure
    .input(z.object({ voucher_code: z.string().trim().min(1).max(64) }))
    .mutation(async ({ ctx, input }) => {
      // Spec section 8: any claim failure reads 'Voucher sudah berhasil di claim'.
      await ctx.call(claimVoucher, { customer_code: ctx.session.customer_code, voucher_code: input.voucher_code }, {
        fallback: VOUCHER_CLAIM_FAILED,
        byStatus: { 400: VOUCHER_CLAIM_FAILED, 404: VOUCHER_CLAIM_FAILED, 409: VOUCHER_CLAIM_FAILED },
      });
      return { ok: true };
    }),

  byId: customerProcedure.input(z.object({ voucher_id: z.number().int().positive() })).query(async ({ ctx, input }) => {
    const res = await ctx.call(getVoucherById, { is_active: 'true', voucher_id: input.voucher_id, customer_code: ctx.session.customer_code }, { fallback: VOUCHER_FETCH_FAILED });
    return res.data;
  }),
});
