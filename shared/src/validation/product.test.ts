import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import {
  buildProductPayload,
  clampMaxItems,
  PRODUCT_MESSAGES,
  validateMaxItemsPerQuentinha,
  validateProductCost,
  validateProductName,
  validateProductPrice,
} from './product.js';

describe('product form', () => {
  itAnswers(validateProductName, [
    ['', PRODUCT_MESSAGES.nameRequired],
    ['Quentinha', null],
    ['a'.repeat(101), PRODUCT_MESSAGES.nameTooLong],
  ]);

  itAnswers(validateProductPrice, [
    ['', PRODUCT_MESSAGES.priceRequired],
    [undefined, PRODUCT_MESSAGES.priceRequired],
    ['12.50', null],
    ['12,50', null],
    [0, null],
    [-1, PRODUCT_MESSAGES.priceInvalid],
    ['abc', PRODUCT_MESSAGES.priceInvalid],
  ]);

  itAnswers(validateProductCost, [
    ['', null],
    [null, null],
    ['4.5', null],
    ['x', PRODUCT_MESSAGES.costInvalid],
  ]);

  itAnswers(validateMaxItemsPerQuentinha, [
    [1, null],
    [20, null],
    ['5', null],
    [0, PRODUCT_MESSAGES.maxItemsInvalid],
    [21, PRODUCT_MESSAGES.maxItemsInvalid],
    [2.5, PRODUCT_MESSAGES.maxItemsInvalid],
    ['', PRODUCT_MESSAGES.maxItemsInvalid],
  ]);

  itAnswers(clampMaxItems, [
    ['7', 7],
    ['abc', 5],
    [undefined, 5],
    [0, 1],
    [50, 20],
    ['3.9', 3],
  ]);

  it('builds the payload with the spec defaults', () => {
    expect(buildProductPayload({ name: ' Quentinha Grande ', price: '25,90', max_items_per_quentinha: 'x' })).toEqual({
      name: 'Quentinha Grande',
      description: '',
      category: 'quentinha',
      sizes: [{ name: 'grande', price: 25.9, cost: 0 }],
      isAvailable: true,
      preparationTime: 0,
      max_items_per_quentinha: 5,
    });
    expect(
      buildProductPayload({ name: 'Coca-Cola', price: 6, cost: '3', category: 'bebida', preparationTime: '2', active: false }),
    ).toMatchObject({ category: 'bebida', sizes: [{ name: 'medio', price: 6, cost: 3 }], isAvailable: false, preparationTime: 2 });
    expect(buildProductPayload({ name: 'Quentinha Família', price: 40 }).sizes[0]?.name).toBe('familia');
    expect(buildProductPayload({ name: 'Quentinha', price: 20 }).sizes[0]?.name).toBe('medio');
  });

  it('keeps the save failure prefixes', () => {
    expect(PRODUCT_MESSAGES.saveFailed).toBe('Erro ao salvar produto: ');
    expect(PRODUCT_MESSAGES.imageUploadFailed).toBe('Produto salvo, mas houve erro ao enviar a imagem: ');
    expect(PRODUCT_MESSAGES.unknownError).toBe('Erro desconhecido');
  });
});
