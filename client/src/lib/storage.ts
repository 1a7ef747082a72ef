/**
 * What the browser keeps between visits: the cart and its "new items" dot, which notifications
 * were read, and who was last signed in (role and name, for opening the right screens without signal). The session
 * itself is an httpOnly cookie the gateway manages, never in here.
 */
export const STORAGE_KEYS = {
  cartItems: 'cartItems',
  cartUpdated: 'cartUpdated',
  lastSession: 'lastSession',
  /** Which notifications this device has seen read (ours; the provider keeps no read state). */
  notificationsRead: 'notificationsRead',
} as const;

/**
 * What the browser kept under `key`, as `read` makes it out; `fallback` when nothing is kept or it is not JSON.
 * `read` gets whatever is there: a value from an older version of the shop, another tab's half-written one or a
 * hand-edited one is as likely as this version's. It keeps what this version can use and drops the rest, so a
 * bad value costs that value, never the page (a cart that is not a list stopped the whole app).
 */
export function readJson<T>(key: string, fallback: T, read: (kept: unknown) => T): T {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return fallback;
  }
  return readKeptText(raw, fallback, read);
}

/** A kept value's text (from storage, or another tab's storage event), read as readJson reads it. */
export function readKeptText<T>(raw: string | null, fallback: T, read: (kept: unknown) => T): T {
  if (!raw) return fallback;
  let kept: unknown;
  try {
    kept = JSON.parse(raw);
  } catch {
    return fallback;
  }
  return read(kept);
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

/** Spec: logging out (or any 403) clears everything the shop stored on the device. */
export function clearShopStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
  window.dispatchEvent(new Event('tulus:storage-cleared'));
}
