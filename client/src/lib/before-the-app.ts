import { useEffect } from 'react';

/**
 * What a customer did on a page the gateway drew before the app took it over, handed to the app once
 * it has: a tap on a link or a button (held by the page's inline script), a choice in one of the
 * browser's own controls. One module, in the entry's chunk: every screen with such a control uses it,
 * and a chunk of its own would be one more request on a tap that opens a screen.
 */

/** What the gateway's inline script (server/src/web/held-tap.ts) leaves on window. */
type HeldTapWindow = Window & { __tulusHeldTap?: HTMLElement; __tulusReleaseTap?: () => void };

/**
 * Once the app has taken a drawn page over: stops holding taps and replays the last tap that landed
 * before, on the same link or button, now with the app's own handler (a link opens inside the app
 * rather than loading the page anew). A no-op on a page the gateway did not draw.
 */
export function replayHeldTap(): void {
  const held = window as HeldTapWindow;
  held.__tulusReleaseTap?.();
  const target = held.__tulusHeldTap;
  held.__tulusHeldTap = undefined;
  held.__tulusReleaseTap = undefined;
  if (target?.isConnected) target.click();
}

/**
 * A choice made on a page the gateway drew before the app took it over. The browser's own controls
 * work at once: a box ticked or an option chosen while the scripts were still arriving changed the
 * control, but no handler heard it, and hydration leaves the control as it is. So once the app has
 * taken the control over, what it shows is taken as the customer's choice (`choose`), rather than
 * a box that looks ticked in a cart that counts it out. `replayHeldTap` does the same for links and
 * buttons.
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
