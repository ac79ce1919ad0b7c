import { randomUUID } from 'node:crypto';
import type { Role } from '@quentinha/shared/api/types';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { JwtService } from '@nestjs/jwt';
import * as argon2 from 'argon2';
import { ACCESS_COOKIE, type AccessTokenPayload } from '../../../src/common/auth/auth-user.js';
import { User } from '../../../src/modules/users/user.entity.js';
import type { HttpClient, HttpResponse } from '../../support/http.js';
import { ADMIN_EMAIL, JWT_SECRET, type ServerProcess, STAFF_PASSWORD } from './server.js';

/** A shop opened through the API by its owner (ADMIN_EMAIL): a small catalogue and the team. */
export interface Shop {
  admin: HttpClient;
  adminId: string;
  quentinhaId: string;
  drinkId: string;
  /** on today's menu */
  dishes: { id: string; name: string }[];
  neighborhoodId: string;
  dailyMenuId: string;
}

export interface TeamMember {
  id: string;
  email: string;
  http: HttpClient;
}

function expectStatus(res: HttpResponse, status: number, what: string): void {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
}

/** Valid bodies of the catalogue routes (the fuzz mutates these too). */
export const VALID_BODIES = {
  product: () => ({
    name: `Quentinha ${randomUUID().slice(0, 6)}`,
    description: 'Arroz, feijão e proteína.',
    category: 'quentinha',
    sizes: [
      { name: 'pequeno', price: 15, cost: 6 },
      { name: 'medio', price: 20, cost: 8 },
      { name: 'grande', price: 25, cost: 10 },
    ],
    max_items_per_quentinha: 3,
  }),
  drink: () => ({
    name: `Suco ${randomUUID().slice(0, 6)}`,
    description: 'Natural.',
    category: 'bebida',
    sizes: [{ name: 'medio', price: 6, cost: 2.5 }],
  }),
  dish: (name = `Prato ${randomUUID().slice(0, 6)}`) => ({ name, type: 'Acompanhamento', category: 'Acompanhamento' }),
  neighborhood: () => ({ name: `Bairro ${randomUUID().slice(0, 6)}`, delivery_fee: 7.5, is_active: true }),
  expense: () => ({ description: 'Gás de cozinha', amount: 129.9, category: 'gas', date: '2031-01-10' }),
  user: (role: Role = 'staff') => ({
    name: 'Pessoa da Equipe',
    email: `equipe-${randomUUID().slice(0, 8)}@quentinha-confiavel.com.br`,
    password: STAFF_PASSWORD,
    role,
  }),
};

export async function openShop(server: ServerProcess): Promise<Shop> {
  const admin = await server.signIn(ADMIN_EMAIL);
  const me = await admin.get('/api/auth/me');
  expectStatus(me, 200, 'GET /api/auth/me');
  const quentinha = await admin.post('/api/products', { ...VALID_BODIES.product(), name: 'Quentinha Tradicional' });
  expectStatus(quentinha, 201, 'POST /api/products');
  const drink = await admin.post('/api/products', { ...VALID_BODIES.drink(), name: 'Suco de Laranja' });
  expectStatus(drink, 201, 'POST /api/products (drink)');
  const dishes: { id: string; name: string }[] = [];
  for (const name of ['Arroz Branco', 'Feijão Carioca', 'Frango Grelhado', 'Salada Verde']) {
    const res = await admin.post('/api/dishes', VALID_BODIES.dish(name));
    expectStatus(res, 201, `POST /api/dishes ${name}`);
    dishes.push({ id: res.body.id, name: res.body.name });
  }
  const hood = await admin.post('/api/neighborhoods', { ...VALID_BODIES.neighborhood(), name: 'Centro' });
  expectStatus(hood, 201, 'POST /api/neighborhoods');
  const menu = await admin.post('/api/dailymenus', { date: todaySaoPaulo(), dishes: dishes.map((d) => d.id) });
  expectStatus(menu, 201, 'POST /api/dailymenus');
  return {
    admin,
    adminId: me.body.user.id,
    quentinhaId: quentinha.body.product.id,
    drinkId: drink.body.product.id,
    dishes,
    neighborhoodId: hood.body.id,
    dailyMenuId: menu.body.id,
  };
}

let hashOnce: Promise<string> | null = null;

/**
 * Team members written straight to the users table (as test/support/factories.ts does) and
 * signed in with an access token made with the server's secret: argon2 runs once, not per person.
 */
export async function hire(
  server: ServerProcess,
  _shop: Shop,
  role: Role,
  count: number,
  headers: (i: number) => Record<string, string> = () => ({}),
): Promise<TeamMember[]> {
  const users = (await server.database.db()).getRepository(User);
  const password_hash = await (hashOnce ??= argon2.hash(STAFF_PASSWORD));
  const jwt = new JwtService({ secret: JWT_SECRET, signOptions: { algorithm: 'HS256', expiresIn: 3600 } });
  const members: TeamMember[] = [];
  for (let i = 0; i < count; i++) {
    const { password: _password, ...body } = VALID_BODIES.user(role);
    const user = users.create({ ...body, password_hash, user_type: null, active: true, phone: null, token_version: 0 });
    await users.save(user);
    const http = server.client(headers(i));
    const payload: AccessTokenPayload = { sub: user.id, role, ver: 0 };
    http.cookies.set(ACCESS_COOKIE, jwt.sign(payload));
    members.push({ id: user.id, email: body.email, http });
  }
  return members;
}

export type DeliveryKind = 'pickup' | 'delivery';

/** A valid checkout: 2 x quentinha medio (R$ 40) + 1 drink (R$ 6), pix; delivery adds R$ 7,50. */
export function orderBody(
  shop: Shop,
  kind: DeliveryKind = 'pickup',
  customer = 'Maria da Silva',
  phone = '(11) 98765-4321',
): Record<string, unknown> {
  return {
    customer: { name: customer, phone },
    items: [
      {
        product_id: shop.quentinhaId,
        quantity: 2,
        size: 'medio',
        chosen_dishes: [shop.dishes[0].name.toLowerCase(), shop.dishes[2].id],
      },
      { product_id: shop.drinkId, quantity: 1, size: 'medio', chosen_dishes: [] },
    ],
    delivery:
      kind === 'pickup'
        ? { type: 'pickup' }
        : { type: 'delivery', address: 'Rua das Flores, 10', neighborhood: shop.neighborhoodId },
    payment: { method: 'pix' },
  };
}

/** Places an order as `as` and walks it to `status` through the API as the owner would. */
export async function orderAt(
  shop: Shop,
  as: HttpClient,
  path: string[],
  kind: DeliveryKind = 'delivery',
): Promise<string> {
  const res = await as.post('/api/orders', orderBody(shop, kind), { 'idempotency-key': randomUUID() });
  expectStatus(res, 201, 'POST /api/orders');
  const id = res.body.data.id as string;
  for (const status of path) {
    const step = await shop.admin.put(`/api/orders/${id}/status`, { status });
    expectStatus(step, 200, `PUT /api/orders/${id}/status ${status}`);
  }
  return id;
}
