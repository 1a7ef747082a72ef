import type { BrowserContext } from 'playwright-core';
import { stack } from './stack.ts';

export type Account = { email: string; password: string };
export type Role = 'customer' | 'driver';

/** The sealed session cookie the gateway sets for this account. */
export async function gatewaySession(account: Account, role: Role = 'customer'): Promise<string> {
  const res = await fetch(`${stack().baseUrl}/trpc/auth.${role === 'driver' ? 'driverLogin' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const cookie = res.headers.getSetCookie().map((c) => /^tulus_session=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!res.ok || !cookie) throw new Error(`login of ${account.email} failed: ${res.status} ${await res.text()}`);
  return cookie;
}

/**
 * Signs a browser profile in through the gateway's own login call: the cookie its login form would get.
 * For journeys that start signed in: the forms themselves have their own tests (customer-auth's login
 * screen and 'signing in', driver-journeys' driver login). Filling one in cost a journey's start about 0.8 s
 * more of Chromium's CPU (the login page's own load and render: 2.9 s against 2.1 s for a fresh phone signed
 * in, the medians of five), and Chromium is most of what the journeys' two cores do.
 */
export async function signInContext(context: BrowserContext, account: Account, role: Role = 'customer'): Promise<void> {
  const cookie = await gatewaySession(account, role);
  await context.addCookies([{ name: 'tulus_session', value: cookie, url: stack().baseUrl }]);
}
