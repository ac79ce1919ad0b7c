import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  changeForToSend,
  checkoutTotal,
  validateChangeFor,
  validateCheckout,
  type CheckoutForm,
} from './checkout.js';

const valid: CheckoutForm = {
  customer_name: 'Maria',
  whatsapp: '(11) 98765-4321',
  delivery_type: 'pickup',
  payment_method: 'pix',
};

describe('checkout messages (SPEC sections 5 and 8)', () => {
  it('uses the spec texts word for word', () => {
    expect(CHECKOUT_MESSAGES).toMatchObject({
      whatsappInvalid: 'Por favor, informe o WhatsApp com 11 dígitos (DDD + número).',
      neighborhoodRequired: 'Por favor, selecione um bairro para entrega.',
      addressRequired: 'Por favor, informe o endereço completo para entrega.',
      changeForInvalid: 'Por favor, informe um valor válido para o troco.',
      emptyCartTitle: 'Carrinho Vazio',
      emptyCart: 'Adicione itens ao carrinho antes de fazer o pedido.',
      orderFailedTitle: 'Erro no Pedido',
      orderFailed: 'Houve um problema ao registrar seu pedido. Por favor, tente novamente.',
      orderCreatedTitle: 'Pedido Realizado!',
    });
  });
});

describe('validateCheckout', () => {
  it.each<[string, Partial<CheckoutForm>, number, string | null]>([
    ['valid pickup', {}, 1, null],
    ['empty cart', {}, 0, CHECKOUT_MESSAGES.emptyCart],
    ['no name', { customer_name: '  ' }, 1, CHECKOUT_MESSAGES.customerNameRequired],
    ['short whatsapp', { whatsapp: '1198765432' }, 1, CHECKOUT_MESSAGES.whatsappInvalid],
    ['whatsapp with 55', { whatsapp: '+55 11 98765-4321' }, 1, CHECKOUT_MESSAGES.whatsappInvalid],
    ['delivery without neighbourhood', { delivery_type: 'delivery', address: 'Rua A, 1' }, 1, CHECKOUT_MESSAGES.neighborhoodRequired],
    ['delivery without address', { delivery_type: 'delivery', neighborhood: 'n-1', address: '  ' }, 1, CHECKOUT_MESSAGES.addressRequired],
    ['valid delivery', { delivery_type: 'delivery', neighborhood: 'n-1', address: 'Rua A, 1' }, 2, null],
    ['pickup ignores address', { delivery_type: 'pickup', neighborhood: null, address: '' }, 1, null],
    ['cash without change', { payment_method: 'dinheiro' }, 1, CHECKOUT_MESSAGES.changeForInvalid],
    ['cash with zero change', { payment_method: 'dinheiro', change_for: 0 }, 1, CHECKOUT_MESSAGES.changeForInvalid],
    ['cash with text change', { payment_method: 'dinheiro', change_for: 'R$ 50,00' }, 1, null],
    ['cash on the wire', { payment_method: 'cash', change_for: 'abc' }, 1, CHECKOUT_MESSAGES.changeForInvalid],
    ['card ignores change', { payment_method: 'credito', change_for: 0 }, 1, null],
  ])('%s', (_name, patch, cartCount, expected) => {
    expect(validateCheckout({ ...valid, ...patch }, cartCount)).toBe(expected);
  });

  it('reports the first problem only', () => {
    expect(validateCheckout({ ...valid, customer_name: '', whatsapp: '' }, 1)).toBe(CHECKOUT_MESSAGES.customerNameRequired);
  });

  it('checks change against the total when given', () => {
    expect(validateCheckout({ ...valid, payment_method: 'dinheiro', change_for: 20 }, 1, 41)).toBe(
      'O valor para troco deve ser igual ou maior que o total do pedido (R$ 41,00).',
    );
    expect(validateChangeFor(41, 41)).toBeNull();
  });
});

describe('change and total', () => {
  it.each([
    ['dinheiro', '50,555', 50.56],
    ['cash', 20, 20],
    ['dinheiro', 0, null],
    ['pix', 50, null],
  ] as const)('changeForToSend(%s, %j) = %s', (method, value, expected) => {
    expect(changeForToSend(method, value)).toBe(expected);
  });

  it.each([
    [36, 5, 'delivery', 41],
    [36, 5, 'pickup', 36],
    [0.1, 0.2, 'delivery', 0.3],
  ] as const)('checkoutTotal(%s, %s, %s) = %s', (items, fee, type, expected) => {
    expect(checkoutTotal(items, fee, type)).toBe(expected);
  });
});
