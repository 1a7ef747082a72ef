import { z } from 'zod';
import {
  getSalesOrderCustomer, getSalesOrderDetailCustomer, getSoReceivedForCustomer, updateReceivedConfirmation,
} from '@tulus/shared/contract/order';
import { ORDER_STATUSES } from '@tulus/shared/rules/order-status';
import { ORDER_CODE_NOT_FOUND, RECEIPT_CONFIRMATION_FAILED, REQUEST_FAILED } from '@tulus/shared/rules/messages';
import { keyedTrpcError } from '../idempotency/answers.ts';
import { placeOrder, placeOrderInput } from '../orders/place-order.ts';
import { reorder } from '../orders/reorder.ts';
import { customerProcedure, router } from '../trpc/trpc.ts';

const byCode = z.object({ sales_order_code: z.string({ error: ORDER_CODE_NOT_FOUND }).trim().min(1, ORDER_CODE_NOT_FOUND).max(64) });

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

  /**
   * 'Pesan Lagi': the order's products and quantities at today's prices for the customer's tier,
   * with what changed since (a price, a product no longer sold). A mutation because the customer
   * asks for it by tapping and every tap must read today's catalogue, never a cached answer.
   */
  reorder: customerProcedure.input(byCode).mutation(({ ctx, input }) => reorder(ctx, input.sales_order_code)),

  /**
   * Places an order once per idempotency key, with prices and vouchers checked here. The same key
   * with another request (a second tab that changed the date) is refused with the order the key
   * placed, as data.details.
   */
  place: customerProcedure.input(placeOrderInput).mutation(async ({ ctx, input }) => {
    try {
      return await placeOrder(ctx, input);
    } catch (error) {
      throw keyedTrpcError(error, 'Pesanan untuk keranjang ini sudah dibuat.');
    }
  }),
});
