import { z } from 'zod';
import { product } from './catalog.ts';
import { definePath, okEnvelope, salesOrderCode } from './envelope.ts';
import { orderStatus } from './order.ts';

/**
 * Ours: the back-office steps of the real provider that have no screen, as mock-provider ops
 * actions (POST under the same prefix, e.g. /api/tulus/v1/ops/approve-payment). They need
 * the header `x-ops-key` (OPS_KEY) instead of a bearer token, hence 'public' here; a wrong or
 * missing key answers 401.
 */
export const OPS_KEY_HEADER = 'x-ops-key';

const reason = z.string().trim().min(1, 'Alasan penolakan wajib diisi').max(500);

/** The order after an ops action. */
export const opsOrder = z.object({
  id: z.number().int(),
  sales_order_code: z.string(),
  customer_code: z.string(),
  status_sales_order: z.string(),
  kd_cabang: z.string(),
  total_amount: z.number(),
  unique_number: z.number(),
  driver_id: z.number().int().nullable(),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  payment_deadline: z.string(),
  /** What the latest proof says was transferred, to compare with total_amount; null before any proof. */
  amount_sent: z.number().nullable(),
});
export type OpsOrder = z.infer<typeof opsOrder>;

const byCode = z.object({ sales_order_code: salesOrderCode });

/** menunggu_konfirmasi_pembayaran to pesanan_di_proses. */
export const opsApprovePayment = definePath({
  path: '/ops/approve-payment',
  auth: 'public',
  body: 'json',
  request: byCode,
  response: okEnvelope(opsOrder),
});

/** menunggu_konfirmasi_pembayaran to pembayaran_di_tolak; the customer may send a new proof. */
export const opsRejectPayment = definePath({
  path: '/ops/reject-payment',
  auth: 'public',
  body: 'json',
  request: byCode.extend({ reason }),
  response: okEnvelope(opsOrder),
});

/** pesanan_di_proses to pesanan_sedang_dikirim; without driver_id the branch's first driver. */
export const opsDispatchOrder = definePath({
  path: '/ops/dispatch-order',
  auth: 'public',
  body: 'json',
  request: byCode.extend({ driver_id: z.number().int().positive().optional() }),
  response: okEnvelope(opsOrder),
});

/** pesanan_di_proses to pesanan_di_tolak (final). */
export const opsRejectOrder = definePath({
  path: '/ops/reject-order',
  auth: 'public',
  body: 'json',
  request: byCode.extend({ reason }),
  response: okEnvelope(opsOrder),
});

/** Every order, newest first; optionally one status. */
export const opsListOrders = definePath({
  path: '/ops/list-orders',
  auth: 'public',
  body: 'json',
  request: z.object({ status_sales_order: orderStatus.optional() }),
  response: okEnvelope(z.array(opsOrder)),
});

/**
 * Moves an unpaid order's payment deadline to now + seconds_from_now (negative: into the past),
 * so the expiry can be seen without waiting a day. Only menunggu_pembayaran; the answer is the
 * order as stored. The mock expires overdue orders when they are next read, so an order moved
 * into the past shows as pesanan_kedaluwarsa on its next read, not in this answer.
 */
export const opsSetPaymentDeadline = definePath({
  path: '/ops/set-payment-deadline',
  auth: 'public',
  body: 'json',
  request: byCode.extend({ seconds_from_now: z.number().int().min(-366 * 86400).max(366 * 86400) }),
  response: okEnvelope(opsOrder),
});

const wholeRupiah = z.number().int().min(0).max(100_000_000);

/**
 * The catalogue's back office: a product's base price, its tier lists (each replaced whole, in
 * the order given) and whether it is still sold (sts_product 0 withdraws it). Omitted fields stay.
 * The answer is the product as stored, also when withdrawn.
 */
export const opsUpdateProduct = definePath({
  path: '/ops/update-product',
  auth: 'public',
  body: 'json',
  request: z.object({
    product_id: z.number().int().positive(),
    price: wholeRupiah.optional(),
    price_member: z.array(z.object({ min_quantity: z.number().int().min(1), max_quantity: z.number().int().min(1).nullable(), price: wholeRupiah })).max(20).optional(),
    price_sahabat: z.array(z.object({ min_quantity: z.number().int().min(1), price: wholeRupiah })).max(20).optional(),
    sts_product: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  response: okEnvelope(product),
});

export const opsPaths = [
  opsApprovePayment, opsRejectPayment, opsDispatchOrder, opsRejectOrder, opsListOrders, opsSetPaymentDeadline, opsUpdateProduct,
] as const;
