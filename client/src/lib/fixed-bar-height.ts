import { useEffect, useSyncExternalStore } from 'react';
import { changeSignal } from './change-signal.ts';

/** The bars fixed to the bottom of a phone's screen: a screen's main action, the driver's navigation, the offline notice. */
export type FixedBar = 'actionBar' | 'bottomNav' | 'offlineBanner';

/**
 * Their heights, for the frames to keep that much room free below the page and for the action bar to
 * sit on the navigation. Not CSS variables on the page root, as they were: a custom property set on
 * the root is inherited by every element, so each change restyled the whole page, and a bar changes
 * with every opening of a screen that has one (a product card's tap: a second style pass over all
 * ~250 elements, 45 to 100 ms on a phone slowed 4x; docs/performance.md section 12). A frame sets the
 * room as its own padding, which restyles that one element.
 */
const heights: Record<FixedBar, number> = { actionBar: 0, bottomNav: 0, offlineBanner: 0 };
const changes = changeSignal();

function publish(bar: FixedBar, height: number): void {
  if (heights[bar] === height) return;
  heights[bar] = height;
  changes.notify();
}

/** The height of `bar` while it is fixed to the bottom of the screen; 0 while it is part of the page (a wide screen) or absent. */
export function useFixedBarHeight(bar: FixedBar): number {
  // The server draws before any bar is measured: 0, as the browser's first render.
  return useSyncExternalStore(changes.subscribe, () => heights[bar], () => 0);
}

/** Publishes `element`'s height as `bar`'s while it is fixed to the screen, until it leaves. */
export function usePublishFixedBarHeight(element: HTMLElement | null, bar: FixedBar): void {
  useEffect(() => {
    if (!element) return;
    // Called by the observer once layout is done (its first call comes as it starts observing), so
    // reading the element's style and box here forces no layout of its own.
    const update = () => publish(bar, getComputedStyle(element).position === 'fixed' ? Math.ceil(element.getBoundingClientRect().height) : 0);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // A turn from portrait to landscape can switch the element between fixed and in-page.
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      publish(bar, 0);
    };
  }, [element, bar]);
}
