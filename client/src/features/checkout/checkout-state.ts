import { isCalendarDate } from '@tulus/shared/rules/dates';
import type { VoucherId } from '@tulus/shared/rules/vouchers';
import { stateRecord } from '../../lib/nav-state.ts';
import { positiveInt } from '../../lib/unknown-values.ts';
import { atMostALine } from '@tulus/shared/rules/cart-cookie';

/**
 * What the cart hands the checkout (spec section 2: selectedItems, totalPrice, customerStatus,
 * applicablePrice, selectedProductIds, and selectedMethod / selectedBankName from the method
 * detail screen). Only product ids and quantities are trusted: prices are read fresh.
 */
export type CheckoutNavState = {
  selectedItems?: ReadonlyArray<{ product_id: number; quantity: number }>;
  totalPrice?: number;
  customerStatus?: string;
  applicablePrice?: unknown;
  selectedProductIds?: readonly number[];
  /** Id of the chosen bank account (payment method). */
  selectedMethod?: number;
  selectedBankName?: string;
  /** Passed between the two payment method screens. */
  paymentMethodName?: string;
} & Partial<CheckoutChoices>;

/**
 * What the customer chose on the checkout itself. The checkout writes them into its own history entry
 * as they change, and the payment method screens carry them along: Back to the checkout, a reload, or
 * the way back from those screens finds them as they were, not the page's first suggestions.
 */
export type CheckoutChoices = {
  deliveryDate: string;
  /** The branch the customer picked themselves (kd_cabang); none while the suggestion stands. */
  branchCode: string | undefined;
  voucherIds: readonly VoucherId[];
};

export type CheckoutLine = { product_id: number; quantity: number };

/** Query-string twins of the state, so a reload or a shared link still opens the same checkout. */
export const ITEMS_PARAM = 'items';
export const METHOD_PARAM = 'metode';

export function asCheckoutState(state: unknown): CheckoutNavState {
  return stateRecord(state) as CheckoutNavState;
}

/** A line's quantity as the checkout takes it: a positive whole number, at most what a line holds (a hand-edited link's more is that). */
function lineQuantity(value: unknown): number | null {
  const quantity = positiveInt(value);
  return quantity === null ? null : atMostALine(quantity);
}

function linesFromState(state: CheckoutNavState): CheckoutLine[] {
  if (!Array.isArray(state.selectedItems)) return [];
  return state.selectedItems.flatMap((item) => {
    const product_id = positiveInt(item?.product_id);
    const quantity = lineQuantity(item?.quantity);
    return product_id && quantity ? [{ product_id, quantity }] : [];
  });
}

/** '3x2,5x1' = product 3 twice, product 5 once. */
function linesFromParam(param: string | null): CheckoutLine[] {
  if (!param) return [];
  return param.split(',').flatMap((part) => {
    const [id, qty] = part.split('x');
    const product_id = positiveInt(id);
    const quantity = lineQuantity(qty);
    return product_id && quantity ? [{ product_id, quantity }] : [];
  });
}

export function linesToParam(lines: readonly CheckoutLine[]): string {
  return lines.map((l) => `${l.product_id}x${l.quantity}`).join(',');
}

/** State first (the cart's hand-over), then the query string; one line per product. */
export function readCheckoutLines(state: unknown, params: URLSearchParams): CheckoutLine[] {
  const fromState = linesFromState(asCheckoutState(state));
  const lines = fromState.length > 0 ? fromState : linesFromParam(params.get(ITEMS_PARAM));
  const seen = new Set<number>();
  return lines.filter((l) => !seen.has(l.product_id) && seen.add(l.product_id));
}

export function readSelectedMethodId(state: unknown, params: URLSearchParams): number | null {
  return positiveInt(asCheckoutState(state).selectedMethod) ?? positiveInt(params.get(METHOD_PARAM));
}

/** The checkout's own URL for these lines and method, used when coming back from the method screens. */
export function checkoutSearch(lines: readonly CheckoutLine[], methodId: number | null): string {
  const params = new URLSearchParams();
  if (lines.length > 0) params.set(ITEMS_PARAM, linesToParam(lines));
  if (methodId) params.set(METHOD_PARAM, String(methodId));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The choices an entry keeps, each checked, as a page drawn afresh would have them otherwise: a date
 * that is no date or earlier than `earliest` (the checkout opened again days later) is `earliest`.
 */
export function keptChoices(state: unknown, earliest: string): CheckoutChoices {
  const { deliveryDate, branchCode, voucherIds } = asCheckoutState(state);
  return {
    deliveryDate: typeof deliveryDate === 'string' && isCalendarDate(deliveryDate) && deliveryDate >= earliest ? deliveryDate : earliest,
    branchCode: typeof branchCode === 'string' && branchCode !== '' ? branchCode : undefined,
    voucherIds: Array.isArray(voucherIds) ? voucherIds.filter((id): id is VoucherId => typeof id === 'number' || typeof id === 'string') : [],
  };
}

/**
 * Whether the entry's state holds `choices` as they are: compared as written, so that a choice the
 * reading above would change (a date cleared) is written once, not again at each render. A choice the
 * state lacks is the page's first one: a checkout just opened writes nothing.
 */
export function holdsChoices(state: unknown, choices: CheckoutChoices, earliest: string): boolean {
  const held = asCheckoutState(state);
  const ids: unknown = held.voucherIds ?? [];
  return (
    (held.deliveryDate ?? earliest) === choices.deliveryDate &&
    held.branchCode === choices.branchCode &&
    Array.isArray(ids) &&
    ids.length === choices.voucherIds.length &&
    ids.every((id, i) => id === choices.voucherIds[i])
  );
}
