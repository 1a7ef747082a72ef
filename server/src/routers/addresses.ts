import { z } from 'zod';
import {
  addMasterCustomerAddress, deleteMasterCustomerAddress, getAllMasterCustomerAddress, updateActiveAddress, updateMasterCustomerAddress,
} from '@tulus/shared/contract/address';
import { customerProcedure, router } from '../trpc/trpc.ts';

const addressFields = addMasterCustomerAddress.request.omit({ customer_code: true });
const byId = z.object({ customer_address_id: z.number().int().positive() });

export const addressesRouter = router({
  list: customerProcedure.query(async ({ ctx }) => {
    const res = await ctx.call(getAllMasterCustomerAddress, { customer_code: ctx.session.customer_code }, { fallback: 'Gagal mengambil daftar alamat' });
    return res.data;
  }),

  add: customerProcedure.input(addressFields).mutation(async ({ ctx, input }) => {
    const res = await ctx.call(addMasterCustomerAddress, { ...input, customer_code: ctx.session.customer_code }, { fallback: 'Gagal menambahkan alamat' });
    return res.data;
  }),

  update: customerProcedure.input(byId.extend(addressFields.partial().shape)).mutation(async ({ ctx, input }) => {
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
