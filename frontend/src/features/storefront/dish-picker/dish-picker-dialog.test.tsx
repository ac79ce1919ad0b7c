import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dish, drink, product } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import DishPickerDialog from './dish-picker-dialog';

const todayMenu = {
  date: '2025-01-01',
  dishes: [
    dish('Arroz'),
    dish('Feijão', 'Grão'),
    dish('Frango Grelhado', 'Proteína'),
    dish('Bife Acebolado', 'Proteína'),
    dish('Salada Verde', 'Salada'),
    dish('Farofa'),
    dish('Purê'),
  ],
};

function renderPicker(p = product()) {
  const onAdd = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<DishPickerDialog product={p} open onAdd={onAdd} onClose={onClose} />);
  return { onAdd, onClose };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const addButton = () => screen.getByRole('button', { name: /^Adicionar/ });

describe('dish picker', () => {
  it("is titled with the product and groups today's dishes by type", async () => {
    mockApi({ 'GET /dailymenus/today': { body: todayMenu } });
    renderPicker();
    expect(screen.getByText('Monte sua Quentinha')).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Arroz' });
    const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings).toEqual(['Proteína', 'Acompanhamento', 'Grão', 'Salada']);
  });

  it('cannot confirm with no dish chosen', async () => {
    mockApi({ 'GET /dailymenus/today': { body: todayMenu } });
    const { onAdd } = renderPicker();
    await screen.findByRole('checkbox', { name: 'Arroz' });
    expect(addButton()).toBeDisabled();
    await userEvent.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('stops the selection at the product maximum', async () => {
    mockApi({ 'GET /dailymenus/today': { body: todayMenu } });
    renderPicker(product({ max_items_per_quentinha: 2 }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Arroz' }));
    await userEvent.click(box('Feijão'));
    expect(screen.getByText('2 de 2')).toBeInTheDocument();
    expect(box('Farofa')).toBeDisabled();
    // even forcing a click through the disabled box does not add it
    await userEvent.setup({ pointerEventsCheck: 0 }).click(box('Farofa'));
    expect(box('Farofa')).not.toBeChecked();
    expect(screen.getByText('2 de 2')).toBeInTheDocument();
    // a chosen dish can be unticked, which frees a slot
    await userEvent.click(box('Arroz'));
    expect(box('Farofa')).toBeEnabled();
  });

  it('uses 5 as the maximum when the product has none', async () => {
    mockApi({ 'GET /dailymenus/today': { body: todayMenu } });
    renderPicker(product({ max_items_per_quentinha: undefined as unknown as number }));
    await screen.findByRole('checkbox', { name: 'Arroz' });
    for (const name of ['Arroz', 'Feijão', 'Farofa', 'Purê', 'Salada Verde']) await userEvent.click(box(name));
    expect(screen.getByText('5 de 5')).toBeInTheDocument();
    expect(box('Frango Grelhado')).toBeDisabled();
  });

  it('adds the chosen size and dishes', async () => {
    mockApi({ 'GET /dailymenus/today': { body: todayMenu } });
    const { onAdd } = renderPicker();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Frango Grelhado' }));
    await userEvent.click(box('Arroz'));
    await userEvent.click(screen.getByText('Grande'));
    expect(screen.getByRole('radio', { name: /Grande/ })).toBeChecked();
    expect(addButton()).toHaveTextContent('R$ 22,90');
    await userEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        product_id: 'p-quentinha',
        size: 'grande',
        price: 22.9,
        chosen_dishes: ['Frango Grelhado', 'Arroz'],
      }),
    );
  });

  it('falls back to all active dishes when there is no menu today, leaving drinks out', async () => {
    const api = mockApi({
      'GET /dailymenus/today': { status: 404, body: { statusCode: 404, message: 'Cardápio não encontrado' } },
      'GET /dishes': { body: [dish('Lasanha', 'Proteína'), dish('Suco de Laranja', 'Bebida', { category: 'bebida' })] },
    });
    renderPicker(drink({ id: 'p-q2', name: 'Marmita', category: 'quentinha' }));
    expect(await screen.findByRole('checkbox', { name: 'Lasanha' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Suco de Laranja' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/dishes')[0]?.path).toBe('/dishes?active=true'));
  });

  it("marks a sold-out dish 'Esgotado' and does not let it be chosen", async () => {
    mockApi({
      'GET /dailymenus/today': {
        body: { ...todayMenu, id: 'm1', remaining: { 'd-Frango Grelhado': 0, 'd-Arroz': 3 } },
      },
    });
    renderPicker();
    const chicken = await screen.findByRole('checkbox', { name: /Frango Grelhado/ });
    expect(chicken).toBeDisabled();
    expect(chicken.closest('label')).toHaveTextContent('Esgotado');
    expect(box('Arroz')).toBeEnabled();
  });

  describe("a size's composition ('P: 1 Proteína + 2 Acompanhamentos')", () => {
    const boxed = product({
      sizes: [
        {
          name: 'pequeno',
          price: 18,
          cost: 6,
          composition: [
            { type: 'Proteína', min: 1, max: 1 },
            { type: 'Acompanhamento', min: 2, max: 2 },
          ],
        },
      ],
      extras: [
        { id: 'x-egg', name: 'Ovo frito', price: 3, cost: 1 },
        { id: 'x-bacon', name: 'Bacon', price: 4.5, cost: 2 },
      ],
    });

    it('guides by type and cannot take a second protein', async () => {
      mockApi({ 'GET /dailymenus/today': { body: todayMenu } });
      const { onAdd } = renderPicker(boxed);
      await screen.findByRole('checkbox', { name: 'Arroz' });
      expect(screen.getByText('Escolha 2 Acompanhamentos')).toBeInTheDocument();
      // types the size does not take are not offered
      expect(screen.queryByRole('checkbox', { name: 'Salada Verde' })).toBeNull();
      expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Proteína', 'Acompanhamento']);
      expect(screen.getAllByText('Escolha 1 Proteína')).toHaveLength(2); // the heading and the guide
      await userEvent.click(box('Frango Grelhado'));
      expect(box('Bife Acebolado')).toBeDisabled();
      expect(box('Bife Acebolado')).toHaveAccessibleDescription(/já escolheu 1 Proteína/);
      await userEvent.setup({ pointerEventsCheck: 0 }).click(box('Bife Acebolado'));
      expect(box('Bife Acebolado')).not.toBeChecked();
      // one side dish is not enough yet
      await userEvent.click(box('Arroz'));
      expect(addButton()).toBeDisabled();
      expect(screen.getByText('Escolha 2 Acompanhamentos', { selector: '.dish-picker__hint' })).toBeInTheDocument();
      await userEvent.click(box('Farofa'));
      expect(screen.getByText('3 de 3')).toBeInTheDocument();
      expect(box('Purê')).toBeDisabled();
      expect(addButton()).toBeEnabled();
      await userEvent.click(addButton());
      expect(onAdd).toHaveBeenCalledWith(
        expect.objectContaining({ chosen_dishes: ['Frango Grelhado', 'Arroz', 'Farofa'], price: 18 }),
      );
    });

    it('adds the chosen extras to the price and to the line', async () => {
      mockApi({ 'GET /dailymenus/today': { body: todayMenu } });
      const { onAdd } = renderPicker(boxed);
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Frango Grelhado' }));
      await userEvent.click(box('Arroz'));
      await userEvent.click(box('Farofa'));
      expect(addButton()).toHaveTextContent('R$ 18,00');
      await userEvent.click(screen.getByRole('checkbox', { name: /Ovo frito/ }));
      expect(screen.getByRole('checkbox', { name: /Ovo frito/ }).closest('label')).toHaveTextContent('+R$ 3,00');
      expect(addButton()).toHaveTextContent('R$ 21,00');
      await userEvent.click(addButton());
      expect(onAdd).toHaveBeenCalledWith(
        expect.objectContaining({ price: 21, extras: [{ id: 'x-egg', name: 'Ovo frito', price: 3 }] }),
      );
    });

    it("shows 'restam n' when few portions are left", async () => {
      mockApi({
        'GET /dailymenus/today': { body: { ...todayMenu, id: 'm1', remaining: { 'd-Arroz': 3, 'd-Farofa': 6 } } },
      });
      renderPicker(boxed);
      expect(await screen.findByRole('checkbox', { name: 'Arroz' })).toHaveAccessibleDescription('restam 3');
      expect(box('Arroz').closest('label')).toHaveTextContent('restam 3');
      expect(box('Farofa').closest('label')).not.toHaveTextContent('restam');
    });
  });
});
