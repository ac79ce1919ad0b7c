import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { makeOrder } from '@/components/order-board/testing/order-fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { type OrderAlerts, useOrderAlerts } from './use-order-alerts';

let alerts: OrderAlerts | null = null;
/** the board's list arriving over the socket */
let showList: (orders: OrderDto[]) => void = () => undefined;
/** the pack purchases waiting for their money, as the server lists them */
let showPacks: (ids: string[] | null) => void = () => undefined;
function Board({ orders: initial, packs: initialPacks = null }: { orders: OrderDto[] | null; packs?: string[] | null }) {
  const [orders, setOrders] = useState(initial);
  const [packs, setPacks] = useState(initialPacks);
  showList = setOrders;
  showPacks = setPacks;
  alerts = useOrderAlerts(orders, packs);
  return <p>{alerts.ringing.size} tocando</p>;
}

const board = (orders: OrderDto[] | null, packs: string[] | null = null) => <Board orders={orders} packs={packs} />;

afterEach(() => {
  sessionStorage.clear();
  document.title = 'Quentinha';
});

describe("'Gerenciar Pedidos' counts the orders waiting for the shop in the tab title", () => {
  const first = makeOrder({ status: 'pending' });
  const second = makeOrder({ status: 'awaiting_payment' });
  const confirmed = makeOrder({ status: 'confirmed' });

  it('counts them, stops counting what someone opened or what moved on, and drops the count on leaving', async () => {
    mockApi({ 'GET /settings/public': { body: { business_name: 'Quentinha da Maria', tagline: '', whatsapp_number: '', banner_url: null } } });
    const view = renderWithProviders(board([first, second, confirmed]));
    await waitFor(() => expect(document.title).toBe('(2) Quentinha da Maria'));

    act(() => alerts!.touch(first.id));
    expect(document.title).toBe('(1) Quentinha da Maria');
    // confirmed on another screen: it no longer waits
    act(() => showList([first, { ...second, status: 'confirmed' }, confirmed]));
    expect(document.title).toBe('Quentinha da Maria');
    expect(screen.getByText('0 tocando')).toBeInTheDocument();

    // a new one arrives
    act(() => showList([makeOrder({ status: 'pending' }), first, confirmed]));
    expect(document.title).toBe('(1) Quentinha da Maria');
    // leaving the board: the shop's name stays, the count goes
    view.unmount();
    expect(document.title).toBe('Quentinha da Maria');
  });

  it('a reload of the tab does not ring again for an order already opened there', async () => {
    mockApi({ 'GET /settings/public': { body: { business_name: 'Loja', tagline: '', whatsapp_number: '', banner_url: null } } });
    const view = renderWithProviders(board([first, second]));
    act(() => alerts!.touch(first.id));
    view.unmount();

    renderWithProviders(board([first, second]));
    await waitFor(() => expect(document.title).toBe('(1) Loja'));
    expect([...alerts!.ringing]).toEqual([second.id]);
  });

  it('a pack purchase waiting for its money rings too, until someone touches it, even after a reload', async () => {
    mockApi({ 'GET /settings/public': { body: { business_name: 'Loja', tagline: '', whatsapp_number: '', banner_url: null } } });
    const view = renderWithProviders(board([first], null));
    await waitFor(() => expect(document.title).toBe('(1) Loja'));
    // bought on a phone: the list arrives over the socket
    act(() => showPacks(['pack-1']));
    expect(document.title).toBe('(2) Loja');
    expect([...alerts!.ringing]).toEqual([first.id, 'pack-1']);
    act(() => alerts!.touch('pack-1'));
    expect(document.title).toBe('(1) Loja');
    view.unmount();

    renderWithProviders(board([first], ['pack-1']));
    await waitFor(() => expect(document.title).toBe('(1) Loja'));
    expect([...alerts!.ringing]).toEqual([first.id]);
    // confirmed elsewhere: it leaves the list, and a new purchase rings
    act(() => showPacks(['pack-2']));
    expect([...alerts!.ringing]).toEqual([first.id, 'pack-2']);
  });
});
