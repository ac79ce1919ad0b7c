import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { inferSize, isDrink, isSize, itemDisplayName, SIZE_LABELS, sizeLetter, SIZES, toSize } from './sizes.js';

describe('sizes', () => {
  it('lists the four sizes and their labels', () => {
    expect(SIZES).toEqual(['pequeno', 'medio', 'grande', 'familia']);
    expect(SIZE_LABELS).toEqual({ pequeno: 'Pequena', medio: 'Média', grande: 'Grande', familia: 'Família' });
  });

  itAnswers(isSize, [
    ['pequeno', true],
    ['familia', true],
    ['média', false],
    ['P', false],
  ]);

  itAnswers(sizeLetter, [
    ['pequeno', 'P'],
    ['pequena', 'P'],
    ['médio', 'M'],
    ['medio', 'M'],
    ['grande', 'G'],
    ['família', 'GG'],
    ['familia', 'GG'],
    ['Família', 'GG'],
    ['P', 'P'],
    ['M', 'M'],
    ['G', 'G'],
    ['GG', 'GG'],
    ['enorme', ''],
    [undefined, ''],
  ]);

  itAnswers(toSize, [
    ['GG', 'familia'],
    ['média', 'medio'],
    ['x', null],
  ]);
});

describe('isDrink', () => {
  itAnswers(isDrink, [
    ['bebida', true],
    ['Bebidas', true],
    ['Refrigerante Lata', true],
    ['Suco de Laranja', true],
    ['Água Mineral', true],
    ['agua com gás', true],
    ['quentinha', false],
    ['Quentinha Grande', false],
    ['Jaguar', false],
    [undefined, false],
  ]);

  it('checks any of the values given', () => {
    expect(isDrink('quentinha', 'Suco')).toBe(true);
    expect(isDrink(undefined, 'Frango')).toBe(false);
  });
});

describe('inferSize (SPEC section 5 words)', () => {
  it.each([
    ['pequeno', undefined, 'pequeno'],
    ['p', undefined, 'pequeno'],
    ['Mini', undefined, 'pequeno'],
    ['Quentinha Pequena', undefined, 'pequeno'],
    ['médio', undefined, 'medio'],
    ['medio', undefined, 'medio'],
    ['M', undefined, 'medio'],
    ['grande', undefined, 'grande'],
    ['Quentinha G', undefined, 'grande'],
    ['família', undefined, 'familia'],
    ['familia', undefined, 'familia'],
    ['GG', undefined, 'familia'],
    ['Family Box', undefined, 'familia'],
    ['Quentinha Família (serve 4)', 'quentinha', 'familia'],
    ['Coca-Cola 2L', 'bebida', 'medio'],
    ['Suco Grande', undefined, 'medio'],
    ['Refrigerante P', undefined, 'medio'],
    ['Quentinha', 'quentinha', 'medio'],
    ['', undefined, 'medio'],
    [undefined, undefined, 'medio'],
    ['Grandeza', undefined, 'medio'],
  ])('%j (%s) -> %s', (text, category, expected) => {
    expect(inferSize(text, category)).toBe(expected);
  });
});

describe('itemDisplayName', () => {
  it.each([
    ['Quentinha', 'medio', 'quentinha', 'Quentinha M'],
    ['Quentinha', 'familia', 'quentinha', 'Quentinha GG'],
    ['Quentinha', 'P', 'Quentinhas', 'Quentinha P'],
    ['Quentinha G', 'grande', 'quentinha', 'Quentinha G'],
    ['Quentinha GG', 'familia', 'quentinha', 'Quentinha GG'],
    ['Quentinha M', 'grande', 'quentinha', 'Quentinha M'],
    ['Coca-Cola', 'medio', 'bebida', 'Coca-Cola'],
    ['Pudim', 'medio', 'sobremesa', 'Pudim'],
    ['Quentinha', 'desconhecido', 'quentinha', 'Quentinha'],
    ['Quentinha Top', 'pequeno', 'quentinha', 'Quentinha Top P'],
  ])('%s / %s / %s -> %s', (name, size, category, expected) => {
    expect(itemDisplayName(name, size, category)).toBe(expected);
  });
});
