import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RepeatOrderDto } from '@quentinha/shared/customers/types';
import { drink } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders } from '@/testing/render';
import UsualOffer from './usual-offer';

const usual: RepeatOrderDto = {
  items: [
    {
      product_id: 'p-coca',
      product_name: 'Coca-Cola Lata',
      category: 'bebida',
      size: 'medio',
      quantity: 2,
      chosen_dishes: [],
      extras: [],
      notes: null,
      unit_price_before: 6,
      unit_price: 6,
    },
  ],
  missing: [],
  total_before: 12,
  total_now: 12,
};

describe("'Pedir o de sempre' on the storefront (issue 28)", () => {
  it("offers the device's usual order and opens the prompt with it", async () => {
    mockApi({
      'GET /orders/track/tok-1/usual': { body: usual },
      'GET /products': { body: { products: [drink()] } },
      'GET /dishes': { body: [] },
    });
    renderWithProviders(<UsualOffer source={{ kind: 'usual-track', token: 'tok-1' }} />, { route: '/home' });
    expect(await screen.findByText('2x Coca-Cola Lata')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pedir o de sempre · R$ 12,00' }));
    const dialog = await findDialog('Pedir o de sempre');
    expect(await within(dialog).findByRole('list', { name: 'Itens do pedido' })).toHaveTextContent('2x Coca-Cola Lata');
    expect(within(dialog).getByRole('button', { name: 'Colocar no carrinho' })).toBeEnabled();
  });

  it('shows nothing when there is no delivered order yet (404)', async () => {
    const api = mockApi({
      'GET /me/usual': {
        status: 404,
        body: { statusCode: 404, message: 'Você ainda não tem pedido entregue para repetir.' },
      },
    });
    const { container } = renderWithProviders(<UsualOffer source={{ kind: 'usual' }} />, { route: '/home' });
    await expect.poll(() => api.callsTo('GET', '/me/usual').length).toBe(1);
    expect(container.querySelector('.usual-offer')).toBeNull();
  });
});
