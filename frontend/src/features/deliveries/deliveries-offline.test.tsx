import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { renderBoard } from '@/components/order-board/testing/board-test-utils';
import { bump, makeOrder, makeUser } from '@/components/order-board/testing/order-fixtures';
import DeliveriesPage from './deliveries-page';
import { DELIVERED_UNDO_MS, OUTBOX_KEY, PENDING_LABEL, putInOutbox, readOutbox } from './delivery-outbox';
import { sendsInLabel, UNDO_DELIVERED_LABEL } from './delivered-undo';
import { DELIVERY_REFUSED_TEXT } from './use-delivery-outbox';

const carlos = makeUser({ id: 'u-carlos', role: 'delivery', name: 'Carlos', email: 'carlos@q.test' });

/**
 * A small server: the board's list, GET /orders/:id and PUT /orders/:id/status, with a switch for
 * the signal (no signal: fetch fails as the browser's does) and the answer to the PUT.
 */
function fakeServer(initial: OrderDto) {
  const state = { order: initial, signal: true, puts: 0, answer: null as null | [number, unknown] };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (!state.signal) throw new TypeError('Failed to fetch');
    const method = init.method ?? 'GET';
    if (method === 'PUT') {
      state.puts++;
      if (state.answer) return json(...state.answer);
      state.order = bump(state.order, { status: 'delivered' });
      return json(200, { data: state.order });
    }
    if (/\/orders\/[^/?]+$/.test(url)) return json(200, { data: state.order });
    if (url.includes('/orders'))
      return json(200, { data: [state.order], pagination: { page: 1, limit: 100, total: 1, pages: 1 } });
    return json(200, []);
  });
  return state;
}

/** A 'Marcar como Entregue' Carlos tapped on an earlier visit, its 'Desfazer' window long past, still waiting to be sent. */
const keepTap = (orderId: string) =>
  putInOutbox({ orderId, userId: 'u-carlos', queuedAt: new Date().toISOString(), waiting: true, sendAfter: Date.now() - 60_000 });

/**
 * The phone's clock held still (only Date: the page's own timers run): the 'Desfazer' window
 * passes when the test says so, never because the machine was slow or fast.
 */
const holdClock = () => vi.useFakeTimers({ toFake: ['Date'] });
const passUndoWindow = () => act(() => vi.setSystemTime(Date.now() + DELIVERED_UNDO_MS));

/** The order moved on while the tap waited: the server answers its PUT with a 409 and `message`. */
function movedOn(server: ReturnType<typeof fakeServer>, status: WireStatus, message: string) {
  server.order = bump(server.order, { status });
  server.answer = [409, { statusCode: 409, error: 'Conflict', message }];
}

function setSignal(on: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(on);
  act(() => void window.dispatchEvent(new Event(on ? 'online' : 'offline')));
}

const onRoute = () =>
  makeOrder({
    is_delivery: true,
    customer_name: 'Maria',
    status: 'delivering',
    delivery_user_id: 'u-carlos',
    delivery_user_name: 'Carlos',
    delivery_neighborhood: 'Centro',
    delivery_address: 'Rua das Flores, 12',
  });

function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

beforeEach(() => wideScreen());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the courier's offline 'Marcar como Entregue'", () => {
  it("keeps a tap made without signal, marks the card 'pendente de envio', and sends it when the signal returns", async () => {
    holdClock();
    const server = fakeServer(onRoute());
    renderBoard(<DeliveriesPage />, { user: carlos });
    const card = await screen.findByRole('article', { name: /Maria/ });

    server.signal = false;
    setSignal(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Marcar como Entregue' }));
    // kept at once, before its 'Desfazer' window is over
    expect(readOutbox()).toMatchObject([{ orderId: server.order.id, userId: 'u-carlos', waiting: false }]);
    expect(within(card).getByRole('button', { name: UNDO_DELIVERED_LABEL })).toBeInTheDocument();
    passUndoWindow();
    expect(await within(card).findByText(PENDING_LABEL)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Marcar como Entregue/ })).toBeDisabled();
    expect(server.puts).toBe(0);
    expect(readOutbox()).toMatchObject([{ orderId: server.order.id, userId: 'u-carlos', waiting: true }]);

    server.signal = true;
    setSignal(true);
    const delivered = await screen.findByRole('region', { name: 'Entregue' });
    await waitFor(() => expect(within(delivered).getByRole('article', { name: /Maria/ })).toBeInTheDocument());
    expect(screen.queryByText(PENDING_LABEL)).toBeNull();
    expect(server.puts).toBe(1);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('marks the card when the send fails for lack of signal, and tries again on the next online event', async () => {
    holdClock();
    const server = fakeServer(onRoute());
    renderBoard(<DeliveriesPage />, { user: carlos });
    const card = await screen.findByRole('article', { name: /Maria/ });
    // the phone believes it is online, but nothing gets through
    server.signal = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Marcar como Entregue' }));
    passUndoWindow();
    expect(await within(card).findByText(PENDING_LABEL)).toBeInTheDocument();

    server.signal = true;
    setSignal(true);
    await waitFor(() => expect(screen.queryByText(PENDING_LABEL)).toBeNull());
    expect(server.order.status).toBe('delivered');
  });

  it('sends a tap kept from an earlier visit (a reload) as soon as the board opens', async () => {
    const server = fakeServer(onRoute());
    keepTap(server.order.id);
    renderBoard(<DeliveriesPage />, { user: carlos });
    await waitFor(() => expect(server.puts).toBe(1));
    await waitFor(() => expect(readOutbox()).toEqual([]));
    expect(server.order.status).toBe('delivered');
  });

  it('treats an order the server already has as delivered as done: no error for the courier', async () => {
    const server = fakeServer(onRoute());
    keepTap(server.order.id);
    // the first send arrived but its answer was lost on the way back
    movedOn(server, 'delivered', 'Um pedido entregue não muda de status.');
    renderBoard(<DeliveriesPage />, { user: carlos });
    await waitFor(() => expect(server.puts).toBe(1));
    await waitFor(() => expect(readOutbox()).toEqual([]));
    expect(screen.queryByText(DELIVERY_REFUSED_TEXT)).toBeNull();
    expect(screen.queryByText(PENDING_LABEL)).toBeNull();
  });

  it('tells the courier when the server refuses for good (the order was cancelled) and drops the tap', async () => {
    const server = fakeServer(onRoute());
    keepTap(server.order.id);
    movedOn(server, 'cancelled', 'Este pedido foi cancelado.');
    renderBoard(<DeliveriesPage />, { user: carlos });
    expect(await screen.findByText(DELIVERY_REFUSED_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Este pedido foi cancelado.')).toBeInTheDocument();
    expect(readOutbox()).toEqual([]);
  });

  it("leaves another person's waiting tap alone", async () => {
    const server = fakeServer(onRoute());
    putInOutbox({ orderId: server.order.id, userId: 'u-dani', queuedAt: new Date().toISOString(), waiting: true });
    renderBoard(<DeliveriesPage />, { user: carlos });
    await screen.findByRole('article', { name: /Maria/ });
    expect(screen.queryByText(PENDING_LABEL)).toBeNull();
    expect(server.puts).toBe(0);
    expect(readOutbox()).toHaveLength(1);
  });
});

describe("'Desfazer' after 'Marcar como Entregue'", () => {
  it("takes the tap back within its window: nothing is sent, the card is back in 'Em Rota'", async () => {
    holdClock();
    const server = fakeServer(onRoute());
    renderBoard(<DeliveriesPage />, { user: carlos });
    const card = await screen.findByRole('article', { name: /Maria/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Marcar como Entregue' }));

    // done for the courier, with the seconds left to take it back
    expect(within(card).getByText('Entregue')).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent(sendsInLabel(DELIVERED_UNDO_MS));
    expect(within(card).queryByRole('button', { name: 'Marcar como Entregue' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: UNDO_DELIVERED_LABEL }));

    const onTheRoad = screen.getByRole('region', { name: 'Em Rota de Entrega' });
    const back = within(onTheRoad).getByRole('article', { name: /Maria/ });
    expect(within(back).getByRole('button', { name: 'Marcar como Entregue' })).toBeEnabled();
    expect(within(back).queryByText('Entregue')).toBeNull();
    expect(readOutbox()).toEqual([]);
    // the window passes and the phone looks for taps to send: there is none
    passUndoWindow();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(server.puts).toBe(0);
    expect(server.order.status).toBe('delivering');
  });

  it('sends the tap once its window has passed, exactly once', async () => {
    holdClock();
    const server = fakeServer(onRoute());
    renderBoard(<DeliveriesPage />, { user: carlos });
    const card = await screen.findByRole('article', { name: /Maria/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Marcar como Entregue' }));
    // an 'online' event inside the window sends nothing yet
    act(() => void window.dispatchEvent(new Event('online')));
    expect(server.puts).toBe(0);

    passUndoWindow();
    const delivered = screen.getByRole('region', { name: 'Entregue' });
    expect(await within(delivered).findByRole('article', { name: /Maria/ })).toBeInTheDocument();
    expect(server.puts).toBe(1);
    expect(readOutbox()).toEqual([]);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(server.puts).toBe(1);
  });

  it('a reload inside the window finds the tap still undoable, and sends it when the window ends', async () => {
    holdClock();
    const server = fakeServer(onRoute());
    putInOutbox({
      orderId: server.order.id,
      userId: 'u-carlos',
      queuedAt: new Date().toISOString(),
      waiting: false,
      sendAfter: Date.now() + 2000,
    });
    renderBoard(<DeliveriesPage />, { user: carlos });
    const card = await screen.findByRole('article', { name: /Maria/ });
    expect(within(card).getByRole('button', { name: UNDO_DELIVERED_LABEL })).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent(sendsInLabel(2000));
    expect(server.puts).toBe(0);

    passUndoWindow();
    await waitFor(() => expect(server.puts).toBe(1));
    await waitFor(() => expect(readOutbox()).toEqual([]));
  });
});
