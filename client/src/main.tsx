import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { firstScreenState, prefetchFirstScreen, Providers } from './app/providers.tsx';
import { rememberedSession } from './features/auth/session.ts';
import { AppRoutes, preloadFirstRoute } from './app/routes.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import './app/global.css';

/** Marks when the app's first render is on screen and working (`npm run bench` reads it: the page works from then). */
function FirstRenderMark() {
  useEffect(() => void performance.mark('tulus:first-render'), []);
  return null;
}

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
          <FirstRenderMark />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
}

// The gateway draws the home page on the server (server/src/web/home-page.ts): the browser shows that
// while this script loads, and the first render below replaces it with the same screen, drawn from
// the same answers. Other pages arrive empty.
const drawnSession = firstScreenState();
prefetchFirstScreen();
registerServiceWorker();
// The first screen's modules (preloaded by index.html) before the first render, so the first render
// draws the screen rather than a spinner (routes.tsx). If one fails to load, the route's lazy shows why.
const customer = (drawnSession === undefined ? rememberedSession() : drawnSession)?.role === 'customer';
void preloadFirstRoute(window.location.pathname, customer).catch(() => {}).then(render);
