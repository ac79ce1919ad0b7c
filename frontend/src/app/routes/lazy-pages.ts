import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SCREENS } from '@quentinha/shared/auth/roles';

// Everything here is a separate chunk: the storefront's first load carries none of it.

export const LoginPage = lazy(() => import('@/features/auth/login-page'));
export const MyOrdersPage = lazy(() => import('@/features/my-orders/my-orders-page'));
export const TrackingPage = lazy(() => import('@/features/tracking/tracking-page'));
export const SetupPage = lazy(() => import('@/features/setup/setup-page'));

export interface BackOfficeRoute {
  path: string;
  /** page title, also the area name of its error boundary */
  title: string;
  Page: LazyExoticComponent<ComponentType>;
}

export const BACK_OFFICE_ROUTES: BackOfficeRoute[] = [
  { path: SCREENS.Orders, title: 'Gerenciar Pedidos', Page: lazy(() => import('@/features/orders-admin/orders-page')) },
  { path: SCREENS.KitchenOrders, title: 'Pedidos da Cozinha', Page: lazy(() => import('@/features/kitchen/kitchen-orders-page')) },
  { path: SCREENS.Deliveries, title: 'Central de Entregas', Page: lazy(() => import('@/features/deliveries/deliveries-page')) },
  { path: SCREENS.Dashboard, title: 'Dashboard', Page: lazy(() => import('@/features/dashboard/dashboard-page')) },
  { path: SCREENS.OrderAnalytics, title: 'Análise de Pedidos', Page: lazy(() => import('@/features/analytics/order-analytics-page')) },
  { path: SCREENS.DailyMenuAdmin, title: 'Cardápio Diário', Page: lazy(() => import('@/features/daily-menu-admin/daily-menu-page')) },
  { path: SCREENS.Dishes, title: 'Pratos', Page: lazy(() => import('@/features/dishes-admin/dishes-page')) },
  { path: SCREENS.Products, title: 'Produtos', Page: lazy(() => import('@/features/products-admin/products-page')) },
  { path: SCREENS.Neighborhoods, title: 'Bairros', Page: lazy(() => import('@/features/neighborhoods-admin/neighborhoods-page')) },
  { path: SCREENS.Expenses, title: 'Despesas', Page: lazy(() => import('@/features/expenses/expenses-page')) },
  { path: SCREENS.Settings, title: 'Configurações', Page: lazy(() => import('@/features/settings/settings-page')) },
  { path: SCREENS.Team, title: 'Equipe', Page: lazy(() => import('@/features/team/team-page')) },
  { path: SCREENS.StoreSettings, title: 'Dados da Loja', Page: lazy(() => import('@/features/store-settings/store-settings-page')) },
  {
    path: SCREENS.OpeningHours,
    title: 'Horário de Funcionamento',
    Page: lazy(() => import('@/features/opening-hours/opening-hours-page')),
  },
];
