import { z } from 'zod';

/**
 * Every provider reply is an envelope: `status` ('ok' or 'failed'), the numeric
 * `status_code` repeated in the body, a `message` and `data`. The spec's client reads
 * failures from the body as well as from the HTTP status, so the mock sends both.
 */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.literal('ok'),
    status_code: z.number().int(),
    message: z.string(),
    data,
  });

/** A failure: the message is what the spec shows the user; `data` is sometimes the message again. */
export const failedEnvelope = z.object({
  status: z.literal('failed'),
  status_code: z.number().int(),
  message: z.string(),
  data: z.unknown(),
});
export type FailedEnvelope = z.infer<typeof failedEnvelope>;

/** The provider sends booleans of addresses and vouchers as the text 'true' / 'false'. */
export const textBool = z.enum(['true', 'false']);
export type TextBool = z.infer<typeof textBool>;

/** Coordinates arrive as numbers, numeric text, or the text 'N/A' when unset. */
export const coordinate = z.union([z.number(), z.string()]).nullable();

/** Digits only: RT, RW, postal code and phone numbers (spec section 5). */
export const digits = z.string().regex(/^\d*$/, 'Hanya angka yang diperbolehkan');

export const customerCode = z.string().min(1).max(64);
export const salesOrderCode = z.string().min(1).max(64);
export const positiveId = z.coerce.number().int().positive();

/**
 * Who may call a path. 'public' needs no token; 'optional' reads the token when present
 * (visitors browse products and branches); 'customer' / 'driver' need that role's token;
 * 'any' accepts either role (the token checks themselves).
 */
export type PathAuth = 'public' | 'optional' | 'customer' | 'driver' | 'any';

export type ProviderPath<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> = {
  path: `/${string}`;
  auth: PathAuth;
  /** JSON body, or multipart where the fields travel in the query string and the files in parts. */
  body: 'json' | 'multipart';
  /** For JSON: the body. For multipart: the query string (and the same-named text parts). */
  request: Req;
  /** Names of the file parts, for multipart paths. */
  files?: readonly string[];
  /** The success envelope. */
  response: Res;
};

/** Keeps the literal `auth` so the mock's handlers know the caller's role from the definition. */
export const definePath = <Req extends z.ZodType, Res extends z.ZodType, const A extends PathAuth>(
  p: ProviderPath<Req, Res> & { auth: A },
): ProviderPath<Req, Res> & { auth: A } => p;

/** Prefix of every provider path. */
export const API_PREFIX = '/api/tulus/v1';
