import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { addDays } from '@quentinha/shared/availability/hours';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { MenuPortion, SlotCount } from '../../src/modules/availability/availability.entities.js';
import { Order, OrderEvent } from '../../src/modules/orders/order.entity.js';
import type { HttpResponse } from '../support/http.js';
import { isPortugueseError } from '../support/malformed.js';
import { figures } from './support/report.js';
import { databaseKinds, ServerProcess, TestDatabase } from './support/server.js';
import { hire, openShop, orderAt, orderBody, type Shop, type TeamMember } from './support/shop.js';

// Proof 2: races over HTTP against the running server. Each race is run several times on fresh
// orders; every loser gets a 4xx with a Portuguese message (never a 5xx), and the tables hold
// exactly what the one winner did; for the last portions and the last slot places, exactly as
// many orders as there was room for.
const REPEATS = 5;
const TO_READY = ['confirmed', 'preparing', 'ready'];

const summary = (responses: HttpResponse[]) =>
  responses.map((r) => `${r.status} ${JSON.stringify(r.body).slice(0, 120)}`).join(' | ');

describe.each(databaseKinds())('races (%s)', (kind) => {
  let database: TestDatabase;
  let server: ServerProcess;
  let shop: Shop;
  let couriers: TeamMember[];
  let staff: TeamMember[];

  beforeAll(async () => {
    database = await TestDatabase.create(kind);
    server = new ServerProcess(database);
    await server.start();
    shop = await openShop(server);
    couriers = await hire(server, shop, 'delivery', 20);
    staff = await hire(server, shop, 'staff', 2);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const eventsOf = async (orderId: string) =>
    (await database.db()).getRepository(OrderEvent).find({ where: { order_id: orderId } });
  const orderRow = async (orderId: string) =>
    (await database.db()).getRepository(Order).findOneByOrFail({ id: orderId });

  it('20 couriers collect one ready delivery order at once: exactly one takes it', async () => {
    const failures: string[] = [];
    for (let round = 0; round < REPEATS; round++) {
      const id = await orderAt(shop, server.client(), TO_READY);
      const responses = await Promise.all(
        couriers.map((c) => c.http.put(`/api/orders/${id}/status`, { status: 'delivering' })),
      );
      const winners = responses.flatMap((r, i) => (r.status === 200 ? [couriers[i]] : []));
      const losers = responses.filter((r) => r.status !== 200);
      if (winners.length !== 1) failures.push(`order ${id}: ${winners.length} couriers won: ${summary(responses)}`);
      for (const r of losers) {
        if (r.status !== 409 || !isPortugueseError(r.body)) failures.push(`order ${id}: a loser got ${summary([r])}`);
      }
      const row = await orderRow(id);
      if (row.status !== 'delivering' || row.delivery_user_id !== winners[0]?.id) {
        failures.push(`order ${id}: status ${row.status}, courier ${row.delivery_user_id}, winner ${winners[0]?.id}`);
      }
      const taken = (await eventsOf(id)).filter((e) => e.to_status === 'delivering');
      if (taken.length !== 1) failures.push(`order ${id}: ${taken.length} history entries to 'delivering'`);
    }
    figures(`race: 20 couriers collect one order (${kind})`, {
      orders: REPEATS,
      couriers: couriers.length,
      'winners per order': failures.length ? 'see failures' : 1,
    });
    expect(failures).toEqual([]);
  });

  it('10 identical submits with one Idempotency-Key make one order', async () => {
    const failures: string[] = [];
    for (let round = 0; round < REPEATS; round++) {
      const key = `race-${randomUUID()}`;
      const body = orderBody(shop, round % 2 ? 'pickup' : 'delivery');
      const guest = server.client();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => guest.post('/api/orders', body, { 'idempotency-key': key })),
      );
      const ids = new Set(responses.filter((r) => r.status === 201).map((r) => r.body.data.id as string));
      if (responses.some((r) => r.status !== 201) || ids.size !== 1) failures.push(`key ${key}: ${summary(responses)}`);
      const rows = await (await database.db()).getRepository(Order).countBy({ idempotency_key: In([key]) });
      if (rows !== 1) failures.push(`key ${key}: ${rows} order rows`);
    }
    figures(`race: 10 submits, one key (${kind})`, {
      keys: REPEATS,
      'submits per key': 10,
      'orders per key': failures.length ? 'see failures' : 1,
    });
    expect(failures).toEqual([]);
  });

  it('two staff dispatch one order at once to two couriers: exactly one wins', async () => {
    const failures: string[] = [];
    for (let round = 0; round < REPEATS; round++) {
      const id = await orderAt(shop, server.client(), TO_READY);
      const chosen = [couriers[(2 * round) % couriers.length], couriers[(2 * round + 1) % couriers.length]];
      const responses = await Promise.all(
        staff.map((s, i) => s.http.put(`/api/orders/${id}/status`, { status: 'delivering', courier_id: chosen[i].id })),
      );
      const won = responses.flatMap((r, i) => (r.status === 200 ? [i] : []));
      if (won.length !== 1) {
        failures.push(`order ${id}: ${won.length} dispatches won: ${summary(responses)}`);
        continue;
      }
      const loser = responses[1 - won[0]];
      if (loser.status !== 409 || !isPortugueseError(loser.body))
        failures.push(`order ${id}: the loser got ${summary([loser])}`);
      const row = await orderRow(id);
      if (row.status !== 'delivering' || row.delivery_user_id !== chosen[won[0]].id) {
        failures.push(
          `order ${id}: status ${row.status}, courier ${row.delivery_user_id}, expected ${chosen[won[0]].id}`,
        );
      }
      const dispatched = (await eventsOf(id)).filter((e) => e.to_status === 'delivering');
      if (dispatched.length !== 1) failures.push(`order ${id}: ${dispatched.length} history entries to 'delivering'`);
    }
    figures(`race: two staff dispatch one order (${kind})`, {
      orders: REPEATS,
      'winners per order': failures.length ? 'see failures' : 1,
    });
    expect(failures).toEqual([]);
  });

  /** One box with only `dishIndex`'s dish, as a guest orders it. */
  const oneBox = (dishIndex: number, extra: Record<string, unknown> = {}) => ({
    ...orderBody(shop),
    items: [{ product_id: shop.quentinhaId, quantity: 1, size: 'medio', chosen_dishes: [shop.dishes[dishIndex].id] }],
    ...extra,
  });
  const place = (body: Record<string, unknown>) =>
    server.client().post('/api/orders', body, { 'idempotency-key': `race-${randomUUID()}` });

  it('10 guests for the last 3 portions of a dish: exactly 3 orders, 7 refusals naming it', async () => {
    const failures: string[] = [];
    const dish = shop.dishes[3]; // 'Salada Verde': the other proofs' orders never take it
    const portions = async () =>
      (await database.db()).getRepository(MenuPortion).findOneBy({ menu_id: shop.dailyMenuId, dish_id: dish.id });
    for (let round = 0; round < REPEATS; round++) {
      const sold = (await portions())?.sold ?? 0;
      const cap = await shop.admin.patch(`/api/dailymenus/${shop.dailyMenuId}/portions`, { dish_id: dish.id, portions: sold + 3 });
      if (cap.status !== 200) failures.push(`cap: ${summary([cap])}`);
      const responses = await Promise.all(Array.from({ length: 10 }, () => place(oneBox(3))));
      const won = responses.filter((r) => r.status === 201);
      const refused = responses.filter((r) => r.status !== 201);
      if (won.length !== 3) failures.push(`round ${round}: ${won.length} orders went in: ${summary(responses)}`);
      for (const r of refused) {
        const message = String(r.body?.message ?? '');
        if (r.status !== 409 || !message.includes(dish.name) || !/esgotado/i.test(message))
          failures.push(`round ${round}: a refusal was ${summary([r])}`);
      }
      const row = await portions();
      if (row?.sold !== sold + 3) failures.push(`round ${round}: sold ${row?.sold}, expected ${sold + 3}`);
    }
    await shop.admin.patch(`/api/dailymenus/${shop.dailyMenuId}/portions`, { dish_id: dish.id, portions: null });
    figures(`race: 10 guests, last 3 portions (${kind})`, {
      rounds: REPEATS,
      'orders per round': failures.length ? 'see failures' : 3,
    });
    expect(failures).toEqual([]);
  });

  it('10 guests for the last 3 places of a slot: exactly 3 orders, 7 refusals naming the slot', async () => {
    const failures: string[] = [];
    const set = await shop.admin.put('/api/settings/scheduling', { slot_minutes: 30, slot_capacity: 3 });
    if (set.status !== 200) failures.push(`scheduling: ${summary([set])}`);
    const tomorrow = addDays(todaySaoPaulo(), 1);
    for (let round = 0; round < REPEATS; round++) {
      // a fresh slot of tomorrow each round: 10:00, 10:30, ...
      const minutes = 600 + 30 * round;
      const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const at = new Date(`${tomorrow}T${hhmm}:00-03:00`).toISOString();
      const responses = await Promise.all(Array.from({ length: 10 }, () => place(oneBox(0, { scheduled_for: at }))));
      const won = responses.filter((r) => r.status === 201);
      if (won.length !== 3) failures.push(`slot ${hhmm}: ${won.length} orders went in: ${summary(responses)}`);
      for (const r of responses.filter((x) => x.status !== 201)) {
        if (r.status !== 409 || !String(r.body?.message ?? '').includes(hhmm)) failures.push(`slot ${hhmm}: a refusal was ${summary([r])}`);
      }
      const row = await (await database.db()).getRepository(SlotCount).findOneBy({ slot_at: at });
      if (row?.taken !== 3) failures.push(`slot ${hhmm}: ${row?.taken} boxes counted, expected 3`);
    }
    await shop.admin.put('/api/settings/scheduling', { slot_minutes: 15, slot_capacity: 10 });
    figures(`race: 10 guests, last 3 places of a slot (${kind})`, {
      slots: REPEATS,
      'orders per slot': failures.length ? 'see failures' : 3,
    });
    expect(failures).toEqual([]);
  });
});
