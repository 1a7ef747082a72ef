import { submitComplaint, submitComplaintRequest } from '@tulus/shared/contract/complaint';
import { customerProcedure, router } from '../trpc/trpc.ts';

export const complaintsRouter = router({
  /** The delivery complaint form; the provider path is configurable (the spec shows none). */
  submit: customerProcedure.input(submitComplaintRequest).mutation(async ({ ctx, input }) => {
    const def = { ...submitComplaint, path: ctx.config.PROVIDER_COMPLAINT_PATH as `/${string}` };
    const res = await ctx.call(def, input, { fallback: 'Gagal mengirim komplain.' });
    return res.data;
  }),
});
