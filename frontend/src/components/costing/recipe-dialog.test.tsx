import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IngredientDto, RecipeDto } from '@quentinha/shared/costing/api';
import { DEFAULT_COSTING_SETTINGS } from '@quentinha/shared/costing/costing';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { RecipeDialog } from './recipe-dialog';

const ingredient = (id: string, name: string, overrides: Partial<IngredientDto> = {}): IngredientDto => ({
  id,
  name,
  unit: 'g',
  purchase_unit_label: 'saco 5 kg',
  purchase_unit_quantity: 5000,
  purchase_price: 30,
  correction_factor: 1,
  active: true,
  unit_cost: 0.006,
  used_in: 0,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

// rice R$ 30 the 5 kg sack; chicken R$ 20 the kg, 1 kg bought gives 800 g trimmed
const arroz = ingredient('i-arroz', 'Arroz');
const frango = ingredient('i-frango', 'Frango', { purchase_unit_label: 'kg', purchase_unit_quantity: 1000, purchase_price: 20, correction_factor: 1.25 });
const dish = { id: 'd-1', name: 'Frango com arroz' };

function setup(recipe?: RecipeDto) {
  const saved: RecipeDto = {
    dish_id: dish.id,
    dish_name: dish.name,
    yield_portions: 10,
    items: [],
    cost_per_portion: 2.6,
    cost_per_portion_by_size: { pequeno: 1.95, medio: 2.6, grande: 3.38, familia: 5.2 },
    updated_at: '2026-11-27T12:00:00.000Z',
  };
  const api = mockApi({
    'GET /ingredients': { body: [arroz, frango] },
    'GET /settings/costing': { body: DEFAULT_COSTING_SETTINGS },
    // a dish without a recipe answers 404
    ...(recipe ? { [`GET /dishes/${dish.id}/recipe`]: { body: recipe } } : {}),
    [`PUT /dishes/${dish.id}/recipe`]: { body: saved },
  });
  const onClose = vi.fn();
  renderWithProviders(<RecipeDialog dish={dish} onClose={onClose} />);
  return { api, onClose };
}

const costPerPortion = () => screen.getByTestId('cost-per-portion');

async function choose(index: number, label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: `Insumo ${index}` }));
  const options = await screen.findAllByTitle(label);
  await userEvent.click(options[options.length - 1]!);
}

afterEach(() => vi.unstubAllGlobals());

describe('RecipeDialog (ficha técnica)', () => {
  it('shows the cost per portion as the owner types, with the correction factor, and saves the recipe', async () => {
    const { api, onClose } = setup();
    expect(await screen.findByText('Ficha Técnica — Frango com arroz')).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Insumo 1' });
    expect(costPerPortion()).toHaveTextContent('R$ 0,00');

    await choose(1, 'Arroz (g)');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Quantidade 1' }), '1000');
    // 1000 g x R$ 0,006 / 10 portions
    await waitFor(() => expect(costPerPortion()).toHaveTextContent('R$ 0,60'));
    expect(screen.getByLabelText('Custo da linha 1')).toHaveTextContent('R$ 6,00');

    await userEvent.click(screen.getByRole('button', { name: /Adicionar insumo/ }));
    await choose(2, 'Frango (g)');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Quantidade 2' }), '800');
    // 800 g net x 1.25 = 1 kg bought = R$ 20; (6 + 20) / 10
    await waitFor(() => expect(costPerPortion()).toHaveTextContent('R$ 2,60'));
    // the sizes with the default factors: G 1.3 x 2,60
    expect(screen.getByText('G R$ 3,38')).toBeInTheDocument();

    const portions = screen.getByRole('spinbutton', { name: /Rendimento/ });
    await userEvent.clear(portions);
    await userEvent.type(portions, '13');
    await waitFor(() => expect(costPerPortion()).toHaveTextContent('R$ 2,00'));

    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/dishes/')).toHaveLength(1));
    expect(api.callsTo('PUT', '/dishes/')[0]!.body).toEqual({
      yield_portions: 13,
      items: [
        { ingredient_id: arroz.id, quantity: 1000 },
        { ingredient_id: frango.id, quantity: 800 },
      ],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('opens a saved recipe with its lines and cost, and refuses a line without quantity', async () => {
    const { api } = setup({
      dish_id: dish.id,
      dish_name: dish.name,
      yield_portions: 10,
      items: [{ ingredient_id: arroz.id, quantity: 1000, name: 'Arroz', unit: 'g', correction_factor: 1, unit_cost: 0.006, cost: 6 }],
      cost_per_portion: 0.6,
      cost_per_portion_by_size: { pequeno: 0.45, medio: 0.6, grande: 0.78, familia: 1.2 },
      updated_at: '2026-11-27T12:00:00.000Z',
    });
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Quantidade 1' })).toHaveValue('1000'));
    expect(costPerPortion()).toHaveTextContent('R$ 0,60');

    await userEvent.click(screen.getByRole('button', { name: /Adicionar insumo/ }));
    await choose(2, 'Frango (g)');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/Quantidade de cada insumo deve ser um número maior que zero/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/dishes/')).toHaveLength(0);
  });
});
