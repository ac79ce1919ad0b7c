import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { CHECKOUT_MESSAGES } from '@quentinha/shared/validation/checkout';
import { validateQuantity } from '@quentinha/shared/validation/limits';
import { REGISTER_MESSAGES } from '@quentinha/shared/validation/register';
import { isCalendarDay } from '@quentinha/shared/dates/calendar-day';
import { validationError } from '../../../common/errors/domain-error.js';
import { IsWhatsapp, stacked } from '../../../common/validation/validators.js';

/** Sentences the order DTOs answer with; shared ones are the client's own texts. */
export const ORDER_FIELD_MESSAGES = {
  customerRequired: 'Informe os dados do cliente (nome e WhatsApp).',
  nameRequired: REGISTER_MESSAGES.nameRequired,
  nameText: 'Nome deve ser um texto',
  nameTooShort: REGISTER_MESSAGES.nameTooShort,
  nameTooLong: REGISTER_MESSAGES.nameTooLong,
  whatsapp: CHECKOUT_MESSAGES.whatsappInvalid,
  itemsRequired: `O pedido não tem itens. ${CHECKOUT_MESSAGES.emptyCart}`,
  itemsList: 'Os itens do pedido devem ser uma lista.',
  itemsTooMany: 'O pedido pode ter no máximo 50 itens.',
  item: 'Cada item do pedido deve ser um objeto com produto, tamanho e quantidade.',
  productId: 'Informe o produto de cada item do pedido.',
  quantity: validateQuantity(0)!,
  size: 'Informe o tamanho de cada item do pedido.',
  dishes: 'Os pratos escolhidos devem ser uma lista de nomes (até 100 caracteres cada).',
  dishesTooMany: 'Escolha no máximo 20 pratos por item.',
  itemNotes: 'A observação de um item deve ter no máximo 200 caracteres.',
  deliveryRequired: 'Informe o tipo de entrega (retirada ou entrega).',
  deliveryType: 'Tipo de entrega inválido: use pickup ou delivery.',
  neighborhood: CHECKOUT_MESSAGES.neighborhoodRequired,
  address: CHECKOUT_MESSAGES.addressRequired,
  addressTooLong: 'O endereço deve ter no máximo 300 caracteres.',
  paymentRequired: 'Informe a forma de pagamento.',
  paymentMethod: 'Forma de pagamento inválida: use pix, credit_card, debit_card ou cash.',
  changeFor: CHECKOUT_MESSAGES.changeForInvalid,
  notes: 'As observações devem ser um texto de no máximo 500 caracteres.',
  orderDate: 'A data do pedido deve estar no formato AAAA-MM-DD.',
  status: 'Informe o novo status do pedido.',
  paymentStatus: 'Status de pagamento inválido: use pending, paid ou refunded.',
  isDelivery: 'O campo delivery.isDelivery deve ser verdadeiro ou falso.',
  nothingToEdit: 'Informe ao menos um campo do pedido para alterar.',
} as const;

/** Payment methods accepted on the way in: wire values and the interface's Portuguese ones. */
export const ACCEPTED_PAYMENT_METHODS = [
  'pix',
  'credit_card',
  'debit_card',
  'cash',
  'credito',
  'debito',
  'dinheiro',
  'cartao',
  // DECISIONS 10.5: admin and staff only, with company_id and member_id (the companies module checks)
  'company_tab',
];
export const ACCEPTED_PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'pendente', 'pago', 'reembolsado'];

/** Trims strings; anything else is left for the type check to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const LowerTrim = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** A status may come as text or as {current} (SPEC.md section 3). */
export const StatusValue = () =>
  Transform(({ value }) =>
    value && typeof value === 'object' && !Array.isArray(value) && 'current' in value
      ? (value as { current: unknown }).current
      : value,
  );

const M = ORDER_FIELD_MESSAGES;

/** Required text, trimmed, not empty, at most `max` characters: `message` for all but the length. */
export const RequiredTrimmedText = (max: number, message: string, tooLong = message) =>
  stacked(
    Trim(),
    IsDefined({ message }),
    IsString({ message }),
    IsNotEmpty({ message }),
    MaxLength(max, { message: tooLong }),
  );

/** Fields a new order and an order's edit both carry; whether each must be present is the DTO's rule. */
export const OrderField = {
  /** the customer's name */
  customerName: () =>
    stacked(
      Trim(),
      IsString({ message: M.nameText }),
      IsNotEmpty({ message: M.nameRequired }),
      MinLength(2, { message: M.nameTooShort }),
      MaxLength(100, { message: M.nameTooLong }),
    ),
  /** a WhatsApp number (DECISIONS 10.9), handed on as DDD + number */
  whatsapp: () => IsWhatsapp({ label: 'WhatsApp', invalid: M.whatsapp, numbers: true }),
  /** a status as text or {current}, wire or Portuguese */
  status: () => stacked(StatusValue(), IsString({ message: M.status }), MaxLength(30, { message: M.status })),
  /** a payment method, lower-cased */
  paymentMethod: () => stacked(LowerTrim(), IsIn(ACCEPTED_PAYMENT_METHODS, { message: M.paymentMethod })),
  /** the order's notes: optional, null clears them */
  notes: () => stacked(IsOptional(), IsString({ message: M.notes }), MaxLength(500, { message: M.notes })),
  /** the cash the customer pays with: optional, null for none */
  changeFor: () =>
    stacked(
      IsOptional(),
      IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.changeFor }),
      Min(0, { message: M.changeFor }),
      Max(100_000, { message: M.changeFor }),
    ),
};

/** yyyy-MM-dd that is a real calendar day (2025-02-30 is refused). */
export function readOrderDay(day: string): string {
  if (!isCalendarDay(day)) throw validationError(ORDER_FIELD_MESSAGES.orderDate);
  return day;
}
