import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { drawnPage, prefetchFirstScreen, Providers } from './app/providers.tsx';
import { rememberedSession } from './features/auth/session.ts';
import { setDrawnCart } from './features/cart/cart-store.ts';
import { AppRoutes, firstScreenIsPlain, preloadFirstRoute, screenReady } from './app/routes.tsx';
import { ShopRouter } from './app/ShopRouter.tsx';
import { FirstRenderMark } from './app/FirstRenderMark.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import { buildShopSystem } from './theme/system.ts';
import { nextTask } from './lib/next-task.ts';
import { afterFirstRender } from './lib/first-render.ts';
import { installDoubleTapGuard } from './lib/double-tap-guard.ts';
import { installBackClosesDialog } from './lib/back-closes-dialog.ts';
import './app/global.css';
// The product card's and photo's rules, in the entry's styles (index.html): a drawn page's cards are styled at its first paint.
import './features/catalog/product-card.css';
// The home page's sections (decision 076), for the same reason: the home page is drawn.
import './features/catalog/home-page.css';
// The parts a tap changes, as plain elements (decisions 064 and 065): in the entry's styles, which index.html
// carries, as these are drawn pages' parts (the product page, the cart).
import './components/heading.css';
import './components/skeleton.css';
import './components/button.css';
import './components/quantity-stepper.css';
import './components/checkbox.css';
import './layout/action-bar.css';
import './features/catalog/product-page.css';
import './features/cart/cart.css';
// The profile's menu and card, the shop's tabs, its field and select, the order history (decision 076):
// the profile is drawn too, its first tab the order history.
import './components/tabs.css';
import './components/card.css';
import './components/field.css';
import './components/select.css';
import './features/profile/profile-page.css';
import './features/orders/order-history.css';
// The toasts shown when Chakra's cannot be fetched (layout/plain-toast.ts): styled without any other file.
import './layout/plain-toast.css';

// The gateway draws the pages a customer lands on (server/src/web/): the browser shows that while this
// script loads, and then hydrates it (attaches the app to the drawn HTML) rather than drawing it again
// (docs/decisions/017-hydrate-the-drawn-page.md). Its first render draws from what the drawing used: the
// answers, the width class and the time the page carries. Other pages arrive empty and are rendered.
// Hydration is a transition: React then hydrates in slices of a few milliseconds and yields to the
// browser between them (a tap, a paint), instead of in one long task of several hundred ms on a slow
// phone (docs/performance.md section 11). The page is visible and drawn meanwhile; a tap on a part
// not hydrated yet is held by the page's inline script and replayed (server/src/web/).
function render(drawn: ReturnType<typeof drawnPage>) {
  const app = (
    <StrictMode>
      <ShopRouter screenReady={screenReady}>
        <Providers slidesPerPage={drawn?.slidesPerPage}>
          <AppRoutes />
          <FirstRenderMark />
        </Providers>
      </ShopRouter>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (drawn) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// From the scripts' evaluation to the first render, in steps that are each a task of their own: on a
// slow phone the evaluation, Chakra building its theme and the rest were one task of about 300 ms, in
// which the page could not answer a tap (docs/performance.md section 17).
async function start() {
  await nextTask();
  const drawn = drawnPage();
  // The cart's lines as the gateway drew them (from the cart's cookie), for hydration to start from.
  setDrawnCart(drawn?.cart ?? null);
  prefetchFirstScreen();
  registerServiceWorker();
  installDoubleTapGuard();
  installBackClosesDialog();
  // The first screen's modules (preloaded by index.html) before the first render, so the first render
  // draws the screen rather than a spinner (routes.tsx), and a drawn page hydrates as it was drawn. If one
  // fails to load, the screen's boundary says so (layout/ScreenLoadBoundary.tsx).
  const customer = (drawn === undefined ? rememberedSession() : drawn.session)?.role === 'customer';
  await preloadFirstRoute(window.location, customer).catch(() => {});
  await nextTask();
  // Chakra's system (its theme's tokens and style functions, about 25 ms of a full-speed CPU), in steps. A
  // drawn page of plain elements (the landing page, the home, a product, the cart, the profile's orders)
  // is taken over without it, so it is built once that page is idle; any other page draws Chakra's
  // components from its first render, so it is built before (theme/system.ts, shopSystemLater).
  const plain = drawn !== undefined && (await firstScreenIsPlain(window.location, customer));
  if (!plain) {
    await buildShopSystem(nextTask);
    await nextTask();
  }
  render(drawn);
  if (plain) afterFirstRender(() => void buildShopSystem(nextTask));
}

void start();
