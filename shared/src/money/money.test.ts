import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { formatBRL, formatBRNumber, parseMoney, roundMoney, toCents, toReais } from './money.js';

describe('toCents / toReais', () => {
  itAnswers(toCents, [
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [1234.565, 123457],
    [-5, -500],
    [-1.005, -101],
    [0, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ]);

  itAnswers(toReais, [
    [1250, 12.5],
    [1999, 19.99],
    [-500, -5],
    [Number.NaN, 0],
  ]);

  itAnswers(roundMoney, [
    [0.1 + 0.2, 0.3],
    [2.675, 2.68],
    [10, 10],
  ]);
});

describe('formatBRL', () => {
  it.each([
    [12.5, 'R$ 12,50'],
    [1234.56, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [-5, '-R$ 5,00'],
    [1234567.891, 'R$ 1.234.567,89'],
    [0.1 + 0.2, 'R$ 0,30'],
    [-0.001, 'R$ 0,00'],
    [Number.NaN, 'R$ 0,00'],
  ])('%s -> %s', (v, expected) => {
    expect(formatBRL(v)).toBe(expected);
    expect(formatBRL(v)).not.toMatch(/\u00a0|\u202f/);
  });

  it('agrees with Intl pt-BR up to the space', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    for (const v of [0, 9.9, 1234.56, 98765.43]) expect(formatBRL(v)).toBe(intl.format(v).replace(/\s/g, ' '));
  });
});

describe('formatBRNumber', () => {
  itAnswers(formatBRNumber, [
    [1234.56, '1.234,56'],
    [0, '0,00'],
    [-1234.5, '-1.234,50'],
    [1000000, '1.000.000,00'],
  ]);

  it('takes the number of decimals', () => {
    expect(formatBRNumber(12.345, 1)).toBe('12,3');
    expect(formatBRNumber(1234, 0)).toBe('1.234');
  });
});

describe('parseMoney', () => {
  itAnswers(parseMoney, [
    ['R$ 1.234,56', 1234.56],
    ['12,5', 12.5],
    ['abc', 0],
    ['', 0],
    ['R$ 0,99', 0.99],
    ['50', 50],
    ['12.50', 12.5],
    ['1.234', 1234],
    ['1.234.567,8', 1234567.8],
    ['-R$ 5,00', -5],
    ['R$ -5,00', -5],
    [25.4, 25.4],
    [Number.NaN, 0],
    [null, 0],
    [undefined, 0],
  ]);
});
