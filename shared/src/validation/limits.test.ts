import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { isBlank, LIMITS, validateQuantity } from './limits.js';

describe('limits', () => {
  it('holds the business limits', () => {
    expect(LIMITS).toEqual({
      name: { min: 2, max: 100 },
      password: { min: 6 },
      whatsapp: { length: 11 },
      maxItemsPerQuentinha: { min: 1, max: 20, default: 5 },
      quantity: { min: 1, max: 99 },
      text: { name: 100, address: 300, notes: 500, description: 1000 },
    });
  });

  itAnswers(validateQuantity, [
    [1, null],
    [99, null],
    ['3', null],
    [0, 'A quantidade deve ser um número inteiro entre 1 e 99.'],
    [100, 'A quantidade deve ser um número inteiro entre 1 e 99.'],
    [1.5, 'A quantidade deve ser um número inteiro entre 1 e 99.'],
    ['abc', 'A quantidade deve ser um número inteiro entre 1 e 99.'],
    [null, 'A quantidade deve ser um número inteiro entre 1 e 99.'],
  ]);


  itAnswers(isBlank, [
    [undefined, true],
    [null, true],
    ['  ', true],
    ['x', false],
    [0, false],
  ]);
});
