import { isCalendarDate } from './dates.ts';
import {
  BRANCH_CHOOSER_ADDRESS_COORDINATES,
  CHECKOUT_ADDRESS_COORDINATES,
  CHECKOUT_BRANCH,
  CHECKOUT_DELIVERY_DATE,
  CHECKOUT_DELIVERY_DATE_INVALID,
  CHECKOUT_MINIMUM_TOTAL,
  CHECKOUT_PAYMENT_METHOD,
} from './messages.ts';
import { hasCoordinates, type Coordinates } from './coordinates.ts';
import { meetsMinimumOrder } from './order-totals.ts';

// Branches are listed by distance from the address, so the chooser needs coordinates first.
export function branchChooserProblem(address: Coordinates | null | undefined): string | null {
  return hasCoordinates(address) ? null : BRANCH_CHOOSER_ADDRESS_COORDINATES;
}

// Both 'YYYY-MM-DD'; today is a parameter (todayInJakarta) so the rule stays pure and testable.
export function isDeliveryDateAllowed(date: string, today: string): boolean {
  if (!isCalendarDate(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${today}`);
  return isCalendarDate(date) && date >= today;
}

export type CheckoutInput = {
  subtotal: number;
  paymentMethod: string | number | null | undefined;
  deliveryDate: string | null | undefined;
  address: Coordinates | null | undefined;
  branch: string | null | undefined;
  today: string;
};

export type CheckoutField = 'subtotal' | 'paymentMethod' | 'deliveryDate' | 'address' | 'branch';
export type CheckoutProblem = { field: CheckoutField; message: string };

const isBlank = (value: string | number | null | undefined): boolean => value == null || String(value).trim() === '';

// Only the first problem is reported, in the spec's order; the client opens the minimum-order
// dialog when field is 'subtotal'.
export function validateCheckout(input: CheckoutInput): CheckoutProblem | null {
  if (!meetsMinimumOrder(input.subtotal)) return { field: 'subtotal', message: CHECKOUT_MINIMUM_TOTAL };
  if (isBlank(input.paymentMethod)) return { field: 'paymentMethod', message: CHECKOUT_PAYMENT_METHOD };
  if (input.deliveryDate == null || isBlank(input.deliveryDate)) {
    return { field: 'deliveryDate', message: CHECKOUT_DELIVERY_DATE };
  }
  if (!isDeliveryDateAllowed(input.deliveryDate, input.today)) {
    return { field: 'deliveryDate', message: CHECKOUT_DELIVERY_DATE_INVALID };
  }
  if (!hasCoordinates(input.address)) return { field: 'address', message: CHECKOUT_ADDRESS_COORDINATES };
  if (isBlank(input.branch)) return { field: 'branch', message: CHECKOUT_BRANCH };
  return null;
}
