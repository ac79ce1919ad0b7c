import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { Order, OrderEvent } from '../../src/modules/orders/order.entity.js';
import type { HttpResponse } from '../support/http.js';
import { isPortugueseError } from '../support/malformed.js';
import { figures } from './support/report.js';
import { databaseKinds, ServerProcess, TestDatabase } from './support/server.js';
import { hire, openShop, orderAt, orderBody, type Shop, type TeamMember } from './support/shop.js';

// Proof 2: races over HTTP against the running server. Each race is run several times on fresh
// orders; every loser gets a 4xx with a Portuguese message (never a 5xx), and the tables hold
// exactly what the one winner did. (The last-portions race waits for the availability issue.)
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
});
