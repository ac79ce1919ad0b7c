import { describe, expect, it } from 'vitest';
import { buildDishPayload, DISH_MESSAGES, validateDishName, validateDishType } from './dish.js';

describe('dish form', () => {
  it.each([
    ['', DISH_MESSAGES.nameRequired],
    ['Frango grelhado', null],
  ])('name %j', (v, expected) => expect(validateDishName(v)).toBe(expected));

  it.each([
    ['Proteína', null],
    ['Acompanhamento', null],
    ['Grão', null],
    ['Salada', null],
    ['Sopa', DISH_MESSAGES.typeInvalid],
    [undefined, DISH_MESSAGES.typeInvalid],
  ])('type %j', (v, expected) => expect(validateDishType(v)).toBe(expected));

  it('defaults the category to the type', () => {
    expect(buildDishPayload({ name: ' Arroz ', type: 'Acompanhamento' })).toEqual({
      name: 'Arroz',
      type: 'Acompanhamento',
      category: 'Acompanhamento',
    });
    expect(buildDishPayload({ name: 'Feijão', type: 'Grão', category: 'Carioca' }).category).toBe('Carioca');
  });
});
