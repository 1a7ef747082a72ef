import { z } from 'zod';
import { customerCode, definePath, okEnvelope } from './envelope.ts';

export const branch = z.object({
  kd_cabang: z.string(),
  nm_cabang: z.string(),
  telp: z.string().nullable(),
  Alamat: z.string(),
  /** Metres from the customer's active address; only in the per-customer list. */
  distance: z.number().nullable().optional(),
  /** 1 usable, 0 not (spec section 3). */
  sts: z.union([z.literal(0), z.literal(1)]),
});
export type Branch = z.infer<typeof branch>;

/** All branches, for the footer and the visitor's view. */
export const getListKdCabang = definePath({
  path: '/get-list-kd-cabang',
  auth: 'optional',
  body: 'json',
  request: z.object({}),
  response: okEnvelope(z.array(branch)),
});

/** Branches with their distance from the customer's active address, nearest first. */
export const getListKdCabangUser = definePath({
  path: '/get-list-kd-cabang-user',
  auth: 'customer',
  body: 'json',
  request: z.object({ customer_code: customerCode }),
  response: okEnvelope(z.array(branch)),
});

export const getDetailKdCabang = definePath({
  path: '/get-detail-kd-cabang',
  auth: 'optional',
  body: 'json',
  request: z.object({ kd_cabang: z.string().min(1).max(32) }),
  response: okEnvelope(branch),
});

export const branchPaths = [getListKdCabang, getListKdCabangUser, getDetailKdCabang] as const;
