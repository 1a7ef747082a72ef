/**
 * A new idempotency key (a v4 UUID): the gateway carries out a keyed write at most once, so a
 * retry with the same key never makes a second record. crypto.randomUUID exists only in secure
 * contexts (https, localhost); a shop opened over plain http on a LAN address still needs a key,
 * so the UUID is built from getRandomValues there.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
