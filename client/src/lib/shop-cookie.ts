/**
 * Writes a cookie of the shop's that the gateway reads (the cart's copy, a logout it is owed): the whole site's,
 * sent with a link from elsewhere too (SameSite=Lax), and only over TLS where the page is. `maxAgeSeconds` 0
 * removes it. The browser's script writes these, so they are never httpOnly: nothing secret goes in one.
 */
export function writeShopCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = document.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}
