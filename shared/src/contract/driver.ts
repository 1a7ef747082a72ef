import { z } from 'zod';
import { textBool, customerCode, definePath, okEnvelope, positiveId, salesOrderCode } from './envelope.ts';
import { orderStatus, orderStatusChange, proofOfReceived, salesOrderHeader, salesOrderLine } from './order.ts';

const kdCabang = z.string().min(1).max(32);

/** One delivery order as the driver screens read it. */
export const driverOrder = z.object({
  header: salesOrderHeader,
  detail: z.array(salesOrderLine),
});
export type DriverOrder = z.infer<typeof driverOrder>;

/**
 * Orders of the driver's branch dispatched to this driver, with one status, newest first by
 * header id. kd_cabang and email_driver must be the token holder's.
 */
export const getSalesOrderDriver = definePath({
  path: '/get-sales-order-driver',
  auth: 'driver',
  body: 'json',
  request: z.object({
    status_sales_order: orderStatus,
    kd_cabang: kdCabang,
    email_driver: z.string().trim().min(1).max(254).pipe(z.email()),
  }),
  response: okEnvelope(z.array(driverOrder)),
});

/** Only an order of the driver's branch assigned to this driver; any other answers 404. */
export const getSalesOrderDetailDriver = definePath({
  path: '/get-sales-order-detail-driver',
  auth: 'driver',
  body: 'json',
  request: z.object({ sales_order_code: salesOrderCode }),
  response: okEnvelope(driverOrder),
});

/**
 * The driver's proof of receipt. The spec's client sends the fields both in the query and
 * as text parts (is_approve 'true', is_reject 'false', notes 'Bukti penerimaan diunggah').
 * A rejected delivery (is_reject 'true') has no status to move to, so it is refused.
 */
export const updateStatusOrderReceived = definePath({
  path: '/update-status-order-received',
  auth: 'driver',
  body: 'multipart',
  request: z.object({
    sales_order_id: positiveId,
    is_approve: textBool,
    is_reject: textBool,
    driver_id: positiveId,
    notes: z.string().trim().max(500).optional(),
  }),
  files: ['image'],
  response: okEnvelope(orderStatusChange.extend({ proof_of_received: proofOfReceived })),
});

export const getSoReceivedForDriver = definePath({
  path: '/get-so-received-for-driver',
  auth: 'driver',
  body: 'json',
  request: z.object({ sales_order_code: salesOrderCode }),
  response: okEnvelope(
    z.object({
      sales_order_code: z.string(),
      proof_of_received: proofOfReceived.nullable(),
    }),
  ),
});

export const productReturn = z.object({
  id: z.number().int(),
  customer_code: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  quantity: z.number().int(),
  driver_id: z.number().int(),
  kd_cabang: z.string(),
  /** Image URL of the returned goods. */
  proof_of_return: z.string(),
  created_at: z.string().nullish(),
});
export type ProductReturn = z.infer<typeof productReturn>;

/** A return the driver collects for a customer; driver_id and kd_cabang must be the token's. */
export const uploadProductReturn = definePath({
  path: '/upload-product-return',
  auth: 'driver',
  body: 'multipart',
  request: z.object({
    customer_code: customerCode,
    product_id: positiveId,
    // Spec section 9: minimum return quantity 1.
    quantity: z.coerce.number().int().min(1, 'Jumlah pengembalian minimal 1').max(10_000),
    driver_id: positiveId,
    kd_cabang: kdCabang,
  }),
  files: ['proof_of_return'],
  response: okEnvelope(productReturn),
});

export const driverPaths = [
  getSalesOrderDriver,
  getSalesOrderDetailDriver,
  updateStatusOrderReceived,
  getSoReceivedForDriver,
  uploadProductReturn,
] as const;
