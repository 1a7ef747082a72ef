import { z } from 'zod';
import { getPaymentMethod, getPaymentMethodDetail } from '@tulus/shared/contract/payment';
import { customerProcedure, router } from '../trpc/trpc.ts';

export const paymentsRouter = router({
  /** The bank accounts a customer can transfer to. */
  methods: customerProcedure.query(async ({ ctx }) => {
    const res = await ctx.call(getPaymentMethod, { is_active: true }, { fallback: 'Gagal mengambil metode pembayaran' });
    return res.data.data;
  }),

  methodDetail: customerProcedure.input(z.object({ payment_method_id: z.number().int().positive() })).query(async ({ ctx, input }) => {
    const res = await ctx.call(getPaymentMethodDetail, { payment_method_id: input.payment_method_id, is_active: true }, { fallback: 'Gagal mengambil detail metode pembayaran' });
    return res.data;
  }),
});
