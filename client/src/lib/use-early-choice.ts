import { useEffect } from 'react';

/**
 * A choice made on a page the gateway drew before the app took it over. The browser's own controls
 * work at once: a box ticked or an option chosen while the scripts were still arriving changed the
 * control, but no handler heard it, and hydration leaves the control as it is. So once the app has
 * taken the control over, what it shows is taken as the customer's choice (`choose`), rather than
 * a box that looks ticked in a cart that counts it out. The page's held tap (lib/held-tap.ts) does
 * the same for links and buttons.
 *
 * `shown` reads the control; `value` is what the app holds. On a control the app drew itself the two
 * agree, and nothing happens.
 */
export function useEarlyChoice<T>(shown: () => T | undefined, value: T, choose: (shown: T) => void): void {
  useEffect(() => {
    const now = shown();
    if (now !== undefined && now !== value) choose(now);
    // Once, as the app takes the control over; every later change comes through the control's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
