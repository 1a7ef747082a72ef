import { getDetailCustomer, updateDetailCustomer } from '@tulus/shared/contract/customer';
import { profileInput } from '@tulus/shared/rules/profile-input';
import { customerProcedure, router } from '../trpc/trpc.ts';

export const customerRouter = router({
  /** Name, tier and profile of the signed-in customer (home greeting, badge, Data Diri). */
  detail: customerProcedure.query(async ({ ctx }) => {
    const res = await ctx.call(getDetailCustomer, { customer_code: ctx.session.customer_code }, { fallback: 'Failed to fetch customer detail' });
    return res.data;
  }),

  updateProfile: customerProcedure
    .input(profileInput)
    .mutation(async ({ ctx, input }) => {
      const res = await ctx.call(updateDetailCustomer, { ...input, customer_code: ctx.session.customer_code }, { fallback: 'Gagal memperbarui data' });
      return res.data;
    }),
});
