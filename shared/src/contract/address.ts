import { z } from 'zod';
import { LATITUDE_LIMIT, LONGITUDE_LIMIT, isCoordinateOrUnset } from '../rules/coordinates.ts';
import { coordinate, customerCode, definePath, digits, okEnvelope, textBool } from './envelope.ts';

/** Free text of an address part (spec section 5: no required checks, so empty is allowed). */
const part = (max: number) => z.string().trim().max(max);

/**
 * A coordinate as the profile sends it: a number, numeric text, or unset ('', 'N/A', null).
 * Out-of-range values are refused so a map never receives a point off the globe.
 */
const coordinateInput = (limit: number, name: string) =>
  z
    .union([z.number(), z.string().trim().max(32)])
    .nullable()
    .refine((value) => isCoordinateOrUnset(value, limit), {
      message: `${name} harus berupa angka antara -${limit} dan ${limit}`,
    });

const addressFields = {
  header_name: part(100),
  jalan: part(255),
  kode_pos: digits.max(10),
  rt: digits.max(5),
  rw: digits.max(5),
  kelurahan: part(100),
  kecamatan: part(100),
  kabupaten_kota: part(100),
  provinsi: part(100),
  latitude: coordinateInput(LATITUDE_LIMIT, 'Latitude'),
  longitude: coordinateInput(LONGITUDE_LIMIT, 'Longitude'),
};

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
