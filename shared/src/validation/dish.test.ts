import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { buildDishPayload, DISH_MESSAGES, validateDishName, validateDishType } from './dish.js';

describe('dish form', () => {
  itAnswers(validateDishName, [
    ['', DISH_MESSAGES.nameRequired],
    ['Frango grelhado', null],
  ]);

  itAnswers(validateDishType, [
    ['Proteína', null],
    ['Acompanhamento', null],
    ['Grão', null],
    ['Salada', null],
    ['Sopa', DISH_MESSAGES.typeInvalid],
    [undefined, DISH_MESSAGES.typeInvalid],
  ]);

  it('defaults the category to the type', () => {
    expect(buildDishPayload({ name: ' Arroz ', type: 'Acompanhamento' })).toEqual({
      name: 'Arroz',
      type: 'Acompanhamento',
      category: 'Acompanhamento',
    });
    expect(buildDishPayload({ name: 'Feijão', type: 'Grão', category: 'Carioca' }).category).toBe('Carioca');
  });
});
