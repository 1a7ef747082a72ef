import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A strip that scrolls sideways (the profile's tabs on a phone): brings a newly selected item into
 * view, centred when it can be, if it is not wholly in view already, and says which edges have more
 * behind them, for a fade that hints at it.
 */
export function useScrollStrip(strip: RefObject<HTMLElement | null>, selectedKey: string): { moreBefore: boolean; moreAfter: boolean } {
  const [edges, setEdges] = useState({ moreBefore: false, moreAfter: false });

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      const moreBefore = element.scrollLeft > 1;
      const moreAfter = element.scrollLeft < max - 1;
      // The same edges keep the same object: a scroll event fires every frame of a swipe, and a new
      // object each time re-rendered the whole profile page with it.
      setEdges((edges) => (edges.moreBefore === moreBefore && edges.moreAfter === moreAfter ? edges : { moreBefore, moreAfter }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [strip]);

  // The key the strip was last brought to (null: none yet, the strip as it was first drawn).
  const broughtTo = useRef<string | null>(null);
  useEffect(() => {
    const element = strip.current;
    const selected = element?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!element || !selected || broughtTo.current === selectedKey) return;
    const first = broughtTo.current === null;
    broughtTo.current = selectedKey;
    if (element.scrollWidth <= element.clientWidth) return;
    // The strip's first showing: a browser that knows scroll-initial-target has already put the selected
    // item in view (the caller's CSS), and on any browser a strip no longer at its start was moved by
    // a finger before the app started. Either way it stays: moving it as a finger comes down sends the
    // tap to another item (the profile's start used to centre the open tab just as a customer, having
    // swiped to it, tapped another).
    if (first && (CSS.supports('scroll-initial-target', 'nearest') || element.scrollLeft > 0)) return;
    // An item wholly in view stays where it is, for the same reason.
    const view = element.getBoundingClientRect();
    const box = selected.getBoundingClientRect();
    if (box.left >= view.left && box.right <= view.right) return;
    // Only sideways: scrollIntoView would also move the page up or down.
    const left = selected.offsetLeft - (element.clientWidth - selected.offsetWidth) / 2;
    element.scrollTo({ left: Math.max(0, left), behavior: 'auto' });
  }, [strip, selectedKey]);

  return edges;
}
