import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { user } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders, testQueryClient } from '@/testing/render';
import { queryKeys } from '@/api/query-keys';
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
