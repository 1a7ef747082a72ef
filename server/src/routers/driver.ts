import { z } from 'zod';
import { getCustomerByEmail } from '@tulus/shared/contract/customer';
import { getProductsDriver } from '@tulus/shared/contract/catalog';
import { getSalesOrderDetailDriver, getSalesOrderDriver, getSoReceivedForDriver } from '@tulus/shared/contract/driver';
import { RETURN_CUSTOMER_NOT_FOUND, RETURN_CUSTOMER_SEARCH_FAILED, SALES_ORDER_CODE_MISSING } from '@tulus/shared/rules/messages';
import { driverProcedure, router } from '../trpc/trpc.ts';

const byCode = z.object({ sales_order_code: z.string({ error: SALES_ORDER_CODE_MISSING }).trim().min(1, SALES_ORDER_CODE_MISSING).max(64) });

export const driverRouter = router({
  /** The dashboard table: this driver's deliveries of one status, newest first. Branch and e-mail come from the session. */
  deliveries: driverProcedure
    .input(z.object({ status: z.enum(['pesanan_sedang_dikirim', 'pesanan_telah_dikirim', 'pesanan_telah_diterima']) }))
    .query(async ({ ctx, input }) => {
      const { kd_cabang, email } = ctx.session.driver;
      const res = await ctx.call(getSalesOrderDriver, { status_sales_order: input.status, kd_cabang, email_driver: email }, { fallback: 'Failed to fetch delivery orders' });
      return [...res.data].sort((a, b) => b.header.id - a.header.id);
    }),

  delivery: driverProcedure.input(byCode).query(async ({ ctx, input }) => {
    const res = await ctx.call(getSalesOrderDetailDriver, input, { fallback: 'Failed to fetch delivery orders' });
    return res.data;
  }),

  receipt: driverProcedure.input(byCode).query(async ({ ctx, input }) => {
    const res = await ctx.call(getSoReceivedForDriver, input, { fallback: 'Terjadi kesalahan saat memuat data' });
    return res.data;
  }),

  /** Products of the driver's branch, for the return form. */
  products: driverProcedure.query(async ({ ctx }) => {
    const res = await ctx.call(getProductsDriver, { kd_cabang: ctx.session.driver.kd_cabang }, { fallback: 'Terjadi kesalahan saat mengambil produk' });
    return res.data;
  }),

  // The provider's own schema: an empty or malformed address is refused here, not upstream.
  customerByEmail: driverProcedure
    .input(getCustomerByEmail.request)
    .query(async ({ ctx, input }) => {
      const res = await ctx.call(getCustomerByEmail, input, { fallback: RETURN_CUSTOMER_SEARCH_FAILED, byStatus: { 404: RETURN_CUSTOMER_NOT_FOUND } });
      return res.data;
    }),
});
