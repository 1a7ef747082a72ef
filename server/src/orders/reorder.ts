import { getProductById } from '@tulus/shared/contract/catalog';
import { getDetailCustomer } from '@tulus/shared/contract/customer';
import { getSalesOrderDetailCustomer } from '@tulus/shared/contract/order';
import { NETWORK_ERROR } from '@tulus/shared/rules/messages';
import { reorderAtTodaysPrices, type Reorder } from '@tulus/shared/rules/reorder';
import type { Context } from '../trpc/context.ts';

export const REORDER_FAILED = 'Gagal memesan ulang. Silakan coba lagi.';

/**
 * 'Pesan Lagi': a past order's products and quantities priced again here, from today's catalogue
 * for the customer's tier (today's tier too), never from what the order or the browser says.
 * The cart lives in the browser, so nothing is written; the checkout prices it again anyway.
 */
export async function reorder(ctx: Context & { session: { customer_code: string } }, salesOrderCode: string): Promise<Reorder & { sales_order_code: string }> {
  const customer_code = ctx.session.customer_code;
  const order = await ctx.call(getSalesOrderDetailCustomer, { sales_order_code: salesOrderCode }, { fallback: REORDER_FAILED });
  const ids = [...new Set(order.data.detail.map((line) => line.product_id))];
  const [customer, products] = await Promise.all([
    ctx.call(getDetailCustomer, { customer_code }, { fallback: REORDER_FAILED }),
    // The provider refuses an empty id list; an order without lines has nothing to put back.
    ids.length ? ctx.call(getProductById, { customer_code, list_id_product: ids }, { unreachable: NETWORK_ERROR, fallback: REORDER_FAILED }) : Promise.resolve({ data: [] }),
  ]);
  return { sales_order_code: order.data.sales_order_code, ...reorderAtTodaysPrices(order.data.detail, products.data, customer.data.status_customer) };
}
