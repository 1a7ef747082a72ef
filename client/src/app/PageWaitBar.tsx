import './page-wait-bar.css';

/**
 * Shown while a tapped link's page waits for its screen's code (ShopRouter.tsx): on a first visit, before
 * the service worker keeps the app, that code comes over the network, and on a weak signal it took seconds
 * with the tapped page's address already in the bar and nothing else on screen moving. A plain element,
 * styled by page-wait-bar.css in the page before any script.
 */
export function PageWaitBar() {
  return <div className="page-wait-bar" role="progressbar" aria-label="Memuat halaman" />;
}
