// The form's type alone: the address tab reads the draft, and the form's module brings the shared
// schema's code (zod), which the tab's first load leaves to the form's own chunk.
import type { AddressForm } from './address-form.ts';

/**
 * What the address form held when the page went away with it open and not saved: a second Back in a
 * row (which the browser does not let the page cancel), a reload, a phone that dropped the tab from
 * memory while the customer was in another app. The address tab opens the form again with it.
 *
 * In sessionStorage: this tab's, kept through a reload and a tab the phone restores, gone with the tab
 * and with a logout (clearShopStorage). One draft: the form is open once at a time.
 */
export type AddressDraft = {
  /** The address being edited; null for a new one ('Tambah Alamat'). */
  addressId: number | null;
  /** The fields as typed. Read back, only text values; the form takes from it the fields it has (withDraft). */
  form: Partial<AddressForm>;
  /**
   * The last save sent of a new address, with its idempotency key: the same address saved again from
   * the restored form is the same request to the gateway (its answer may have been lost with the page).
   */
  sent: { signature: string; key: string } | null;
};

const KEY = 'addressFormDraft';

export function keepAddressDraft(draft: AddressDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (a private window): the form still works, without the draft.
  }
}

export function dropAddressDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // As above: nothing was kept.
  }
}

/** The draft kept in this tab, or null: none, or something that is not one (written by another version). */
export function readAddressDraft(): AddressDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw === null ? null : asDraft(JSON.parse(raw));
  } catch {
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

function asDraft(value: unknown): AddressDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { addressId, form, sent } = value as Record<string, unknown>;
  if (!(addressId === null || Number.isInteger(addressId))) return null;
  if (typeof form !== 'object' || form === null || !Object.values(form).every(isString)) return null;
  if (!(sent === null || (typeof sent === 'object' && isString((sent as Record<string, unknown>).signature) && isString((sent as Record<string, unknown>).key)))) return null;
  return { addressId: addressId as number | null, form: form as Partial<AddressForm>, sent: sent as AddressDraft['sent'] };
}
