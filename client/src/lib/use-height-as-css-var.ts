import { useEffect } from 'react';

/**
 * Publishes the element's height as a CSS variable on the page root while the element is fixed to
 * the screen (a phone's bottom bar), so the page can keep that much room free below its content
 * and other bars can sit above it. Removed when the element leaves or stops being fixed (a wide
 * screen, where the same element is part of the page).
 */
export function useHeightAsCssVar(element: HTMLElement | null, name: `--${string}`): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement.style;
    const update = () => {
      if (getComputedStyle(element).position === 'fixed') root.setProperty(name, `${Math.ceil(element.getBoundingClientRect().height)}px`);
      else root.removeProperty(name);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // A turn from portrait to landscape can switch the element between fixed and in-page.
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.removeProperty(name);
    };
  }, [element, name]);
}
