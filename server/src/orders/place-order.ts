import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { getAllMasterCustomerAddress } from '@tulus/shared/contract/address';
import { getListKdCabangUser } from '@tulus/shared/contract/branch';
import { getProductById } from '@tulus/shared/contract/catalog';
import { getDetailCustomer } from '@tulus/shared/contract/customer';
import { getMyVoucher } from '@tulus/shared/contract/voucher';
import { isDeliveryDateAllowed } from '@tulus/shared/rules/checkout-validation';
import { hasCoordinates } from '@tulus/shared/rules/coordinates';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import {
  CHECKOUT_ADDRESS_COORDINATES, CHECKOUT_BRANCH, CHECKOUT_DELIVERY_DATE, CHECKOUT_DELIVERY_DATE_INVALID, CHECKOUT_MINIMUM_TOTAL,
  CHECKOUT_PAYMENT_METHOD, ORDER_CREATE_FAILED, PRICE_CHANGED,
} from '@tulus/shared/rules/messages';
import { meetsMinimumOrder } from '@tulus/shared/rules/order-totals';
import { MAX_QUANTITY, MAX_QUANTITY_MESSAGE } from '@tulus/shared/rules/cart-cookie';
import { itemsSubtotal, unitPriceFor } from '@tulus/shared/rules/pricing';
import { isTrue } from '@tulus/shared/rules/text-bool';
import { pickVouchers, validateVoucherSelection, voucherDiscount } from '@tulus/shared/rules/vouchers';
import { insertSalesOrder, type CreatedSalesOrder } from '@tulus/shared/contract/order';
import type { Context } from '../trpc/context.ts';
import { findPlacedOrder, orderBinding, type InsertRequest } from './find-placed.ts';

/** What the browser may say about an order: which products and how many, never a price. */
export const placeOrderInput = z.object({
  items: z
    .array(z.object({ product_id: z.number().int().positive(), quantity: z.number().int().min(1, 'Jumlah minimal 1').max(MAX_QUANTITY, MAX_QUANTITY_MESSAGE) }))
    .min(1, 'Silahkan pilih produk terlebih dahulu.')
    .max(50)
    .refine((items) => new Set(items.map((i) => i.product_id)).size === items.length, 'Produk yang sama muncul lebih dari sekali'),
  voucher_ids: z.array(z.number().int().positive()).max(20).default([]),
  payment_method_id: z.number({ error: CHECKOUT_PAYMENT_METHOD }).int().positive(CHECKOUT_PAYMENT_METHOD),
  delivery_date: z.string({ error: CHECKOUT_DELIVERY_DATE }).min(1, CHECKOUT_DELIVERY_DATE).max(10),
  kd_cabang: z.string({ error: CHECKOUT_BRANCH }).trim().min(1, CHECKOUT_BRANCH).max(32),
  /** Chosen by the client per checkout; the same key never places a second order. */
  idempotency_key: z.uuid('Kunci idempotensi tidak valid'),
  /**
   * The total (items less vouchers) the checkout showed. When today's prices make another total,
   * nothing is ordered: the customer is shown the new figures and asked again.
   */
  expected_total: z.number().int().min(0).max(1_000_000_000_000).optional(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderInput>;

const refuse = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

type Line = { product_id: number; quantity: number; price: number; product_name: string };

/** What a placed order answers: the provider's record plus the money as the gateway computed it. */
export type PlacedOrder = CreatedSalesOrder & { subtotal: number; discount: number; lines: Line[] };

/** Today's figures of a checkout whose total changed since the screen showed it. */
export type PriceChange = { subtotal: number; discount: number; total: number; lines: Line[] };

/** The checkout's total moved (a price changed, a voucher ran out): carried to the client as data.reason 'price_changed'. */
export class PriceChangedError extends Error {
  readonly reason = 'price_changed';
  readonly details: PriceChange;
  constructor(details: PriceChange) {
    super(PRICE_CHANGED);
    this.name = 'PriceChangedError';
    this.details = details;
  }
}

/**
 * Places the customer's checkout once per idempotency key, on whichever replica and however often
 * it is sent (idempotency/keeper.ts). `repeated`: the answer is the order an earlier send placed.
 */
export async function placeOrder(ctx: Context & { session: { customer_code: string } }, input: PlaceOrderInput): Promise<PlacedOrder & { repeated: boolean }> {
  const customerCode = ctx.session.customer_code;
  const { idempotency_key, ...request } = input;
  const key = `order:${customerCode}:${idempotency_key}`;
  const { answer, repeated } = await ctx.once.run({
    key,
    fingerprint: JSON.stringify(request),
    work: (sending) => priceAndInsert(ctx, customerCode, key, input, sending),
    resolve: (sent) => findPlacedOrder(ctx, customerCode, key, sent),
    unknownMessage: ORDER_CREATE_FAILED,
  });
  return { ...answer, repeated };
}

/**
 * The order with the money recomputed here: prices from the provider's catalogue for the
 * customer's tier, vouchers checked against the customer's own, the minimum enforced on the
 * recomputed total. A tampered client cannot pay less.
 */
async function priceAndInsert(ctx: Context, customer_code: string, key: string, input: PlaceOrderInput, sending: (request: InsertRequest) => Promise<void>): Promise<PlacedOrder> {
  if (!isDeliveryDateAllowed(input.delivery_date, todayInJakarta(Date.now()))) throw refuse(CHECKOUT_DELIVERY_DATE_INVALID);

  const [customer, products, vouchers, addresses, branches] = await Promise.all([
    ctx.call(getDetailCustomer, { customer_code }),
    ctx.call(getProductById, { customer_code, list_id_product: input.items.map((i) => i.product_id) }),
    input.voucher_ids.length ? ctx.call(getMyVoucher, { customer_code }) : Promise.resolve({ data: [] }),
    ctx.call(getAllMasterCustomerAddress, { customer_code }),
    ctx.call(getListKdCabangUser, { customer_code }),
  ]);

  const tier = customer.data.status_customer;
  const lines = input.items.map((item): Line => {
    const product = products.data.find((p) => p.product_id === item.product_id);
    if (!product) throw refuse('Produk tidak tersedia lagi. Silakan perbarui keranjang Anda.');
    return { product_id: item.product_id, quantity: item.quantity, price: unitPriceFor(product, tier, item.quantity), product_name: product.product_name };
  });
  const subtotal = itemsSubtotal(lines);
  const voucherProblem = validateVoucherSelection(input.voucher_ids, vouchers.data);
  if (voucherProblem) throw refuse(voucherProblem.message);
  const discount = voucherDiscount(subtotal, pickVouchers(input.voucher_ids, vouchers.data));
  if (input.expected_total !== undefined && input.expected_total !== subtotal - discount) {
    throw new TRPCError({ code: 'CONFLICT', message: PRICE_CHANGED, cause: new PriceChangedError({ subtotal, discount, total: subtotal - discount, lines }) });
  }
  if (!meetsMinimumOrder(subtotal)) throw refuse(CHECKOUT_MINIMUM_TOTAL);

  const active = addresses.data.find((a) => isTrue(a.is_active));
  if (!active || !hasCoordinates(active)) throw refuse(CHECKOUT_ADDRESS_COORDINATES);

  const branch = branches.data.find((b) => b.kd_cabang === input.kd_cabang);
  if (!branch || Number(branch.sts) !== 1) throw refuse(CHECKOUT_BRANCH);

  const request: InsertRequest = {
    header: {
      customer_code,
      voucher_id: input.voucher_ids,
      payment_method_detail: input.payment_method_id,
      kd_cabang: input.kd_cabang,
      delivery_schedule_date: input.delivery_date,
    },
    detail: lines.map(({ product_id, quantity, price }) => ({ product_id, quantity, price })),
  };
  await sending(request);
  const created = await ctx.call(insertSalesOrder, request, { fallback: ORDER_CREATE_FAILED });
  // This key's order: a later look-up for another key's lost answer must not take it.
  await ctx.once.bind(orderBinding(created.data.sales_order_code), key).catch((error: unknown) => {
    ctx.req.log.warn({ err: error }, 'placed order not bound to its checkout key');
  });
  return { ...created.data, subtotal, discount, lines };
}
