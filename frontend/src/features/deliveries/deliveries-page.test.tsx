import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_UPDATED } from '@quentinha/shared/realtime/events';
import { renderBoard, stubApi } from '@/components/order-board/testing/board-test-utils';
import { bump, makeItem, makeOrder, makeUser } from '@/components/order-board/testing/order-fixtures';
import DeliveriesPage from './deliveries-page';

const carlos = makeUser({ id: 'u-carlos', role: 'delivery', name: 'Carlos', email: 'carlos@q.test' });
const admin = makeUser();

function wideScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

const delivery = (overrides = {}) =>
  makeOrder({
    is_delivery: true,
    delivery_neighborhood: 'Centro',
    delivery_address: 'Rua das Flores, 12',
    delivery_fee: 5,
    subtotal: 20,
    total_amount: 25,
    ...overrides,
  });

afterEach(() => vi.unstubAllGlobals());

describe('DeliveriesPage', () => {
  it('shows the card a courier needs on the road', async () => {
    wideScreen(true);
    const order = delivery({
      customer_name: 'Maria',
      status: 'delivering',
      delivery_user_id: 'u-carlos',
      delivery_user_name: 'Carlos',
      payment_method: 'cash',
      change_for: 50,
      notes: 'Portão azul',
      items: [makeItem({ product_name: 'Quentinha Fit G', size: 'grande', quantity: 2 })],
    });
    stubApi(() => [order]);
    renderBoard(<DeliveriesPage />, { user: carlos });

    const card = await screen.findByRole('article', { name: /Maria/ });
    expect(within(card).getByText('Coletado por: Carlos')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Ligar para Maria/ })).toHaveAttribute('href', 'tel:+5511987654321');
    expect(within(card).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/5511987654321');
    expect(within(card).getByRole('link', { name: /Abrir no mapa/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Rua%20das%20Flores%2C%2012%2C%20Centro',
    );
    // the name already ends with the size letter: no second one
    expect(within(card).getByText('2x Quentinha Fit G')).toBeInTheDocument();
    expect(within(card).getByText('Taxa de entrega').nextSibling).toHaveTextContent('R$ 5,00');
    expect(within(card).getByText('Detalhes do Pagamento')).toBeInTheDocument();
    expect(within(card).getByText('Troco para R$ 50,00')).toBeInTheDocument();
    expect(within(card).getByText('Total a Receber:').nextSibling).toHaveTextContent('R$ 25,00');
    expect(within(card).getByText('Portão azul')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Marcar como Entregue' })).toBeEnabled();
    expect(screen.getByText('1 pedido para entrega')).toBeInTheDocument();
  });

  it("disables the button on an order another courier collected, for couriers only", async () => {
    wideScreen(true);
    const other = delivery({ customer_name: 'Zé', status: 'delivering', delivery_user_id: 'u-dani', delivery_user_name: 'Dani' });
    stubApi(() => [other]);
    renderBoard(<DeliveriesPage />, { user: carlos });
    expect(await screen.findByRole('button', { name: 'Coletado por outro entregador' })).toBeDisabled();
  });

  it('lets an admin deliver any order and badges delivered ones', async () => {
    wideScreen(true);
    stubApi(() => [
      delivery({ customer_name: 'Zé', status: 'delivering', delivery_user_id: 'u-dani' }),
      delivery({ customer_name: 'Lia', status: 'delivered' }),
    ]);
    renderBoard(<DeliveriesPage />, { user: admin });
    expect(await screen.findByRole('button', { name: 'Marcar como Entregue' })).toBeEnabled();
    const lia = screen.getByRole('article', { name: /Lia/ });
    expect(within(lia).getByText('Entregue')).toBeInTheDocument();
    expect(within(lia).queryByRole('button')).toBeNull();
  });

  it('becomes tabs with counts on a phone, with the empty texts', async () => {
    wideScreen(false);
    stubApi(() => [delivery({ status: 'ready', customer_name: 'Rafa' })]);
    renderBoard(<DeliveriesPage />, { user: carlos });
    expect(screen.getByText('Carregando Entregas...')).toBeInTheDocument();
    expect(await screen.findByText('Aguardando Coleta (1)')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Rafa/ })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Em Rota de Entrega (0)'));
    expect(screen.getByText('Nenhum pedido em rota de entrega')).toBeInTheDocument();
    expect(screen.getByText('Os pedidos aparecerão aqui automaticamente')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Rafa/ })).toBeNull();
  });

  it('tells the courier when the change fails and keeps the card', async () => {
    wideScreen(true);
    stubApi(
      () => [delivery({ status: 'ready', customer_name: 'Rafa' })],
      () => [409, { statusCode: 409, error: 'Conflict', message: 'Este pedido já foi coletado por outro entregador.' }],
    );
    renderBoard(<DeliveriesPage />, { user: carlos });
    await userEvent.click(await screen.findByRole('button', { name: 'Saiu para Entrega' }));
    expect(await screen.findByText('Erro ao atualizar status do pedido')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Aguardando Coleta' })).toHaveTextContent('Rafa');
  });

  it("moves an order another courier takes to 'Em Rota', locked for this courier, then drops it once delivered", async () => {
    wideScreen(true);
    const ready = delivery({ status: 'ready', customer_name: 'Rafa' });
    stubApi(() => [ready]);
    const { socket } = renderBoard(<DeliveriesPage />, { user: carlos });
    await screen.findByRole('article', { name: /Rafa/ });
    const taken = bump(ready, { status: 'delivering', delivery_user_id: 'u-dani', delivery_user_name: 'Dani' });
    socket.serverEmit(ORDER_UPDATED, taken);
    expect(await screen.findByRole('button', { name: 'Coletado por outro entregador' })).toBeDisabled();
    expect(screen.getByText('Nenhum pedido aguardando coleta')).toBeInTheDocument();
    socket.serverEmit(ORDER_UPDATED, bump(taken, { status: 'delivered' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Rafa/ })).toBeNull());
  });
});
