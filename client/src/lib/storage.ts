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

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
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
