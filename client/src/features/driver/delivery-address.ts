import type { OrderCustomer } from '@tulus/shared/contract/order';
import { ADDRESS_PART_MAX, truncate } from '@tulus/shared/rules/format';

type AddressFields = Pick<OrderCustomer, 'jalan' | 'rt' | 'rw' | 'kelurahan' | 'kecamatan' | 'kabupaten_kota' | 'provinsi' | 'kode_pos'>;

const filled = (part: string | null | undefined): part is string => Boolean(part?.trim());

/** The delivery address as the parts a driver reads, empty ones left out. */
export function addressParts(customer: AddressFields): string[] {
  const rtRw = filled(customer.rt) || filled(customer.rw) ? `RT ${customer.rt || '-'}/RW ${customer.rw || '-'}` : null;
  return [customer.jalan, rtRw, customer.kelurahan, customer.kecamatan, customer.kabupaten_kota, customer.provinsi, customer.kode_pos].filter(filled);
}

/** The dashboard's address cell: each part cut at 25 characters (spec section 9). */
export function shortAddress(customer: AddressFields): string {
  return addressParts(customer).map((part) => truncate(part, ADDRESS_PART_MAX)).join(', ');
}

export function fullAddress(customer: AddressFields): string {
  return addressParts(customer).join(', ');
}
