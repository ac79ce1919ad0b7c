import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { SCREENS, canAccess } from '@quentinha/shared/auth/roles';
import { meQueryOptions } from '@/api/auth';
import { warmUpIntl } from '../warm-up-intl';

// Everything here is a separate chunk: the storefront's first load carries none of it.

export const LoginPage = lazy(() => import('@/features/auth/login-page'));
export const MyOrdersPage = lazy(() => import('@/features/my-orders/my-orders-page'));
export const TrackingPage = lazy(() => import('@/features/tracking/tracking-page'));
export const SetupPage = lazy(() => import('@/features/setup/setup-page'));
export const OptOutPage = lazy(() => import('@/features/marketing/optout-page'));
export const PackPurchasePage = lazy(() => import('@/features/packs/purchase-page'));
/** a company's statement, public by link (DECISIONS 10.5) */
export const StatementPage = lazy(() => import('@/features/companies/statement-page'));

type PageModule = { default: ComponentType };
type PrefetchModule = { prefetch: (client: QueryClient) => void };

export interface BackOfficeRoute {
  path: string;
  /** page title, also the area name of its error boundary */
  title: string;
  Page: LazyExoticComponent<ComponentType>;
  /** the page's code (what Page loads), to start it early */
  load: () => Promise<PageModule>;
  /** asks for the page's first data while its code loads (a chunk of its own, started with it) */
  prefetch?: () => Promise<PrefetchModule>;
}

const route = (
  path: string,
  title: string,
  load: () => Promise<PageModule>,
  prefetch?: () => Promise<PrefetchModule>,
): BackOfficeRoute => ({ path, title, Page: lazy(load), load, prefetch });

export const BACK_OFFICE_ROUTES: BackOfficeRoute[] = [
  route(SCREENS.Orders, 'Gerenciar Pedidos', () => import('@/features/orders-admin/orders-page')),
  route(SCREENS.KitchenOrders, 'Pedidos da Cozinha', () => import('@/features/kitchen/kitchen-orders-page')),
  route(SCREENS.Deliveries, 'Central de Entregas', () => import('@/features/deliveries/deliveries-page')),
  route(SCREENS.Cash, 'Caixa', () => import('@/features/cash/cash-page')),
  route(
    SCREENS.Dashboard,
    'Dashboard',
    () => import('@/features/dashboard/dashboard-page'),
    () => import('@/features/dashboard/prefetch'),
  ),
  route(
    SCREENS.OrderAnalytics,
    'Análise de Pedidos',
    () => import('@/features/analytics/order-analytics-page'),
    () => import('@/features/analytics/prefetch'),
  ),
  route(SCREENS.Customers, 'Clientes', () => import('@/features/customers/customers-page')),
  route(SCREENS.Companies, 'Empresas', () => import('@/features/companies/companies-page')),
  // a company's page: the same page's code, the guard reads it as 'Empresas' (shared roles)
  route(`${SCREENS.Companies}/:id`, 'Empresas', () => import('@/features/companies/companies-page')),
  route(SCREENS.Packs, 'Pacotes', () => import('@/features/packs/offers-page')),
  route(SCREENS.Credits, 'Créditos', () => import('@/features/packs/credits-page')),
  route(SCREENS.DailyMenuAdmin, 'Cardápio Diário', () => import('@/features/daily-menu-admin/daily-menu-page')),
  route(SCREENS.ShareMenu, 'Divulgar Cardápio', () => import('@/features/marketing/share-menu-page')),
  route(SCREENS.Dishes, 'Pratos', () => import('@/features/dishes-admin/dishes-page')),
  route(SCREENS.Ingredients, 'Insumos', () => import('@/features/costing/ingredients-page')),
  route(SCREENS.ShoppingList, 'Lista de Compras', () => import('@/features/costing/shopping-list-page')),
  route(SCREENS.Leftovers, 'Sobras do Dia', () => import('@/features/costing/leftovers-page')),
  route(SCREENS.Products, 'Produtos', () => import('@/features/products-admin/products-page')),
  route(SCREENS.Neighborhoods, 'Bairros', () => import('@/features/neighborhoods-admin/neighborhoods-page')),
  route(SCREENS.Expenses, 'Despesas', () => import('@/features/expenses/expenses-page')),
  route(SCREENS.Settings, 'Configurações', () => import('@/features/settings/settings-page')),
  route(SCREENS.Team, 'Equipe', () => import('@/features/team/team-page')),
  route(SCREENS.StoreSettings, 'Dados da Loja', () => import('@/features/store-settings/store-settings-page')),
  route(SCREENS.OpeningHours, 'Horário de Funcionamento', () => import('@/features/opening-hours/opening-hours-page')),
];

/**
 * Starts the code of the back-office page the app opens on, and its first data as soon as the
 * session check (/auth/me, asked here before React renders) says this person may see it: the
 * page's code, the session check and the page's data all travel at once instead of one after
 * another. Nothing is asked for a guest or a role the page is not for. Resolves once the data has
 * been asked for (or will not be), never rejects.
 */
export async function preloadBackOfficeRoute(pathname: string, client: QueryClient): Promise<void> {
  const opening = BACK_OFFICE_ROUTES.find((r) => r.path === pathname);
  if (!opening) return;
  // the small data module first: the browser's few connections fetch in the order asked
  const prefetching = opening.prefetch?.();
  // a failed load here changes nothing: the page asks for its code again when it renders
  void opening.load().catch(() => undefined);
  // the main thread has nothing else to do until those arrive
  warmUpIntl();
  if (!prefetching) return;
  try {
    const [user, data] = await Promise.all([client.fetchQuery(meQueryOptions), prefetching]);
    if (canAccess(user, opening.path)) data.prefetch(client);
  } catch {
    // the route asks again itself (RoutePrefetch, the page's queries)
  }
}
