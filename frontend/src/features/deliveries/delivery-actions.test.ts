import { describe, expect, it } from 'vitest';
import { makeOrder, makeUser } from '@/components/order-board/testing/order-fixtures';
import { admitDelivery, onDeliveryBoard } from './api';
import { deliveryActionFor, groupByNeighborhood, mapsHref, NO_NEIGHBORHOOD, streetForMaps, wazeHref } from './delivery-actions';

const admin = makeUser();
const carlos = makeUser({ id: 'u-carlos', role: 'delivery', email: 'carlos@q.test', name: 'Carlos' });
const dani = makeUser({ id: 'u-dani', role: 'customer', user_type: 'entregador', email: 'dani@q.test' });

const enRoute = (by: string | null, email: string | null = null) =>
  makeOrder({ status: 'delivering', is_delivery: true, delivery_user_id: by, delivery_user: email });

describe('deliveryActionFor', () => {
  it("offers 'Saiu para Entrega' for ready orders to couriers and admins", () => {
    const ready = makeOrder({ status: 'ready', is_delivery: true });
    expect(deliveryActionFor(ready, carlos)).toEqual({ label: 'Saiu para Entrega', to: 'delivering' });
    expect(deliveryActionFor(ready, dani)).toEqual({ label: 'Saiu para Entrega', to: 'delivering' });
    // the admin is no courier: he names one (DECISIONS 9.1)
    expect(deliveryActionFor(ready, admin)).toEqual({ label: 'Saiu para Entrega', to: 'delivering', needsCourier: true });
  });

  it("lets only the collector (by id or email) and admins mark as delivered", () => {
    expect(deliveryActionFor(enRoute('u-carlos'), carlos)).toEqual({ label: 'Marcar como Entregue', to: 'delivered' });
    expect(deliveryActionFor(enRoute(null, 'CARLOS@q.test'), carlos)?.to).toBe('delivered');
    expect(deliveryActionFor(enRoute('u-dani'), admin)?.to).toBe('delivered');
    expect(deliveryActionFor(enRoute('u-dani'), carlos)).toEqual({ label: 'Coletado por outro entregador', to: null });
  });

  it('has no button for delivered orders', () => {
    expect(deliveryActionFor(makeOrder({ status: 'delivered', is_delivery: true }), admin)).toBeNull();
  });
});

describe('delivery board membership', () => {
  it("keeps today's delivery orders only", () => {
    expect(onDeliveryBoard(makeOrder({ status: 'ready', is_delivery: true }))).toBe(true);
    expect(onDeliveryBoard(makeOrder({ status: 'ready', is_delivery: false }))).toBe(false);
    expect(onDeliveryBoard(makeOrder({ status: 'preparing', is_delivery: true }))).toBe(false);
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString();
    expect(onDeliveryBoard(makeOrder({ status: 'ready', is_delivery: true, created_at: yesterday }))).toBe(false);
  });

  it("keeps for a courier orders on the road (anyone's) and their own, for an admin all", () => {
    expect(admitDelivery(enRoute('u-dani'), carlos)).toBe(true);
    expect(admitDelivery({ ...enRoute('u-dani'), status: 'delivered' }, carlos)).toBe(false);
    expect(admitDelivery(enRoute('u-carlos'), carlos)).toBe(true);
    expect(admitDelivery(enRoute('u-dani'), admin)).toBe(true);
  });
});

describe('mapsHref', () => {
  it('searches the address and neighbourhood in a maps app', () => {
    expect(mapsHref('Rua das Flores, 12', 'Centro')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Rua%20das%20Flores%2C%2012%2C%20Centro',
    );
    expect(mapsHref(null, null)).toBeNull();
  });

  it("leaves the complement out of the search ('apto 32' finds nothing on a map); the street and number stay", () => {
    expect(streetForMaps('Rua das Flores, 12, apto 32')).toBe('Rua das Flores, 12');
    expect(streetForMaps('Rua das Flores, 12 - Bloco B, ap 104')).toBe('Rua das Flores, 12');
    expect(streetForMaps('Av. Brasil 1500 apto 32')).toBe('Av. Brasil 1500');
    expect(streetForMaps('Rua Sete, 40 (fundos)')).toBe('Rua Sete, 40');
    expect(streetForMaps('Travessa Casablanca, 8; casa 2')).toBe('Travessa Casablanca, 8');
    // words that merely start like a complement are a street's name
    expect(streetForMaps('Rua Bloco do Sul, 5')).toBe('Rua Bloco do Sul, 5');
    expect(streetForMaps('Rua Casa Verde, 5')).toBe('Rua Casa Verde, 5');
    expect(mapsHref('Rua das Flores, 12, apto 32', 'Centro')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Rua%20das%20Flores%2C%2012%2C%20Centro',
    );
  });

  it("carries the shop's city: 'Rua das Flores' exists in many", () => {
    expect(mapsHref('Rua das Flores, 12', 'Centro', 'Niterói - RJ')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Rua das Flores, 12, Centro, Niterói - RJ')}`,
    );
    expect(wazeHref('Rua das Flores, 12', 'Centro', 'Niterói - RJ')).toContain(encodeURIComponent('Centro, Niterói - RJ'));
    // a city alone is no place to go
    expect(mapsHref(null, null, 'Niterói - RJ')).toBeNull();
  });
});

describe('wazeHref', () => {
  it("navigates Waze to the address and neighbourhood", () => {
    expect(wazeHref('Rua das Flores, 12', 'Centro')).toBe(
      'https://waze.com/ul?q=Rua%20das%20Flores%2C%2012%2C%20Centro&navigate=yes',
    );
    expect(wazeHref(' ', null)).toBeNull();
  });
});

describe('groupByNeighborhood', () => {
  it('groups waiting orders by neighbourhood, alphabetically, keeping the board order inside', () => {
    const a = makeOrder({ delivery_neighborhood: 'Vila Mariana' });
    const b = makeOrder({ delivery_neighborhood: 'Centro' });
    const c = makeOrder({ delivery_neighborhood: 'Vila Mariana' });
    const d = makeOrder({ delivery_neighborhood: null });
    expect(groupByNeighborhood([a, b, c, d]).map((g) => [g.name, g.orders.map((o) => o.id)])).toEqual([
      ['Centro', [b.id]],
      ['Vila Mariana', [a.id, c.id]],
      [NO_NEIGHBORHOOD, [d.id]],
    ]);
  });
});
