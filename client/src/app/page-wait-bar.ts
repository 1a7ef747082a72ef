import './page-wait-bar.css';

/**
 * The bar shown while a tapped link's page waits for its screen's code (ShopRouter.tsx): on a first visit, before
 * the service worker keeps the app, that code comes over the network, and on a weak signal it took seconds with
 * the tapped page's address already in the bar and nothing else on screen moving (decision 084).
 *
 * An element of its own on <body>, outside React's tree. Drawn by the router beside the page, it changed the
 * tree's shape from the one the gateway drew, and with it the ids React makes (`useId`): a drawn profile's tabs
 * then named panels by ids the page did not have (e2e/phone-thumbs.e2e.ts).
 */
let bar: HTMLDivElement | null = null;

/** Shows the bar; gives the function that takes it away. */
export function showPageWaitBar(): () => void {
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'page-wait-bar';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Memuat halaman');
  }
  // Put in anew at each wait, its CSS animation starts again: 200 ms unseen, then shown.
  document.body.append(bar);
  const shown = bar;
  return () => shown.remove();
}
