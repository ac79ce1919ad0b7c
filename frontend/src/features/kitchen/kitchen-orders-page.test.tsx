import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { ORDER_CREATED, ORDER_UPDATED } from '@quentinha/shared/realtime/events';
import { renderBoard, stubApi } from '@/components/order-board/testing/board-test-utils';
import { bump, makeOrder, makeUser } from '@/components/order-board/testing/order-fixtures';
import { CANCELLED_FLASH_MS } from '@/components/order-board/use-cancelled-flash';
import { findDialog } from '@/testing/render';
import { staticMediaQueryList } from '@/testing/viewport';
import KitchenOrdersPage from './kitchen-orders-page';

// each card renders one age badge: counting badge renders per order counts card renders
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('@/components/order-board/age-badge', () => ({
  AgeBadge: ({ since }: { since: string }) => {
    renders.set(since, (renders.get(since) ?? 0) + 1);
    return <span>idade</span>;
  },
}));

const staff = makeUser({ id: 'u-staff', role: 'staff', name: 'Cozinha' });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function column(title: string) {
  return screen.getByRole('region', { name: title });
}

afterEach(() => {
  vi.unstubAllGlobals();
  renders.clear();
});

describe('KitchenOrdersPage', () => {
  it('shows the four columns with their counts and one button per status', async () => {
    const orders = [
      makeOrder({ status: 'confirmed', created_at: minutesAgo(3) }),
      makeOrder({ status: 'confirmed', created_at: minutesAgo(2) }),
      makeOrder({ status: 'preparing', created_at: minutesAgo(9) }),
      makeOrder({ status: 'ready', is_delivery: false, customer_name: 'Retira', created_at: minutesAgo(12) }),
      // yesterday's order never reaches today's board
      makeOrder({ status: 'preparing', created_at: new Date(Date.now() - 36 * 3600_000).toISOString() }),
    ];
    stubApi(() => orders);
    renderBoard(<KitchenOrdersPage />, { user: staff });

    expect(await screen.findByText('4 pedidos ativos')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Novo Pedido',
      'Em Produção',
      'Aguardando Entregador',
      'Aguardando Retirada',
    ]);
    expect(within(column('Novo Pedido')).getAllByRole('button', { name: 'Aceitar Pedido' })).toHaveLength(2);
    expect(within(column('Em Produção')).getByRole('button', { name: 'Marcar como Pronto' })).toBeInTheDocument();
    expect(within(column('Novo Pedido')).getByText('2')).toBeInTheDocument();
    // a ready pickup order waits for its customer, not among the couriers' orders
    expect(within(column('Aguardando Entregador')).getByText('Nenhum pedido aqui')).toBeInTheDocument();
    const pickup = within(column('Aguardando Retirada')).getByRole('article', { name: /Retira/ });
    expect(within(pickup).getByRole('button', { name: 'Retirado pelo Cliente' })).toBeInTheDocument();
    expect(within(column('Novo Pedido')).getAllByRole('article')[0]).toHaveClass('board-pulse');
  });

  it('shows the loading text, then the empty kitchen', async () => {
    stubApi(() => []);
    renderBoard(<KitchenOrdersPage />, { user: staff });
    expect(screen.getByText('Carregando Pedidos da Cozinha...')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum pedido na cozinha')).toBeInTheDocument();
    expect(screen.getByText('Novos pedidos aparecerão aqui automaticamente')).toBeInTheDocument();
    expect(screen.getByText('0 pedidos ativos')).toBeInTheDocument();
  });

  it('warns about change for cash orders only, and shows pickup or the address', async () => {
    const cash = makeOrder({ customer_name: 'Maria', payment_method: 'cash', change_for: 50 });
    const pix = makeOrder({ customer_name: 'João', payment_method: 'pix', change_for: 50, is_delivery: true, delivery_neighborhood: 'Centro', delivery_address: 'Rua A, 10' });
    stubApi(() => [cash, pix]);
    renderBoard(<KitchenOrdersPage />, { user: staff });

    const maria = await screen.findByRole('article', { name: /Maria/ });
    expect(within(maria).getByText('Troco para R$ 50,00')).toBeInTheDocument();
    expect(within(maria).getByText('Retirada no Local')).toBeInTheDocument();
    const joao = screen.getByRole('article', { name: /João/ });
    expect(within(joao).queryByText(/Troco/)).toBeNull();
    expect(within(joao).getByText('Centro')).toBeInTheDocument();
    expect(within(joao).getByText('Rua A, 10')).toBeInTheDocument();
    expect(within(joao).getByText('1x Quentinha Tradicional M')).toBeInTheDocument();
    expect(within(joao).getByText('Arroz, Feijão, Frango')).toBeInTheDocument();
  });

  it('accepts an order with one tap and shows it where the server puts it', async () => {
    let order: OrderDto = makeOrder({ customer_name: 'Ana', status: 'confirmed' });
    const api = stubApi(
      () => [order],
      () => {
        order = bump(order, { status: 'preparing' });
        return [200, { data: order }];
      },
    );
    renderBoard(<KitchenOrdersPage />, { user: staff });
    await screen.findByText('1 pedido ativo');
    await userEvent.click(within(column('Novo Pedido')).getByRole('button', { name: 'Aceitar Pedido' }));

    expect(await within(column('Em Produção')).findByRole('article', { name: /Ana/ })).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toMatch(new RegExp(`/orders/${order.id}/status$`));
    expect(put.body).toEqual({ status: 'preparing' });
  });

  it('keeps the card in place and says so when the change fails', async () => {
    const order = makeOrder({ customer_name: 'Bia', status: 'confirmed' });
    stubApi(() => [order], () => [409, { statusCode: 409, error: 'Conflict', message: 'Não é possível.' }]);
    renderBoard(<KitchenOrdersPage />, { user: staff });
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar Pedido' }));

    expect(await screen.findByText('Erro ao atualizar status do pedido')).toBeInTheDocument();
    expect(within(column('Novo Pedido')).getByRole('article', { name: /Bia/ })).toBeInTheDocument();
  });

  it('moves one card on an event and re-renders only that card', async () => {
    const orders = Array.from({ length: 5 }, (_, i) => makeOrder({ status: 'confirmed', created_at: minutesAgo(10 - i) }));
    stubApi(() => orders);
    const { socket } = renderBoard(<KitchenOrdersPage />, { user: staff });
    await screen.findByText('5 pedidos ativos');
    renders.clear();

    const moved = bump(orders[2]!, { status: 'preparing' });
    socket.serverEmit(ORDER_UPDATED, moved);

    expect(await within(column('Em Produção')).findByRole('article', { name: new RegExp(moved.customer_name) })).toBeInTheDocument();
    expect([...renders.keys()]).toEqual([moved.created_at]);

    // a new order appears without any fetch, and the others stay untouched
    renders.clear();
    const fresh = makeOrder({ customer_name: 'Recém', status: 'confirmed' });
    socket.serverEmit(ORDER_CREATED, fresh);
    expect(await screen.findByRole('article', { name: /Recém/ })).toBeInTheDocument();
    expect([...renders.keys()]).toEqual([fresh.created_at]);
    expect(screen.getByText('6 pedidos ativos')).toBeInTheDocument();
  });

  it('resyncs from the API after a reconnect and shows the connection state', async () => {
    const orders = [makeOrder({ customer_name: 'Primeiro' })];
    const api = stubApi(() => orders);
    const { socket } = renderBoard(<KitchenOrdersPage />, { user: staff });
    await screen.findByText('1 pedido ativo');
    expect(screen.getByText('Ao vivo')).toBeInTheDocument();

    socket.drop();
    expect(await screen.findByText('Sem conexão')).toBeInTheDocument();
    orders.push(makeOrder({ customer_name: 'Perdido no caminho' }));
    const before = api.calls.length;
    socket.reconnect();
    expect(await screen.findByRole('article', { name: /Perdido no caminho/ })).toBeInTheDocument();
    expect(api.calls.length).toBeGreaterThan(before);
    await waitFor(() => expect(screen.getByText('Ao vivo')).toBeInTheDocument());
  });

  it("offers 'Ativar som' and stops ringing for a card once someone touches it", async () => {
    // browsers with Web Audio get the control (jsdom has none)
    vi.stubGlobal('AudioContext', class {});
    stubApi(() => [makeOrder({ customer_name: 'Nova', status: 'confirmed' })]);
    renderBoard(<KitchenOrdersPage />, { user: staff });
    const card = await screen.findByRole('article', { name: /Nova/ });
    expect(card).toHaveClass('board-card--ringing');
    expect(screen.getByRole('button', { name: /Ativar som/ })).toBeInTheDocument();

    fireEvent.pointerDown(card);
    await waitFor(() => expect(card).not.toHaveClass('board-card--ringing'));
    // still a new order: it keeps pulsing until accepted
    expect(card).toHaveClass('board-pulse');
  });

  it("hands a ready pickup order over at the counter: 'Retirado pelo Cliente'", async () => {
    const order = makeOrder({ customer_name: 'Balcão', status: 'ready', is_delivery: false });
    const api = stubApi(() => [order], () => [200, { data: bump(order, { status: 'delivered' }) }]);
    renderBoard(<KitchenOrdersPage />, { user: staff });
    const card = await within(await screen.findByRole('region', { name: 'Aguardando Retirada' })).findByRole('article', {
      name: /Balcão/,
    });
    expect(within(card).getByText('Retirada no Local')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Coletado p/ Entrega' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Retirado pelo Cliente' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'delivered' }));
  });

  it("dispatches a ready delivery order to the courier picked in the choice", async () => {
    const order = makeOrder({ customer_name: 'Entrega', status: 'ready', is_delivery: true, delivery_neighborhood: 'Centro', delivery_address: 'Rua A, 1' });
    const api = stubApi(
      () => [order],
      () => [200, { data: bump(order, { status: 'delivering', delivery_user_id: 'c-1' }) }],
      (url) => (url.endsWith('/couriers') ? [{ id: 'c-1', name: 'Pedro Entregador', phone: null, online: true, active_orders: 0 }] : []),
    );
    renderBoard(<KitchenOrdersPage />, { user: staff });
    const card = await within(await screen.findByRole('region', { name: 'Aguardando Entregador' })).findByRole('article', {
      name: /Entrega/,
    });
    expect(screen.queryByRole('region', { name: 'Aguardando Retirada' })).toHaveTextContent('Nenhum pedido aqui');
    await userEvent.click(within(card).getByRole('button', { name: 'Coletado p/ Entrega' }));
    const dialog = await findDialog('Escolha o Entregador');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Pedro Entregador/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Coleta' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'delivering', courier_id: 'c-1' }),
    );
  });

  it("marks a card cancelled elsewhere 'Cancelado' with the reason, then lets it go", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const order = makeOrder({ customer_name: 'Desistiu', status: 'preparing' });
      stubApi(() => [order]);
      const { socket } = renderBoard(<KitchenOrdersPage />, { user: staff });
      await screen.findByRole('article', { name: /Desistiu/ });
      socket.serverEmit(ORDER_UPDATED, bump(order, { status: 'cancelled', cancel_reason: 'Cliente desistiu' }));

      await waitFor(() => expect(screen.getByRole('article', { name: /Desistiu/ })).toHaveClass('board-card--cancelled'));
      const card = within(column('Em Produção')).getByRole('article', { name: /Desistiu/ });
      expect(within(card).getByText('Cancelado')).toBeInTheDocument();
      expect(within(card).getByText('Motivo: Cliente desistiu')).toBeInTheDocument();
      expect(within(card).queryByRole('button')).toBeNull();
      act(() => vi.advanceTimersByTime(CANCELLED_FLASH_MS + 100));
      expect(screen.queryByRole('article', { name: /Desistiu/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels from the card with a reason', async () => {
    const order = makeOrder({ customer_name: 'Esgotou', status: 'confirmed' });
    const api = stubApi(() => [order], () => [200, { data: bump(order, { status: 'cancelled', cancel_reason: 'Prato esgotado' }) }]);
    renderBoard(<KitchenOrdersPage />, { user: staff });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar Pedido' }));
    const dialog = await findDialog('Cancelar Pedido');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Prato esgotado' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Pedido' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'cancelled', reason: 'Prato esgotado' }),
    );
    // the server's answer marks the card at once, before any event
    expect(await screen.findByText('Motivo: Prato esgotado')).toBeInTheDocument();
  });

  it("on a phone shows one column at a time, as tabs with counts: 'Aguardando Retirada' among them", async () => {
    // a phone answers max-width queries
    vi.stubGlobal('matchMedia', (query: string) => staticMediaQueryList(query, query.includes('max-width')));
    stubApi(() => [
      makeOrder({ status: 'confirmed', customer_name: 'Nova' }),
      makeOrder({ status: 'ready', is_delivery: false, customer_name: 'Balcão' }),
    ]);
    renderBoard(<KitchenOrdersPage />, { user: staff });
    expect(await screen.findByText('Novo Pedido (1)')).toBeInTheDocument();
    expect(screen.getByText('Aguardando Entregador (0)')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Nova/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Balcão/ })).toBeNull();

    await userEvent.click(screen.getByText('Aguardando Retirada (1)'));
    expect(within(column('Aguardando Retirada')).getByRole('article', { name: /Balcão/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Novo Pedido' })).toBeNull();
  });

  it('walks all four columns with the arrow keys, and Enter hands a pickup order over', async () => {
    // jsdom draws nothing: the chosen card has nowhere to scroll to
    Element.prototype.scrollIntoView = vi.fn();
    const delivery = makeOrder({ status: 'ready', is_delivery: true, customer_name: 'Motoboy', created_at: minutesAgo(5) });
    const pickup = makeOrder({ status: 'ready', is_delivery: false, customer_name: 'Balcão', created_at: minutesAgo(4) });
    const api = stubApi(() => [delivery, pickup], () => [200, { data: bump(pickup, { status: 'delivered' }) }]);
    renderBoard(<KitchenOrdersPage />, { user: staff });
    const onRoad = await within(await screen.findByRole('region', { name: 'Aguardando Entregador' })).findByRole('article', {
      name: /Motoboy/,
    });
    const atCounter = within(column('Aguardando Retirada')).getByRole('article', { name: /Balcão/ });

    // the first arrow chooses the first card on the board, the next one goes right
    await userEvent.keyboard('{ArrowRight}');
    expect(onRoad).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(atCounter).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onRoad).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'delivered' }));
    expect(api.calls.find((c) => c.method === 'PUT')?.url).toMatch(new RegExp(`/orders/${pickup.id}/status$`));
  });

  it('a bump bar pressed twice before the first answer takes the card two steps back, one after the other', async () => {
    let order: OrderDto = makeOrder({ status: 'ready', is_delivery: false, customer_name: 'Duas Vezes' });
    let answerFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
    const puts: unknown[] = [];
    stubApi(
      () => [order],
      async (_method, _url, body) => {
        puts.push(body);
        // the server holds its first answer: the second key comes before it
        if (puts.length === 1) await firstHeld;
        const to = (body as { status: OrderDto['status'] }).status;
        // the server's own rule: one kitchen step back from where the order is
        if (!(order.status === 'ready' && to === 'preparing') && !(order.status === 'preparing' && to === 'confirmed'))
          return [409, { statusCode: 409, error: 'Conflict', message: 'Transição inválida.' }];
        order = bump(order, { status: to });
        return [200, { data: order }];
      },
    );
    renderBoard(<KitchenOrdersPage />, { user: staff });
    await screen.findByText('1 pedido ativo');
    await userEvent.click(within(column('Aguardando Retirada')).getByText('Duas Vezes'));

    await userEvent.keyboard('{Backspace}{Backspace}');
    // the second change waits for the first: nothing the server would refuse is sent meanwhile
    expect(puts).toEqual([{ status: 'preparing' }]);
    answerFirst();

    expect(await within(column('Novo Pedido')).findByRole('article', { name: /Duas Vezes/ })).toBeInTheDocument();
    expect(puts).toEqual([{ status: 'preparing' }, { status: 'confirmed' }]);
    expect(screen.queryByText('Erro ao atualizar status do pedido')).toBeNull();
  });

  it("keeps 'Recentes' across a reload of the wall", async () => {
    let order: OrderDto = makeOrder({ customer_name: 'Recarregou', status: 'confirmed' });
    stubApi(
      () => [order],
      () => {
        const step = { from: 'confirmed' as const, to: 'preparing' as const, at: new Date().toISOString(), by_user_id: staff.id, by_name: staff.name, reason: null };
        order = bump(order, { status: 'preparing', status_history: [step] });
        return [200, { data: order }];
      },
    );
    const first = renderBoard(<KitchenOrdersPage />, { user: staff });
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar Pedido' }));
    await within(column('Em Produção')).findByRole('article', { name: /Recarregou/ });
    first.unmount();

    renderBoard(<KitchenOrdersPage />, { user: staff });
    await within(await screen.findByRole('region', { name: 'Em Produção' })).findByRole('article', { name: /Recarregou/ });
    await userEvent.click(screen.getByRole('button', { name: 'Recentes' }));
    const item = within(await screen.findByRole('list', { name: 'Mudanças recentes' })).getByRole('listitem');
    expect(item).toHaveTextContent('Recarregou: Confirmado → Em Produção');
    expect(within(item).getByRole('button', { name: 'Voltar para Confirmado' })).toBeInTheDocument();
  });
  it("lets staff take a phone order from the board ('Adicionar Pedido'); the kitchen role only cooks", async () => {
    stubApi(() => []);
    const { unmount } = renderBoard(<KitchenOrdersPage />, { user: staff });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar Pedido' }));
    expect(await findDialog('Adicionar Pedido')).toBeInTheDocument();
    unmount();

    renderBoard(<KitchenOrdersPage />, { user: makeUser({ id: 'u-cook', role: 'kitchen', name: 'Cozinheira' }) });
    await screen.findByText('Nenhum pedido na cozinha');
    expect(screen.queryByRole('button', { name: 'Adicionar Pedido' })).toBeNull();
  });
});
