import { z } from 'zod';
import { addressFields } from '../rules/address-input.ts';
import { coordinate, customerCode, definePath, okEnvelope, textBool } from './envelope.ts';

const text = z.string().nullable();

export const address = z.object({
  id: z.number().int(),
  header_name: text,
  jalan: text,
  kode_pos: text,
  rt: text,
  rw: text,
  kelurahan: text,
  kecamatan: text,
  kabupaten_kota: text,
  provinsi: text,
  /** Numeric text, or 'N/A' when the customer never placed the pin. */
  latitude: coordinate,
  longitude: coordinate,
  /** Exactly one address of a customer is 'true'. */
  is_active: textBool,
});
export type Address = z.infer<typeof address>;

export const MAX_ADDRESSES_PER_CUSTOMER = 20;

/** The customer's first address becomes the active one. */
export const addMasterCustomerAddress = definePath({
  path: '/add-master-customer-address',
  auth: 'customer',
  body: 'json',
  request: z.object({ customer_code: customerCode, ...addressFields }),
  response: okEnvelope(address),
});

/** Active address first, then the others in the order they were added. */
export const getAllMasterCustomerAddress = definePath({
  path: '/get-all-master-customer-address',
  auth: 'customer',
  body: 'json',
  request: z.object({ customer_code: customerCode }),
  response: okEnvelope(z.array(address)),
});

/**
 * The spec sends only the address id; a customer_code, when sent, must be the token
 * holder's like everywhere else.
 */
const byAddressId = { customer_address_id: z.number().int().positive(), customer_code: customerCode.optional() };

export const updateActiveAddress = definePath({
  path: '/update-active-address',
  auth: 'customer',
  body: 'json',
  request: z.object(byAddressId),
  response: okEnvelope(address),
});

export const deleteMasterCustomerAddress = definePath({
  path: '/delete-master-customer-address',
  auth: 'customer',
  body: 'json',
  request: z.object(byAddressId),
  response: okEnvelope(z.object({ id: z.number().int() })),
});

/** Partial: only the fields sent change (the edit dialog sends them all). */
export const updateMasterCustomerAddress = definePath({
  path: '/update-master-customer-address',
  auth: 'customer',
  body: 'json',
  request: z.object({ ...byAddressId, ...z.object(addressFields).partial().shape }),
  response: okEnvelope(address),
});

export const addressPaths = [
  addMasterCustomerAddress,
  getAllMasterCustomerAddress,
  updateActiveAddress,
  deleteMasterCustomerAddress,
  updateMasterCustomerAddress,
] as const;
