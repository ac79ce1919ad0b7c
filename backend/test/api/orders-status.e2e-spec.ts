import { randomUUID } from 'node:crypto';
import type { OrderDto, Role, WireStatus } from '@quentinha/shared/api/types';
import { WIRE_STATUSES } from '@quentinha/shared/orders/status';
import { DomainEvents } from '../../src/common/events/domain-events.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Factories, type TestUser } from '../support/factories.js';
import type { HttpClient, HttpResponse } from '../support/http.js';
import { eventsOf, newOrderIn, type OrderCatalog } from '../support/order-fixtures.js';
import { startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

type Kind = 'delivery' | 'pickup';
type Step = [WireStatus, WireStatus];

/** DECISIONS.md section 9.1 (with 9.2's undo steps), written out by hand (not derived from the code under test). */
const KITCHEN_COMMON: Step[] = [
  ['confirmed', 'preparing'],
  ['preparing', 'ready'],
  ['preparing', 'confirmed'],
  ['ready', 'preparing'],
  ['pending', 'cancelled'],
  ['awaiting_payment', 'cancelled'],
  ['confirmed', 'cancelled'],
  ['preparing', 'cancelled'],
];
const ALLOWED: Record<Exclude<Role, 'admin'>, Record<Kind, Step[]>> = {
  // DECISIONS 9.5: staff also confirm that a PIX payment arrived
  staff: {
    delivery: [...KITCHEN_COMMON, ['ready', 'delivering'], ['awaiting_payment', 'confirmed']],
    pickup: [...KITCHEN_COMMON, ['ready', 'delivered'], ['awaiting_payment', 'confirmed']],
  },
  kitchen: {
    delivery: [...KITCHEN_COMMON, ['ready', 'delivering']],
    pickup: [...KITCHEN_COMMON, ['ready', 'delivered']],
  },
  delivery: {
    delivery: [
      ['ready', 'delivering'],
      ['delivering', 'delivered'],
    ],
    // a pickup order is never on the road; one put there by hand may still be closed by its courier
    pickup: [['delivering', 'delivered']],
  },
  customer: {
    delivery: [
      ['pending', 'cancelled'],
      ['awaiting_payment', 'cancelled'],
    ],
    pickup: [
      ['pending', 'cancelled'],
      ['awaiting_payment', 'cancelled'],
    ],
  },
};

/** Statuses a role ever sets: another target is a role problem (403), a wrong start a conflict (409). */
const TARGETS: Record<Exclude<Role, 'admin'>, WireStatus[]> = {
  staff: ['confirmed', 'preparing', 'ready', 'delivering', 'delivered', 'cancelled'],
  kitchen: ['confirmed', 'preparing', 'ready', 'delivering', 'delivered', 'cancelled'],
  delivery: ['delivering', 'delivered'],
  customer: ['cancelled'],
};

describe('order status changes', () => {
  let t: TestApp, f: Factories, c: OrderCatalog, guest: HttpClient, users: Record<Role, TestUser>;

  beforeAll(async () => {
    ({ t, f, c, guest, users } = await startOrderTestBed());
  });
  afterAll(() => t.close());

  const setStatus = (as: TestUser, id: string, status: unknown): Promise<HttpResponse> =>
    as.http.put(`/api/orders/${id}/status`, { status });

  const roleKinds = (['staff', 'kitchen', 'delivery', 'customer'] as const).flatMap((role) =>
    (['delivery', 'pickup'] as const).map((kind) => [role, kind] as const),
  );
  it.each(roleKinds)('enforces every transition for %s on a %s order', async (role, kind) => {
    const actor = users[role];
    // the customer's own order (another one answers 404, tested apart)
    const id = await newOrderIn(t, c, role === 'customer' ? actor.http : guest, 'pending', null, kind);
    const repo = t.db.getRepository(Order);
    const wrong: string[] = [];
    // the team names a courier with every change (only a dispatch reads it)
    const extra = role === 'staff' || role === 'kitchen' ? { courier_id: users.delivery.user.id } : {};
    for (const from of WIRE_STATUSES) {
      for (const to of WIRE_STATUSES) {
        if (from === to) continue;
        // a courier delivers only what they collected: their own order in these cases
        const mine = role === 'delivery' && from === 'delivering' ? actor.user : null;
        await repo.update(id, {
          status: from,
          delivery_user_id: mine?.id ?? null,
          delivery_user_email: mine?.email ?? null,
        });
        const res = await actor.http.put(`/api/orders/${id}/status`, { status: to, ...extra });
        const allowed = ALLOWED[role][kind].some(([a, b]) => a === from && b === to);
        const expected = allowed ? 200 : TARGETS[role].includes(to) ? 409 : 403;
        if (res.status !== expected)
          wrong.push(`${from} -> ${to}: ${res.status} (expected ${expected}) ${res.body?.message ?? ''}`);
        else if (!allowed && !/[áãçéêóõí]|não/i.test(res.body.message))
          wrong.push(`${from} -> ${to}: message not Portuguese`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the admin set any status, with an audit line for each change', async () => {
    const id = await newOrderIn(t, c, guest);
    const path: WireStatus[] = ['delivered', 'pending', 'cancelled', 'awaiting_payment', 'ready', 'confirmed'];
    // a delivery order is delivered by someone: the admin names the courier
    const courier = { courier_id: users.delivery.user.id };
    for (const to of path)
      expect((await users.admin.http.put(`/api/orders/${id}/status`, { status: to, ...courier })).status).toBe(200);
    const again = await setStatus(users.admin, id, 'confirmed');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('O pedido já está com o status Confirmado.');
    const res = await users.admin.http.get(`/api/orders/${id}`);
    expect(res.body.data.status_history.map((h: { to: string }) => h.to)).toEqual(['pending', ...path]);
    expect(res.body.data.status_history[1]).toMatchObject({
      from: 'pending',
      to: 'delivered',
      by_user_id: users.admin.user.id,
      by_name: 'Pessoa admin',
    });
  });

  it('walks the kitchen and courier flow: collection assigns the courier, delivery marks it paid', async () => {
    const id = await newOrderIn(t, c, guest, 'confirmed');
    expect((await setStatus(users.kitchen, id, { current: 'preparando' })).status).toBe(200);
    expect((await users.staff.http.patch(`/api/orders/${id}/status`, { status: 'ready' })).status).toBe(200);
    const collected = await setStatus(users.delivery, id, 'em_rota');
    expect(collected.status).toBe(200);
    expect(collected.body.data).toMatchObject({
      status: 'delivering',
      delivery_user_id: users.delivery.user.id,
      delivery_user: users.delivery.user.email,
      delivery_user_name: 'Pessoa delivery',
      payment_status: 'pending',
    });
    const delivered = await setStatus(users.delivery, id, 'delivered');
    expect(delivered.body.data).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect((await eventsOf(t, id)).map((e) => `${e.kind}:${e.to_status}:${e.user_name}`)).toEqual([
      'created:pending:website',
      'status:preparing:Pessoa kitchen',
      'status:ready:Pessoa staff',
      'collected:delivering:Pessoa delivery',
      'status:delivered:Pessoa delivery',
    ]);
  });

  it('lets exactly one of two couriers collect the same ready order', async () => {
    const rival = await f.newUser({ role: 'delivery', name: 'Rival' });
    for (let round = 0; round < 3; round++) {
      const id = await newOrderIn(t, c, guest, 'ready');
      const results = await Promise.all([
        setStatus(users.delivery, id, 'delivering'),
        setStatus(rival, id, 'delivering'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body.message).toBe('Este pedido já foi coletado por outro entregador.');
      const winner = results.find((r) => r.status === 200)!;
      const stored = await t.db.getRepository(Order).findOneByOrFail({ id });
      expect(stored.delivery_user_id).toBe(winner.body.data.delivery_user_id);
      expect((await eventsOf(t, id)).filter((e) => e.kind === 'collected')).toHaveLength(1);
    }
  });

  it("does not let a courier deliver another courier's order", async () => {
    const other = await f.newUser({ role: 'delivery', name: 'Outro' });
    const id = await newOrderIn(t, c, guest, 'delivering', other.user);
    const res = await setStatus(users.delivery, id, 'delivered');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Somente o entregador que coletou este pedido pode marcar como entregue.');
    expect((await setStatus(other, id, 'delivered')).status).toBe(200);
  });

  it('publishes order.updated after the change, in the REST shape without the token', async () => {
    const id = await newOrderIn(t, c, guest, 'confirmed');
    const seen: { order: OrderDto; trackingToken: string; previous?: OrderDto }[] = [];
    const off = t.app.get(DomainEvents).on('order.updated', (e) => seen.push(e));
    await setStatus(users.kitchen, id, 'preparing');
    off();
    expect(seen).toHaveLength(1);
    expect(seen[0].order).toMatchObject({ id, status: 'preparing' });
    expect(seen[0].order.tracking_token).toBeUndefined();
    expect(seen[0].previous?.status).toBe('confirmed');
    expect(seen[0].trackingToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });

  it('needs login, a staff role, a known order and a known status', async () => {
    const id = await newOrderIn(t, c, guest, 'confirmed');
    expect((await guest.put(`/api/orders/${id}/status`, { status: 'preparing' })).status).toBe(401);
    const customer = await setStatus(users.customer, id, 'preparing');
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe('Você não tem permissão para esta ação.');
    expect((await setStatus(users.admin, randomUUID(), 'preparing')).status).toBe(404);
    const unknown = await setStatus(users.admin, id, 'voando');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^Status inválido: "voando"/);
  });
});
