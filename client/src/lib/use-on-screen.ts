import { useEffect, useState, type RefObject } from 'react';

type Options = {
  /** How far around the screen counts as on it, as CSS margins ('100% 0px': a screen's height above and below). */
  margin?: string;
  /** The share of the element that must be on the screen (0: any part of it). */
  threshold?: number;
  /** Stays true once the element has been on the screen: for what is drawn once and then kept. */
  once?: boolean;
  /** A scrolling box to look through instead of the screen (a row of cards that scrolls sideways). */
  within?: RefObject<Element | null>;
  /** What to answer before the browser's first answer (and on the server). */
  initial?: boolean;
};

/**
 * Whether `ref`'s element is on the screen, as the browser's IntersectionObserver tells it after
 * layout: false until its first answer. What moves or draws only while seen (a banner's slides, a
 * section's heavy parts) asks it, instead of costing a phone's CPU for a part nobody is looking at.
 */
export function useOnScreen(ref: RefObject<Element | null>, { margin = '0px', threshold = 0, once = false, within, initial = false }: Options = {}): boolean {
  const [onScreen, setOnScreen] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.at(-1)!.isIntersecting;
        if (seen && once) observer.disconnect();
        setOnScreen(seen);
      },
      { root: within?.current, rootMargin: margin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, threshold, once, within]);
  return onScreen;
}
