import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/stores/cart/cart-line';
import { soldOutNames } from '@/api/catalog';
import { soldOutInCart, soldOutSentence } from './sold-out';

const line = (chosen_dishes: string[]) => ({ chosen_dishes }) as CartLine;
const dish = (id: string, name: string) => ({ id, name, type: 'Proteína', category: 'Proteína', active: true, created_at: '', updated_at: '' });

describe('sold-out dishes in the cart', () => {
  it('names each dish of the cart that ran out once, and says what to do', () => {
    const out = soldOutNames({ menuId: 'm', dishes: [dish('1', 'Frango'), dish('2', 'Arroz'), dish('3', 'Feijão')], remaining: { '1': 0, '2': null, '3': 4 } });
    expect([...out]).toEqual(['Frango']);
    const names = soldOutInCart([line(['Arroz', 'Frango']), line(['Frango']), line([])], out);
    expect(names).toEqual(['Frango']);
    expect(soldOutSentence(names)).toBe('O prato Frango esgotou. Remova-o do carrinho para continuar.');
    expect(soldOutSentence(['A', 'B', 'C'])).toBe('Os pratos A, B e C esgotaram. Remova-os do carrinho para continuar.');
    expect(soldOutSentence([])).toBeNull();
  });
});
