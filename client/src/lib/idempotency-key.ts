/**
 * One key per checkout screen: the gateway places at most one order per key, so a double tap
 * or a retry after a dropped connection never makes a second order. crypto.randomUUID exists
 * only in secure contexts (https, localhost); a shop opened over plain http on a LAN address
 * still needs a key, so a v4 UUID is built from getRandomValues there.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
