import { describe, expect, it } from 'vitest';
import type { LeftoverDto, ShoppingListDto } from '@quentinha/shared/costing/api';
import { leftoverWrites } from './leftovers';
import { shoppingListCsv, shoppingListText, supplierLink } from './shopping-list';

const entry: LeftoverDto = {
  id: 'l-1',
  date: '2026-11-27',
  dish_id: 'd-1',
  dish_name: 'Feijoada',
  portions_left: 3,
  destination: 'funcionarios',
  note: null,
  sold: 40,
  created_at: '2026-11-27T18:00:00.000Z',
  updated_at: '2026-11-27T18:00:00.000Z',
};

describe('leftoverWrites (closing form)', () => {
  it('records a new dish, corrects a changed one, leaves blank and unchanged rows alone', () => {
    const writes = leftoverWrites(
      '2026-11-27',
      {
        'd-1': { portions_left: 5, destination: 'doacao' },
        'd-2': { portions_left: 0, destination: 'descarte' },
        'd-3': { portions_left: null, destination: 'descarte' },
      },
      [entry],
    );
    expect(writes).toEqual([
      { id: 'l-1', payload: { portions_left: 5, destination: 'doacao' } },
      { payload: { date: '2026-11-27', dish_id: 'd-2', portions_left: 0, destination: 'descarte' } },
    ]);
    expect(leftoverWrites('2026-11-27', { 'd-1': { portions_left: 3, destination: 'funcionarios' } }, [entry])).toEqual([]);
  });
});

const list: ShoppingListDto = {
  date: '2026-11-28',
  menu_id: 'm-1',
  items: [
    {
      ingredient_id: 'i-1',
      name: 'Arroz',
      unit: 'g',
      quantity: 3001.5,
      purchase_unit_label: 'pacote 1 kg',
      purchase_unit_quantity: 1000,
      purchase_units: 4,
      estimated_cost: 26,
    },
  ],
  missing_recipes: ['Farofa'],
  dishes: [],
  total_estimated_cost: 26,
};

describe('the shopping list for the supplier', () => {
  it('reads as a chat message: what to buy, how much, the total', () => {
    const text = shoppingListText(list, 'Marmitaria da Ana');
    expect(text).toContain('Lista de Compras — 28/11/2026');
    expect(text).toContain('• Arroz: 4 × pacote 1 kg (3 kg)');
    expect(text).toContain('Total estimado: R$ 26,00');
    expect(supplierLink(text)).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(supplierLink(text).split('text=')[1]!)).toBe(text);
  });

  it('opens in a Brazilian spreadsheet', () => {
    const csv = shoppingListCsv(list);
    expect(csv.startsWith('\uFEFFInsumo;Quantidade;Unidade;Embalagens;Embalagem;Custo estimado (R$)')).toBe(true);
    expect(csv).toContain('Arroz;3001,5;g;4;pacote 1 kg;26,00');
  });
});
