import type { Role } from '@quentinha/shared/api/types';
import { Factories } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { newOrderIn, type OrderCatalog, seedOrderCatalog } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Who may call what, route family by route family (DECISIONS.md section 4, SPEC.md section 6).
// 2 = any 2xx, 401 = must sign in, 403 = signed in with the wrong role.
type Who = 'anonymous' | Exclude<Role, 'kitchen'>;
type Expect = 2 | 401 | 403;
const WHO: Who[] = ['anonymous', 'customer', 'delivery', 'staff', 'admin'];

interface Row {
  route: string;
  call: (http: HttpClient, ctx: { c: OrderCatalog; orderId: string; n: number }) => Promise<{ status: number }>;
  expect: Record<Who, Expect>;
}

const open = { anonymous: 2, customer: 2, delivery: 2, staff: 2, admin: 2 } as const;
const signedIn = { anonymous: 401, customer: 2, delivery: 2, staff: 2, admin: 2 } as const;
const adminOnly = { anonymous: 401, customer: 403, delivery: 403, staff: 403, admin: 2 } as const;
const adminOrStaff = { anonymous: 401, customer: 403, delivery: 403, staff: 2, admin: 2 } as const;

/** a daily menu for the portions row (DECISIONS 9.3), made in beforeAll */
let menuId = '';
const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '24:00' }));

const rows: Row[] = [
  { route: 'GET /api/products', call: (h) => h.get('/api/products'), expect: open },
  {
    route: 'POST /api/products',
    call: (h, { n }) =>
      h.post('/api/products', {
        name: `Matriz ${n}`,
        category: 'bebida',
        sizes: [{ name: 'medio', price: 5, cost: 2 }],
      }),
    expect: adminOrStaff,
  },
  { route: 'GET /api/dishes', call: (h) => h.get('/api/dishes'), expect: open },
  {
    route: 'POST /api/dishes',
    call: (h, { n }) => h.post('/api/dishes', { name: `Prato Matriz ${n}`, type: 'Salada' }),
    expect: adminOnly,
  },
  { route: 'GET /api/dailymenus', call: (h) => h.get('/api/dailymenus'), expect: open },
  {
    route: 'POST /api/dailymenus',
    call: (h, { c, n }) =>
      h.post('/api/dailymenus', { date: `2030-01-${String(n + 1).padStart(2, '0')}`, dishes: [c.dishes[0].id] }),
    expect: adminOnly,
  },
  { route: 'GET /api/neighborhoods', call: (h) => h.get('/api/neighborhoods'), expect: open },
  {
    route: 'POST /api/neighborhoods',
    call: (h, { n }) => h.post('/api/neighborhoods', { name: `Bairro Matriz ${n}`, delivery_fee: 5, is_active: true }),
    expect: adminOnly,
  },
  { route: 'GET /api/expenses', call: (h) => h.get('/api/expenses'), expect: adminOnly },
  {
    route: 'POST /api/expenses',
    call: (h) => h.post('/api/expenses', { description: 'Gás', amount: 120, category: 'gas', date: '2026-11-20' }),
    expect: adminOnly,
  },
  { route: 'GET /api/analytics/dashboard', call: (h) => h.get('/api/analytics/dashboard'), expect: adminOnly },
  { route: 'GET /api/kitchen/production', call: (h) => h.get('/api/kitchen/production'), expect: adminOrStaff },
  { route: 'GET /api/settings/banner', call: (h) => h.get('/api/settings/banner'), expect: open },
  { route: 'GET /api/settings/public', call: (h) => h.get('/api/settings/public'), expect: open },
  { route: 'PUT /api/settings/hours', call: (h) => h.put('/api/settings/hours', { hours: ALL_DAY, closed_dates: [] }), expect: adminOnly },
  { route: 'PUT /api/settings/pause', call: (h) => h.put('/api/settings/pause', { paused: false }), expect: adminOrStaff },
  { route: 'PUT /api/settings/scheduling', call: (h) => h.put('/api/settings/scheduling', { slot_capacity: 10 }), expect: adminOnly },
  { route: 'GET /api/orders/slots', call: (h) => h.get('/api/orders/slots?date=2030-01-02'), expect: open },
  {
    route: 'PATCH /api/dailymenus/:id/portions',
    call: (h, { c }) => h.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: c.dishes[0].id, portions: 50 }),
    expect: adminOrStaff,
  },
  { route: 'GET /api/users', call: (h) => h.get('/api/users'), expect: adminOnly },
  {
    route: 'POST /api/users',
    call: (h, { n }) =>
      h.post('/api/users', {
        name: 'Nova Pessoa',
        email: `matriz-${n}-${Date.now()}@teste.com.br`,
        password: 'SenhaForte123',
        role: 'staff',
      }),
    expect: adminOnly,
  },
  { route: 'GET /api/auth/me', call: (h) => h.get('/api/auth/me'), expect: signedIn },
  { route: 'GET /api/orders', call: (h) => h.get('/api/orders'), expect: signedIn },
  {
    route: 'PUT /api/orders/:id',
    call: (h, { orderId }) => h.put(`/api/orders/${orderId}`, { notes: 'Sem cebola' }),
    expect: adminOnly,
  },
  { route: 'DELETE /api/orders/:id', call: (h, { orderId }) => h.delete(`/api/orders/${orderId}`), expect: adminOnly },
  {
    // confirmed -> preparing is a kitchen step: couriers and customers may not take it
    route: 'PUT /api/orders/:id/status',
    call: (h, { orderId }) => h.put(`/api/orders/${orderId}/status`, { status: 'preparing' }),
    expect: adminOrStaff,
  },
  // DECISIONS 10.1-10.3: the customer list, consent and the daily-menu list are the owner's
  { route: 'GET /api/customers', call: (h) => h.get('/api/customers'), expect: adminOnly },
  { route: 'GET /api/marketing/daily-menu', call: (h) => h.get('/api/marketing/daily-menu'), expect: adminOnly },
  { route: 'GET /api/settings/marketing-consent', call: (h) => h.get('/api/settings/marketing-consent'), expect: adminOnly },
  {
    route: 'PUT /api/settings/marketing-consent',
    call: (h, { n }) => h.put('/api/settings/marketing-consent', { text: `Quero receber o cardápio ${n}` }),
    expect: adminOnly,
  },
];

describe('access matrix: every route family x every role', () => {
  let t: TestApp;
  let c: OrderCatalog;
  let clients: Record<Who, HttpClient>;
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startTestApp();
    const f = new Factories(t);
    c = await seedOrderCatalog(t);
    clients = { anonymous: f.anonymous() } as Record<Who, HttpClient>;
    for (const who of WHO.slice(1)) clients[who] = (await f.newUser({ role: who as Role })).http;
    admin = clients.admin;
    menuId = (await admin.post('/api/dailymenus', { date: '2030-02-01', dishes: [c.dishes[0].id] })).body.id;
  });
  afterAll(() => t.close());

  let n = 0;
  for (const row of rows) {
    for (const who of WHO) {
      const expected = row.expect[who];
      it(`${row.route} as ${who} -> ${expected === 2 ? '2xx' : expected}`, async () => {
        const orderId = await newOrderIn(t, c, admin, 'confirmed');
        const res = await row.call(clients[who], { c, orderId, n: n++ });
        if (expected === 2) expect(Math.floor(res.status / 100)).toBe(2);
        else expect(res.status).toBe(expected);
      });
    }
  }
});
