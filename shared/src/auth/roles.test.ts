import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import {
  canAccess,
  sidebarScreens,
  hasPermission,
  isAdmin,
  isCustomer,
  isDelivery,
  isStaff,
  landingPathFor,
  normalizeRole,
  pagePath,
  redirectFor,
  ROLE_LABELS,
  roleLabel,
  ROLES,
  SCREENS,
  type Role,
  type RoleHolder,
} from './roles.js';

const admin = { role: 'admin' };
const staff = { role: 'staff' };
const kitchen = { role: 'kitchen' };
const courier = { role: 'delivery' };
const courierByType = { role: 'customer', user_type: 'entregador' };
const customer = { role: 'customer', user_type: null };

describe('normalizeRole', () => {
  itAnswers(normalizeRole, [
    ['admin', 'admin'],
    ['staff', 'staff'],
    ['kitchen', 'kitchen'],
    ['delivery', 'delivery'],
    ['customer', 'customer'],
    ['costumer', 'customer'],
    ['cliente', 'customer'],
    [' ADMIN ', 'admin'],
    ['superuser', 'customer'],
    [undefined, 'customer'],
    [42, 'customer'],
  ]);

  it('lists the five roles', () => {
    expect(ROLES).toEqual(['admin', 'staff', 'kitchen', 'delivery', 'customer']);
  });
});

describe('labels', () => {
  // the Portuguese role names (ROLE_LABELS, as roleLabel reads them)
  itAnswers(
    (role: Role) => roleLabel({ role }),
    [
      ['admin', 'Administrador'],
      ['staff', 'Funcionário'],
      ['kitchen', 'Cozinha'],
      ['delivery', 'Entregador'],
      ['customer', 'Cliente'],
    ],
    'roleLabel',
  );
  it('labels every role', () => {
    expect(Object.keys(ROLE_LABELS)).toEqual([...ROLES]);
  });
  it('labels a user_type entregador as Entregador', () => {
    expect(roleLabel(courierByType)).toBe('Entregador');
    expect(roleLabel(staff)).toBe('Funcionário');
    expect(roleLabel(null)).toBe('Cliente');
  });
});

describe('hasPermission (SPEC section 6 table)', () => {
  it.each([
    ['admin', 'view_reports', true],
    ['admin', 'anything_else', true],
    ['staff', 'view_orders', true],
    ['staff', 'create_orders', true],
    ['staff', 'update_orders', true],
    ['staff', 'view_products', true],
    ['staff', 'view_reports', true],
    ['kitchen', 'view_orders', true],
    ['kitchen', 'update_orders', true],
    ['kitchen', 'view_products', true],
    ['kitchen', 'create_orders', false],
    ['kitchen', 'view_reports', false],
    ['delivery', 'view_orders', true],
    ['delivery', 'update_orders', true],
    ['delivery', 'view_products', false],
    ['customer', 'view_orders', true],
    ['customer', 'create_orders', true],
    ['customer', 'view_products', true],
    ['customer', 'update_orders', false],
    ['customer', 'view_reports', false],
  ])('%s / %s -> %s', (role, perm, expected) => {
    expect(hasPermission(role, perm)).toBe(expected);
  });
});

describe('role helpers', () => {
  it.each<[string, RoleHolder | null, boolean, boolean, boolean, boolean]>([
    // name, user, admin, delivery, staff, customer
    ['admin', admin, true, false, false, false],
    ['staff', staff, false, false, true, false],
    ['kitchen', kitchen, false, false, true, false],
    ['delivery role', courier, false, true, false, false],
    ['user_type entregador', courierByType, false, true, false, false],
    ['customer', customer, false, false, false, true],
    ['cliente', { role: 'cliente' }, false, false, false, true],
    ['nobody', null, false, false, false, false],
  ])('%s', (_name, user, a, d, s, c) => {
    expect(isAdmin(user)).toBe(a);
    expect(isDelivery(user)).toBe(d);
    expect(isStaff(user)).toBe(s);
    expect(isCustomer(user)).toBe(c);
  });
});

describe('screens', () => {
  it('holds the routes of SPEC section 2', () => {
    expect(Object.values(SCREENS).sort()).toEqual(
      [
        '/login',
        '/',
        '/home',
        '/meus-pedidos',
        '/entregas',
        '/pedidos-cozinha',
        '/pedidos',
        '/dashboard',
        '/analise-pedidos',
        '/cardapio-diario',
        '/pratos',
        '/produtos',
        '/bairros',
        '/despesas',
        '/configuracoes',
        '/equipe',
        '/dados-da-loja',
        '/configuracao-inicial',
        '/horario-de-funcionamento',
        '/clientes',
        '/divulgar-cardapio',
        '/insumos',
        '/lista-de-compras',
        '/sobras-do-dia',
        '/caixa',
        '/empresas',
        '/pacotes',
        '/creditos',
      ].sort(),
    );
  });

  it("keeps 'Horário de Funcionamento' to the owner", () => {
    expect(canAccess({ role: 'admin' }, SCREENS.OpeningHours)).toBe(true);
    for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const) {
      expect(canAccess({ role }, SCREENS.OpeningHours)).toBe(false);
    }
    expect(canAccess(null, SCREENS.OpeningHours)).toBe(false);
  });

  it("gives the kitchen team the shopping list and the leftovers, keeps 'Insumos' to the owner (issue 31)", () => {
    for (const role of ['admin', 'staff', 'kitchen'] as const) {
      expect(canAccess({ role }, SCREENS.ShoppingList)).toBe(true);
      expect(canAccess({ role }, SCREENS.Leftovers)).toBe(true);
    }
    for (const role of ['delivery', 'customer'] as const) {
      expect(canAccess({ role }, SCREENS.ShoppingList)).toBe(false);
      expect(canAccess({ role }, SCREENS.Leftovers)).toBe(false);
    }
    expect(canAccess({ role: 'admin' }, SCREENS.Ingredients)).toBe(true);
    for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const) expect(canAccess({ role }, SCREENS.Ingredients)).toBe(false);
    expect(canAccess(null, SCREENS.ShoppingList)).toBe(false);
  });

  it("keeps 'Clientes' and 'Divulgar Cardápio' to the owner (issue 28)", () => {
    for (const path of [SCREENS.Customers, SCREENS.ShareMenu]) {
      expect(canAccess({ role: 'admin' }, path)).toBe(true);
      for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const) expect(canAccess({ role }, path)).toBe(false);
      expect(canAccess(null, path)).toBe(false);
    }
  });

  it("keeps 'Empresas' and each company's page to the owner (issue 29)", () => {
    for (const path of [SCREENS.Companies, `${SCREENS.Companies}/c-1`, `${SCREENS.Companies}/c-1/`]) {
      expect(canAccess({ role: 'admin' }, path)).toBe(true);
      expect(redirectFor({ role: 'admin' }, path)).toBeNull();
      for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const) expect(canAccess({ role }, path)).toBe(false);
      expect(redirectFor(null, path)).toBe(SCREENS.Login);
    }
    // only one level: anything deeper is no page
    expect(canAccess({ role: 'admin' }, `${SCREENS.Companies}/c-1/extra`)).toBe(false);
  });

  it('builds links by page name, unknown names fall back to /', () => {
    expect(pagePath('KitchenOrders')).toBe('/pedidos-cozinha');
    expect(pagePath('Menu')).toBe('/home');
    expect(pagePath('Nope')).toBe('/');
  });

  const adminOnly = ['/pedidos', '/dashboard', '/analise-pedidos', '/cardapio-diario', '/pratos', '/bairros', '/despesas', '/configuracoes', '/equipe', '/dados-da-loja'];

  it("opens 'Caixa' to the owner and the counter staff only (issue 27)", () => {
    expect(canAccess(admin, '/caixa')).toBe(true);
    expect(canAccess(staff, '/caixa')).toBe(true);
    for (const user of [kitchen, courier, customer, null]) expect(canAccess(user, '/caixa')).toBe(false);
  });

  it('lets admin open every route', () => {
    for (const path of Object.values(SCREENS)) expect(canAccess(admin, path)).toBe(true);
  });

  it.each([
    [staff, ['/pedidos-cozinha', '/produtos', '/home'], ['/entregas', '/meus-pedidos', ...adminOnly]],
    [kitchen, ['/pedidos-cozinha', '/produtos'], ['/entregas', '/meus-pedidos', ...adminOnly]],
    [courier, ['/entregas', '/home'], ['/pedidos-cozinha', '/produtos', '/meus-pedidos', ...adminOnly]],
    [courierByType, ['/entregas'], ['/pedidos-cozinha', '/produtos', ...adminOnly]],
    [customer, ['/home', '/meus-pedidos', '/'], ['/entregas', '/pedidos-cozinha', '/produtos', ...adminOnly]],
    // a guest's 'Meus Pedidos' lists the orders placed on her device (DECISIONS 10.9)
    [null, ['/home', '/', '/login', '/meus-pedidos'], ['/entregas', '/pedidos-cozinha', '/produtos', ...adminOnly]],
  ])('access of %j', (user, allowed, denied) => {
    for (const path of allowed) expect(canAccess(user, path), path).toBe(true);
    for (const path of denied) expect(canAccess(user, path), path).toBe(false);
  });

  it('ignores query strings and trailing slashes, refuses unknown paths', () => {
    expect(canAccess(staff, '/produtos/?x=1')).toBe(true);
    expect(canAccess(admin, '/nao-existe')).toBe(false);
  });

  itAnswers(landingPathFor, [
    [courier, '/entregas'],
    [courierByType, '/entregas'],
    [staff, '/pedidos-cozinha'],
    [kitchen, '/pedidos-cozinha'],
    [admin, '/home'],
    [customer, '/home'],
    [null, '/home'],
  ]);

  it.each([
    [null, '/', '/home'],
    [null, '/home', null],
    [null, '/pedidos', '/login'],
    [null, '/meus-pedidos', null],
    [staff, '/meus-pedidos', '/pedidos-cozinha'],
    [courier, '/meus-pedidos', '/entregas'],
    [null, '/login', null],
    [null, '/qualquer', '/home'],
    [courier, '/home', '/entregas'],
    [courier, '/login', '/entregas'],
    [courier, '/pedidos', '/entregas'],
    [staff, '/home', '/pedidos-cozinha'],
    [staff, '/produtos', null],
    [staff, '/qualquer', '/pedidos-cozinha'],
    [customer, '/home', null],
    [customer, '/dashboard', '/home'],
    [admin, '/dashboard', null],
    [admin, '/login', '/home'],
  ])('redirectFor(%j, %s) -> %s', (user, path, expected) => {
    expect(redirectFor(user, path)).toBe(expected);
  });
});

describe('sidebarScreens (SPEC section 2 "Sidebar layout")', () => {
  it.each([
    [staff, ['/pedidos-cozinha', '/caixa', '/lista-de-compras', '/sobras-do-dia']],
    [kitchen, ['/pedidos-cozinha', '/lista-de-compras', '/sobras-do-dia']],
    [courier, ['/entregas']],
    [courierByType, ['/entregas']],
    [customer, ['/home', '/meus-pedidos']],
    [null, []],
  ])('lists for %j only %j', (user, screens) => {
    expect(sidebarScreens(user)).toEqual(screens);
  });

  it("offers a guest the storefront and 'Meus Pedidos' once this device placed an order", () => {
    expect(sidebarScreens(null, { deviceOrders: true })).toEqual(['/home', '/meus-pedidos']);
    expect(sidebarScreens(null, { deviceOrders: false })).toEqual([]);
    // a signed-in person's list is their role's, device orders or not
    expect(sidebarScreens(staff, { deviceOrders: true })).toEqual(['/pedidos-cozinha', '/caixa', '/lista-de-compras', '/sobras-do-dia']);
    for (const path of sidebarScreens(null, { deviceOrders: true })) expect(canAccess(null, path), path).toBe(true);
  });

  it('lists every screen for the admin but the login, the root and the setup', () => {
    const hidden = [SCREENS.Login, SCREENS.Root, SCREENS.Setup] as string[];
    expect([...sidebarScreens(admin)].sort()).toEqual(Object.values(SCREENS).filter((p) => !hidden.includes(p)).sort());
  });

  it('lists only screens the person may open', () => {
    for (const user of [admin, staff, kitchen, courier, courierByType, customer])
      for (const path of sidebarScreens(user)) expect(canAccess(user, path), path).toBe(true);
  });
});
