import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  getSalesOrderCustomer,
  getSalesOrderDetailCustomer,
  getSoReceivedForCustomer,
  insertSalesOrder,
  updateReceivedConfirmation,
  type CreatedSalesOrder,
  type InsertSalesOrderRequest,
  type OrderCustomer,
  type ProofOfPayment,
  type ProofOfReceived,
  type SalesOrderHeader,
  type SalesOrderLine,
} from '@tulus/shared/contract/order';
import { hasCoordinates } from '@tulus/shared/rules/coordinates';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import {
  CHECKOUT_ADDRESS_COORDINATES,
  CHECKOUT_DELIVERY_DATE_INVALID,
  CHECKOUT_MINIMUM_DIALOG,
  CHECKOUT_SUCCESS,
  NO_ACTIVE_ADDRESS,
} from '@tulus/shared/rules/messages';
import { nextStatus, type OrderEvent } from '@tulus/shared/rules/order-lifecycle';
import { isOrderStatus, orderStatusLabel, type OrderStatus } from '@tulus/shared/rules/order-status';
import { amountToPay, meetsMinimumOrder } from '@tulus/shared/rules/order-totals';
import { itemsSubtotal } from '@tulus/shared/rules/pricing';
import { pickVouchers, validateVoucherSelection, voucherDiscount } from '@tulus/shared/rules/vouchers';
import { transaction } from '../db/open.ts';
import type { MockContext } from '../http/context.ts';
import { ProviderError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { failureBody, route } from '../http/route.ts';
import { absoluteUrl } from './catalog.ts';
import { expireOverdueOrders } from './order-expiry.ts';

// Besides the customer's order paths, this module holds the order-state helpers (lookups, the
// guarded status move, header and proof mapping) that the payment, driver, ops and complaint
// routes share, so the lifecycle is applied in one place. Every lookup expires the order first
// if its payment deadline has passed (order-expiry.ts: expiry happens on read).

/** A sales_orders row (column names are the wire names). */
export type OrderRow = {
  id: number;
  sales_order_code: string;
  customer_code: string;
  status_sales_order: string;
  kd_cabang: string;
  payment_method_detail: number;
  delivery_schedule_date: string;
  delivery_address: string;
  items_total: number;
  voucher_price: number;
  service_fee: number;
  unique_number: number;
  total_amount: number;
  created_at: string;
  payment_deadline: string;
  driver_id: number | null;
  reject_reason: string | null;
  updated_at: string;
};

/** The delivery address as it was when the order was placed, so later edits leave history alone. */
type AddressSnapshot = Omit<OrderCustomer, 'nama_lengkap' | 'email'> & {
  header_name: string;
  latitude: string;
  longitude: string;
};

export const ORDER_NOT_FOUND = 'Pesanan tidak ditemukan.';
// Delivery is free (spec section 9).
const SERVICE_FEE = 0;
const UNIQUE_NUMBER_MAX = 999;
// Orders whose transfer is still to be matched by its amount, so their unique codes are taken.
const AWAITING_TRANSFER: readonly OrderStatus[] = ['menunggu_pembayaran', 'menunggu_konfirmasi_pembayaran', 'pembayaran_di_tolak'];

const REFUSED_ACTION: Readonly<Record<OrderEvent, string>> = {
  upload_payment_proof: 'Bukti pembayaran tidak dapat diunggah',
  approve_payment: 'Pembayaran tidak dapat disetujui',
  reject_payment: 'Pembayaran tidak dapat ditolak',
  dispatch: 'Pesanan tidak dapat dikirim',
  reject_order: 'Pesanan tidak dapat ditolak',
  driver_receipt: 'Bukti penerimaan tidak dapat diunggah',
  confirm_received: 'Pesanan tidak dapat dikonfirmasi diterima',
  expire_payment: 'Pesanan tidak dapat dinyatakan kedaluwarsa',
};

export const nowIso = (ctx: MockContext): string => new Date(ctx.now()).toISOString();

export function findOrderByCode(ctx: MockContext, code: string): OrderRow | undefined {
  expireOverdueOrders(ctx, { code });
  return ctx.db.prepare('SELECT * FROM sales_orders WHERE sales_order_code = ?').get(code) as OrderRow | undefined;
}

export function findOrderById(ctx: MockContext, id: number): OrderRow | undefined {
  expireOverdueOrders(ctx, { id });
  return ctx.db.prepare('SELECT * FROM sales_orders WHERE id = ?').get(id) as OrderRow | undefined;
}

/** Another customer's order answers exactly like a missing one: its existence is not revealed. */
export function requireCustomerOrder(row: OrderRow | undefined, customerCode: string): OrderRow {
  if (!row || row.customer_code !== customerCode) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** The status an event leads to, or a 409 naming the current status. */
export function nextOrderStatus(row: OrderRow, event: OrderEvent): OrderStatus {
  const next = isOrderStatus(row.status_sales_order) ? nextStatus(row.status_sales_order, event) : null;
  if (!next) {
    const current = row.status_sales_order;
    throw conflict(`${REFUSED_ACTION[event]}: status pesanan ${row.sales_order_code} saat ini ${orderStatusLabel(current)} (${current}).`);
  }
  return next;
}

export type OrderChanges = { driver_id?: number; reject_reason?: string | null };

/**
 * Applies one lifecycle event. The UPDATE is guarded by the status read before, so two
 * racing requests cannot both move the same order.
 */
export function moveOrder(ctx: MockContext, row: OrderRow, event: OrderEvent, changes: OrderChanges = {}): OrderRow {
  const next = nextOrderStatus(row, event);
  const driverId = changes.driver_id ?? row.driver_id;
  const rejectReason = 'reject_reason' in changes ? (changes.reject_reason ?? null) : row.reject_reason;
  const result = ctx.db
    .prepare(`UPDATE sales_orders SET status_sales_order = ?, driver_id = ?, reject_reason = ?, updated_at = ?
      WHERE id = ? AND status_sales_order = ?`)
    .run(next, driverId, rejectReason, nowIso(ctx), row.id, row.status_sales_order);
  if (Number(result.changes) !== 1) throw conflict('Status pesanan baru saja berubah. Muat ulang lalu coba lagi.');
  return findOrderById(ctx, row.id)!;
}

export function orderLines(ctx: MockContext, orderId: number): SalesOrderLine[] {
  const rows = ctx.db
    .prepare(`SELECT d.product_id, d.product_name, d.product_price, d.quantity, p.image
      FROM sales_order_details d JOIN products p ON p.product_id = d.product_id
      WHERE d.sales_order_id = ? ORDER BY d.id`)
    .all(orderId) as Array<SalesOrderLine & { image: string }>;
  return rows.map((line) => ({ ...line, image: absoluteUrl(ctx, line.image) }));
}

export function orderHeader(ctx: MockContext, row: OrderRow): SalesOrderHeader {
  const person = ctx.db
    .prepare('SELECT nama_lengkap, email FROM customers WHERE customer_code = ?')
    .get(row.customer_code) as { nama_lengkap: string; email: string };
  const address = JSON.parse(row.delivery_address) as AddressSnapshot;
  return {
    id: row.id,
    sales_order_code: row.sales_order_code,
    created_at: row.created_at,
    status_sales_order: row.status_sales_order,
    total_amount: row.total_amount,
    voucher_price: row.voucher_price,
    service_fee: row.service_fee,
    unique_number: row.unique_number,
    kd_cabang: row.kd_cabang,
    payment_method_detail: row.payment_method_detail,
    payment_deadline: row.payment_deadline,
    delivery_schedule_date: row.delivery_schedule_date,
    reject_reason: row.reject_reason,
    updated_at: row.updated_at,
    customer: {
      nama_lengkap: person.nama_lengkap,
      email: person.email,
      nomor_hp: address.nomor_hp,
      jalan: address.jalan,
      rt: address.rt,
      rw: address.rw,
      kode_pos: address.kode_pos,
      kelurahan: address.kelurahan,
      kecamatan: address.kecamatan,
      kabupaten_kota: address.kabupaten_kota,
      provinsi: address.provinsi,
      latitude: address.latitude,
      longitude: address.longitude,
    },
  };
}

export function latestPaymentProof(ctx: MockContext, orderId: number): ProofOfPayment | null {
  const row = ctx.db
    .prepare(`SELECT sender_name, bank_name, account_number, amount_sent, image AS proof_of_payment, created_at
      FROM payment_proofs WHERE sales_order_id = ? ORDER BY id DESC LIMIT 1`)
    .get(orderId) as ProofOfPayment | undefined;
  return row ? { ...row } : null;
}

export function latestDeliveryProof(ctx: MockContext, orderId: number): ProofOfReceived | null {
  const row = ctx.db
    .prepare(`SELECT d.nama AS driver_name, d.email AS driver_email, p.notes, p.image AS proof_of_delivery, p.created_at
      FROM delivery_proofs p JOIN drivers d ON d.id = p.driver_id
      WHERE p.sales_order_id = ? ORDER BY p.id DESC LIMIT 1`)
    .get(orderId) as ProofOfReceived | undefined;
  return row ? { ...row } : null;
}

// --- /insert-sales-order ------------------------------------------------------------------

type VoucherRow = { id: number; total_discount_amount: number; expired: string; is_active: number; is_general: number; used_sales_order_id: number | null };

function orderItems(ctx: MockContext, detail: InsertSalesOrderRequest['detail']) {
  const product = ctx.db.prepare('SELECT product_name FROM products WHERE product_id = ? AND sts_product = 1');
  return detail.map((line) => {
    const row = product.get(line.product_id) as { product_name: string } | undefined;
    if (!row) throw badRequest(`Produk ${line.product_id} tidak ditemukan atau tidak aktif.`);
    return { ...line, product_name: row.product_name };
  });
}

function requirePaymentMethod(ctx: MockContext, id: number): void {
  const method = ctx.db.prepare('SELECT id FROM payment_methods WHERE id = ? AND is_active = 1').get(id);
  if (!method) throw badRequest('Metode pembayaran tidak ditemukan.');
}

/** 'YYYY-MM-DD' texts compare like dates; "today" is the shop's (Jakarta) day. */
function requireDeliveryDate(ctx: MockContext, date: string): void {
  if (date < todayInJakarta(ctx.now())) throw badRequest(CHECKOUT_DELIVERY_DATE_INVALID);
}

function deliveryAddress(ctx: MockContext, customerCode: string): AddressSnapshot {
  const row = ctx.db
    .prepare(`SELECT a.header_name, a.jalan, a.rt, a.rw, a.kode_pos, a.kelurahan, a.kecamatan, a.kabupaten_kota, a.provinsi,
        a.latitude, a.longitude, c.nomor_hp
      FROM addresses a JOIN customers c ON c.customer_code = a.customer_code
      WHERE a.customer_code = ? AND a.is_active = 1`)
    .get(customerCode) as AddressSnapshot | undefined;
  if (!row) throw badRequest(NO_ACTIVE_ADDRESS);
  if (!hasCoordinates(row)) throw badRequest(CHECKOUT_ADDRESS_COORDINATES);
  return { ...row };
}

function requireBranch(ctx: MockContext, kdCabang: string): void {
  const row = ctx.db.prepare('SELECT sts FROM branches WHERE kd_cabang = ?').get(kdCabang) as { sts: number } | undefined;
  if (!row) throw badRequest('Cabang pengiriman tidak ditemukan.');
  if (row.sts !== 1) throw badRequest('Cabang pengiriman belum melayani pengiriman.');
}

/** The customer's own claimed, active, unexpired and unused vouchers; a general one stands alone. */
function claimedVouchers(ctx: MockContext, customerCode: string, ids: readonly number[]) {
  const find = ctx.db.prepare(`SELECT v.id, v.total_discount_amount, v.expired, v.is_active, v.is_general, cv.used_sales_order_id
    FROM customer_vouchers cv JOIN vouchers v ON v.id = cv.voucher_id WHERE cv.customer_code = ? AND v.id = ?`);
  const today = todayInJakarta(ctx.now());
  const owned = [...new Set(ids)].flatMap((id) => (find.get(customerCode, id) as VoucherRow | undefined) ?? []);
  // The gateway's selection rule (repeats, unknown, inactive, a general one not alone); past its day counts as inactive.
  const candidates = owned.map((row) => ({ ...row, is_active: row.is_active === 1 && row.expired >= today, is_general: row.is_general === 1 }));
  const problem = validateVoucherSelection(ids, candidates);
  if (problem) throw badRequest(problem.message);
  const vouchers = pickVouchers(ids, candidates);
  if (vouchers.some((v) => v.used_sales_order_id !== null)) throw badRequest('Voucher sudah digunakan.');
  return vouchers;
}

/** A code from 1..999 no order still awaiting its transfer uses, so the bank statement tells them apart. */
function freeUniqueNumber(ctx: MockContext, nowText: string): number {
  const placeholders = AWAITING_TRANSFER.map(() => '?').join(', ');
  const taken = new Set(
    (ctx.db
      .prepare(`SELECT unique_number FROM sales_orders WHERE status_sales_order IN (${placeholders})
        AND NOT (status_sales_order = 'menunggu_pembayaran' AND payment_deadline <= ?)`)
      .all(...AWAITING_TRANSFER, nowText) as Array<{ unique_number: number }>).map((r) => r.unique_number),
  );
  const free: number[] = [];
  for (let n = 1; n <= UNIQUE_NUMBER_MAX; n += 1) if (!taken.has(n)) free.push(n);
  if (free.length === 0) throw new ProviderError(503, 'Kode unik pembayaran sedang habis. Coba lagi nanti.');
  return free[randomInt(free.length)]!;
}

/** 'SO-YYYYMMDD-NNNN': the Jakarta date and that day's sequence. */
function nextOrderCode(ctx: MockContext): string {
  const prefix = `SO-${todayInJakarta(ctx.now()).replaceAll('-', '')}-`;
  const { n } = ctx.db
    .prepare('SELECT MAX(CAST(substr(sales_order_code, ?) AS INTEGER)) AS n FROM sales_orders WHERE sales_order_code LIKE ?')
    .get(prefix.length + 1, `${prefix}%`) as { n: number | null };
  return `${prefix}${String((n ?? 0) + 1).padStart(4, '0')}`;
}

function placeOrder(ctx: MockContext, customerCode: string, input: InsertSalesOrderRequest): CreatedSalesOrder {
  const { header } = input;
  if (header.customer_code !== customerCode) throw forbidden();
  // The customer's expired orders hand their vouchers back before these are checked.
  expireOverdueOrders(ctx, { customer_code: customerCode });
  const items = orderItems(ctx, input.detail);
  const itemsTotal = itemsSubtotal(items);
  if (!meetsMinimumOrder(itemsTotal)) throw badRequest(CHECKOUT_MINIMUM_DIALOG);
  requirePaymentMethod(ctx, header.payment_method_detail);
  requireDeliveryDate(ctx, header.delivery_schedule_date);
  const address = deliveryAddress(ctx, customerCode);
  requireBranch(ctx, header.kd_cabang);

  return transaction(ctx.db, () => {
    const vouchers = claimedVouchers(ctx, customerCode, header.voucher_id);
    const voucherPrice = voucherDiscount(itemsTotal, vouchers);
    const createdAt = nowIso(ctx);
    const paymentDeadline = new Date(ctx.now() + ctx.config.PAYMENT_WINDOW_HOURS * 3_600_000).toISOString();
    const uniqueNumber = freeUniqueNumber(ctx, createdAt);
    const totalAmount = amountToPay({ itemsSubtotal: itemsTotal, voucherDiscount: voucherPrice, serviceFee: SERVICE_FEE, uniqueNumber });
    const code = nextOrderCode(ctx);
    const status: OrderStatus = 'menunggu_pembayaran';
    const { lastInsertRowid } = ctx.db
      .prepare(`INSERT INTO sales_orders (sales_order_code, customer_code, status_sales_order, kd_cabang, payment_method_detail,
          delivery_schedule_date, delivery_address, items_total, voucher_price, service_fee, unique_number, total_amount,
          created_at, payment_deadline, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(code, customerCode, status, header.kd_cabang, header.payment_method_detail, header.delivery_schedule_date,
        JSON.stringify(address), itemsTotal, voucherPrice, SERVICE_FEE, uniqueNumber, totalAmount, createdAt, paymentDeadline, createdAt);
    const id = Number(lastInsertRowid);
    const line = ctx.db.prepare('INSERT INTO sales_order_details (sales_order_id, product_id, product_name, product_price, quantity) VALUES (?, ?, ?, ?, ?)');
    for (const item of items) line.run(id, item.product_id, item.product_name, item.price, item.quantity);
    const link = ctx.db.prepare('INSERT INTO sales_order_vouchers (sales_order_id, voucher_id) VALUES (?, ?)');
    const use = ctx.db.prepare('UPDATE customer_vouchers SET used_sales_order_id = ? WHERE customer_code = ? AND voucher_id = ?');
    for (const voucher of vouchers) {
      link.run(id, voucher.id);
      use.run(id, customerCode, voucher.id);
    }
    return { id, sales_order_code: code, total_amount: totalAmount, unique_number: uniqueNumber, payment_deadline: paymentDeadline, status_sales_order: status };
  });
}

/** Spec: /insert-sales-order failures carry `data.message`, so this path gets its own error handler. */
function registerInsertSalesOrder(app: FastifyInstance, ctx: MockContext): void {
  app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      const { code, body } = failureBody(error);
      if (code >= 500) request.log.error({ err: error }, 'request failed');
      const { message } = body as { message: string };
      return reply.code(code).send({ ...body, data: { message } });
    });
    route(scope, ctx, insertSalesOrder, ({ input, auth }) => placeOrder(ctx, auth.customer_code, input), { message: CHECKOUT_SUCCESS });
  });
}

// --- reads and the receipt confirmation ------------------------------------------------------

function detailOf(ctx: MockContext, row: OrderRow) {
  const method = ctx.db
    .prepare('SELECT bank_name, account_number, account_name FROM payment_methods WHERE id = ?')
    .get(row.payment_method_detail) as { bank_name: string; account_number: string; account_name: string } | undefined;
  const branch = ctx.db
    .prepare('SELECT kd_cabang, nm_cabang, telp, alamat AS Alamat FROM branches WHERE kd_cabang = ?')
    .get(row.kd_cabang) as { kd_cabang: string; nm_cabang: string; telp: string | null; Alamat: string } | undefined;
  return {
    header: { ...orderHeader(ctx, row), payment_method: method ? { ...method } : null, branch: branch ? { ...branch } : null },
    detail: orderLines(ctx, row.id),
    sales_order_code: row.sales_order_code,
    total_amount: row.total_amount,
    unique_number: row.unique_number,
  };
}

export function registerOrderRoutes(app: FastifyInstance, ctx: MockContext): void {
  registerInsertSalesOrder(app, ctx);

  route(app, ctx, getSalesOrderCustomer, ({ input, auth }) => {
    if (input.customer_code !== auth.customer_code) throw forbidden();
    expireOverdueOrders(ctx, { customer_code: auth.customer_code });
    const status = input.status_sales_order;
    const rows = ctx.db
      .prepare(`SELECT * FROM sales_orders WHERE customer_code = ? AND (? = 'all' OR status_sales_order = ?)
        ORDER BY created_at DESC, id DESC`)
      .all(auth.customer_code, status, status) as OrderRow[];
    return { data: rows.map((row) => ({ ...orderHeader(ctx, row), detail: orderLines(ctx, row.id) })) };
  });

  route(app, ctx, getSalesOrderDetailCustomer, ({ input, auth }) => {
    const row = requireCustomerOrder(findOrderByCode(ctx, input.sales_order_code), auth.customer_code);
    return detailOf(ctx, row);
  });

  route(app, ctx, getSoReceivedForCustomer, ({ input, auth }) => {
    const row = requireCustomerOrder(findOrderByCode(ctx, input.sales_order_code), auth.customer_code);
    return {
      sales_order_code: row.sales_order_code,
      proof_of_payment: latestPaymentProof(ctx, row.id),
      proof_of_received: latestDeliveryProof(ctx, row.id),
    };
  });

  route(
    app,
    ctx,
    updateReceivedConfirmation,
    ({ input, auth }) => {
      const row = requireCustomerOrder(findOrderByCode(ctx, input.sales_order_code), auth.customer_code);
      const moved = moveOrder(ctx, row, 'confirm_received');
      return { sales_order_code: moved.sales_order_code, status_sales_order: moved.status_sales_order };
    },
    { message: 'Pesanan telah dikonfirmasi diterima.' },
  );
}
