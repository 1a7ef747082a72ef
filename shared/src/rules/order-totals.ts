// Spec section 9: the minimum order (free delivery) applies to the items' price x quantity before
// vouchers (checkout check 1 and the cart button both use the items sum).
export const MINIMUM_ORDER = 100000;

export function meetsMinimumOrder(itemsSubtotal: number): boolean {
  return itemsSubtotal >= MINIMUM_ORDER;
}

export type OrderAmounts = {
  itemsSubtotal: number;
  /** What the vouchers take off: voucherDiscount, never more than the items. */
  voucherDiscount: number;
  serviceFee: number;
  /** Makes each transfer distinguishable on the bank statement; absent means no code. */
  uniqueNumber: number | null | undefined;
};

// The order's total_amount, the amount to transfer: items - vouchers + service fee + unique code.
export function amountToPay(amounts: OrderAmounts): number {
  return amounts.itemsSubtotal - amounts.voucherDiscount + amounts.serviceFee + (amounts.uniqueNumber ?? 0);
}

// The payment confirmation screen shows the subtotal as the total minus the unique code.
export function subtotalFromTotal(totalAmount: number, uniqueNumber: number | null | undefined): number {
  return totalAmount - (uniqueNumber ?? 0);
}
