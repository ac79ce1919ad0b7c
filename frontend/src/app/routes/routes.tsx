import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { SCREENS } from '@quentinha/shared/auth/roles';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { FullScreenSpinner } from '@/components/feedback/full-screen-spinner';
import { PageBoundary } from '@/components/feedback/page-boundary';
import { AppLayout } from '@/components/layout/app-layout';
import { AuthGate } from './auth-gate';
import { HomeRoute } from './home-route';
import { BACK_OFFICE_ROUTES, LoginPage, MyOrdersPage, OptOutPage, PackPurchasePage, SetupPage, StatementPage, TrackingPage } from './lazy-pages';
import { RouteErrorBoundary } from './route-error';
import { RouteGuard } from './route-guard';
import { RoutePrefetch } from './route-prefetch';
import { SetupRedirect } from './setup-redirect';

/** The route table of SPEC section 2 (plus the public tracking page). */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AuthGate />
      </RouteErrorBoundary>
    ),
    children: [
      {
        path: SCREENS.Login,
        element: (
          <RouteGuard>
            <SetupRedirect via="setup">
              <Suspense fallback={<FullScreenSpinner />}>
                <LoginPage />
              </Suspense>
            </SetupRedirect>
          </RouteGuard>
        ),
      },
      {
        // public, once: the owner of an empty database (DECISIONS 9.4)
        path: SCREENS.Setup,
        element: (
          <Suspense fallback={<FullScreenSpinner />}>
            <SetupPage />
          </Suspense>
        ),
      },
      {
        element: <AppLayout />,
        children: [
          { path: SCREENS.Root, element: <RouteGuard /> },
          {
            path: SCREENS.Menu,
            element: (
              <RouteGuard>
                <ErrorBoundary area="Cardápio">
                  <SetupRedirect via="public-settings">
                    <HomeRoute />
                  </SetupRedirect>
                </ErrorBoundary>
              </RouteGuard>
            ),
          },
          {
            path: SCREENS.MyOrders,
            element: (
              <RouteGuard>
                <ErrorBoundary area="Meus Pedidos">
                  <MyOrdersPage />
                </ErrorBoundary>
              </RouteGuard>
            ),
          },
          {
            // public: a guest follows the order with the token from the chat message
            path: '/acompanhar/:token',
            element: (
              <ErrorBoundary area="Acompanhar Pedido">
                <TrackingPage />
              </ErrorBoundary>
            ),
          },
          {
            // public: a pack bought, its credits and their uses (issue 30), from the purchase's receipt
            path: '/pacote/:token',
            element: (
              <ErrorBoundary area="Meu Pacote">
                <PackPurchasePage />
              </ErrorBoundary>
            ),
          },
          {
            // public: 'Sair da lista' from the daily menu's message, one tap (DECISIONS 10.2)
            path: '/sair/:token',
            element: (
              <ErrorBoundary area="Sair da lista">
                <OptOutPage />
              </ErrorBoundary>
            ),
          },
          {
            // public: the company's contact opens its statement by the link the owner sent (DECISIONS 10.5)
            path: '/extrato/:token',
            element: (
              <ErrorBoundary area="Extrato">
                <StatementPage />
              </ErrorBoundary>
            ),
          },
          ...BACK_OFFICE_ROUTES.map(({ path, title, Page, prefetch }) => ({
            path,
            element: (
              <RouteGuard>
                {/* outside the page's Suspense, so it starts while the page's code loads */}
                {prefetch && <RoutePrefetch load={prefetch} />}
                <PageBoundary area={title}>
                  <Page />
                </PageBoundary>
              </RouteGuard>
            ),
          })),
          // unknown paths: redirect by role
          { path: '*', element: <RouteGuard /> },
        ],
      },
    ],
  },
];
