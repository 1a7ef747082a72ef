import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { prefetchSession, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import './app/global.css';

prefetchSession();
registerServiceWorker();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
