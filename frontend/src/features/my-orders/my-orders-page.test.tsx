import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { user } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders, testQueryClient } from '@/testing/render';
import { queryKeys } from '@/api/query-keys';
import { readDeviceOrders, rememberDeviceOrder } from '@/hooks/use-device-orders';
import MyOrdersPage from './my-orders-page';

const mine = {
  id: '0b1c2d3e-aaaa-4bbb-8ccc-00000fe12ab9',
  customer_user_id: 'u-customer',
  items: [{ product_name: 'Quentinha', category: 'quentinha', size: 'grande', quantity: 2, unit_price: 20, total_price: 40, chosen_dishes: ['Arroz', 'Bife'] }],
  subtotal: 40,
  delivery_fee: 5,
  total_amount: 45,
  status: 'preparing',
  payment_method: 'cash',
  change_for: 50,
  is_delivery: true,
  delivery_neighborhood: 'Centro',
  created_at: '2025-03-10T15:30:00Z',
} as unknown as OrderDto;

function renderPage(orders: OrderDto[]) {
  mockApi({ 'GET /orders': { body: { data: orders, pagination: { page: 1, limit: 100, total: orders.length, pages: 1 } } } });
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, user('customer'));
  renderWithProviders(<MyOrdersPage />, { queryClient });
}

describe('my orders', () => {
  it('shows each order as a card with number, status, items, total and date', async () => {
    renderPage([mine, { ...mine, id: 'someone-elses-order', customer_user_id: 'other' }]);
    const card = await screen.findByRole('article', { name: 'Pedido #e12ab9' });
    expect(within(card).getByText('Em Produção')).toBeInTheDocument();
    expect(within(card).getByText('Quentinha G')).toBeInTheDocument();
    expect(within(card).getByText('Arroz, Bife')).toBeInTheDocument();
    expect(within(card).getByText('R$ 45,00')).toBeInTheDocument();
    expect(within(card).getByText('10/03 12:30')).toBeInTheDocument();
    // an admin's list holds every order: only the person's own are shown
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // no realtime server in tests: the page says it is polling instead
    expect(screen.getByText('Atualizando a cada 5 s')).toBeInTheDocument();
  });

  it('says so when there are no orders', async () => {
    renderPage([]);
    expect(await screen.findByText('Você ainda não fez nenhum pedido.')).toBeInTheDocument();
  });

  it("says 'Pronto para Retirada' for a ready pickup order, and tells why a confirmed order cannot be cancelled", async () => {
    const ready = { ...mine, id: 'aaaaaaaa-aaaa-4aaa-8aaa-0000000ready', status: 'ready', is_delivery: false } as OrderDto;
    const pending = { ...mine, id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000pendng', status: 'pending' } as OrderDto;
    const api = mockApi({
      'GET /orders': { body: { data: [ready, pending], pagination: { page: 1, limit: 100, total: 2, pages: 1 } } },
      [`PUT /orders/${pending.id}/status`]: {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Este pedido já foi confirmado pela loja. Para cancelar, fale com a loja pelo WhatsApp.' },
      },
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, user('customer'));
    renderWithProviders(<MyOrdersPage />, { queryClient });

    const readyCard = await screen.findByRole('article', { name: 'Pedido #0ready' });
    expect(within(readyCard).getByText('Pronto para Retirada')).toBeInTheDocument();
    expect(within(readyCard).queryByRole('button', { name: 'Cancelar Pedido' })).toBeNull();

    const pendingCard = screen.getByRole('article', { name: 'Pedido #pendng' });
    await userEvent.click(within(pendingCard).getByRole('button', { name: 'Cancelar Pedido' }));
    const dialog = await findDialog('Cancelar Pedido');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Pedido' }));
    expect(await screen.findByText(/fale com a loja pelo WhatsApp/)).toBeInTheDocument();
    expect(api.callsTo('PUT', `/orders/${pending.id}/status`)[0]!.body).toEqual({ status: 'cancelled' });
  });
});

describe("a guest's Meus Pedidos: the orders placed on this device (DECISIONS 10.9)", () => {
  const NOT_FOUND = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Pedido não encontrado' } };

  function renderAsGuest(routes: Parameters<typeof mockApi>[0]) {
    const api = mockApi(routes);
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, null);
    renderWithProviders(<MyOrdersPage />, { queryClient });
    return api;
  }

  it('lists them newest first from their tracking links, each card leading to its tracking page', async () => {
    const older = { ...mine, id: 'aaaaaaaa-aaaa-4aaa-8aaa-00000000old1', customer_user_id: null, created_at: '2025-03-09T15:30:00Z' };
    const newer = { ...mine, id: 'aaaaaaaa-aaaa-4aaa-8aaa-00000000new1', customer_user_id: null, status: 'pending' };
    rememberDeviceOrder('tok-older');
    rememberDeviceOrder('tok-gone');
    rememberDeviceOrder('tok-newer');
    const api = renderAsGuest({
      'GET /orders/track/tok-older': { body: { data: older } },
      'GET /orders/track/tok-newer': { body: { data: newer } },
      // removed by the shop: the device lets it go
      'GET /orders/track/tok-gone': NOT_FOUND,
    });

    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Pedido #00new1', 'Pedido #00old1']);
    expect(within(cards[0]!).getByText('Aguardando Confirmação')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Acompanhar' })).toHaveAttribute('href', '/acompanhar/tok-newer');
    expect(within(cards[1]!).getByRole('link', { name: 'Acompanhar' })).toHaveAttribute('href', '/acompanhar/tok-older');
    expect(screen.getByText('Pedidos feitos neste aparelho.')).toBeInTheDocument();
    await waitFor(() => expect(readDeviceOrders()).toEqual(['tok-newer', 'tok-older']));
    // the account's list is never asked for: a guest has none
    expect(api.callsTo('GET', '/orders?')).toHaveLength(0);
  });

  it("says 'Você ainda não fez nenhum pedido.' when this device placed none", async () => {
    renderAsGuest({});
    expect(await screen.findByText('Você ainda não fez nenhum pedido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fazer Pedido' })).toBeInTheDocument();
  });
});
