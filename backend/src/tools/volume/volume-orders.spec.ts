import type { Role } from '@quentinha/shared/api/types';
import { canTransition } from '@quentinha/shared/orders/transitions';
import { formatInTimeZone } from 'date-fns-tz';
import { orderTotals } from '../../modules/orders/order-pricing.js';
import { volumeDays, weekdayOf } from './volume-calendar.js';
import { catalogDraws, type Actor, type VolumeCatalog } from './volume-catalog.js';
import { buildCustomerPool } from './volume-customers.js';
import { draftDay, type DraftOrder } from './volume-orders.js';
import { volumeRandom } from './volume-random.js';

const person = (id: string, name: string): Actor => ({ id, name, email: `${id}@quentinha.com.br` });
const admin = person('admin', 'Dona Maria');
const staff = person('staff', 'Carlos da Cozinha');
const couriers = [person('c1', 'Pedro'), person('c2', 'Rita'), person('c3', 'Marcos')];
const ROLES: Record<string, Role> = {
  admin: 'admin',
  staff: 'staff',
  c1: 'delivery',
  c2: 'delivery',
  c3: 'delivery',
  ana: 'customer',
};

const catalog: VolumeCatalog = {
  quentinhas: [
    {
      id: 'trad',
      name: 'Quentinha Tradicional',
      category: 'quentinha',
      maxDishes: 4,
      sizes: [
        { name: 'pequeno', price_cents: 1690, cost_cents: 720 },
        { name: 'medio', price_cents: 1990, cost_cents: 850 },
        { name: 'familia', price_cents: 5490, cost_cents: 2300 },
      ],
    },
    {
      id: 'fit',
      name: 'Quentinha Fitness',
      category: 'quentinha',
      maxDishes: 3,
      sizes: [{ name: 'medio', price_cents: 2590, cost_cents: 1160 }],
    },
    {
      id: 'feij',
      name: 'Feijoada Completa',
      category: 'quentinha',
      maxDishes: 5,
      sizes: [{ name: 'grande', price_cents: 3990, cost_cents: 1720 }],
    },
  ],
  drinks: [
    {
      id: 'suco',
      name: 'Suco de Laranja',
      category: 'bebida',
      maxDishes: 5,
      sizes: [{ name: 'medio', price_cents: 900, cost_cents: 350 }],
    },
  ],
  sides: [
    {
      id: 'pudim',
      name: 'Pudim',
      category: 'sobremesa',
      maxDishes: 5,
      sizes: [{ name: 'medio', price_cents: 850, cost_cents: 300 }],
    },
  ],
  dishes: [
    { id: 'frango', name: 'Frango Grelhado', type: 'Proteína' },
    { id: 'bife', name: 'Bife Acebolado', type: 'Proteína' },
    { id: 'arroz', name: 'Arroz Branco', type: 'Grão' },
    { id: 'feijao', name: 'Feijão Carioca', type: 'Grão' },
    { id: 'farofa', name: 'Farofa', type: 'Acompanhamento' },
    { id: 'salada', name: 'Salada Verde', type: 'Salada' },
  ],
  neighborhoods: [
    { id: 'centro', name: 'Centro', delivery_fee_cents: 500 },
    { id: 'moema', name: 'Moema', delivery_fee_cents: 800 },
  ],
  couriers,
  admins: [admin],
  counter: [admin, staff],
  kitchen: [staff],
  accounts: [{ id: 'ana', name: 'Ana Cliente', phone: null }],
  pix: null,
  menus: new Map(),
};

// a Wednesday, 12:40 in Sao Paulo: today is in the middle of the lunch rush
const NOW = Date.parse('2026-11-25T15:40:00Z');

function generate(seed: number, days = 21, perDay = 80): DraftOrder[] {
  const rand = volumeRandom(seed);
  const ctx = {
    catalog,
    draws: catalogDraws(catalog, rand),
    pool: buildCustomerPool(rand, 300, catalog.neighborhoods, catalog.accounts),
    now: NOW,
  };
  const list = volumeDays('2026-11-25', days);
  return list.flatMap((_, i) => draftDay(rand, ctx, perDay, list, i));
}

/** What a person would see of an order: everything but the random ids and tokens. */
const look = (d: DraftOrder) => [
  d.order.customer_name,
  d.order.whatsapp,
  d.order.status,
  d.order.total_amount_cents,
  d.order.created_at.getTime(),
  d.items.map((i) => [i.product_name, i.size, i.quantity, i.chosen_dishes]),
  d.events.map((e) => [e.to_status, e.user_name, e.at.getTime()]),
];
const minutes = (d: DraftOrder, from: string, to: string) => {
  const at = (s: string) => d.events.find((e) => e.to_status === s)?.at.getTime();
  const a = at(from);
  const b = at(to);
  return a === undefined || b === undefined ? null : (b - a) / 60_000;
};

describe('volume orders', () => {
  const sut = generate(3);
  const past = sut.filter((d) => d.order.order_date !== '2026-11-25');
  const share = (list: DraftOrder[], test: (d: DraftOrder) => boolean) => list.filter(test).length / list.length;

  it('draws the same orders from the same seed, other orders from another', () => {
    expect(generate(3).map(look)).toEqual(sut.map(look));
    expect(generate(4).map(look)).not.toEqual(sut.map(look));
  });

  it('prices every order from the catalogue and fills boxes within their dish limit', () => {
    const max = new Map(catalog.quentinhas.map((p) => [p.id, p.maxDishes]));
    for (const { order, items } of sut) {
      expect(orderTotals(items, order.delivery_fee_cents)).toEqual({
        subtotal_cents: order.subtotal_cents,
        delivery_fee_cents: order.delivery_fee_cents,
        total_amount_cents: order.total_amount_cents,
        total_cost_cents: order.total_cost_cents,
      });
      for (const item of items) {
        const limit = max.get(item.product_id);
        if (limit === undefined) expect(item.chosen_dishes).toEqual([]);
        else expect(item.chosen_dishes.length >= 1 && item.chosen_dishes.length <= limit).toBe(true);
        expect(new Set(item.chosen_dishes).size).toBe(item.chosen_dishes.length);
      }
      if (order.change_for_cents !== null)
        expect(order.change_for_cents).toBeGreaterThanOrEqual(order.total_amount_cents);
    }
    const feijoadaDays = new Set(
      sut.filter((d) => d.items.some((i) => i.product_id === 'feij')).map((d) => weekdayOf(d.order.order_date)),
    );
    expect([...feijoadaDays].sort()).toEqual([3, 6]);
  });

  it('moves every order only by steps its actor’s role may take, with the columns that follow', () => {
    for (const { order, events } of sut) {
      expect(events[0]).toMatchObject({ kind: 'created', from_status: null });
      events.slice(1).forEach((e, k) => {
        expect(e.from_status).toBe(events[k].to_status);
        const role = e.user_id ? ROLES[e.user_id] : 'customer';
        expect([
          order.order_date,
          e.from_status,
          e.to_status,
          role,
          canTransition(role, e.from_status!, e.to_status!, order),
        ]).toEqual([order.order_date, e.from_status, e.to_status, role, true]);
        expect(e.at.getTime()).toBeGreaterThanOrEqual(events[k].at.getTime());
      });
      expect(order.status).toBe(events[events.length - 1].to_status);
      expect(order.updated_at).toEqual(events[events.length - 1].at);
      expect(order.version).toBe(events.length);
      expect(order.payment_status).toBe(order.status === 'delivered' ? 'paid' : 'pending');
      const onTheRoad = events.some((e) => e.to_status === 'delivering');
      expect(order.delivery_user_id !== null).toBe(onTheRoad);
      if (onTheRoad) expect(couriers.map((c) => c.id)).toContain(order.delivery_user_id);
      expect(order.cancel_reason !== null).toBe(order.status === 'cancelled');
      expect(JSON.parse(order.consumed!).released === true).toBe(order.status === 'cancelled');
    }
  });

  it('takes the times a kitchen and its couriers take, and nothing happens after now', () => {
    for (const d of sut) {
      const ready = minutes(d, 'confirmed', 'ready');
      if (ready !== null) expect(ready >= 10 && ready < 31).toBe(true);
      const ride = minutes(d, 'delivering', 'delivered');
      if (ride !== null) expect(ride >= 10 && ride < 46).toBe(true);
      expect(d.order.updated_at.getTime()).toBeLessThanOrEqual(NOW);
      expect(formatInTimeZone(d.order.created_at, 'America/Sao_Paulo', 'yyyy-MM-dd')).toBe(d.order.order_date);
    }
    const today = sut.filter((d) => d.order.order_date === '2026-11-25');
    expect(new Set(today.map((d) => d.order.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('looks like a lunch business: lunch peak, quiet Sundays, a quarter pickups, 4% cancelled, regulars', () => {
    const hour = (d: DraftOrder) => Number(formatInTimeZone(d.order.created_at, 'America/Sao_Paulo', 'H.mm'));
    expect(share(past, (d) => hour(d) >= 11 && hour(d) < 13.3)).toBeGreaterThan(0.6);
    expect(share(past, (d) => hour(d) >= 18)).toBeGreaterThan(0.05);
    const perDay = (weekday: number) => past.filter((d) => weekdayOf(d.order.order_date) === weekday).length / 3;
    expect(perDay(0)).toBeLessThan(0.7 * perDay(5));
    expect(share(past, (d) => !d.order.is_delivery)).toBeGreaterThan(0.15);
    expect(share(past, (d) => !d.order.is_delivery)).toBeLessThan(0.35);
    expect(share(past, (d) => d.order.status === 'cancelled')).toBeGreaterThan(0.02);
    expect(share(past, (d) => d.order.status === 'cancelled')).toBeLessThan(0.07);
    expect(share(past, (d) => d.order.status === 'delivered')).toBeGreaterThan(0.9);
    expect(past.some((d) => d.order.status === 'pending')).toBe(true);
    expect(new Set(sut.map((d) => d.order.whatsapp)).size).toBeLessThan(sut.length / 2);
    expect(sut.some((d) => d.order.customer_user_id === 'ana')).toBe(true);
    expect(sut.some((d) => d.order.source === 'admin' && d.order.created_by !== null)).toBe(true);
  });
});
