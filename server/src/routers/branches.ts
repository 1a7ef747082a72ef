import { z } from 'zod';
import { getDetailKdCabang, getListKdCabang, getListKdCabangUser } from '@tulus/shared/contract/branch';
import { NETWORK_ERROR } from '@tulus/shared/rules/messages';
import { customerProcedure, publicProcedure, router } from '../trpc/trpc.ts';

export const branchesRouter = router({
  /** Every branch: the footer and the membership form. */
  list: publicProcedure.query(async ({ ctx }) => {
    const res = await ctx.call(getListKdCabang, {}, { unreachable: NETWORK_ERROR, fallback: 'Gagal mengambil daftar cabang' });
    return res.data;
  }),

  /** Branches by distance from the customer's active address: the checkout's chooser. */
  forCustomer: customerProcedure.query(async ({ ctx }) => {
    const res = await ctx.call(getListKdCabangUser, { customer_code: ctx.session.customer_code }, { unreachable: NETWORK_ERROR, fallback: 'Gagal memuat daftar cabang' });
    return res.data;
  }),

  detail: publicProcedure.input(z.object({ kd_cabang: z.string().trim().min(1).max(32) })).query(async ({ ctx, input }) => {
    const res = await ctx.call(getDetailKdCabang, input, { fallback: 'Gagal memuat detail cabang' });
    return res.data;
  }),
});
