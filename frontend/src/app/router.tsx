import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes/routes';

const router = createBrowserRouter(routes, { basename: '/' });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
