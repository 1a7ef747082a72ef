import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router-dom';
import { firstRenderDone } from '../lib/first-render.ts';
import { pageChanged } from '../lib/double-tap-guard.ts';
import { leavingPage, pageShown } from '../lib/page-scroll.ts';
import { showPageWaitBar } from './page-wait-bar.ts';

type Props = {
  children: ReactNode;
  /** Whether the screen at `location` can be drawn at once: its code is on the page (routes.tsx). */
  screenReady: (location: Location) => boolean;
};

/**
 * React Router's BrowserRouter, but a page change is drawn at once when the next screen's code is
 * already loaded. BrowserRouter makes every page change a transition: React then renders the new
 * screen in slices of a few ms, yielding between them, which on a slow phone made a product card's
 * tap about a quarter slower than one render (docs/performance.md section 28). A transition is still
 * what a change needs while the next screen's chunk is on its way (the current screen stays until it
 * arrives, rather than a spinner shown for at least React's 300 ms), and until the first render is over
 * (a drawn page's parts still hydrating: a change then must not make React draw them again). While such a
 * change waits, a bar at the top of the screen says the tap was taken (page-wait-bar.ts).
 */
export function ShopRouter({ children, screenReady }: Props) {
  'use no memo'; // renders a few times a visit: the React Compiler's caches would only add bytes to every first load
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [waiting, startWaiting] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((update) => {
        pageChanged();
        leavingPage();
        const next = { action: update.action, location: update.location };
        // While a change waits for its code, the next one waits with it: React renders the two together, to
        // the last one. Drawn at once instead, the page would show while the first change still waited,
        // its bar on screen, until that code came (Back while a page's code is on its way).
        if (firstRenderDone() && screenReady(update.location) && !waiting) setState(next);
        else startWaiting(() => setState(next));
      }),
    [history, screenReady, waiting, startWaiting],
  );
  useLayoutEffect(() => (waiting ? showPageWaitBar() : undefined), [waiting]);
  // Each page's scroll: a new page at its top, a page returned to by Back where it was left.
  useLayoutEffect(() => pageShown(state.location, state.action), [state]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
