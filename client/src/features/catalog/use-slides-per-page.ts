import { useContext, useSyncExternalStore } from 'react';
import { ServerSlidesPerPage } from '../../lib/width-guess.ts';

// Spec section 9: 5 products per view on wide screens, 2 below 1024 px, 1 below 600 px.
// These are not Chakra's breakpoints (600 px is none), hence plain media queries.
export const NARROW = '(max-width: 599.98px)';
export const MEDIUM = '(max-width: 1023.98px)';

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(NARROW), window.matchMedia(MEDIUM)];
  for (const q of queries) q.addEventListener('change', onChange);
  return () => queries.forEach((q) => q.removeEventListener('change', onChange));
}

function snapshot(): number {
  if (window.matchMedia(NARROW).matches) return 1;
  if (window.matchMedia(MEDIUM).matches) return 2;
  return 5;
}

/** Products per view; on a drawn page's first render, the gateway's guess, so a phone's first paint already shows one. */
export function useSlidesPerPage(): number {
  const guess = useContext(ServerSlidesPerPage);
  return useSyncExternalStore(subscribe, snapshot, () => guess);
}
