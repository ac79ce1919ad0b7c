import { describe, expect, it } from 'vitest';
import { cleanDishName, dishNameKey } from './dish-names.js';

describe('dish names', () => {
  it.each([
    ['  Arroz   Branco ', 'Arroz Branco', 'arroz branco'],
    ['FEIJÃO CARIOCA', 'FEIJÃO CARIOCA', 'feijão carioca'],
    ['Frango\tà  Parmegiana', 'Frango à Parmegiana', 'frango à parmegiana'],
    // a decomposed "ã" (a + combining tilde) is the same dish as the composed one
    ['Feija\u0303o', 'Feijão', 'feijão'],
  ])('%j is stored as %j with the key %j', (input, clean, key) => {
    expect(cleanDishName(input)).toBe(clean);
    expect(dishNameKey(input)).toBe(key);
  });
});
