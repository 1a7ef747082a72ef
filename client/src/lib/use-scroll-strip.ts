import { useEffect, useState, type RefObject } from 'react';

/**
 * A strip that scrolls sideways (the profile's tabs on a phone): keeps the selected item in view,
 * centred when it can be, and says which edges have more behind them, for a fade that hints at it.
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

  useEffect(() => {
    const element = strip.current;
    const selected = element?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!element || !selected || element.scrollWidth <= element.clientWidth) return;
    // Only sideways: scrollIntoView would also move the page up or down.
    const left = selected.offsetLeft - (element.clientWidth - selected.offsetWidth) / 2;
    element.scrollTo({ left: Math.max(0, left), behavior: 'auto' });
  }, [strip, selectedKey]);

  return edges;
}
