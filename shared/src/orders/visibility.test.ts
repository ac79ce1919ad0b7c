import { describe, expect, it } from 'vitest';
import { courierSees, type CourierView } from './visibility.js';

const order = (over: Partial<CourierView>): CourierView => ({ status: 'ready', is_delivery: true, delivery_user_id: null, ...over });

describe('courierSees', () => {
  it.each([
    ['a ready delivery order', order({}), true],
    ['a ready pickup order', order({ is_delivery: false }), false],
    ['an order on the road with another courier', order({ status: 'delivering', delivery_user_id: 'c2' }), true],
    ['an order another courier delivered', order({ status: 'delivered', delivery_user_id: 'c2' }), false],
    ['an order this courier delivered', order({ status: 'delivered', delivery_user_id: 'c1' }), true],
    ['an order still in the kitchen', order({ status: 'preparing' }), false],
    ['a pending order', order({ status: 'pending' }), false],
  ])('%s: %s', (_label, o, seen) => {
    expect(courierSees(o, 'c1')).toBe(seen);
  });
});
