import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { drink, line, product } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders, testStore } from '@/testing/render';
import { HomeRoute } from './home-route';

const menu = [
  product({ id: 'p-brownie', name: 'Brownie', category: 'sobremesa', sizes: [{ name: 'medio', price: 8, cost: 3 }] }),
  product({ id: 'p-sopa', name: 'Sopa', category: 'caldos', sizes: [{ name: 'medio', price: 14, cost: 5 }] }),
  drink(),
  product(),
  product({ id: 'p-acai', name: 'Açaí', category: 'acompanhamentos', sizes: [{ name: 'medio', price: 10, cost: 4 }] }),
];

function renderHome(lines = [line()]) {
  mockApi({
    'GET /products': { body: { products: menu } },
    'GET /settings/public': { body: { business_name: 'Quentinha', tagline: '', whatsapp_number: '', banner_url: null } },
    'GET /dailymenus/today': { status: 404, body: {} },
    'GET /dishes': { body: [] },
  });
  const store = testStore(lines);
  renderWithProviders(<HomeRoute />, { store });
  return store;
}

describe('storefront', () => {
  it('lists Quentinhas, Bebidas, Sobremesas first, then the others alphabetically', async () => {
    renderHome([]);
    await screen.findByText('Brownie');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Quentinhas', 'Bebidas', 'Sobremesas', 'Acompanhamentos', 'Caldos']);
  });

  it("shows prices in reais and 'Montar Prato' for quentinhas, 'Adicionar' for drinks", async () => {
    renderHome([]);
    const card = (await screen.findByRole('heading', { name: 'Quentinha', level: 3 })).closest('article')!;
    expect(within(card).getByText('R$ 15,00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Montar Prato' })).toBeInTheDocument();
    const coke = screen.getByRole('heading', { name: 'Coca-Cola Lata' }).closest('article')!;
    expect(within(coke).getByText('R$ 6,00')).toBeInTheDocument();
    expect(within(coke).getByRole('button', { name: /Adicionar Coca-Cola Lata/ })).toBeInTheDocument();
  });

  it('puts a drink straight in the cart and groups repeats in the panel', async () => {
    const store = renderHome([]);
    const add = await screen.findByRole('button', { name: /Adicionar Coca-Cola Lata/ });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.getByRole('button', { name: 'Abrir carrinho, 2 itens' })).toBeInTheDocument();
    expect(store.getState().cart.lines).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: /Abrir carrinho/ }));
    const panel = await findDialog('Seu Pedido');
    expect(within(panel).getByText('Coca-Cola Lata')).toBeInTheDocument();
    // the line total and the subtotal
    expect(within(panel).getAllByText('R$ 12,00')).toHaveLength(2);
    await userEvent.click(within(panel).getByRole('button', { name: /Diminuir Coca-Cola Lata/ }));
    await userEvent.click(within(panel).getByRole('button', { name: /Remover Coca-Cola Lata/ }));
    expect(await within(panel).findByText('Seu carrinho está vazio.')).toBeInTheDocument();
  });

  it('opens the dish picker for a quentinha', async () => {
    renderHome([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Montar Prato' }));
    expect(await findDialog('Monte sua Quentinha')).toBeInTheDocument();
  });

  it('tells the person when the stored cart no longer matches the menu', async () => {
    const store = renderHome([line({ price: 13 }), line({ id: 'cart_2', product_id: 'p-retirado', name: 'Feijoada G' })]);
    expect(await screen.findByText('Seu carrinho foi atualizado')).toBeInTheDocument();
    expect(screen.getByText(/Saíram do cardápio: Feijoada G\./)).toBeInTheDocument();
    expect(screen.getByText(/Quentinha P: de R\$ 13,00 para R\$ 15,00\./)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart.lines).toEqual([expect.objectContaining({ id: 'cart_1', price: 15 })]));
  });
});
