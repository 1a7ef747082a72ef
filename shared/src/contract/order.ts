import { z } from 'zod';
import { isCalendarDate } from '../rules/dates.ts';
import { ORDER_STATUSES } from '../rules/order-status.ts';
import { branch } from './branch.ts';
import { customerCode, definePath, failedEnvelope, okEnvelope, salesOrderCode } from './envelope.ts';

const jsonId = z.number().int().positive();

/** 'YYYY-MM-DD', a real calendar day (the checkout's date picker value). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus berformat YYYY-MM-DD')
  .refine(isCalendarDate, 'Tanggal tidak valid');

export const orderStatus = z.enum(ORDER_STATUSES);

/** One line of the order create payload; `price` is the unit price the shop showed. */
export const orderLineInput = z.object({
  product_id: jsonId,
  quantity: z.number().int().min(1, 'Jumlah minimal 1').max(10_000),
  price: z.number().int().min(0).max(100_000_000),
});

export const insertSalesOrderRequest = z.object({
  header: z.object({
    customer_code: customerCode,
    /** Ids of the customer's claimed vouchers; empty when none is used. */
    voucher_id: z.array(jsonId).max(20),
    /** Id of the chosen bank account (payment method). */
    payment_method_detail: jsonId,
    kd_cabang: z.string().min(1).max(32),
    delivery_schedule_date: calendarDate,
  }),
  detail: z
    .array(orderLineInput)
    .min(1, 'Pesanan harus berisi minimal 1 produk')
    .max(50, 'Pesanan berisi paling banyak 50 produk')
    .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, 'Produk yang sama muncul lebih dari sekali'),
});
export type InsertSalesOrderRequest = z.infer<typeof insertSalesOrderRequest>;

/**
 * What a new order needs to show the payment screen. `total_amount` is the amount to
 * transfer: items - vouchers + service fee + unique_number; the payment screen's
 * subtotal is total_amount - unique_number.
 */
export const createdSalesOrder = z.object({
  id: z.number().int(),
  sales_order_code: z.string(),
  total_amount: z.number(),
  unique_number: z.number(),
  /** ISO time after which the order can no longer be paid. */
  payment_deadline: z.string().nullish(),
  status_sales_order: z.string(),
});
export type CreatedSalesOrder = z.infer<typeof createdSalesOrder>;

export const insertSalesOrder = definePath({
  path: '/insert-sales-order',
  auth: 'customer',
  body: 'json',
  request: insertSalesOrderRequest,
  response: okEnvelope(createdSalesOrder),
});

/** Spec: "data.message on errors" of /insert-sales-order. */
export const insertSalesOrderFailure = failedEnvelope.extend({ data: z.object({ message: z.string() }) });

/** Who receives the order and where: the customer plus the address as it was when ordering. */
export const orderCustomer = z.object({
  nama_lengkap: z.string(),
  email: z.string(),
  nomor_hp: z.string().nullable(),
  jalan: z.string().nullable(),
  rt: z.string().nullable(),
  rw: z.string().nullable(),
  kode_pos: z.string().nullable(),
  kelurahan: z.string().nullable(),
  kecamatan: z.string().nullable(),
  kabupaten_kota: z.string().nullable(),
  provinsi: z.string().nullable(),
  /**
   * Ours (the spec's order customer has none): the delivery point the customer marked on the map,
   * numeric text or 'N/A', for the driver's 'Buka di Google Maps'. Absent upstream is fine.
   */
  latitude: z.union([z.string(), z.number()]).nullish(),
  longitude: z.union([z.string(), z.number()]).nullish(),
});
export type OrderCustomer = z.infer<typeof orderCustomer>;

export const salesOrderLine = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  /** The unit price stored with the order. */
  product_price: z.number(),
  quantity: z.number().int(),
  /** Ours (the spec's line has no image): absolute URL of the product picture. */
  image: z.string().nullish(),
});
export type SalesOrderLine = z.infer<typeof salesOrderLine>;

/**
 * Sales order header (spec section 3). Statuses stay plain text so an unknown status from
 * the real provider shows as 'Status Tidak Diketahui' instead of failing the whole list.
 * payment_deadline, delivery_schedule_date, reject_reason and updated_at are ours: absent upstream is fine.
 */
export const salesOrderHeader = z.object({
  id: z.number().int(),
  sales_order_code: z.string(),
  created_at: z.string(),
  status_sales_order: z.string(),
  total_amount: z.number(),
  voucher_price: z.number(),
  service_fee: z.number(),
  unique_number: z.number(),
  kd_cabang: z.string(),
  payment_method_detail: z.number().int(),
  payment_deadline: z.string().nullish(),
  delivery_schedule_date: z.string().nullish(),
  /** Why ops refused the payment or the order; null otherwise. */
  reject_reason: z.string().nullish(),
  /** When the status last changed (a rejection, an expiry), so notifications can be dated by it. */
  updated_at: z.string().nullish(),
  customer: orderCustomer,
});
export type SalesOrderHeader = z.infer<typeof salesOrderHeader>;

/** A history entry: the header plus its lines, so history and notifications name the products. */
export const salesOrderSummary = salesOrderHeader.extend({ detail: z.array(salesOrderLine).default([]) });
export type SalesOrderSummary = z.infer<typeof salesOrderSummary>;

export const getSalesOrderCustomer = definePath({
  path: '/get-sales-order-customer',
  auth: 'customer',
  body: 'json',
  request: z.object({
    /** One status, or 'all' for the whole history. */
    status_sales_order: z.enum([...ORDER_STATUSES, 'all']),
    customer_code: customerCode,
  }),
  /** Spec: "data.data[]"; newest first by created_at. */
  response: okEnvelope(z.object({ data: z.array(salesOrderSummary) })),
});

export const orderPaymentAccount = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});
export const orderBranch = branch.pick({ kd_cabang: true, nm_cabang: true, telp: true, Alamat: true });

export const salesOrderDetailHeader = salesOrderHeader.extend({
  /** The bank account to transfer to (ours; the spec's screen shows it). */
  payment_method: orderPaymentAccount.nullish(),
  /** The delivering branch (ours; the screen shows its name, address and phone). */
  branch: orderBranch.nullish(),
});
export type SalesOrderDetailHeader = z.infer<typeof salesOrderDetailHeader>;

export const salesOrderDetail = z.object({
  header: salesOrderDetailHeader,
  detail: z.array(salesOrderLine),
  sales_order_code: z.string(),
  total_amount: z.number(),
  unique_number: z.number(),
});
export type SalesOrderDetail = z.infer<typeof salesOrderDetail>;

/** Another customer's order answers 404, as if it did not exist. */
export const getSalesOrderDetailCustomer = definePath({
  path: '/get-sales-order-detail-customer',
  auth: 'customer',
  body: 'json',
  request: z.object({ sales_order_code: salesOrderCode }),
  response: okEnvelope(salesOrderDetail),
});

/** The customer's proof of transfer; `proof_of_payment` is the image URL. */
export const proofOfPayment = z.object({
  sender_name: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  amount_sent: z.number(),
  proof_of_payment: z.string(),
  created_at: z.string().nullish(),
});
export type ProofOfPayment = z.infer<typeof proofOfPayment>;

/** The driver's proof of delivery; `proof_of_delivery` is the image URL. */
export const proofOfReceived = z.object({
  driver_name: z.string(),
  driver_email: z.string(),
  notes: z.string().nullable(),
  proof_of_delivery: z.string(),
  created_at: z.string().nullish(),
});
export type ProofOfReceived = z.infer<typeof proofOfReceived>;

/** Both proofs of one order; each null until it exists (the latest one when several). */
export const getSoReceivedForCustomer = definePath({
  path: '/get-so-received-for-customer',
  auth: 'customer',
  body: 'json',
  request: z.object({ sales_order_code: salesOrderCode }),
  response: okEnvelope(
    z.object({
      sales_order_code: z.string(),
      proof_of_payment: proofOfPayment.nullable(),
      proof_of_received: proofOfReceived.nullable(),
    }),
  ),
});

export const orderStatusChange = z.object({
  sales_order_code: z.string(),
  status_sales_order: z.string(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChange>;

/** The customer confirms receipt: pesanan_telah_dikirim becomes pesanan_telah_diterima. */
export const updateReceivedConfirmation = definePath({
  path: '/update-received-confirmation',
  auth: 'customer',
  body: 'json',
  request: z.object({ sales_order_code: salesOrderCode }),
  response: okEnvelope(orderStatusChange),
});

export const orderPaths = [
  insertSalesOrder,
  getSalesOrderCustomer,
  getSalesOrderDetailCustomer,
  getSoReceivedForCustomer,
  updateReceivedConfirmation,
] as const;
