/**
 * Registers the service worker (dist/sw.js, made by vite.config.ts) in production builds only:
 * in development Vite serves modules that change on every save, which a kept app shell would hide.
 * After the page has loaded, so installing it (fetching the app shell) never slows the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No service worker (a private window, plain http on a LAN address): the shop works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
