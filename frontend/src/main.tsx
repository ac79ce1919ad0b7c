import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { makeQueryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { preloadBackOfficeRoute } from './app/routes/lazy-pages';
import { takeServerHints } from './app/routes/server-hints';
import { registerWhenOnBoard } from './pwa/register-sw';
import './styles/app.css';

const queryClient = makeQueryClient();
// a guest's /home says so in the page, with the shop's public settings (no session check to wait for)
takeServerHints(queryClient);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

// A back-office page opened directly starts its code, the session check and its data now. React's
// first render holds the main thread for a few hundred milliseconds, and a module that finishes
// loading meanwhile waits for it: the page's data is asked for first (within a short limit), then
// rendered while it travels.
const RENDER_WAIT_LIMIT_MS = 300;
void Promise.race([
  preloadBackOfficeRoute(window.location.pathname, queryClient),
  new Promise((resolve) => setTimeout(resolve, RENDER_WAIT_LIMIT_MS)),
]).then(render);

// production builds only: the dev server's modules must never be served from a cache
if (import.meta.env.PROD) registerWhenOnBoard();
