import type { Location, NavigationType } from 'react-router-dom';

/**
 * Where a page change leaves the window's scroll. The app changes pages without a page load, so the
 * browser kept the scroll of the page being left: a product card tapped low in the home page's list
 * opened the product's page scrolled down, its picture and name above the screen, and Back then showed
 * the home page wherever the shorter product page had left the scroll, not at the card. As a page
 * load would: a new page opens at its top, and Back (or Forward) returns each page where it was left.
 * Reloads are the browser's own (history.scrollRestoration stays 'auto').
 */

/** The scroll of each page of this visit when it was left, by `entry`. */
const leftAt = new Map<string, number>();

/**
 * A history entry: React Router's key, and the address, as the entries the browser makes itself (the
 * visit's first page, a jump to a #place by a plain link) share the key 'default'.
 */
const entry = (location: Location) => `${location.key} ${location.pathname}${location.search}${location.hash}`;

/** The history entry on screen. */
let shown: Location | null = null;
/** Whether that page was returned to where it was left (Back or Forward). */
let returned = false;
/** Stops holding a returned page at its kept scroll (restore). */
let stopRestoring = () => {};

/** A page change begins (app/ShopRouter.tsx), the page being left still on screen. */
export function leavingPage(): void {
  stopRestoring();
  if (shown) leftAt.set(entry(shown), window.scrollY);
}

/** The page at `location` is in the DOM, not yet painted (a layout effect). */
export function pageShown(location: Location, action: NavigationType): void {
  const before = shown;
  shown = location;
  returned = false;
  if (!before) return; // the first page of the visit: a reload's scroll is the browser's
  if (action === 'POP') {
    const y = leftAt.get(entry(location));
    if (y === undefined) return;
    returned = true;
    restore(y);
    return;
  }
  // Another view of the same page (a tab, a filter in the address), or a link to a place in a page
  // (/#full-produk: the page scrolls there once it has drawn it): the scroll stays.
  if (location.pathname === before.pathname || location.hash) return;
  window.scrollTo(0, 0);
}

/**
 * Whether the page on screen was returned to where it was left: its link's place (/#full-produk) is
 * then not scrolled to again, which would undo it.
 */
export function returnedToPage(): boolean {
  return returned;
}

/**
 * Scrolls to `y`, and holds it there for a second, until the customer touches the screen: a page drawn in
 * steps (the home page's list a frame after its top) grows into `y`, and the browser's own scroll on Back
 * to an address with a place in it (/#full-produk: to that place, after the app's) is undone.
 */
function restore(y: number): void {
  const hold = () => {
    if (Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y);
  };
  hold();
  const input = ['touchstart', 'wheel', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    grown.disconnect();
    clearTimeout(timer);
    window.removeEventListener('scroll', hold);
    for (const type of input) window.removeEventListener(type, stop);
    if (stopRestoring === stop) stopRestoring = () => {};
  };
  const grown = new ResizeObserver(hold);
  grown.observe(document.body);
  window.addEventListener('scroll', hold, { passive: true });
  const timer = setTimeout(stop, 1000);
  for (const type of input) window.addEventListener(type, stop, { passive: true });
  stopRestoring = stop;
}
