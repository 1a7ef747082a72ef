import type { FastifyInstance } from 'fastify';
import {
  getSalesOrderDetailDriver,
  getSalesOrderDriver,
  getSoReceivedForDriver,
  updateStatusOrderReceived,
  uploadProductReturn,
  type DriverOrder,
  type ProductReturn,
} from '@tulus/shared/contract/driver';
import {
  RECEIPT_FILE_REQUIRED,
  RECEIPT_NOTES,
  RECEIPT_UPLOAD_SUCCESS,
  RETURN_CUSTOMER_NOT_FOUND,
  RETURN_IMAGE_REQUIRED,
  RETURN_SUCCESS,
} from '@tulus/shared/rules/messages';
import type { TokenClaims } from '../auth/token.ts';
import { transaction } from '../db/open.ts';
import type { MockContext } from '../http/context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import {
  ORDER_NOT_FOUND,
  findOrderByCode,
  findOrderById,
  latestDeliveryProof,
  moveOrder,
  nextOrderStatus,
  nowIso,
  orderHeader,
  orderLines,
  type OrderRow,
} from './order.ts';

type Driver = Extract<TokenClaims, { role: 'driver' }>;

const deliveryOrder = (ctx: MockContext, row: OrderRow): DriverOrder => ({ header: orderHeader(ctx, row), detail: orderLines(ctx, row.id) });

/** A driver sees an order of their branch only once it is dispatched to them; anything else is 404. */
function assignedOrder(row: OrderRow | undefined, driver: Driver): OrderRow {
  if (!row || row.kd_cabang !== driver.kd_cabang || row.driver_id !== driver.driver_id) throw notFound(ORDER_NOT_FOUND);
  return row;
}

function registerReceiptProof(app: FastifyInstance, ctx: MockContext): void {
  route(app, ctx, updateStatusOrderReceived, ({ input, auth, files }) => {
    if (input.driver_id !== auth.driver_id) throw forbidden();
    // A refused delivery has no status of its own in the lifecycle; ops handles it by phone.
    if (input.is_approve !== 'true' || input.is_reject !== 'false') {
      throw badRequest('Hanya penerimaan yang disetujui (is_approve true, is_reject false) yang dapat diunggah.');
    }
    if (!files.image) throw badRequest(RECEIPT_FILE_REQUIRED);
    const order = assignedOrder(findOrderById(ctx, input.sales_order_id), auth);
    nextOrderStatus(order, 'driver_receipt');
    const image = ctx.uploads.save(files.image);
    const moved = transaction(ctx.db, () => {
      ctx.db
        .prepare('INSERT INTO delivery_proofs (sales_order_id, driver_id, notes, image, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(order.id, auth.driver_id, input.notes || RECEIPT_NOTES, image, nowIso(ctx));
      return moveOrder(ctx, order, 'driver_receipt');
    });
    return {
      sales_order_code: moved.sales_order_code,
      status_sales_order: moved.status_sales_order,
      proof_of_received: latestDeliveryProof(ctx, moved.id)!,
    };
  }, { message: RECEIPT_UPLOAD_SUCCESS });
}

function registerProductReturn(app: FastifyInstance, ctx: MockContext): void {
  route(app, ctx, uploadProductReturn, ({ input, auth, files }): ProductReturn => {
    if (input.driver_id !== auth.driver_id || input.kd_cabang !== auth.kd_cabang) throw forbidden();
    if (!files.proof_of_return) throw badRequest(RETURN_IMAGE_REQUIRED);
    const customer = ctx.db.prepare('SELECT customer_code FROM customers WHERE customer_code = ?').get(input.customer_code);
    if (!customer) throw notFound(RETURN_CUSTOMER_NOT_FOUND);
    const product = ctx.db.prepare('SELECT product_name FROM products WHERE product_id = ?').get(input.product_id) as { product_name: string } | undefined;
    if (!product) throw notFound('Produk tidak ditemukan.');
    const image = ctx.uploads.save(files.proof_of_return);
    const createdAt = nowIso(ctx);
    const { lastInsertRowid } = ctx.db
      .prepare(`INSERT INTO product_returns (customer_code, product_id, quantity, driver_id, kd_cabang, image, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`)
      .run(input.customer_code, input.product_id, input.quantity, auth.driver_id, auth.kd_cabang, image, createdAt);
    return {
      id: Number(lastInsertRowid),
      customer_code: input.customer_code,
      product_id: input.product_id,
      product_name: product.product_name,
      quantity: input.quantity,
      driver_id: auth.driver_id,
      kd_cabang: auth.kd_cabang,
      proof_of_return: image,
      created_at: createdAt,
    };
  }, { message: RETURN_SUCCESS });
}

export function registerDriverRoutes(app: FastifyInstance, ctx: MockContext): void {
  route(app, ctx, getSalesOrderDriver, ({ input, auth }) => {
    const sameDriver = input.kd_cabang === auth.kd_cabang && input.email_driver.toLowerCase() === auth.email.toLowerCase();
    if (!sameDriver) throw forbidden();
    const rows = ctx.db
      .prepare('SELECT * FROM sales_orders WHERE kd_cabang = ? AND driver_id = ? AND status_sales_order = ? ORDER BY id DESC')
      .all(auth.kd_cabang, auth.driver_id, input.status_sales_order) as OrderRow[];
    return rows.map((row) => deliveryOrder(ctx, row));
  });

  route(app, ctx, getSalesOrderDetailDriver, ({ input, auth }) =>
    deliveryOrder(ctx, assignedOrder(findOrderByCode(ctx, input.sales_order_code), auth)),
  );

  registerReceiptProof(app, ctx);

  // Any driver of the branch may look at a delivery proof (a colleague may take over a customer).
  route(app, ctx, getSoReceivedForDriver, ({ input, auth }) => {
    const row = findOrderByCode(ctx, input.sales_order_code);
    if (!row || row.kd_cabang !== auth.kd_cabang) throw notFound(ORDER_NOT_FOUND);
    return { sales_order_code: row.sales_order_code, proof_of_received: latestDeliveryProof(ctx, row.id) };
  });

  registerProductReturn(app, ctx);
}
