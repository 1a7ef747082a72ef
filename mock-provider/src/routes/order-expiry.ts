import { isPaymentOverdue } from '@tulus/shared/rules/countdown';
import { nextStatus } from '@tulus/shared/rules/order-lifecycle';
import { transaction } from '../db/open.ts';
import type { MockContext } from '../http/context.ts';

/** Which orders a read looks at: one order, one customer's, or every order (ops). */
export type ExpiryScope = { id?: number; code?: string; customer_code?: string };

type Candidate = { id: number; status_sales_order: string; payment_deadline: string };

const EXPIRED = nextStatus('menunggu_pembayaran', 'expire_payment')!;

/**
 * Unpaid orders expire ON READ, not on a timer: every path that reads orders first expires the
 * overdue ones in its scope (one order, a customer's history, the ops list). So no answer ever
 * shows an order as payable after its deadline, nothing runs in the background, and tests are
 * deterministic: they move the deadline (ops set-payment-deadline) or the clock, then read.
 * An expired order gives its vouchers back: the customer never paid for it.
 */
export function expireOverdueOrders(ctx: MockContext, scope: ExpiryScope = {}): void {
  const now = ctx.now();
  const candidates = ctx.db
    .prepare(`SELECT id, status_sales_order, payment_deadline FROM sales_orders
      WHERE status_sales_order = 'menunggu_pembayaran'
        AND (:id IS NULL OR id = :id) AND (:code IS NULL OR sales_order_code = :code)
        AND (:customer IS NULL OR customer_code = :customer)`)
    .all({ id: scope.id ?? null, code: scope.code ?? null, customer: scope.customer_code ?? null }) as Candidate[];
  const overdue = candidates.filter((row) => isPaymentOverdue(row.status_sales_order, row.payment_deadline, now));
  if (overdue.length === 0) return;
  const expire = () => {
    const updatedAt = new Date(now).toISOString();
    // Guarded by the status like every move, so an order paid a moment ago is left alone.
    const move = ctx.db.prepare(`UPDATE sales_orders SET status_sales_order = ?, updated_at = ? WHERE id = ? AND status_sales_order = 'menunggu_pembayaran'`);
    const release = ctx.db.prepare('UPDATE customer_vouchers SET used_sales_order_id = NULL WHERE used_sales_order_id = ?');
    for (const row of overdue) {
      if (Number(move.run(EXPIRED, updatedAt, row.id).changes) === 1) release.run(row.id);
    }
  };
  // A read inside another change's transaction joins it rather than opening a second one.
  if (ctx.db.isTransaction) expire();
  else transaction(ctx.db, expire);
}
