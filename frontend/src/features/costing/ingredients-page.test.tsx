import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IngredientDto } from '@quentinha/shared/costing/api';
import { COSTING_MESSAGES } from '@quentinha/shared/costing/costing';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import IngredientsPage from './ingredients-page';

const arroz: IngredientDto = {
  id: 'i-1',
  name: 'Arroz agulhinha',
  unit: 'g',
  purchase_unit_label: 'saco 5 kg',
  purchase_unit_quantity: 5000,
  purchase_price: 30,
  correction_factor: 1,
  active: true,
  unit_cost: 0.006,
  used_in: 1,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe("'Insumos'", () => {
  it('lists what the kitchen buys with the cost of a gram', async () => {
    mockApi({ 'GET /ingredients': { body: [arroz, { ...arroz, id: 'i-2', name: 'Ovo', unit: 'un', purchase_unit_label: 'bandeja 30', purchase_unit_quantity: 30, purchase_price: 22.5, active: false }] } });
    renderWithProviders(<IngredientsPage />);
    const row = (await screen.findByText('Arroz agulhinha')).closest('tr')!;
    expect(within(row).getByText(/saco 5 kg — R\$ 30,00/)).toBeInTheDocument();
    expect(within(row).getByText('R$ 0,006/g')).toBeInTheDocument();
    const ovo = screen.getByText('Ovo').closest('tr')!;
    expect(within(ovo).getByText('R$ 0,75/un')).toBeInTheDocument();
    expect(within(ovo).getByText('Inativo')).toBeInTheDocument();
  });

  it('shows the unit cost while the price is typed and sends the ingredient', async () => {
    const api = mockApi({ 'GET /ingredients': { body: [] }, 'POST /ingredients': { status: 201, body: arroz } });
    renderWithProviders(<IngredientsPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Novo Insumo/ }));
    const dialog = await screen.findByRole('dialog');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(COSTING_MESSAGES.name)).toBeInTheDocument();
    expect(api.callsTo('POST', '/ingredients')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Nome do Insumo'), 'Frango peito');
    await userEvent.type(within(dialog).getByLabelText('Unidade de compra'), 'caixa 2 kg');
    await userEvent.type(within(dialog).getByLabelText('Quantidade (g)'), '2000');
    await userEvent.type(within(dialog).getByLabelText('Preço de compra'), '38,00');
    await waitFor(() => expect(within(dialog).getByText('R$ 0,019/g')).toBeInTheDocument());
    expect(within(dialog).getByText(/peso bruto \/ peso líquido/i)).toBeInTheDocument();
    const factor = within(dialog).getByLabelText('Fator de correção');
    await userEvent.clear(factor);
    await userEvent.type(factor, '1,25');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('POST', '/ingredients')).toHaveLength(1));
    expect(api.callsTo('POST', '/ingredients')[0]!.body).toEqual({
      name: 'Frango peito',
      unit: 'g',
      purchase_unit_label: 'caixa 2 kg',
      purchase_unit_quantity: 2000,
      purchase_price: 38,
      correction_factor: 1.25,
      active: true,
    });
    expect(await screen.findByText('Insumo salvo com sucesso')).toBeInTheDocument();
  });

  it('keeps the old prices: the edit dialog lists them, newest first', async () => {
    mockApi({
      'GET /ingredients': { body: [{ ...arroz, purchase_price: 32 }] },
      [`GET /ingredients/${arroz.id}/prices`]: {
        body: [
          { purchase_price: 32, purchase_unit_quantity: 5000, unit_cost: 0.0064, valid_from: '2026-11-20T12:00:00.000Z' },
          { purchase_price: 30, purchase_unit_quantity: 5000, unit_cost: 0.006, valid_from: '2026-11-01T12:00:00.000Z' },
        ],
      },
    });
    renderWithProviders(<IngredientsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Arroz agulhinha' }));
    const history = await screen.findByRole('region', { name: 'Histórico de preços' });
    const [newest, oldest] = within(history).getAllByRole('listitem');
    expect(newest).toHaveTextContent('20/11/2026R$ 32,00 · R$ 0,0064/g');
    expect(oldest).toHaveTextContent('01/11/2026R$ 30,00 · R$ 0,006/g');
  });
});
