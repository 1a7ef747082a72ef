import { afterFirstRender } from './first-render.ts';

/**
 * At the latest this long after the page's load, the worker is registered even if the app's first
 * render never ended (its code did not arrive): the next visit can then still open without a signal.
 */
const AT_THE_LATEST_MS = 10_000;

/**
 * Registers the service worker (dist/sw.js, made by vite.config.ts) in production builds only:
 * in development Vite serves modules that change on every save, which a kept app shell would hide.
 *
 * Once the page has loaded and the app's first render is over (the browser idle after it), not at the
 * load itself: installing the worker fetches and keeps the whole app shell (about 130 files), and at the
 * load the app was still hydrating the drawn page. On this 2-core machine that install, beside the
 * hydration, more than doubled Lighthouse's blocking time of the landing page (docs/performance.md section 40).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No service worker (a private window, plain http on a LAN address): the shop works online as before.
    });
  };
  const afterLoad = () => {
    afterFirstRender(register);
    setTimeout(register, AT_THE_LATEST_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
