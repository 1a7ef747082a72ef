import { z } from 'zod';
import type { Sealer } from './seal.ts';

export const SESSION_COOKIE = 'tulus_session';

const customerSession = z.object({
  role: z.literal('customer'),
  token: z.string(),
  /** Seconds since epoch: the provider token's own expiry. */
  exp: z.number(),
  customer_code: z.string(),
  email: z.string(),
});
const driverSession = z.object({
  role: z.literal('driver'),
  token: z.string(),
  exp: z.number(),
  driver: z.object({ id: z.number(), kd_cabang: z.string(), email: z.string(), nama: z.string() }),
});
export const sessionSchema = z.discriminatedUnion('role', [customerSession, driverSession]);
export type Session = z.infer<typeof sessionSchema>;
export type CustomerSession = z.infer<typeof customerSession>;
export type DriverSession = z.infer<typeof driverSession>;

/** The `exp` claim of a provider JWT, read without trusting it (the provider verifies). */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Opens the cookie; a forged, malformed or expired session is no session. */
export function readSession(sealer: Sealer, cookie: string | undefined, nowMs = Date.now()): Session | null {
  if (!cookie) return null;
  const parsed = sessionSchema.safeParse(sealer.unseal(cookie));
  if (!parsed.success) return null;
  return parsed.data.exp * 1000 > nowMs ? parsed.data : null;
}
