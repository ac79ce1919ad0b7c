import { describe, expect, it } from 'vitest';
import { sameCardProps } from './order-card-parts';
import { bump, makeOrder } from './testing/order-fixtures';

describe('sameCardProps (a board card skips rendering)', () => {
  const order = makeOrder();
  const onAction = () => {};
  const props = { order, busy: false, onAction };

  it('skips for the same order version and the same other props', () => {
    expect(sameCardProps(props, { ...props, order: { ...order } })).toBe(true);
  });

  it('renders again when the order changed on the server', () => {
    expect(sameCardProps(props, { ...props, order: bump(order) })).toBe(false);
  });

  it('renders again when any other prop changed, one the card had or a new one', () => {
    expect(sameCardProps(props, { ...props, busy: true })).toBe(false);
    expect(sameCardProps(props, { ...props, onAction: () => {} })).toBe(false);
    expect(sameCardProps<{ order: typeof order; selected?: boolean }>({ order }, { order, selected: true })).toBe(false);
  });
});
