/**
 * Reading a value whose shape nothing vouches for: navigation state and query strings (nav-state.ts), and what
 * the browser kept in its storage (storage.ts). Each returns the value as this version can use it, or null.
 */

/** A plain object (not null, not a list): what a record must be before its fields are read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed non-empty string, or null. */
export function textValue(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A whole number of at least 0 (a quantity stepped down to 0), given as a number or a string of one; otherwise null. */
export function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** A positive whole number (ids, quantities), given as a number or a string of one; otherwise null. */
export function positiveInt(value: unknown): number | null {
  const n = wholeNumber(value);
  return n !== null && n > 0 ? n : null;
}

/** A positive finite number (amounts), given as a number or a string of one; otherwise null. */
export function positiveNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}
