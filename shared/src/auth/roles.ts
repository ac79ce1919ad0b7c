import type { Role } from '../api/types.js';

export type { Role };

export const ROLES = ['admin', 'staff', 'kitchen', 'delivery', 'customer'] as const satisfies readonly Role[];

/** What the role checks need to know about a person; UserDto fits. */
export interface RoleHolder {
  role: string;
  user_type?: string | null;
}

const ROLE_ALIASES: Record<string, Role> = {
  admin: 'admin',
  staff: 'staff',
  kitchen: 'kitchen',
  delivery: 'delivery',
  customer: 'customer',
  // legacy spellings seen in stored users (SPEC section 3)
  costumer: 'customer',
  cliente: 'customer',
};

/** Unknown or missing roles fall back to the least privileged one. */
export function normalizeRole(value: unknown): Role {
  if (typeof value !== 'string') return 'customer';
  return ROLE_ALIASES[value.trim().toLowerCase()] ?? 'customer';
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  staff: 'Funcionário',
  kitchen: 'Cozinha',
  delivery: 'Entregador',
  customer: 'Cliente',
};

export function roleLabel(user: RoleHolder | null | undefined): string {
  if (!user) return ROLE_LABELS.customer;
  return isDelivery(user) ? ROLE_LABELS.delivery : ROLE_LABELS[normalizeRole(user.role)];
}

export const PERMISSION_NAMES = [
  'view_orders',
  'create_orders',
  'update_orders',
  'view_products',
  'view_reports',
] as const;
export type Permission = (typeof PERMISSION_NAMES)[number];

/** Client-side permission table of SPEC section 6; admin holds every permission. */
export const PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSION_NAMES,
  staff: ['view_orders', 'create_orders', 'update_orders', 'view_products', 'view_reports'],
  kitchen: ['view_orders', 'update_orders', 'view_products'],
  delivery: ['view_orders', 'update_orders'],
  customer: ['view_orders', 'create_orders', 'view_products'],
};

export function hasPermission(role: Role | string, permission: Permission | string): boolean {
  const r = normalizeRole(role);
  if (r === 'admin') return true;
  return (PERMISSIONS[r] as readonly string[]).includes(permission);
}

export function isAdmin(user: RoleHolder | null | undefined): boolean {
  return !!user && normalizeRole(user.role) === 'admin';
}

export function isDelivery(user: RoleHolder | null | undefined): boolean {
  if (!user) return false;
  return normalizeRole(user.role) === 'delivery' || user.user_type?.trim().toLowerCase() === 'entregador';
}

/** Staff and kitchen work the same screens. */
export function isStaff(user: RoleHolder | null | undefined): boolean {
  if (!user) return false;
  const r = normalizeRole(user.role);
  return r === 'staff' || r === 'kitchen';
}

export function isCustomer(user: RoleHolder | null | undefined): boolean {
  return !!user && normalizeRole(user.role) === 'customer' && !isDelivery(user);
}

/** Route paths of SPEC section 2, keyed by page name. */
export const SCREENS = {
  Login: '/login',
  Root: '/',
  Menu: '/home',
  MyOrders: '/meus-pedidos',
  Deliveries: '/entregas',
  KitchenOrders: '/pedidos-cozinha',
  Orders: '/pedidos',
  Dashboard: '/dashboard',
  OrderAnalytics: '/analise-pedidos',
  DailyMenuAdmin: '/cardapio-diario',
  Dishes: '/pratos',
  Products: '/produtos',
  Neighborhoods: '/bairros',
  Expenses: '/despesas',
  Settings: '/configuracoes',
  /** 'Equipe' and 'Dados da Loja' (issue 11, admin) */
  Team: '/equipe',
  StoreSettings: '/dados-da-loja',
  /** hours, holidays and scheduling slots (issue 10, admin) */
  OpeningHours: '/horario-de-funcionamento',
  /** 'Clientes' and a customer's page (?cliente=id), 'Divulgar Cardápio' (issue 28, admin) */
  Customers: '/clientes',
  ShareMenu: '/divulgar-cardapio',
  /** one-time owner setup on an empty production database (public, DECISIONS 9.4) */
  Setup: '/configuracao-inicial',
  /** ficha técnica (issue 31, DECISIONS 10.7): 'Insumos' (admin), 'Lista de Compras' and 'Sobras do Dia' (admin, staff) */
  Ingredients: '/insumos',
  ShoppingList: '/lista-de-compras',
  Leftovers: '/sobras-do-dia',
  /** 'Caixa': the day's cash drawer (issue 27, DECISIONS 10.11; admin, staff) */
  Cash: '/caixa',
  /** 'Empresas' and a company's page at /empresas/<id> (issue 29, DECISIONS 10.5; admin) */
  Companies: '/empresas',
  /** 'Pacotes' (prepaid offers) and 'Créditos' (the credits bought, by number) (issue 30, DECISIONS 10.6; admin) */
  Packs: '/pacotes',
  Credits: '/creditos',
} as const;
export type ScreenName = keyof typeof SCREENS;
export type ScreenPath = (typeof SCREENS)[ScreenName];

/** Link to a page by name; an unknown name falls back to '/'. */
export function pagePath(name: string): string {
  return (SCREENS as Record<string, string>)[name] ?? '/';
}

const PUBLIC_PATHS: readonly string[] = [SCREENS.Login, SCREENS.Root, SCREENS.Menu, SCREENS.Setup];

/**
 * A guest's screens (DECISIONS 10.9): 'Meus Pedidos' lists the orders placed on this device (their
 * tracking links are kept there), so a guest may open it; the sidebar offers it once there is one.
 */
const GUEST_SCREENS: readonly ScreenPath[] = [SCREENS.Menu, SCREENS.MyOrders];

/**
 * Role -> screens (SPEC sections 2 and 6): `menu` is what the sidebar lists, in its order;
 * `alsoOpens` is what the role may open without a sidebar link (staff reach 'Produtos' from the
 * kitchen). The route guard and the sidebar both read this table.
 */
const ROLE_SCREENS: Record<Role, { menu: readonly ScreenPath[]; alsoOpens?: readonly ScreenPath[] }> = {
  admin: {
    menu: [
      SCREENS.Menu,
      SCREENS.MyOrders,
      SCREENS.Orders,
      SCREENS.KitchenOrders,
      SCREENS.Deliveries,
      SCREENS.Cash,
      SCREENS.Dashboard,
      SCREENS.OrderAnalytics,
      SCREENS.Customers,
      SCREENS.Companies,
      SCREENS.Packs,
      SCREENS.Credits,
      SCREENS.DailyMenuAdmin,
      SCREENS.ShareMenu,
      SCREENS.Dishes,
      SCREENS.Ingredients,
      SCREENS.ShoppingList,
      SCREENS.Leftovers,
      SCREENS.Products,
      SCREENS.Neighborhoods,
      SCREENS.Expenses,
      SCREENS.Team,
      SCREENS.StoreSettings,
      SCREENS.OpeningHours,
      SCREENS.Settings,
    ],
  },
  staff: { menu: [SCREENS.KitchenOrders, SCREENS.Cash, SCREENS.ShoppingList, SCREENS.Leftovers], alsoOpens: [SCREENS.Products] },
  kitchen: { menu: [SCREENS.KitchenOrders, SCREENS.ShoppingList, SCREENS.Leftovers], alsoOpens: [SCREENS.Products] },
  delivery: { menu: [SCREENS.Deliveries] },
  customer: { menu: [SCREENS.Menu, SCREENS.MyOrders] },
};

/** The row of the table a person reads: an admin is an admin; else a user_type entregador is a courier. */
function screensOf(user: RoleHolder) {
  return ROLE_SCREENS[isAdmin(user) ? 'admin' : isDelivery(user) ? 'delivery' : normalizeRole(user.role)];
}

/**
 * The screens the sidebar lists for a person, in the sidebar's order; a guest gets the storefront
 * and 'Meus Pedidos' once this device placed an order, nothing before.
 */
export function sidebarScreens(user: RoleHolder | null | undefined, guest: { deviceOrders?: boolean } = {}): readonly ScreenPath[] {
  if (user) return screensOf(user).menu;
  return guest.deviceOrders ? GUEST_SCREENS : [];
}

const KNOWN_PATHS: readonly string[] = Object.values(SCREENS);

/** Cut by hand: /\/+$/ would scan a run of slashes again from each of its characters. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/** Screens whose pages have one page per row under them ('/empresas/<id>'): a row's page is its screen's. */
const SCREENS_WITH_ROW_PAGES: readonly string[] = [SCREENS.Companies];

function cleanPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? withoutTrailingSlashes(bare) : bare;
  const screen = SCREENS_WITH_ROW_PAGES.find((s) => trimmed.startsWith(`${s}/`) && !trimmed.slice(s.length + 1).includes('/'));
  return screen ?? (trimmed === '' ? '/' : trimmed);
}

/**
 * Whether a person (null = not signed in) may open a route (SPEC section 6).
 * The storefront is public; redirects of couriers and staff away from it are in `redirectFor`.
 */
export function canAccess(user: RoleHolder | null | undefined, path: string): boolean {
  const p = cleanPath(path);
  if (!KNOWN_PATHS.includes(p)) return false;
  if (PUBLIC_PATHS.includes(p)) return true;
  if (!user) return GUEST_SCREENS.includes(p as ScreenPath);
  if (isAdmin(user)) return true;
  const { menu, alsoOpens = [] } = screensOf(user);
  return [...menu, ...alsoOpens].includes(p as ScreenPath);
}

/** Where a person lands after login or on an unknown path. */
export function landingPathFor(user: RoleHolder | null | undefined): string {
  if (isDelivery(user)) return SCREENS.Deliveries;
  if (isStaff(user)) return SCREENS.KitchenOrders;
  return SCREENS.Menu;
}

/**
 * Route guard of SPEC section 2: where to send the person instead, or null to stay.
 */
export function redirectFor(user: RoleHolder | null | undefined, path: string): string | null {
  const p = cleanPath(path);
  if (p === SCREENS.Root) return SCREENS.Menu;
  if (p === SCREENS.Login) return user ? landingPathFor(user) : null;
  if (p === SCREENS.Menu) {
    const landing = landingPathFor(user);
    return landing === SCREENS.Menu ? null : landing;
  }
  if (!KNOWN_PATHS.includes(p)) return landingPathFor(user);
  if (!user) return canAccess(null, p) ? null : SCREENS.Login;
  return canAccess(user, p) ? null : landingPathFor(user);
}
