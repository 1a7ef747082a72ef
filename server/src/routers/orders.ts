import { z } from 'zod';
import {
  getSalesOrderCustomer, getSalesOrderDetailCustomer, getSoReceivedForCustomer, updateReceivedConfirmation,
} from '@tulus/shared/contract/order';
import { ORDER_STATUSES } from '@tulus/shared/rules/order-status';
import { RECEIPT_CONFIRMATION_FAILED, REQUEST_FAILED } from '@tulus/shared/rules/messages';
import { placeOrder, placeOrderInput } from '../orders/place-order.ts';
import { customerProcedure, router } from '../trpc/trpc.ts';

const byCode = z.object({ sales_order_code: z.string().trim().min(1, 'Kode Pesanan tidak ditemukan!').max(64) });

export const ordersRouter = router({
  /** Order history filtered by status, newest first (Riwayat Transaksi). */
  list: customerProcedure
    .input(z.object({ status: z.enum([...ORDER_STATUSES, 'all']) }))
    .query(async ({ ctx, input }) => {
      const res = await ctx.call(getSalesOrderCustomer, { status_sales_order: input.status, customer_code: ctx.session.customer_code }, { fallback: REQUEST_FAILED });
      return [...res.data.data].sort((a, b) => b.created_at.localeCompare(a.created_at));
    }),

  detail: customerProcedure.input(byCode).query(async ({ ctx, input }) => {
    const res = await ctx.call(getSalesOrderDetailCustomer, input, { fallback: 'Failed to fetch sales order details' });
    return res.data;
  }),

  /** Proof of payment and proof of delivery of one order. */
  proofs: customerProcedure.input(byCode).query(async ({ ctx, input }) => {
    const res = await ctx.call(getSoReceivedForCustomer, input, { fallback: 'Failed to fetch proof of delivery' });
    return res.data;
  }),

  confirmReceived: customerProcedure.input(byCode).mutation(async ({ ctx, input }) => {
    const res = await ctx.call(updateReceivedConfirmation, input, { fallback: RECEIPT_CONFIRMATION_FAILED });
    return res.data;
  }),

  /** Places an order once per idempotency key, with prices and vouchers checked here. */
  place: customerProcedure.input(placeOrderInput).mutation(({ ctx, input }) =>
    ctx.idempotency.run(`${ctx.session.customer_code}:${input.idempotency_key}`, () => placeOrder(ctx, input)),
  ),
});
