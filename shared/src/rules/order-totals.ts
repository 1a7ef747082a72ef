// Spec section 9: the minimum order (free delivery) applies to the items' price x quantity before
// vouchers (checkout check 1 and the cart button both use the items sum).
export const MINIMUM_ORDER = 100000;

export function meetsMinimumOrder(itemsSubtotal: number): boolean {
  return itemsSubtotal >= MINIMUM_ORDER;
}

// The unique code makes each transfer amount distinguishable on the bank statement; the provider
// may leave it out, which means no code.
export function amountToPay(subtotal: number, uniqueNumber: number | null | undefined): number {
  return subtotal + (uniqueNumber ?? 0);
}

// The payment confirmation screen shows the subtotal as the total minus the unique code.
export function subtotalFromTotal(totalAmount: number, uniqueNumber: number | null | undefined): number {
  return totalAmount - (uniqueNumber ?? 0);
}
