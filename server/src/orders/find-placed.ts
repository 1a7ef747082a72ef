import type { z } from 'zod';
import { getSalesOrderCustomer, type insertSalesOrder } from '@tulus/shared/contract/order';
import { itemsSubtotal } from '@tulus/shared/rules/pricing';
import type { Resolution } from '../idempotency/keeper.ts';
import type { Sent } from '../idempotency/store.ts';
import type { Context } from '../trpc/context.ts';
import type { PlacedOrder } from './place-order.ts';

export type InsertRequest = z.infer<typeof insertSalesOrder.request>;

/** How far the provider's clock may be behind ours when we look for an order it may have stored. */
const CLOCK_SLACK_MS = 5_000;

/** Which checkout key a stored order was given to: an order belongs to one checkout only. */
export const orderBinding = (salesOrderCode: string) => `order:${salesOrderCode}`;

const sameLines = (sent: InsertRequest['detail'], stored: Array<{ product_id: number; quantity: number }>) =>
  sent.length === stored.length && sent.every((line) => stored.some((s) => s.product_id === line.product_id && s.quantity === line.quantity));

/**
 * The order an attempt of this checkout stored without the gateway hearing back: the customer's
 * order created since that attempt with the same branch, bank, date and lines, and not already
 * another checkout's (an identical order placed a moment earlier with another key is not this
 * one). The provider has no idempotency key of its own; this look-up is how a lost answer is
 * recovered. `absent` means the provider shows no such order, so the checkout may be sent again.
 */
export async function findPlacedOrder(ctx: Context, customerCode: string, key: string, sent: Sent): Promise<Resolution<PlacedOrder>> {
  const { header, detail } = sent.request as InsertRequest;
  const res = await ctx.call(getSalesOrderCustomer, { status_sales_order: 'all', customer_code: customerCode });
  const since = new Date(sent.since - CLOCK_SLACK_MS).toISOString();
  const candidates = res.data.data
    .filter((order) =>
      order.created_at >= since &&
      order.kd_cabang === header.kd_cabang &&
      order.payment_method_detail === header.payment_method_detail &&
      (order.delivery_schedule_date ?? header.delivery_schedule_date) === header.delivery_schedule_date &&
      sameLines(detail, order.detail))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const order of candidates) {
    // Taken for this key unless another key has it already; the oldest free match is this attempt's.
    if ((await ctx.once.bind(orderBinding(order.sales_order_code), key)) !== key) continue;
    const lines = order.detail.map((l) => ({ product_id: l.product_id, quantity: l.quantity, price: l.product_price, product_name: l.product_name }));
    const { id, sales_order_code, total_amount, unique_number, payment_deadline, status_sales_order } = order;
    return {
      found: {
        id, sales_order_code, total_amount, unique_number, payment_deadline, status_sales_order,
        subtotal: itemsSubtotal(lines), discount: order.voucher_price, lines,
      },
    };
  }
  return { absent: true };
}
