/** How the app scrolls for the user: smoothly, unless the phone is set to reduce motion. */
export function scrollMotion(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
}
