import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token says about its holder. */
export type TokenClaims =
  | { role: 'customer'; customer_code: string; email: string }
  | { role: 'driver'; driver_id: number; kd_cabang: string; email: string };

type Payload = TokenClaims & { iat: number; exp: number };

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/**
 * A compact HS256 JWT. The spec's client decodes the token to read its `exp` (seconds),
 * so the format must be a real JWT, not an opaque id.
 */
export function signToken(claims: TokenClaims, secret: string, ttlSeconds: number, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Returns the claims of a well-signed, unexpired HS256 token, or null for anything else. */
export function verifyToken(token: string, secret: string, nowMs = Date.now()): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    // Only HS256: refuses alg=none and algorithm-confusion tokens outright.
    if (head.alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Payload;
    const now = Math.floor(nowMs / 1000);
    if (typeof body.exp !== 'number' || body.exp <= now) return null;
    if (typeof body.iat !== 'number' || body.iat > now + 60) return null;
    // Never issued by the mock, but a token that says it is not valid yet is not valid (RFC 7519 4.1.5).
    const { nbf } = body as { nbf?: unknown };
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now + 60)) return null;
    if (body.role === 'customer' && typeof body.customer_code === 'string') {
      return { role: 'customer', customer_code: body.customer_code, email: body.email };
    }
    if (body.role === 'driver' && typeof body.driver_id === 'number') {
      return { role: 'driver', driver_id: body.driver_id, kd_cabang: body.kd_cabang, email: body.email };
    }
    return null;
  } catch {
    return null;
  }
}
