import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { makeItem, makeOrder } from '@/components/order-board/testing/order-fixtures';
import { OrderAdminCard } from './order-admin-card';

function renderCard(order: OrderDto) {
  const handlers = { onStatus: vi.fn(), onEdit: vi.fn(), onRemove: vi.fn(), onDispatch: vi.fn(), onCancel: vi.fn() };
  render(<OrderAdminCard order={order} busy={false} {...handlers} />);
  return handlers;
}

describe('OrderAdminCard', () => {
  it('titles the card with the last 6 characters of the id and the Sao Paulo time', () => {
    renderCard(makeOrder({ id: '7f3c2a10-aaaa-bbbb-cccc-0000ab12cd34', created_at: '2026-03-01T00:30:00.000Z' }));
    expect(screen.getByText('Pedido #12cd34')).toBeInTheDocument();
    // 00:30 UTC is 21:30 of the day before in Sao Paulo
    expect(screen.getByText('28/02 21:30')).toBeInTheDocument();
  });

  it("shows 'Data indisponível' for an unreadable date", () => {
    renderCard(makeOrder({ created_at: 'ontem', order_date: '' }));
    expect(screen.getByText('Data indisponível')).toBeInTheDocument();
  });

  it('adds the size letter to quentinhas only, never twice', () => {
    renderCard(
      makeOrder({
        items: [
          makeItem({ product_name: 'Quentinha Executiva', size: 'familia', quantity: 2, chosen_dishes: ['Arroz', 'Bife'] }),
          makeItem({ product_name: 'Quentinha Fit P', size: 'pequeno' }),
          makeItem({ product_name: 'Refrigerante Lata', category: 'bebida', size: 'medio', chosen_dishes: [] }),
        ],
      }),
    );
    expect(screen.getByText('2x Quentinha Executiva GG')).toBeInTheDocument();
    expect(screen.getByText('Arroz, Bife')).toBeInTheDocument();
    expect(screen.getByText('1x Quentinha Fit P')).toBeInTheDocument();
    expect(screen.getByText('1x Refrigerante Lata')).toBeInTheDocument();
  });

  it('shows change only for cash above 0', () => {
    renderCard(makeOrder({ customer_name: 'A', payment_method: 'cash', change_for: 50 }));
    expect(screen.getByText('Troco p/ R$ 50,00')).toBeInTheDocument();
  });

  it.each([
    ['cash with no change', { payment_method: 'cash' as const, change_for: 0 }],
    ['card with change', { payment_method: 'credit_card' as const, change_for: 50 }],
  ])('hides the change line for %s', (_name, overrides) => {
    renderCard(makeOrder(overrides));
    expect(screen.queryByText(/Troco/)).toBeNull();
  });

  it("shows 'Retirada no Local' for pickups, the neighbourhood, address and fee for deliveries", () => {
    renderCard(makeOrder({ customer_name: 'Pickup' }));
    expect(screen.getByText('Retirada no Local')).toBeInTheDocument();
    expect(screen.queryByText('Taxa de entrega')).toBeNull();
  });

  it('shows the delivery block, total, notes and the green Confirmar for pending orders', async () => {
    const order = makeOrder({
      status: 'pending',
      is_delivery: true,
      delivery_neighborhood: 'Centro',
      delivery_address: 'Rua B, 5',
      delivery_fee: 6,
      total_amount: 26,
      payment_method: 'pix',
      notes: 'Sem cebola',
    });
    const { onStatus } = renderCard(order);
    expect(screen.getByText('Centro')).toBeInTheDocument();
    expect(screen.getByText('Rua B, 5')).toBeInTheDocument();
    expect(screen.getByText('Taxa de entrega').nextSibling).toHaveTextContent('R$ 6,00');
    expect(screen.getByText('R$ 26,00')).toBeInTheDocument();
    expect(screen.getByText('PIX')).toBeInTheDocument();
    expect(screen.getByText('Observações:').parentElement).toHaveTextContent('Sem cebola');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onStatus).toHaveBeenCalledWith(order.id, 'confirmed');
  });

  it("has no 'Confirmar' once the order is confirmed", () => {
    renderCard(makeOrder({ status: 'confirmed' }));
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
  });

  it("offers Editar, Mudar Status with every status, and a red Remover in 'Opções do pedido'", async () => {
    const order = makeOrder({ status: 'pending' });
    const { onEdit, onRemove, onStatus } = renderCard(order);
    await userEvent.click(screen.getByRole('button', { name: 'Opções do pedido' }));
    await userEvent.click(await screen.findByText('Editar'));
    expect(onEdit).toHaveBeenCalledWith(order);

    await userEvent.click(screen.getByRole('button', { name: 'Opções do pedido' }));
    const removeItem = await screen.findByText('Remover');
    expect(removeItem.closest('li')).toHaveClass('ant-dropdown-menu-item-danger');
    await userEvent.click(removeItem);
    expect(onRemove).toHaveBeenCalledWith(order);

    await userEvent.click(screen.getByRole('button', { name: 'Opções do pedido' }));
    await userEvent.hover(await screen.findByText('Mudar Status'));
    await userEvent.click(await screen.findByText('Confirmado'));
    expect(onStatus).toHaveBeenCalledWith(order.id, 'confirmed');
  });

  it("asks for the courier before 'Em Rota' and for the reason before cancelling", async () => {
    const order = makeOrder({ status: 'ready', is_delivery: true, delivery_neighborhood: 'Centro' });
    const { onStatus, onCancel, onDispatch } = renderCard(order);
    await userEvent.click(screen.getByRole('button', { name: 'Opções do pedido' }));
    await userEvent.hover(await screen.findByText('Mudar Status'));
    await userEvent.click(await screen.findByText('Em Rota'));
    expect(onDispatch).toHaveBeenCalledWith(order);
    await userEvent.click(screen.getByRole('button', { name: 'Opções do pedido' }));
    await userEvent.click(await screen.findByText('Cancelar Pedido'));
    expect(onCancel).toHaveBeenCalledWith(order);
    expect(onStatus).not.toHaveBeenCalled();
  });

  it("offers no 'Em Rota' for a pickup order; 'Cancelado' opens the reason dialog", async () => {
    const order = makeOrder({ status: 'ready', is_delivery: false });
    const { onStatus, onCancel } = renderCard(order);
    await userEvent.click(screen.getByRole('button', { name: 'Opções do pedido' }));
    await userEvent.hover(await screen.findByText('Mudar Status'));
    expect((await screen.findByText('Em Rota')).closest('li')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByText('Cancelado'));
    expect(onCancel).toHaveBeenCalledWith(order);
    expect(onStatus).not.toHaveBeenCalled();
  });

  it("names the courier on the road and shows why an order was cancelled", () => {
    renderCard(makeOrder({ status: 'delivering', is_delivery: true, delivery_user_id: 'c1', delivery_user_name: 'Pedro Entregador' }));
    expect(screen.getByText('Coletado por: Pedro Entregador')).toBeInTheDocument();
    renderCard(makeOrder({ status: 'cancelled', cancel_reason: 'Prato esgotado' }));
    expect(screen.getByText('Cancelado: Prato esgotado')).toBeInTheDocument();
  });
});
