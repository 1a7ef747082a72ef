import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the gateway draws the page and during hydration, true in every render after it:
 * for parts that only the browser can show (a map), so the drawn HTML and the browser's first
 * render agree. Its value never changes once mounted, so nothing is subscribed.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
