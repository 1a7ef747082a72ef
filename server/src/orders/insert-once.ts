import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { getSalesOrderCustomer, insertSalesOrder, type CreatedSalesOrder } from '@tulus/shared/contract/order';
import { ORDER_CREATE_FAILED } from '@tulus/shared/rules/messages';
import { itemsSubtotal } from '@tulus/shared/rules/pricing';
import { CircuitOpenError } from '../provider/breaker.ts';
import { UpstreamError } from '../provider/errors.ts';
import type { Context } from '../trpc/context.ts';

type InsertRequest = z.infer<typeof insertSalesOrder.request>;

/** How far the provider's clock may be behind ours when we look for an order it may have stored. */
const CLOCK_SLACK_MS = 5_000;
const REMEMBER_MS = 24 * 60 * 60_000;
const MAX_REMEMBERED = 10_000;
const MAX_HANDED_OUT = 50_000;

/**
 * Idempotency keys whose last insert may or may not have been stored: the request went out
 * and no answer came back (reset, timeout, 5xx, garbage). In this process, like the
 * idempotency store; the time is when that first attempt started.
 */
const uncertain = new Map<string, number>();

/**
 * Orders this gateway has already given to a checkout. An identical order the customer placed
 * a moment earlier with another key is one of these, and must not be mistaken for the one an
 * unanswered attempt may have stored.
 */
const handedOut = new Set<string>();

function handOut(code: string): void {
  handedOut.add(code);
  // A Set iterates in insertion order: the oldest codes go first.
  for (const old of handedOut) {
    if (handedOut.size <= MAX_HANDED_OUT) break;
    handedOut.delete(old);
  }
}

/** A failure after which the provider may well have stored the order. */
function outcomeUnknown(error: unknown): boolean {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (!(cause instanceof UpstreamError) || cause instanceof CircuitOpenError) return false;
  return cause.kind === 'timeout' || cause.kind === 'unreachable' || cause.kind === 'bad_response' || (cause.kind === 'rejected' && (cause.status ?? 0) >= 500);
}

type Checkout = { items: Array<{ product_id: number; quantity: number }>; payment_method_id: number; delivery_date: string; kd_cabang: string };

const sameItems = (items: Checkout['items'], lines: Array<{ product_id: number; quantity: number }>) =>
  items.length === lines.length && items.every((item) => lines.some((l) => l.product_id === item.product_id && l.quantity === item.quantity));

/**
 * The order an earlier attempt of this checkout stored without the gateway hearing back, or
 * null. Looked up only for a key whose last insert went unanswered, and before anything else
 * is checked: that attempt may have spent the vouchers a fresh check would now miss.
 */
export async function placedEarlier(ctx: Context, customerCode: string, idempotencyKey: string, checkout: Checkout) {
  const key = `${customerCode}:${idempotencyKey}`;
  const earlier = uncertain.get(key);
  if (earlier === undefined) return null;
  const res = await ctx.call(getSalesOrderCustomer, { status_sales_order: 'all', customer_code: customerCode });
  const since = new Date(earlier - CLOCK_SLACK_MS).toISOString();
  const found = res.data.data.find((order) =>
    order.created_at >= since &&
    !handedOut.has(order.sales_order_code) &&
    order.kd_cabang === checkout.kd_cabang &&
    order.payment_method_detail === checkout.payment_method_id &&
    (order.delivery_schedule_date ?? checkout.delivery_date) === checkout.delivery_date &&
    sameItems(checkout.items, order.detail));
  if (!found) return null;
  uncertain.delete(key);
  handOut(found.sales_order_code);
  const lines = found.detail.map((l) => ({ product_id: l.product_id, quantity: l.quantity, price: l.product_price, product_name: l.product_name }));
  const { id, sales_order_code, total_amount, unique_number, payment_deadline, status_sales_order } = found;
  const created: CreatedSalesOrder = { id, sales_order_code, total_amount, unique_number, payment_deadline, status_sales_order };
  return { ...created, subtotal: itemsSubtotal(lines), discount: found.voucher_price, lines };
}

/**
 * Sends /insert-sales-order, remembering the checkout's key when no answer came back. The
 * provider has no idempotency key of its own and the idempotency store keeps only successes,
 * so the client's retry with the same key would otherwise place a second order; with the key
 * remembered, placedEarlier finds the first one instead.
 */
export async function insertRemembering(ctx: Context, customerCode: string, idempotencyKey: string, request: InsertRequest) {
  const key = `${customerCode}:${idempotencyKey}`;
  const started = Date.now();
  try {
    const created = await ctx.call(insertSalesOrder, request, { fallback: ORDER_CREATE_FAILED });
    uncertain.delete(key);
    handOut(created.data.sales_order_code);
    return created;
  } catch (error) {
    if (outcomeUnknown(error)) remember(key, uncertain.get(key) ?? started);
    throw error;
  }
}

function remember(key: string, since: number): void {
  uncertain.set(key, since);
  if (uncertain.size <= MAX_REMEMBERED) return;
  const cutoff = Date.now() - REMEMBER_MS;
  for (const [k, at] of uncertain) if (at < cutoff || uncertain.size > MAX_REMEMBERED) uncertain.delete(k);
}
