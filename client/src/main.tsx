import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { prefetchFirstScreen, Providers } from './app/providers.tsx';
import { AppRoutes, preloadFirstRoute } from './app/routes.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import './app/global.css';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
}

prefetchFirstScreen();
registerServiceWorker();
// The landing screen's module (preloaded by index.html) before the first render, so the first render
// draws the screen rather than a spinner (routes.tsx). If it fails to load, the route's lazy shows why.
void preloadFirstRoute(window.location.pathname).catch(() => {}).then(render);
