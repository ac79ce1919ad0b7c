import { describe, expect, it } from 'vitest';
import { dish, product } from '@/testing/fixtures';
import { boxOf, chosenTypes, dishFit } from './dish-fit';

// The glue the storefront's picker and 'Adicionar Pedido' share over the rule of DECISIONS 10.10
const dishes = [dish('Frango', 'Proteína'), dish('Bife', 'Proteína'), dish('Arroz', 'Grão'), dish('Farofa'), dish('Purê')];
const sized = product({
  max_items_per_quentinha: 5,
  sizes: [
    { name: 'pequeno', price: 18, cost: 7, composition: [{ type: 'Proteína', min: 1, max: 1 }, { type: 'Acompanhamento', min: 2, max: 2 }] },
    { name: 'grande', price: 24, cost: 9 },
  ],
});
const small = boxOf(sized, sized.sizes[0]);
const fit = (chosen: string[], name: string, remaining?: Record<string, number | null>) =>
  dishFit(small, chosenTypes(chosen, dishes), dishes.find((d) => d.name === name)!, chosen.includes(name), remaining);

describe('dishFit', () => {
  it('refuses a second protein, and a type the size does not take, saying why', () => {
    expect(fit(['Frango'], 'Bife')).toEqual({ disabled: true, reason: 'Você já escolheu 1 Proteína, o máximo deste tamanho', left: null });
    expect(fit([], 'Arroz')).toMatchObject({ disabled: true, reason: 'Esta quentinha não leva Grão' });
    // the chosen one can still be unticked
    expect(fit(['Frango'], 'Frango')).toMatchObject({ disabled: false });
  });

  it("a size without composition only counts dishes; sold out wins; 'restam n' from 5 down", () => {
    const big = boxOf(sized, sized.sizes[1]);
    expect(big.composition).toBeNull();
    expect(dishFit(big, chosenTypes(['Frango'], dishes), dishes[1]!, false, undefined).disabled).toBe(false);
    expect(fit([], 'Farofa', { 'd-Farofa': 0 })).toEqual({ disabled: true, reason: 'Esgotado', left: null });
    expect(fit([], 'Farofa', { 'd-Farofa': 5 }).left).toBe(5);
    expect(fit([], 'Farofa', { 'd-Farofa': 6 }).left).toBeNull();
  });
});
