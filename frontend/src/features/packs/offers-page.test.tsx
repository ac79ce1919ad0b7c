import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PackOfferDto } from '@quentinha/shared/packs/types';
import { product } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { findDialog, renderWithProviders } from '@/testing/render';
import OffersPage from './offers-page';

const quentinha = product({
  id: 'p-q',
  name: 'Quentinha',
  sizes: [
    { name: 'medio', price: 24.9, cost: 9 },
    { name: 'grande', price: 29.9, cost: 11 },
  ],
});

const offer: PackOfferDto = {
  id: 'pk-1',
  name: '10 Quentinhas M',
  product_id: 'p-q',
  product_name: 'Quentinha',
  size: 'medio',
  quantity: 10,
  price: 219,
  unit_price: 21.9,
  box_price: 24.9,
  validity_days: 60,
  active: true,
  created_at: '2026-06-01T12:00:00.000Z',
  updated_at: '2026-06-01T12:00:00.000Z',
};

function setup(offers: PackOfferDto[] = [offer]) {
  return mockApi({
    'GET /packs': { body: offers },
    'GET /products?all=true': { body: { products: [quentinha] } },
    'POST /packs': (call) => ({ status: 201, body: { ...offer, id: 'pk-2', ...(call.body as object) } }),
    'PUT /packs/pk-1': (call) => ({ body: { ...offer, ...(call.body as object) } }),
  });
}

describe("'Pacotes' (admin)", () => {
  it('lists each offer with its price per box, the discount on the box alone and the validity', async () => {
    setup();
    renderWithProviders(<OffersPage />, { route: '/pacotes' });
    const row = (await screen.findByText('10 Quentinhas M')).closest('tr')!;
    expect(within(row).getByText('Quentinha M')).toBeInTheDocument();
    expect(within(row).getByText('R$ 219,00')).toBeInTheDocument();
    // R$ 21,90 a box against R$ 24,90 alone: 12% less
    expect(within(row).getByText(/R\$ 21,90/)).toHaveTextContent('R$ 21,90 (−12%)');
    expect(within(row).getByText('60 dias')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Status de 10 Quentinhas M' })).toBeChecked();
  });

  it("creates an offer: a quentinha and size, how many, the price and the validity, with the box's price shown", async () => {
    const api = setup([]);
    renderWithProviders(<OffersPage />, { route: '/pacotes' });
    await userEvent.click(await screen.findByRole('button', { name: /Novo Pacote/ }));
    const dialog = await findDialog('Novo Pacote');
    await userEvent.type(within(dialog).getByLabelText('Nome'), '10 Quentinhas G');
    const pick = userEvent.setup({ pointerEventsCheck: 0 });
    await pick.click(within(dialog).getByRole('combobox', { name: 'Quentinha' }));
    await pick.click(await screen.findByText('Quentinha', { selector: '.ant-select-item-option-content' }));
    await pick.click(within(dialog).getByRole('combobox', { name: 'Tamanho' }));
    await pick.click(await screen.findByText('Grande (G) · R$ 29,90', { selector: '.ant-select-item-option-content' }));
    await userEvent.type(within(dialog).getByLabelText('Preço do pacote'), '269');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Por quentinha: R$ 26,90 · 10% abaixo do avulso (R$ 29,90)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('POST', '/packs')).toHaveLength(1));
    expect(api.callsTo('POST', '/packs')[0]!.body).toEqual({
      name: '10 Quentinhas G',
      product_id: 'p-q',
      size: 'grande',
      quantity: 10,
      price: 269,
      validity_days: 60,
      active: true,
    });
  });

  it('refuses a quantity outside 2 to 60 and sends nothing', async () => {
    const api = setup([]);
    renderWithProviders(<OffersPage />, { route: '/pacotes' });
    await userEvent.click(await screen.findByRole('button', { name: /Novo Pacote/ }));
    const dialog = await findDialog('Novo Pacote');
    const quantity = within(dialog).getByLabelText('Quantidade de quentinhas');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('De 2 a 60 quentinhas.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/packs')).toHaveLength(0);
  });

  it('switches an offer off with PUT {active: false}', async () => {
    const api = setup();
    renderWithProviders(<OffersPage />, { route: '/pacotes' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Status de 10 Quentinhas M' }));
    await waitFor(() => expect(api.callsTo('PUT', '/packs/pk-1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/packs/pk-1')[0]!.body).toEqual({ active: false });
  });
});
