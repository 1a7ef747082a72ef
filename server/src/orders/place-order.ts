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
  CHECKOUT_PAYMENT_METHOD,
} from '@tulus/shared/rules/messages';
import { meetsMinimumOrder } from '@tulus/shared/rules/order-totals';
import { itemsSubtotal, unitPriceFor } from '@tulus/shared/rules/pricing';
import { isTrue } from '@tulus/shared/rules/text-bool';
import { pickVouchers, validateVoucherSelection, voucherDiscount } from '@tulus/shared/rules/vouchers';
import type { Context } from '../trpc/context.ts';
import { insertRemembering, placedEarlier } from './insert-once.ts';

/** What the browser may say about an order: which products and how many, never a price. */
export const placeOrderInput = z.object({
  items: z
    .array(z.object({ product_id: z.number().int().positive(), quantity: z.number().int().min(1, 'Jumlah minimal 1').max(10_000) }))
    .min(1, 'Silahkan pilih produk terlebih dahulu.')
    .max(50)
    .refine((items) => new Set(items.map((i) => i.product_id)).size === items.length, 'Produk yang sama muncul lebih dari sekali'),
  voucher_ids: z.array(z.number().int().positive()).max(20).default([]),
  payment_method_id: z.number({ error: CHECKOUT_PAYMENT_METHOD }).int().positive(CHECKOUT_PAYMENT_METHOD),
  delivery_date: z.string({ error: CHECKOUT_DELIVERY_DATE }).min(1, CHECKOUT_DELIVERY_DATE).max(10),
  kd_cabang: z.string({ error: CHECKOUT_BRANCH }).trim().min(1, CHECKOUT_BRANCH).max(32),
  /** Chosen by the client per checkout; the same key never places a second order. */
  idempotency_key: z.uuid('Kunci idempotensi tidak valid'),
});
export type PlaceOrderInput = z.infer<typeof placeOrderInput>;

const refuse = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * Places an order with the money recomputed here: prices from the provider's catalogue
 * for the customer's tier, vouchers checked against the customer's own, the minimum
 * enforced on the recomputed total. A tampered client cannot pay less.
 */
export async function placeOrder(ctx: Context & { session: { customer_code: string } }, input: PlaceOrderInput) {
  const customer_code = ctx.session.customer_code;
  // A retry of a checkout whose order may already exist: hand that order back, place no second.
  const earlier = await placedEarlier(ctx, customer_code, input.idempotency_key, input);
  if (earlier) return earlier;
  if (!isDeliveryDateAllowed(input.delivery_date, todayInJakarta(Date.now()))) throw refuse(CHECKOUT_DELIVERY_DATE_INVALID);

  const [customer, products, vouchers, addresses, branches] = await Promise.all([
    ctx.call(getDetailCustomer, { customer_code }),
    ctx.call(getProductById, { customer_code, list_id_product: input.items.map((i) => i.product_id) }),
    input.voucher_ids.length ? ctx.call(getMyVoucher, { customer_code }) : Promise.resolve({ data: [] }),
    ctx.call(getAllMasterCustomerAddress, { customer_code }),
    ctx.call(getListKdCabangUser, { customer_code }),
  ]);

  const tier = customer.data.status_customer;
  const lines = input.items.map((item) => {
    const product = products.data.find((p) => p.product_id === item.product_id);
    if (!product) throw refuse('Produk tidak tersedia lagi. Silakan perbarui keranjang Anda.');
    return { product_id: item.product_id, quantity: item.quantity, price: unitPriceFor(product, tier, item.quantity), product_name: product.product_name };
  });
  const subtotal = itemsSubtotal(lines);
  if (!meetsMinimumOrder(subtotal)) throw refuse(CHECKOUT_MINIMUM_TOTAL);

  const voucherProblem = validateVoucherSelection(input.voucher_ids, vouchers.data);
  if (voucherProblem) throw refuse(voucherProblem.message);

  const active = addresses.data.find((a) => isTrue(a.is_active));
  if (!active || !hasCoordinates(active)) throw refuse(CHECKOUT_ADDRESS_COORDINATES);

  const branch = branches.data.find((b) => b.kd_cabang === input.kd_cabang);
  if (!branch || Number(branch.sts) !== 1) throw refuse(CHECKOUT_BRANCH);

  const created = await insertRemembering(
    ctx,
    customer_code,
    input.idempotency_key,
    {
      header: {
        customer_code,
        voucher_id: input.voucher_ids,
        payment_method_detail: input.payment_method_id,
        kd_cabang: input.kd_cabang,
        delivery_schedule_date: input.delivery_date,
      },
      detail: lines.map(({ product_id, quantity, price }) => ({ product_id, quantity, price })),
    },
  );
  const discount = voucherDiscount(subtotal, pickVouchers(input.voucher_ids, vouchers.data));
  return { ...created.data, subtotal, discount, lines };
}
