import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import type { OrderDto } from '@quentinha/shared/api/types';
import { Order, OrderItem } from '../../src/modules/orders/order.entity.js';
import { figures, note, prng, runSeed } from './support/report.js';
import { ADMIN_EMAIL, databaseKinds, ServerProcess, TestDatabase } from './support/server.js';
import { openShop, type Shop } from './support/shop.js';

// Proof 1: kill -9 of the server while orders are being created, several rounds. Every order
// that was acknowledged (201 fully received) is there after the restart with its items and total;
// retrying every key, acknowledged or cut, gives exactly one order per key (the same one when it
// was acknowledged), also when two retries of one key race.
const ROUNDS = Number(process.env.RELIABILITY_CRASH_ROUNDS ?? 3);
const CONCURRENCY = 12;
/** bound on each worker's requests in one round: the kill comes long before */
const MAX_PER_WORKER = 200;

interface Sent {
  round: number;
  body: Record<string, unknown>;
}

const itemKey = (i: {
  product_id: string;
  size: string;
  quantity: number;
  unit_price: number;
  chosen_dishes: string[];
}) =>
  `${i.product_id}|${i.size}|${i.quantity}|${i.unit_price}|${[...i.chosen_dishes]
    .map((d) => d.toLowerCase())
    .sort()
    .join(',')}`;
const itemsOf = (order: OrderDto) => order.items.map(itemKey).sort().join(' ; ');

describe.each(databaseKinds())('kill -9 during concurrent order creation (%s)', (kind) => {
  let database: TestDatabase;
  let server: ServerProcess;
  let shop: Shop;
  const seed = runSeed();
  const random = prng(seed);

  beforeAll(async () => {
    database = await TestDatabase.create(kind);
    server = new ServerProcess(database);
    await server.start();
    shop = await openShop(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  /** A checkout that differs from the last: pickup or delivery, sizes, quantities, drink or not. */
  function randomBody(): Record<string, unknown> {
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const dishes = shop.dishes.filter(() => random() < 0.6).slice(0, 3);
    const items: Record<string, unknown>[] = [
      {
        product_id: shop.quentinhaId,
        quantity: 1 + Math.floor(random() * 3),
        size: pick(['pequeno', 'medio', 'grande']),
        chosen_dishes: (dishes.length ? dishes : shop.dishes.slice(0, 1)).map((d) => (random() < 0.5 ? d.id : d.name)),
      },
    ];
    if (random() < 0.5) items.push({ product_id: shop.drinkId, quantity: 1 + Math.floor(random() * 2), size: 'medio' });
    return {
      customer: { name: `Cliente ${Math.floor(random() * 1000)}`, phone: '(11) 98765-4321' },
      items,
      delivery:
        random() < 0.5
          ? { type: 'pickup' }
          : { type: 'delivery', address: 'Rua das Flores, 10', neighborhood: shop.neighborhoodId },
      payment: { method: pick(['pix', 'cash', 'credit_card', 'debit_card']) },
    };
  }

  it(`keeps every acknowledged order and one order per key over ${ROUNDS} rounds`, async () => {
    note(`crash proof (${kind}): seed ${seed} (RELIABILITY_SEED=${seed} replays the bodies and kill points)`);
    const sent = new Map<string, Sent>();
    const acknowledged = new Map<string, OrderDto>();
    const failures: string[] = [];
    let requests = 0;
    let cut = 0;
    let inFlightAtKills = 0;
    let committedUnacknowledged = 0;
    let found = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      const threshold = 15 + Math.floor(random() * 30);
      const state = { acks: 0, inFlight: 0, killed: false };
      let killed = null as Promise<void> | null;
      const url = `${server.baseUrl}/api/orders`;
      const worker = async () => {
        for (let n = 0; n < MAX_PER_WORKER && !state.killed; n++) {
          const key = `crash-${round}-${randomUUID()}`;
          const body = randomBody();
          sent.set(key, { round, body });
          requests++;
          state.inFlight++;
          try {
            const res = await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify(body),
            });
            const json = (await res.json()) as { data?: OrderDto };
            if (res.status === 201 && json.data) {
              acknowledged.set(key, json.data);
              if (++state.acks === threshold) {
                // the kill point: a random 0-20 ms after the threshold, so it may land mid-commit
                killed = new Promise<void>((done) =>
                  setTimeout(
                    () => {
                      state.killed = true;
                      inFlightAtKills += state.inFlight;
                      void server.kill().then(done);
                    },
                    Math.floor(random() * 21),
                  ),
                );
              }
            } else if (!state.killed)
              failures.push(`round ${round}: POST /api/orders answered ${res.status} ${JSON.stringify(json)}`);
          } catch {
            cut++; // the connection died with the server: not acknowledged
          } finally {
            state.inFlight--;
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (!killed) throw new Error(`round ${round}: the kill never happened (${state.acks} acknowledged)`);
      await killed;

      await server.start();
      const admin = await server.signIn(ADMIN_EMAIL);
      // every acknowledged order, of every round so far, is there with its items and total
      found = 0;
      for (const [key, order] of acknowledged) {
        const res = await admin.get(`/api/orders/${order.id}`);
        if (res.status !== 200) {
          failures.push(
            `round ${round}: acknowledged order ${order.id} (key ${key}) answers ${res.status} after the restart`,
          );
          continue;
        }
        const now = res.body.data as OrderDto;
        if (now.total_amount !== order.total_amount || itemsOf(now) !== itemsOf(order)) {
          failures.push(
            `round ${round}: order ${order.id} changed: total ${order.total_amount} -> ${now.total_amount}, items ${itemsOf(order)} -> ${itemsOf(now)}`,
          );
        } else found++;
      }
      // every key ever sent, retried twice at once: one order per key, the acknowledged one if any
      const keys = [...sent.keys()];
      for (let i = 0; i < keys.length; i += CONCURRENCY) {
        await Promise.all(
          keys.slice(i, i + CONCURRENCY).map(async (key) => {
            const result = await retryTwice(key);
            if (typeof result === 'string') return failures.push(`round ${round}: ${result}`);
            const known = acknowledged.get(key);
            if (known && result.id !== known.id)
              failures.push(`round ${round}: key ${key} acknowledged as ${known.id} replays ${result.id}`);
            // first retry of a key whose answer was cut: did the order commit before the kill?
            if (!known && sent.get(key)!.round === round && result.replayed) committedUnacknowledged++;
          }),
        );
      }
      failures.push(...(await checkDatabase(keys)).map((f) => `round ${round}: ${f}`));
    }

    figures(`kill -9 (${kind})`, {
      rounds: ROUNDS,
      'orders sent': requests,
      acknowledged: acknowledged.size,
      'found after restart': found,
      'in flight at the kills': inFlightAtKills,
      'cut by the kills': cut,
      'committed but unacknowledged (replayed on retry)': committedUnacknowledged,
      'keys retried': sent.size,
      seed,
    });
    expect(failures).toEqual([]);
    expect(found).toBe(acknowledged.size);
    expect(inFlightAtKills).toBeGreaterThan(0);

    /** Two concurrent retries of a key: both 201 with the same order. */
    async function retryTwice(key: string): Promise<{ id: string; replayed: boolean } | string> {
      const body = sent.get(key)!.body;
      const guest = server.client();
      const both = await Promise.all([0, 1].map(() => guest.post('/api/orders', body, { 'idempotency-key': key })));
      if (both.some((r) => r.status !== 201))
        return `retry of ${key}: ${both.map((r) => `${r.status} ${JSON.stringify(r.body).slice(0, 160)}`).join(' | ')}`;
      const [a, b] = both.map((r) => r.body.data as OrderDto);
      if (a.id !== b.id) return `two retries of ${key} made two orders: ${a.id} and ${b.id}`;
      // a key whose first request was cut: the first retry either replays a committed order or makes it now
      const replayed = both.every((r) => r.headers.get('idempotent-replayed') === 'true');
      return { id: a.id, replayed };
    }

    /** Straight from the tables: one row per key, and no order without its items or with a wrong total. */
    async function checkDatabase(keys: string[]): Promise<string[]> {
      const db = await database.db();
      try {
        const problems: string[] = [];
        const orders = await db.getRepository(Order).find({ where: { idempotency_key: In(keys) } });
        const perKey = new Map<string, number>();
        for (const o of orders) perKey.set(o.idempotency_key!, (perKey.get(o.idempotency_key!) ?? 0) + 1);
        for (const key of keys)
          if (perKey.get(key) !== 1) problems.push(`key ${key} has ${perKey.get(key) ?? 0} orders`);
        const all = await db.getRepository(Order).find();
        const items = await db.getRepository(OrderItem).find();
        const byOrder = new Map<string, OrderItem[]>();
        for (const item of items) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
        for (const o of all) {
          const mine = byOrder.get(o.id) ?? [];
          const subtotal = mine.reduce((sum, i) => sum + i.unit_price_cents * i.quantity, 0);
          if (mine.length === 0) problems.push(`order ${o.id} has no items`);
          else if (subtotal !== o.subtotal_cents || subtotal + o.delivery_fee_cents !== o.total_amount_cents) {
            problems.push(
              `order ${o.id}: items sum ${subtotal}, subtotal ${o.subtotal_cents}, fee ${o.delivery_fee_cents}, total ${o.total_amount_cents}`,
            );
          }
        }
        const numbers = new Set(all.map((o) => o.order_number));
        if (numbers.size !== all.length) problems.push(`${all.length - numbers.size} repeated order numbers`);
        return problems;
      } finally {
        await database.closeReader();
      }
    }
  }, 240_000);
});
