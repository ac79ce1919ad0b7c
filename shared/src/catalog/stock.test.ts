import { describe, expect, it } from 'vitest';
import { itTells } from '../testing/answers.js';
import { isOutOfStock, isValidStock, STOCK_MESSAGES } from './stock.js';

describe('stock of drinks and other products (DECISIONS 10.10)', () => {
  itTells(isValidStock, [null, 0, 1, 24, 1_000_000], [undefined, -1, 1.5, '3', 1_000_001, NaN, {}]);

  it("names the product when it runs out ('esgotado', as for a dish)", () => {
    expect(STOCK_MESSAGES.notEnough('Coca-Cola lata', 0)).toBe('Coca-Cola lata esgotado');
    expect(STOCK_MESSAGES.notEnough('Coca-Cola lata', 1)).toBe('Coca-Cola lata esgotado: restam só 1 unidade');
    expect(STOCK_MESSAGES.notEnough('Suco', 3)).toBe('Suco esgotado: restam só 3 unidades');
  });

  it('is out of stock only when counted and at 0', () => {
    expect([isOutOfStock(0), isOutOfStock(1), isOutOfStock(null), isOutOfStock(undefined)]).toEqual([true, false, false, false]);
  });
});
