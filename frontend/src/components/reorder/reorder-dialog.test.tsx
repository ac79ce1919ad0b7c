import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RepeatOrderDto } from '@quentinha/shared/customers/types';
import { dish, drink, product } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders } from '@/testing/render';
import ReorderDialog from './reorder-dialog';

const box = product({
  sizes: [
    {
      name: 'pequeno',
      price: 17,
      cost: 6,
      composition: [
        { type: 'Proteína', min: 1, max: 1 },
        { type: 'Acompanhamento', min: 1, max: 2 },
      ],
    },
  ],
});

// yesterday: 2 boxes with Frango Grelhado (off today) and a Coca; the box went from 15 to 17
const repeat: RepeatOrderDto = {
  items: [
    {
      product_id: box.id,
      product_name: 'Quentinha',
      category: 'quentinha',
      size: 'pequeno',
      quantity: 2,
      chosen_dishes: ['Arroz'],
      extras: [],
      notes: null,
      unit_price_before: 15,
      unit_price: 17,
    },
    {
      product_id: 'p-coca',
      product_name: 'Coca-Cola Lata',
      category: 'bebida',
      size: 'medio',
      quantity: 1,
      chosen_dishes: [],
      extras: [],
      notes: null,
      unit_price_before: 6,
      unit_price: 6,
    },
  ],
  missing: [{ name: 'Frango Grelhado', reason: 'Hoje não tem Frango Grelhado — escolha outra proteína' }],
  total_before: 36,
  total_now: 40,
};

function setup() {
  mockApi({
    'GET /orders/o-1/repeat': { body: repeat },
    'GET /products': { body: { products: [box, drink()] } },
    'GET /dailymenus/today': {
      body: {
        id: 'm1',
        date: '2026-11-27',
        active: true,
        dishes: [dish('Arroz'), dish('Carne de Panela', 'Proteína')],
        remaining: {},
      },
    },
  });
  return renderWithProviders(
    <Routes>
      <Route
        path="/meus-pedidos"
        element={<ReorderDialog source={{ kind: 'order', id: 'o-1' }} title="Pedir de novo" onClose={() => {}} />}
      />
      <Route path="/home" element={<p>Vitrine</p>} />
    </Routes>,
    { route: '/meus-pedidos' },
  );
}

describe("'Pedir de novo' (issue 28)", () => {
  it('names what is missing today, shows the price before and now, and waits for a new protein', async () => {
    const { store } = setup();
    const dialog = await findDialog('Pedir de novo');
    expect(
      await within(dialog).findByText('Hoje não tem Frango Grelhado — escolha outra proteína'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('antes R$ 30,00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('hoje R$ 34,00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('reorder-total')).toHaveTextContent('R$ 40,00');
    // the box lacks its protein: nothing goes to the cart until it is chosen (or left out)
    expect(within(dialog).getByRole('button', { name: 'Escolha o prato que falta' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Escolher pratos' }));
    const picker = await findDialog('Monte sua Quentinha');
    // the earlier box comes back as it was, minus what is off today
    expect(within(picker).getByRole('checkbox', { name: /Arroz/ })).toBeChecked();
    await userEvent.click(within(picker).getByRole('checkbox', { name: /Carne de Panela/ }));
    await userEvent.click(within(picker).getByRole('button', { name: /Adicionar/ }));

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Colocar no carrinho' }));
    expect(await screen.findByText('Vitrine')).toBeInTheDocument();
    const lines = store.getState().cart.lines;
    expect(lines.map((l) => [l.name, l.quantity, l.price, [...l.chosen_dishes].sort()])).toEqual([
      ['Quentinha P', 2, 17, ['Arroz', 'Carne de Panela']],
      ['Coca-Cola Lata', 1, 6, []],
    ]);
  });

  it("'Deixar de fora' puts the rest in the cart", async () => {
    const { store } = setup();
    const dialog = await findDialog('Pedir de novo');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Deixar de fora' }));
    expect(within(dialog).getByTestId('reorder-total')).toHaveTextContent('R$ 6,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Colocar no carrinho' }));
    await waitFor(() => expect(store.getState().cart.lines.map((l) => l.name)).toEqual(['Coca-Cola Lata']));
  });
});
