import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { preloadBackOfficeRoute } from './app/routes/lazy-pages';
import { registerWhenOnBoard } from './pwa/register-sw';
import './styles/app.css';

// a back-office page opened directly starts its code now, alongside the session check
preloadBackOfficeRoute(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

// production builds only: the dev server's modules must never be served from a cache
if (import.meta.env.PROD) registerWhenOnBoard();
