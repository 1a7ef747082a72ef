import type { FastifyInstance } from 'fastify';
import { VOUCHER_CLAIMED, claimVoucher, getMyVoucher, getVoucher, getVoucherById, type Voucher } from '@tulus/shared/contract/voucher';
import { transaction } from '../db/open.ts';
import type { MockContext } from '../http/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { expireOverdueOrders } from './order-expiry.ts';

const VOUCHER_NOT_FOUND = 'Voucher tidak ditemukan';
const VOUCHER_NOT_CLAIMABLE = 'Voucher tidak aktif atau sudah kedaluwarsa';
const VOUCHER_ALREADY_CLAIMED = 'Voucher sudah pernah diklaim';

type VoucherRow = {
  id: number; voucher_code: string; description: string; total_discount_amount: number;
  expired: string; is_active: 0 | 1; is_general: 0 | 1; claimed: 0 | 1;
};

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Vouchers are valid through their `expired` day, counted in Jakarta time (WIB, UTC+7). */
const todayWib = (ctx: MockContext) => new Date(ctx.now() + WIB_OFFSET_MS).toISOString().slice(0, 10);

const text = (flag: boolean) => (flag ? 'true' : 'false');

// A voucher switched on but past its day is as unusable as one switched off, so it reads inactive.
const isUsable = (row: VoucherRow, today: string) => row.is_active === 1 && row.expired >= today;

const toWire = (row: VoucherRow, today: string): Voucher => ({
  id: row.id,
  voucher_code: row.voucher_code,
  description: row.description,
  total_discount_amount: row.total_discount_amount,
  expired: row.expired,
  is_active: text(isUsable(row, today)),
  claimed: text(row.claimed === 1),
  is_general: text(row.is_general === 1),
});

/** Every voucher column plus whether the given customer has claimed it; bind the customer code first. */
const SELECT_WITH_CLAIM = `SELECT v.id, v.voucher_code, v.description, v.total_discount_amount, v.expired, v.is_active, v.is_general,
  EXISTS (SELECT 1 FROM customer_vouchers cv WHERE cv.voucher_id = v.id AND cv.customer_code = ?) AS claimed
  FROM vouchers v`;

export function registerVoucherRoutes(app: FastifyInstance, ctx: MockContext): void {
  const byId = (id: number, customerCode: string) =>
    ctx.db.prepare(`${SELECT_WITH_CLAIM} WHERE v.id = ?`).get(customerCode, id) as VoucherRow | undefined;

  route(app, ctx, getMyVoucher, ({ input, auth }) => {
    if (input.customer_code !== auth.customer_code) throw forbidden();
    // A voucher of an order that just expired is the customer's to use again.
    expireOverdueOrders(ctx, { customer_code: auth.customer_code });
    const rows = ctx.db
      .prepare(`SELECT v.id, v.voucher_code, v.description, v.total_discount_amount, v.expired, v.is_active, v.is_general, 1 AS claimed
        FROM customer_vouchers cv JOIN vouchers v ON v.id = cv.voucher_id
        WHERE cv.customer_code = ? AND cv.used_sales_order_id IS NULL
        ORDER BY cv.claimed_at, v.id`)
      .all(auth.customer_code) as VoucherRow[];
    const today = todayWib(ctx);
    return rows.map((row) => toWire(row, today));
  }, { message: 'Daftar voucher berhasil diambil' });

  route(app, ctx, getVoucher, ({ input, auth }) => {
    if (input.customer_code !== auth.customer_code) throw forbidden();
    const today = todayWib(ctx);
    const rows = ctx.db.prepare(`${SELECT_WITH_CLAIM} ORDER BY v.id`).all(auth.customer_code) as VoucherRow[];
    return rows.filter((row) => isUsable(row, today) === input.is_active).map((row) => toWire(row, today));
  }, { message: 'Daftar voucher berhasil diambil' });

  route(app, ctx, claimVoucher, ({ input, auth }) => {
    if (input.customer_code !== auth.customer_code) throw forbidden();
    const today = todayWib(ctx);
    const id = transaction(ctx.db, () => {
      const found = ctx.db.prepare('SELECT id FROM vouchers WHERE voucher_code = ? COLLATE NOCASE').get(input.voucher_code) as { id: number } | undefined;
      const row = found && byId(found.id, auth.customer_code);
      if (!row) throw notFound(VOUCHER_NOT_FOUND);
      if (row.claimed === 1) throw conflict(VOUCHER_ALREADY_CLAIMED);
      if (!isUsable(row, today)) throw badRequest(VOUCHER_NOT_CLAIMABLE);
      ctx.db
        .prepare('INSERT INTO customer_vouchers (customer_code, voucher_id, claimed_at) VALUES (?, ?, ?)')
        .run(auth.customer_code, row.id, new Date(ctx.now()).toISOString());
      return row.id;
    });
    return toWire(byId(id, auth.customer_code)!, today);
  }, { message: VOUCHER_CLAIMED });

  route(app, ctx, getVoucherById, ({ input, auth }) => {
    if (input.customer_code !== undefined && input.customer_code !== auth.customer_code) throw forbidden();
    const today = todayWib(ctx);
    const row = byId(input.voucher_id, auth.customer_code);
    if (!row || isUsable(row, today) !== input.is_active) throw notFound(VOUCHER_NOT_FOUND);
    return toWire(row, today);
  }, { message: 'Detail voucher berhasil diambil' });
}
