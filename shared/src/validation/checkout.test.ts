import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  changeForToSend,
  checkoutTotal,
  validateChangeFor,
  validateAddress,
  validateCheckoutWhatsapp,
  validateCustomerName,
  validateNeighborhood,
} from './checkout.js';


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

describe('the checkout fields (the dialog asks each of them)', () => {
  it.each<[string, string | null]>([
    ['Maria', null],
    ['  ', CHECKOUT_MESSAGES.customerNameRequired],
  ])('name %j', (v, expected) => expect(validateCustomerName(v)).toBe(expected));
  it.each<[string, string | null]>([
    ['(11) 98765-4321', null],
    ['1198765432', CHECKOUT_MESSAGES.whatsappInvalid],
    // DECISIONS 10.9: every spelling of a Brazilian number is one number (it used to be refused)
    ['+55 11 98765-4321', null],
    ['011987654321', null],
    ['119876543210', CHECKOUT_MESSAGES.whatsappInvalid],
    ['11 9876-ABCD', 'WhatsApp deve ter só números (pode usar espaços, parênteses, hífen e +55).'],
  ])('whatsapp %j', (v, expected) => expect(validateCheckoutWhatsapp(v)).toBe(expected));
  it('asks a delivery for its neighbourhood and address', () => {
    expect(validateNeighborhood(null)).toBe(CHECKOUT_MESSAGES.neighborhoodRequired);
    expect(validateNeighborhood('n-1')).toBeNull();
    expect(validateAddress('  ')).toBe(CHECKOUT_MESSAGES.addressRequired);
    expect(validateAddress('Rua A, 1')).toBeNull();
  });
  it.each<[unknown, string | null]>([
    [undefined, CHECKOUT_MESSAGES.changeForInvalid],
    [0, CHECKOUT_MESSAGES.changeForInvalid],
    ['abc', CHECKOUT_MESSAGES.changeForInvalid],
    ['R$ 50,00', null],
  ])('change for %j', (v, expected) => expect(validateChangeFor(v)).toBe(expected));

  it('checks change against the total when given', () => {
    expect(validateChangeFor(20, 41)).toBe('O valor para troco deve ser igual ou maior que o total do pedido (R$ 41,00).');
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
