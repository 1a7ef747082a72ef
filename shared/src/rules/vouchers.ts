import {
  VOUCHER_DUPLICATE,
  VOUCHER_GENERAL_NOT_ALONE,
  VOUCHER_INACTIVE,
  VOUCHER_NOT_FOUND,
} from './messages.ts';
import { isTrue, type TextBool } from './text-bool.ts';

export type VoucherId = number | string;

export type Voucher = {
  id: VoucherId;
  voucher_code: string;
  description: string;
  total_discount_amount: number;
  expired: string | null;
  is_active: TextBool;
  claimed: TextBool;
  is_general: TextBool;
};

// The rules read only these fields, so contract-parsed vouchers and test fixtures both fit.
export type SelectableVoucher = Pick<Voucher, 'id' | 'is_active' | 'is_general'>;
export type DiscountVoucher = Pick<Voucher, 'total_discount_amount'>;

// A provider that sends booleans as text may send ids as text too; 7 and '7' are the same voucher.
const sameId = (a: VoucherId, b: VoucherId): boolean => String(a) === String(b);

// Spec section 4: a general voucher is exclusive (radio), others are multi-select, inactive ones
// cannot be picked. Clicking a selected voucher again deselects it, general ones included, so a
// customer is never stuck with a voucher; deselecting works even if it has since become inactive.
// An unchanged selection is returned as the same array so UI state does not re-render.
export function toggleVoucherSelection(
  selectedIds: readonly VoucherId[],
  voucher: SelectableVoucher,
  allVouchers: readonly SelectableVoucher[],
): readonly VoucherId[] {
  if (selectedIds.some((id) => sameId(id, voucher.id))) return selectedIds.filter((id) => !sameId(id, voucher.id));
  if (!isTrue(voucher.is_active)) return selectedIds;
  if (isTrue(voucher.is_general)) return [voucher.id];
  const isGeneral = (id: VoucherId): boolean =>
    allVouchers.some((candidate) => sameId(candidate.id, id) && isTrue(candidate.is_general));
  return [...selectedIds.filter((id) => !isGeneral(id)), voucher.id];
}

export type VoucherSelectionError = {
  code: 'duplicate' | 'not_found' | 'inactive' | 'general_not_alone';
  voucherId: VoucherId;
  message: string;
};

// The gateway's check of a submitted voucher_id[] against the customer's own vouchers: a repeated
// id would count its discount twice, so it is refused like the spec's rules.
export function validateVoucherSelection<V extends SelectableVoucher>(
  selectedIds: readonly VoucherId[],
  customerVouchers: readonly V[],
): VoucherSelectionError | null {
  const chosen: V[] = [];
  for (const [index, id] of selectedIds.entries()) {
    if (selectedIds.slice(0, index).some((earlier) => sameId(earlier, id))) {
      return { code: 'duplicate', voucherId: id, message: VOUCHER_DUPLICATE };
    }
    const voucher = customerVouchers.find((candidate) => sameId(candidate.id, id));
    if (!voucher) return { code: 'not_found', voucherId: id, message: VOUCHER_NOT_FOUND };
    if (!isTrue(voucher.is_active)) return { code: 'inactive', voucherId: id, message: VOUCHER_INACTIVE };
    chosen.push(voucher);
  }
  const general = chosen.find((voucher) => isTrue(voucher.is_general));
  if (general && chosen.length > 1) {
    return { code: 'general_not_alone', voucherId: general.id, message: VOUCHER_GENERAL_NOT_ALONE };
  }
  return null;
}

// Selected ids resolved to vouchers, in selection order; unknown ids are skipped (validate first).
export function pickVouchers<V extends SelectableVoucher>(selectedIds: readonly VoucherId[], vouchers: readonly V[]): V[] {
  return selectedIds.flatMap((id) => vouchers.filter((voucher) => sameId(voucher.id, id)).slice(0, 1));
}

export function totalDiscount(selected: readonly DiscountVoucher[]): number {
  return selected.reduce((sum, voucher) => sum + voucher.total_discount_amount, 0);
}

// Spec section 5: the total after vouchers never goes below 0, so vouchers worth more than the
// items discount only the items' worth. The checkout shows it, the gateway returns it and the
// provider stores it as the order's voucher_price.
export function voucherDiscount(itemsSubtotal: number, selected: readonly DiscountVoucher[]): number {
  return Math.max(0, Math.min(itemsSubtotal, totalDiscount(selected)));
}

export function totalAfterVouchers(itemsSubtotal: number, selected: readonly DiscountVoucher[]): number {
  return itemsSubtotal - voucherDiscount(itemsSubtotal, selected);
}
