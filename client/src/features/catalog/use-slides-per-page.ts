import { useSyncExternalStore } from 'react';

// Spec section 9: 5 products per view on wide screens, 2 below 1024 px, 1 below 600 px.
// These are not Chakra's breakpoints (600 px is none), hence plain media queries.
const NARROW = '(max-width: 599.98px)';
const MEDIUM = '(max-width: 1023.98px)';

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

export function useSlidesPerPage(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 5);
}
