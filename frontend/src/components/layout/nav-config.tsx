import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { lazy, Suspense, type ReactNode } from 'react';
import { SCREENS, sidebarScreens, type RoleHolder } from '@quentinha/shared/auth/roles';
import type { BackOfficeIconName } from './back-office-icons';

const BackOfficeIcon = lazy(() => import('./back-office-icons'));

/** Holds the icon's place (1em square) until its chunk arrives: the menu does not shift. */
function staffIcon(name: BackOfficeIconName): ReactNode {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: '1em', height: '1em' }} />}>
      <BackOfficeIcon name={name} />
    </Suspense>
  );
}

export interface NavItem {
  label: string;
  path: string;
  icon: ReactNode;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

/** Every sidebar link, grouped and in order (SPEC section 2); who sees which is the shared role -> screens table. */
const NAV: readonly NavGroup[] = [
  {
    title: 'Área do Cliente',
    items: [
      { label: 'Fazer Pedido', path: SCREENS.Menu, icon: <ShopOutlined aria-hidden /> },
      { label: 'Meus Pedidos', path: SCREENS.MyOrders, icon: <ProfileOutlined aria-hidden /> },
    ],
  },
  {
    title: 'Fluxo',
    items: [
      { label: 'Pedidos', path: SCREENS.Orders, icon: staffIcon('orders') },
      { label: 'Pedidos Cozinha', path: SCREENS.KitchenOrders, icon: staffIcon('kitchen') },
      { label: 'Entregas', path: SCREENS.Deliveries, icon: staffIcon('deliveries') },
      { label: 'Caixa', path: SCREENS.Cash, icon: staffIcon('cash') },
      { label: 'Lista de Compras', path: SCREENS.ShoppingList, icon: staffIcon('shoppingList') },
      { label: 'Sobras do Dia', path: SCREENS.Leftovers, icon: staffIcon('leftovers') },
    ],
  },
  {
    title: 'Gestão',
    items: [
      { label: 'Dashboard', path: SCREENS.Dashboard, icon: staffIcon('dashboard') },
      { label: 'Análise de Pedidos', path: SCREENS.OrderAnalytics, icon: staffIcon('analytics') },
      { label: 'Clientes', path: SCREENS.Customers, icon: staffIcon('customers') },
      { label: 'Empresas', path: SCREENS.Companies, icon: staffIcon('companies') },
      { label: 'Pacotes', path: SCREENS.Packs, icon: staffIcon('packs') },
      { label: 'Créditos', path: SCREENS.Credits, icon: staffIcon('credits') },
      { label: 'Cardápio Diário', path: SCREENS.DailyMenuAdmin, icon: staffIcon('dailyMenu') },
      { label: 'Divulgar Cardápio', path: SCREENS.ShareMenu, icon: staffIcon('shareMenu') },
      { label: 'Pratos', path: SCREENS.Dishes, icon: staffIcon('dishes') },
      { label: 'Insumos', path: SCREENS.Ingredients, icon: staffIcon('ingredients') },
      { label: 'Produtos', path: SCREENS.Products, icon: staffIcon('products') },
      { label: 'Bairros', path: SCREENS.Neighborhoods, icon: staffIcon('neighborhoods') },
      { label: 'Despesas', path: SCREENS.Expenses, icon: staffIcon('expenses') },
      { label: 'Equipe', path: SCREENS.Team, icon: staffIcon('team') },
      { label: 'Dados da Loja', path: SCREENS.StoreSettings, icon: staffIcon('store') },
      { label: 'Horário de Funcionamento', path: SCREENS.OpeningHours, icon: staffIcon('hours') },
      { label: 'Configurações', path: SCREENS.Settings, icon: staffIcon('settings') },
    ],
  },
];

/**
 * Sidebar groups for the person signed in (null = guest): the links the shared table lists for
 * them; a guest whose device placed an order gets 'Meus Pedidos' too (DECISIONS 10.9).
 */
export function navGroupsFor(user: RoleHolder | null, guest: { deviceOrders?: boolean } = {}): NavGroup[] {
  const screens: readonly string[] = sidebarScreens(user, guest);
  return NAV.map((group) => ({ ...group, items: group.items.filter((item) => screens.includes(item.path)) })).filter(
    (group) => group.items.length > 0,
  );
}
