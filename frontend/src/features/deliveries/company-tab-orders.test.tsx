import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBoard, stubApi } from '@/components/order-board/testing/board-test-utils';
import { makeOrder, makeUser } from '@/components/order-board/testing/order-fixtures';
import DeliveriesPage from './deliveries-page';

// Issue 29: a company's tab orders on the courier's board.

const horizonte = { id: 'co-1', name: 'Construtora Horizonte', member_id: 'm-1', member_name: 'João' };
const tabOrder = (name: string) =>
  makeOrder({
    customer_name: name,
    status: 'ready',
    is_delivery: true,
    delivery_neighborhood: 'Centro',
    delivery_address: 'Av. da Obra, 100',
    delivery_fee: 5,
    total_amount: 30,
    payment_method: 'company_tab',
    company: horizonte,
  });

afterEach(() => vi.unstubAllGlobals());

describe("the courier's board and a company's tab", () => {
  it("groups one company's orders for the slot and says to collect nothing", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    stubApi(() => [
      tabOrder('João'),
      makeOrder({ customer_name: 'Maria', status: 'ready', is_delivery: true, delivery_neighborhood: 'Centro' }),
      tabOrder('Ana'),
    ]);
    renderBoard(<DeliveriesPage />, { user: makeUser() });

    const group = await screen.findByRole('region', { name: 'Construtora Horizonte · 2 pedidos' });
    expect(within(group).getAllByRole('article')).toHaveLength(2);
    const card = within(group).getByRole('article', { name: /João/ });
    expect(within(card).getByText('Conta Empresa — não cobrar')).toBeInTheDocument();
    const total = within(card).getByText('Total a Receber:').parentElement!;
    expect(within(total).getByText('R$ 0,00')).toBeInTheDocument();
    // any other order keeps its card, its way of paying and its amount
    const maria = screen.getByRole('article', { name: /Maria/ });
    expect(within(maria).queryByText('Conta Empresa — não cobrar')).toBeNull();
  });
});
