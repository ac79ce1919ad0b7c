import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { makeQueryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { preloadBackOfficeRoute } from './app/routes/lazy-pages';
import { registerWhenOnBoard } from './pwa/register-sw';
import './styles/app.css';

const queryClient = makeQueryClient();
// a back-office page opened directly starts its code, the session check and its data now
preloadBackOfficeRoute(window.location.pathname, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

// production builds only: the dev server's modules must never be served from a cache
if (import.meta.env.PROD) registerWhenOnBoard();
