import { startTransition, useContext, useEffect, useState } from 'react';
import { ServerSlidesPerPage } from '../../lib/width-guess.ts';

/** Chakra's md breakpoint, from which the profile's menu runs down the side of the page. */
const SIDE_MENU = '(min-width: 768px)';

/**
 * The profile's menu: a strip across a phone, a list down the side from 768 px on. Its look follows the
 * width in profile-page.css; this orientation is what the arrow keys and aria-orientation follow. The
 * first render takes the gateway's guess of the width (lib/width-guess.ts), as the drawn page does.
 *
 * The screen's own width then takes over in a transition, when the guess was wrong (a narrow window on
 * a computer, a tablet): React then finishes hydrating the tab's drawn content before it re-renders
 * it. An urgent update there (useSyncExternalStore's, or useBreakpointValue's) made React throw the
 * not yet hydrated content away and draw it anew, and with it a tap held for the app on a button in it.
 */
export function useMenuOrientation(): 'horizontal' | 'vertical' {
  const guess = useContext(ServerSlidesPerPage) === 5;
  const [side, setSide] = useState(guess);
  useEffect(() => {
    const query = window.matchMedia(SIDE_MENU);
    const follow = () => startTransition(() => setSide(query.matches));
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return side ? 'vertical' : 'horizontal';
}
