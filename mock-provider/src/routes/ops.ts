import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  OPS_KEY_HEADER,
  opsApprovePayment,
  opsDispatchOrder,
  opsListOrders,
  opsRejectOrder,
  opsRejectPayment,
  opsSetPaymentDeadline,
  type OpsOrder,
} from '@tulus/shared/contract/ops';
import type { MockContext } from '../http/context.ts';
import { ProviderError, badRequest, conflict, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { ORDER_NOT_FOUND, findOrderByCode, latestPaymentProof, moveOrder, nextOrderStatus, nowIso, type OrderRow } from './order.ts';
import { expireOverdueOrders } from './order-expiry.ts';
import { registerCatalogActions } from './ops-catalog.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests so neither the content nor the length of the key leaks through timing. */
function requireOpsKey(ctx: MockContext, request: FastifyRequest): void {
  const given = request.headers[OPS_KEY_HEADER];
  const key = typeof given === 'string' ? given : '';
  if (!key || !timingSafeEqual(digest(key), digest(ctx.config.OPS_KEY))) {
    throw new ProviderError(401, 'Kunci ops tidak valid.');
  }
}

function toOpsOrder(ctx: MockContext, row: OrderRow): OpsOrder {
  return {
    id: row.id,
    sales_order_code: row.sales_order_code,
    customer_code: row.customer_code,
    status_sales_order: row.status_sales_order,
    kd_cabang: row.kd_cabang,
    total_amount: row.total_amount,
    unique_number: row.unique_number,
    driver_id: row.driver_id,
    reject_reason: row.reject_reason,
    created_at: row.created_at,
    payment_deadline: row.payment_deadline,
    amount_sent: latestPaymentProof(ctx, row.id)?.amount_sent ?? null,
  };
}

function requireOrder(ctx: MockContext, code: string): OrderRow {
  const row = findOrderByCode(ctx, code);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

type DriverRow = { id: number; kd_cabang: string };

/** The chosen driver, or the branch's first one; a driver of another branch cannot take the order. */
function dispatchDriver(ctx: MockContext, order: OrderRow, driverId: number | undefined): DriverRow {
  if (driverId === undefined) {
    const first = ctx.db.prepare('SELECT id, kd_cabang FROM drivers WHERE kd_cabang = ? ORDER BY id LIMIT 1').get(order.kd_cabang) as DriverRow | undefined;
    if (!first) throw conflict(`Belum ada driver di cabang ${order.kd_cabang}.`);
    return first;
  }
  const driver = ctx.db.prepare('SELECT id, kd_cabang FROM drivers WHERE id = ?').get(driverId) as DriverRow | undefined;
  if (!driver) throw notFound('Driver tidak ditemukan.');
  if (driver.kd_cabang !== order.kd_cabang) throw badRequest(`Driver ${driverId} bukan driver cabang ${order.kd_cabang}.`);
  return driver;
}

function registerActions(scope: FastifyInstance, ctx: MockContext): void {
  route(scope, ctx, opsApprovePayment, ({ input }) =>
    toOpsOrder(ctx, moveOrder(ctx, requireOrder(ctx, input.sales_order_code), 'approve_payment')),
  { message: 'Pembayaran disetujui.' });

  route(scope, ctx, opsRejectPayment, ({ input }) =>
    toOpsOrder(ctx, moveOrder(ctx, requireOrder(ctx, input.sales_order_code), 'reject_payment', { reject_reason: input.reason })),
  { message: 'Pembayaran ditolak.' });

  route(scope, ctx, opsDispatchOrder, ({ input }) => {
    const order = requireOrder(ctx, input.sales_order_code);
    // The status is checked first: an unapproved order is refused for that, whatever the driver.
    nextOrderStatus(order, 'dispatch');
    const driver = dispatchDriver(ctx, order, input.driver_id);
    return toOpsOrder(ctx, moveOrder(ctx, order, 'dispatch', { driver_id: driver.id }));
  }, { message: 'Pesanan dikirim ke driver.' });

  route(scope, ctx, opsRejectOrder, ({ input }) =>
    toOpsOrder(ctx, moveOrder(ctx, requireOrder(ctx, input.sales_order_code), 'reject_order', { reject_reason: input.reason })),
  { message: 'Pesanan ditolak.' });

  route(scope, ctx, opsSetPaymentDeadline, ({ input }) => {
    const order = requireOrder(ctx, input.sales_order_code);
    if (order.status_sales_order !== 'menunggu_pembayaran') {
      throw conflict(`Batas waktu pembayaran hanya dapat diubah selama pesanan menunggu pembayaran (saat ini ${order.status_sales_order}).`);
    }
    const deadline = new Date(ctx.now() + input.seconds_from_now * 1000).toISOString();
    ctx.db
      .prepare(`UPDATE sales_orders SET payment_deadline = ?, updated_at = ? WHERE id = ? AND status_sales_order = 'menunggu_pembayaran'`)
      .run(deadline, nowIso(ctx), order.id);
    // Read back without the expiry sweep: the order expires on its next read, like any other.
    return toOpsOrder(ctx, ctx.db.prepare('SELECT * FROM sales_orders WHERE id = ?').get(order.id) as OrderRow);
  }, { message: 'Batas waktu pembayaran diubah.' });

  route(scope, ctx, opsListOrders, ({ input }) => {
    expireOverdueOrders(ctx);
    const status = input.status_sales_order ?? null;
    const rows = ctx.db
      .prepare('SELECT * FROM sales_orders WHERE (? IS NULL OR status_sales_order = ?) ORDER BY created_at DESC, id DESC')
      .all(status, status) as OrderRow[];
    return rows.map((row) => toOpsOrder(ctx, row));
  });
}

/**
 * The real provider's back-office steps (spec: "server-side transitions not shown"). The key
 * is checked before the body, so a caller without it learns nothing about the payload rules.
 */
export function registerOpsRoutes(app: FastifyInstance, ctx: MockContext): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => requireOpsKey(ctx, request));
    registerActions(scope, ctx);
    registerCatalogActions(scope, ctx);
  });
}
