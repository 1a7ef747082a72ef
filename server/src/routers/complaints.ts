import { submitComplaint } from '@tulus/shared/contract/complaint';
import { complaintInput } from '@tulus/shared/rules/complaint-input';
import { COMPLAINT_OUTCOME_UNKNOWN } from '@tulus/shared/rules/messages';
import { idempotencyKey, keyedWrite } from '../idempotency/keyed-write.ts';
import { customerProcedure, router } from '../trpc/trpc.ts';

export const complaintsRouter = router({
  /**
   * The delivery complaint form; the provider path is configurable (the spec shows none). With a
   * key, a retry of the same submit is answered once; the provider lists no complaints, so one
   * whose answer was lost is never sent again for its key.
   */
  submit: customerProcedure.input(complaintInput.extend({ idempotency_key: idempotencyKey })).mutation(async ({ ctx, input }) => {
    const { idempotency_key, ...complaint } = input;
    const def = { ...submitComplaint, path: ctx.config.PROVIDER_COMPLAINT_PATH as `/${string}` };
    return keyedWrite(ctx, {
      scope: `complaint:${ctx.session.customer_code}`,
      key: idempotency_key,
      request: complaint,
      send: async (sending) => {
        await sending(complaint);
        return (await ctx.call(def, complaint, { fallback: 'Gagal mengirim komplain.' })).data;
      },
      unknownMessage: COMPLAINT_OUTCOME_UNKNOWN,
    });
  }),
});
