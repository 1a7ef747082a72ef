/**
 * The returning customer the client bench loads the signed-in pages as (client-lighthouse.ts):
 * Debian's Chromium (playwright-core) visits the shop once with the session cookie, and what the
 * app itself then keeps in localStorage is that customer's profile.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CART_COOKIE, encodeCartCookie, type CartLine } from '@tulus/shared/rules/cart-cookie';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

export type Profile = Awaited<ReturnType<BrowserContext['storageState']>>;
// A mid-range Android phone (Samsung Galaxy A34): its screen and the User-Agent its Chrome sends (the gateway
// draws the home page for the width class it reads from it).
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A346E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
};

/**
 * A returning customer's profile: the session cookie (name=value) and whatever the app itself
 * keeps in localStorage once it has seen that session (one unthrottled visit of `url`, whose
 * HTTP cache and service worker are not kept: only cookies and storage are).
 */
export async function returningCustomer(browser: Browser, url: string, cookie: string): Promise<Profile> {
  const context = await browser.newContext(PHONE);
  try {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: new URL(url).origin }]);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => localStorage.getItem('lastSession') !== null);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * The returning customer's profile with more localStorage entries on `origin` (the cart's lines). A
 * cart comes with the cookie the app keeps beside it once it has run with that cart
 * (shared/src/rules/cart-cookie.ts), as on the customer's phone.
 */
export function withStorage(customer: Profile, origin: string, storage: Record<string, string>): Profile {
  const kept = customer.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  const cart = storage.cartItems ? encodeCartCookie(JSON.parse(storage.cartItems) as CartLine[]) : null;
  const { hostname } = new URL(origin);
  return {
    cookies: [
      ...customer.cookies.filter((c) => c.name !== CART_COOKIE),
      ...(cart ? [{ name: CART_COOKIE, value: cart, domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }] : []),
    ],
    origins: [...customer.origins.filter((o) => o.origin !== origin), { origin, localStorage: [...kept, ...Object.entries(storage).map(([name, value]) => ({ name, value }))] }],
  };
}
