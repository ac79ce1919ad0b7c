import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuCostingDto } from '@quentinha/shared/costing/api';
import { DEFAULT_COSTING_SETTINGS } from '@quentinha/shared/costing/costing';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { CostingSettingsCard } from './costing-settings-card';
import { MenuCosting } from './menu-costing';

afterEach(() => vi.unstubAllGlobals());

const costing: MenuCostingDto = {
  menu_id: 'm-1',
  date: '2026-11-28',
  cmv_target_percent: 35,
  dishes: [
    { dish_id: 'd-1', name: 'Frango grelhado', has_recipe: true, cost_per_portion: 2.6 },
    { dish_id: 'd-2', name: 'Farofa', has_recipe: false, cost_per_portion: null },
  ],
  boxes: [
    { product_id: 'p-1', product_name: 'Marmita do Dia', size: 'medio', price: 18, cost: 5.4, cmv_percent: 30, over_target: false },
    { product_id: 'p-1', product_name: 'Marmita do Dia', size: 'grande', price: 20, cost: 7.9, cmv_percent: 39.5, over_target: true },
  ],
};

describe("the menu's costs", () => {
  it('shows each box and size with its food cost %, red above the target, and the dishes left out', async () => {
    mockApi({ 'GET /dailymenus/m-1/costing': { body: costing } });
    renderWithProviders(<MenuCosting menuId="m-1" version="d-1,d-2" dirty={false} />);
    const region = await screen.findByRole('region', { name: 'Custo do Cardápio' });
    expect(await within(region).findByText('Meta de CMV: 35%')).toBeInTheDocument();
    const [, medio, grande] = within(region).getAllByRole('row');
    // the product named once for its sizes
    expect(medio).toHaveTextContent(/Marmita do Dia.*M.*R\$ 5,40.*30%/);
    expect(grande).toHaveTextContent(/^G.*R\$ 7,90/);
    expect(within(medio!).getByText('30%')).not.toHaveClass('costing-over');
    expect(within(grande!).getByText(/39,5%/)).toHaveClass('costing-over');
    expect(within(region).getByText('1 marmita acima da meta.')).toBeInTheDocument();
    expect(within(region).getByText(/Farofa — não entram no custo/)).toBeInTheDocument();
  });

  it('says the figures are the saved menu while changes wait to be saved', async () => {
    mockApi({ 'GET /dailymenus/m-1/costing': { body: costing } });
    renderWithProviders(<MenuCosting menuId="m-1" version="d-1" dirty />);
    expect(await screen.findByText('Salve o cardápio para recalcular os custos.')).toBeInTheDocument();
  });
});

describe("'Custos' settings", () => {
  it('sends the size factors with M at 1, the packaging per size and the target', async () => {
    const api = mockApi({
      'GET /settings/costing': { body: DEFAULT_COSTING_SETTINGS },
      'PUT /settings/costing': (call) => ({ body: call.body }),
    });
    renderWithProviders(<CostingSettingsCard />);
    const grande = await screen.findByRole('spinbutton', { name: 'Fator Grande (G)' });
    await waitFor(() => expect(grande).toHaveValue('1,30'));
    expect(screen.getByRole('spinbutton', { name: 'Fator Média (M)' })).toBeDisabled();
    await userEvent.clear(grande);
    await userEvent.type(grande, '1,5');
    const packaging = screen.getByRole('spinbutton', { name: 'Embalagem Grande (G)' });
    await userEvent.clear(packaging);
    await userEvent.type(packaging, '0,90');
    const target = screen.getByRole('spinbutton', { name: 'Meta de CMV (%)' });
    await userEvent.clear(target);
    await userEvent.type(target, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Custos' }));
    await waitFor(() => expect(api.callsTo('PUT', '/settings/costing')).toHaveLength(1));
    expect(api.callsTo('PUT', '/settings/costing')[0]!.body).toEqual({
      size_factors: { pequeno: 0.75, medio: 1, grande: 1.5, familia: 2 },
      packaging: { pequeno: 0, medio: 0, grande: 0.9, familia: 0 },
      cmv_target_percent: 30,
    });
    expect(await screen.findByText('Custos salvos')).toBeInTheDocument();
  });
});
