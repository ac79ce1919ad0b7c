import { formatBRL, parseMoney, roundMoney } from '../money/money.js';
import { isCashPayment } from '../payments/payment-method.js';
import { validatePhoneField } from '../phone/whatsapp.js';
import { checkRequiredText, isBlank, NAME_MAX_LENGTH } from './limits.js';

export const CHECKOUT_MESSAGES = {
  // the spec only says "required"; the wording follows the dialog's other messages
  customerNameRequired: 'Por favor, informe seu nome.',
  customerNameTooLong: `O nome deve ter no máximo ${NAME_MAX_LENGTH} caracteres.`,
  whatsappInvalid: 'Por favor, informe o WhatsApp com 11 dígitos (DDD + número).',
  neighborhoodRequired: 'Por favor, selecione um bairro para entrega.',
  addressRequired: 'Por favor, informe o endereço completo para entrega.',
  changeForInvalid: 'Por favor, informe um valor válido para o troco.',
  changeForBelowTotal: (total: number) =>
    `O valor para troco deve ser igual ou maior que o total do pedido (${formatBRL(total)}).`,
  emptyCartTitle: 'Carrinho Vazio',
  emptyCart: 'Adicione itens ao carrinho antes de fazer o pedido.',
  orderFailedTitle: 'Erro no Pedido',
  orderFailed: 'Houve um problema ao registrar seu pedido. Por favor, tente novamente.',
  orderCreatedTitle: 'Pedido Realizado!',
} as const;

export type DeliveryType = 'pickup' | 'delivery';

export interface CheckoutForm {
  customer_name: string;
  whatsapp: string;
  delivery_type: DeliveryType;
  /** neighbourhood id */
  neighborhood?: string | null;
  address?: string | null;
  /** interface (pix, credito, debito, dinheiro) or wire value */
  payment_method: string;
  change_for?: number | string | null;
  notes?: string | null;
}

export function validateCustomerName(value: unknown): string | null {
  return checkRequiredText(value, NAME_MAX_LENGTH, CHECKOUT_MESSAGES, 'customerName');
}

/**
 * The shared phone rule (DECISIONS 10.9): any spelling of a Brazilian number; a wrong one gets
 * the SPEC's sentence, letters or an unknown DDD a sentence that says so.
 */
export function validateCheckoutWhatsapp(value: unknown): string | null {
  return validatePhoneField(value, { label: 'WhatsApp', invalid: CHECKOUT_MESSAGES.whatsappInvalid });
}

export function validateNeighborhood(value: unknown): string | null {
  return isBlank(value) ? CHECKOUT_MESSAGES.neighborhoodRequired : null;
}

export function validateAddress(value: unknown): string | null {
  return isBlank(value) ? CHECKOUT_MESSAGES.addressRequired : null;
}

/** Change must be above 0; with the order total known it must also cover it (server rule). */
export function validateChangeFor(value: unknown, total?: number): string | null {
  const amount = parseMoney(value);
  if (!(amount > 0)) return CHECKOUT_MESSAGES.changeForInvalid;
  if (total !== undefined && roundMoney(amount) < roundMoney(total)) return CHECKOUT_MESSAGES.changeForBelowTotal(total);
  return null;
}

/** change_for as sent: rounded to 2 decimals, only for cash, null otherwise. */
export function changeForToSend(paymentMethod: unknown, value: unknown): number | null {
  if (!isCashPayment(paymentMethod)) return null;
  const amount = roundMoney(parseMoney(value));
  return amount > 0 ? amount : null;
}

/** Item sum plus the fee when it is a delivery (SPEC section 5). */
export function checkoutTotal(itemsTotal: number, deliveryFee: number, deliveryType: DeliveryType): number {
  return roundMoney(itemsTotal + (deliveryType === 'delivery' ? deliveryFee : 0));
}
