import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes/routes';

/**
 * The route table as plain components (BrowserRouter + useRoutes): the app uses no loaders,
 * actions or fetchers, and the data router's machinery is about 15 kB compressed of the
 * storefront's first load. Route-level crashes are caught by RouteErrorBoundary (routes.tsx).
 */
function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter basename="/">
      <AppRoutes />
    </BrowserRouter>
  );
}
