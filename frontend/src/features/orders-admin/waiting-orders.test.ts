import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/components/order-board/testing/order-fixtures';
import { acknowledge, boardTitle, notificationText, ringingIds, stillWaiting, waitsForShop, withoutCount } from './waiting-orders';

describe('orders waiting for the shop (DECISIONS 10.9)', () => {
  const pending = makeOrder({ status: 'pending' });
  const pix = makeOrder({ status: 'awaiting_payment' });
  const confirmed = makeOrder({ status: 'confirmed' });
  const byPhone = makeOrder({ status: 'pending', source: 'admin' });
  const orders = [pending, pix, confirmed, byPhone];

  it('are website orders, pending or awaiting their PIX; the team’s own phone orders never ring', () => {
    expect(orders.filter(waitsForShop)).toEqual([pending, pix]);
    expect(waitsForShop(makeOrder({ status: 'cancelled' }))).toBe(false);
  });

  it('ring until someone opens or acts on them', () => {
    expect(ringingIds(orders, new Set())).toEqual([pending.id, pix.id]);
    const opened = acknowledge(new Set(), pending.id);
    expect(ringingIds(orders, opened)).toEqual([pix.id]);
    // touching it again changes nothing (the same set: no new render)
    expect(acknowledge(opened, pending.id)).toBe(opened);
    expect(ringingIds(orders, acknowledge(opened, pix.id))).toEqual([]);
  });

  it('keep only acknowledgements of orders still waiting', () => {
    const kept = stillWaiting(new Set([pending.id, confirmed.id, 'gone']), orders);
    expect([...kept]).toEqual([pending.id]);
  });

  it('are counted in the tab title, before the store name, and the count goes when the board is left', () => {
    expect(boardTitle(2, 'Quentinha da Maria')).toBe('(2) Quentinha da Maria');
    expect(boardTitle(0, 'Quentinha da Maria ')).toBe('Quentinha da Maria');
    expect(withoutCount('(12) Quentinha da Maria')).toBe('Quentinha da Maria');
    expect(withoutCount('Quentinha (2)')).toBe('Quentinha (2)');
  });

  it('say in the notification which order and what it waits for', () => {
    expect(notificationText({ customer_name: 'Ana', status: 'pending' }, 'd94820')).toEqual({
      title: 'Novo pedido #d94820',
      body: 'Ana · aguardando a loja',
    });
    expect(notificationText({ customer_name: 'Ana', status: 'awaiting_payment' }, 'd94820').body).toBe('Ana · aguardando o PIX');
  });
});
