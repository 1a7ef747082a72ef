import type { z } from 'zod';
import type { addMasterCustomerAddress} from '@tulus/shared/contract/address';
import { getAllMasterCustomerAddress, type Address } from '@tulus/shared/contract/address';
import type { Resolution } from '../idempotency/keeper.ts';
import type { Sent } from '../idempotency/store.ts';
import type { Context } from '../trpc/context.ts';

type AddressFields = Omit<z.infer<typeof addMasterCustomerAddress.request>, 'customer_code'>;

/** What an address add records before it is sent: the fields, and the newest address id there was then. */
export type AddressSent = { fields: AddressFields; newerThan: number };

/** Which add's key an address was given to. */
export const addressBinding = (customerCode: string, id: number) => `address:${customerCode}:${id}`;

const TEXT_FIELDS = ['header_name', 'jalan', 'kode_pos', 'rt', 'rw', 'kelurahan', 'kecamatan', 'kabupaten_kota', 'provinsi'] as const;

const unset = (v: unknown) => v === null || v === undefined || v === '' || v === 'N/A';
const sameCoordinate = (a: unknown, b: unknown) => (unset(a) ? unset(b) : !unset(b) && Number(a) === Number(b));

function isThisAddress(address: Address, fields: AddressFields): boolean {
  return TEXT_FIELDS.every((f) => (address[f] ?? '').trim() === (fields[f] ?? '').trim()) &&
    sameCoordinate(address.latitude, fields.latitude) && sameCoordinate(address.longitude, fields.longitude);
}

/**
 * The address an add whose answer was lost created: one with the same fields, added after the
 * addresses there were then (ids grow), and not already another add's. `absent` when there is
 * none, so adding again is safe.
 */
export async function findAddedAddress(ctx: Context, customerCode: string, key: string, sent: Sent): Promise<Resolution<Address>> {
  const { fields, newerThan } = sent.request as AddressSent;
  const res = await ctx.call(getAllMasterCustomerAddress, { customer_code: customerCode });
  const candidates = res.data.filter((a) => a.id > newerThan && isThisAddress(a, fields)).sort((a, b) => a.id - b.id);
  for (const address of candidates) {
    if ((await ctx.once.bind(addressBinding(customerCode, address.id), key)) === key) return { found: address };
  }
  return { absent: true };
}
