import type { WirePaymentMethod, WirePaymentStatus, WireStatus } from '@quentinha/shared/api/types';
import { isInterfaceStatus, isWireStatus, toWireStatus, WIRE_STATUSES } from '@quentinha/shared/orders/status';
import { readPaymentFilter, SETTLED_PAYMENT_METHODS } from '@quentinha/shared/payments/payment-method';
import {
  INTERFACE_PAYMENT_STATUSES,
  toWirePaymentStatus,
  WIRE_PAYMENT_STATUSES,
} from '@quentinha/shared/payments/payment-status';
import { phoneSearchDigits } from '@quentinha/shared/phone/whatsapp';
import { ORDER_LIST_MAX_LIMIT } from '@quentinha/shared/validation/limits';
import { ValidateBy } from 'class-validator';
import { QueryFlag, QueryIn, QueryInt, QueryList, QueryText } from '../../../common/http/list-query.js';
import { PERIOD_MESSAGES, PeriodQueryDto } from '../../../common/http/period-query.js';

export const DEFAULT_LIMIT = 20;
const MAX_PAGE = 1_000_000;

/** Sort names the clients send -> newest first? */
export const SORTS: Record<string, boolean> = {
  createdAt: false,
  '-createdAt': true,
  created_at: false,
  '-created_at': true,
  created_date: false,
  '-created_date': true,
};

export const LIST_MESSAGES = {
  limit: `O parâmetro limit deve ser um número inteiro entre 1 e ${ORDER_LIST_MAX_LIMIT}.`,
  page: 'O parâmetro page deve ser um número inteiro maior ou igual a 1.',
  sort: 'Ordenação inválida. Use createdAt, -createdAt, created_date ou -created_date.',
  status: (v: string) => `Status inválido: "${v}".`,
  paymentStatus: (v: string) => `Status de pagamento inválido: "${v}".`,
  paymentMethod: (v: string) => `Forma de pagamento inválida: "${v}".`,
  ...PERIOD_MESSAGES,
  phone: 'Telefone inválido: informe os números com DDD.',
  search: 'A busca deve ter de 1 a 100 caracteres.',
  neighborhood: 'O bairro deve ter de 1 a 100 caracteres.',
} as const;

const readStatus = (v: string) => (isWireStatus(v) || isInterfaceStatus(v) ? toWireStatus(v) : null);
const readPaymentStatus = (v: string) =>
  (WIRE_PAYMENT_STATUSES as readonly string[]).includes(v) ||
  (INTERFACE_PAYMENT_STATUSES as readonly string[]).includes(v)
    ? toWirePaymentStatus(v)
    : null;

/** Part of a phone: at least 4 digits, not a whole page of text. */
const IsPhoneFilter = () =>
  ValidateBy(
    {
      name: 'isPhoneFilter',
      validator: { validate: (v) => typeof v === 'string' && phoneSearchDigits(v).length >= 4 },
    },
    { message: LIST_MESSAGES.phone },
  );

/**
 * GET /api/orders (and the analysis of the same orders): checked and converted by the global
 * ValidationPipe; statuses and payments read in English or Portuguese and arrive as wire values.
 */
export class ListOrdersQueryDto extends PeriodQueryDto {
  @QueryInt({
    min: 1,
    max: ORDER_LIST_MAX_LIMIT,
    default: DEFAULT_LIMIT,
    message: LIST_MESSAGES.limit,
    description: 'pedidos por página',
  })
  limit?: number;

  @QueryInt({ min: 1, max: MAX_PAGE, default: 1, message: LIST_MESSAGES.page, description: 'página, a partir de 1' })
  page?: number;

  @QueryIn('sort', Object.keys(SORTS), LIST_MESSAGES.sort, 'ordem; padrão: -created_at (mais novos primeiro)')
  sort?: string;

  @QueryList({ values: WIRE_STATUSES, read: readStatus, message: LIST_MESSAGES.status, description: 'status' })
  status?: WireStatus[];

  @QueryList({
    values: WIRE_PAYMENT_STATUSES,
    read: readPaymentStatus,
    message: LIST_MESSAGES.paymentStatus,
    description: 'status de pagamento',
  })
  payment_status?: WirePaymentStatus[];

  @QueryList({
    values: SETTLED_PAYMENT_METHODS,
    read: readPaymentFilter,
    message: LIST_MESSAGES.paymentMethod,
    description: 'forma de pagamento',
  })
  payment_method?: WirePaymentMethod[];

  /** 11 digits: exact match; fewer: part of the number */
  @QueryText('customer_phone', 30, 'telefone do cliente, inteiro ou parte (ao menos 4 dígitos)', LIST_MESSAGES.phone)
  @IsPhoneFilter()
  customer_phone?: string;

  @QueryFlag('mine', 'true: só os pedidos que a pessoa fez como cliente (Meus Pedidos)')
  mine?: boolean;

  @QueryFlag('include_scheduled', 'true: o período também traz os pedidos agendados para ele (os quadros)')
  include_scheduled?: boolean;

  @QueryText(
    'search',
    100,
    'número do pedido ou fim do seu id, parte do nome ou do telefone do cliente',
    LIST_MESSAGES.search,
  )
  search?: string;

  @QueryText(
    'neighborhood',
    100,
    'pedidos de entrega para este bairro (o nome gravado no pedido)',
    LIST_MESSAGES.neighborhood,
  )
  neighborhood?: string;
}
