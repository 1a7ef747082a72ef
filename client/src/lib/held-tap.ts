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
