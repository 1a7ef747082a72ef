import { z } from 'zod';
import {
  addMasterCustomerAddress, deleteMasterCustomerAddress, getAllMasterCustomerAddress, updateActiveAddress, updateMasterCustomerAddress,
} from '@tulus/shared/contract/address';
import { COORDINATES_UNPAIRED } from '@tulus/shared/rules/messages';
import { addressFields, addressInput, addressPointPaired } from '@tulus/shared/rules/address-input';
import { addressBinding, findAddedAddress, type AddressSent } from '../addresses/find-added.ts';
import { idempotencyKey, keyedWrite, storeKey } from '../idempotency/keyed-write.ts';
import { customerProcedure, router } from '../trpc/trpc.ts';

const byId = z.object({ customer_address_id: z.number().int().positive() });
const ADD_FAILED = 'Gagal menambahkan alamat';

export const addressesRouter = router({
  list: customerProcedure.query(async ({ ctx }) => {
    const res = await ctx.call(getAllMasterCustomerAddress, { customer_code: ctx.session.customer_code }, { fallback: 'Gagal mengambil daftar alamat' });
    return res.data;
  }),

  /** With a key, a retry of the same submit (its answer lost) never adds the address twice. */
  // The address dialog's own schema (rules/address-input.ts): the page checks the same before sending.
  add: customerProcedure.input(addressInput.extend({ idempotency_key: idempotencyKey })).mutation(async ({ ctx, input }) => {
    const { idempotency_key, ...fields } = input;
    const customer_code = ctx.session.customer_code;
    const request = { ...fields, customer_code };
    const scope = `address:${customer_code}`;
    return keyedWrite(ctx, {
      scope,
      key: idempotency_key,
      request: fields,
      send: async (sending) => {
        // The addresses there before: the one a lost answer added is newer than all of them.
        const before = await ctx.call(getAllMasterCustomerAddress, { customer_code }, { fallback: ADD_FAILED });
        await sending({ fields, newerThan: Math.max(0, ...before.data.map((a) => a.id)) } satisfies AddressSent);
        const added = (await ctx.call(addMasterCustomerAddress, request, { fallback: ADD_FAILED })).data;
        // This key's address: a look-up for another add's lost answer must not take it.
        if (idempotency_key) {
          await ctx.once.bind(addressBinding(customer_code, added.id), storeKey(scope, idempotency_key)).catch((error: unknown) => ctx.req.log.warn({ err: error }, 'added address not bound to its key'));
        }
        return added;
      },
      resolve: (sent, key) => findAddedAddress(ctx, customer_code, key, sent),
      unknownMessage: ADD_FAILED,
    });
  }),

  update: customerProcedure.input(byId.extend(z.object(addressFields).partial().shape).refine(addressPointPaired, { message: COORDINATES_UNPAIRED })).mutation(async ({ ctx, input }) => {
    const res = await ctx.call(updateMasterCustomerAddress, input, { fallback: 'Gagal memperbarui alamat' });
    return res.data;
  }),

  activate: customerProcedure.input(byId).mutation(async ({ ctx, input }) => {
    const res = await ctx.call(updateActiveAddress, input, { fallback: 'Gagal memilih alamat' });
    return res.data;
  }),

  remove: customerProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await ctx.call(deleteMasterCustomerAddress, input, { fallback: 'Gagal menghapus alamat' });
    return { ok: true };
  }),
});
