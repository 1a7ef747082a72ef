import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Sealer } from './seal.ts';

export const SESSION_COOKIE = 'tulus_session';

/**
 * The name a cookie of the gateway has: behind TLS (COOKIE_SECURE) with the `__Host-` prefix, which
 * the browser accepts only with Secure, Path=/ and no Domain, so no other host (a sibling
 * subdomain) can set or overwrite it. Plain http (localhost) cannot carry the prefix.
 */
export const cookieName = (name: string, secure: boolean): string => (secure ? `__Host-${name}` : name);

/**
 * The longest a session lives, whatever the provider token's own expiry: re-authentication at
 * least weekly (ASVS 7.3.2), and the time a "log out everywhere" marker must be kept.
 */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** What every session carries besides its role's claims: its own id and when the gateway issued it. */
const issued = {
  /** 128 random bits: what a logout revokes (session/revocation.ts). */
  sid: z.string().min(16),
  /** Milliseconds since epoch: a "log out everywhere" ends the sessions issued before it. */
  iat: z.number(),
};

const customerSession = z.object({
  ...issued,
  role: z.literal('customer'),
  token: z.string(),
  /** Seconds since epoch: the provider token's own expiry. */
  exp: z.number(),
  customer_code: z.string(),
  email: z.string(),
});
const driverSession = z.object({
  ...issued,
  role: z.literal('driver'),
  token: z.string(),
  exp: z.number(),
  driver: z.object({ id: z.number(), kd_cabang: z.string(), email: z.string(), nama: z.string() }),
});
export const sessionSchema = z.discriminatedUnion('role', [customerSession, driverSession]);
export type Session = z.infer<typeof sessionSchema>;
export type CustomerSession = z.infer<typeof customerSession>;
export type DriverSession = z.infer<typeof driverSession>;
/** A session as a login makes it, before the gateway gives it its id and issue time. */
export type SessionClaims = Session extends infer S ? (S extends unknown ? Omit<S, 'sid' | 'iat'> : never) : never;

/** A new session from a login's claims: a fresh random id, issued now. */
export const issueSession = (claims: SessionClaims, nowMs = Date.now()): Session => ({ ...claims, sid: randomBytes(16).toString('base64url'), iat: nowMs }) as Session;

/** When the session ends by itself (ms): the provider token's expiry, or the gateway's maximum age. */
export const sessionEndsAt = (session: Session): number => Math.min(session.exp * 1000, session.iat + SESSION_MAX_AGE_MS);

/** Whose sessions a "log out everywhere" ends: one customer, or one driver. */
export const sessionOwner = (session: Session): string => (session.role === 'customer' ? `customer:${session.customer_code}` : `driver:${session.driver.id}`);

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

/**
 * Opens the cookie; a forged, malformed or expired session is no session, and so is one without an
 * id (sealed before sessions had one: it could not be revoked). Whether it was revoked is asked
 * separately (session/revocation.ts), since that needs the shared store.
 */
export function readSession(sealer: Sealer, cookie: string | undefined, nowMs = Date.now()): Session | null {
  if (!cookie) return null;
  const parsed = sessionSchema.safeParse(sealer.unseal(cookie));
  if (!parsed.success) return null;
  return sessionEndsAt(parsed.data) > nowMs ? parsed.data : null;
}
