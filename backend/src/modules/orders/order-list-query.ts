import type { WirePaymentMethod, WirePaymentStatus, WireStatus } from '@quentinha/shared/api/types';
import { isInterfaceStatus, isWireStatus, toWireStatus } from '@quentinha/shared/orders/status';
import {
  INTERFACE_PAYMENT_METHODS,
  isWirePaymentMethod,
  toWirePaymentMethod,
} from '@quentinha/shared/payments/payment-method';
import {
  INTERFACE_PAYMENT_STATUSES,
  toWirePaymentStatus,
  WIRE_PAYMENT_STATUSES,
} from '@quentinha/shared/payments/payment-status';
import { orderSearchKey } from '@quentinha/shared/orders/order-reader';
import { normalizeWhatsapp } from '@quentinha/shared/phone/whatsapp';
import { ORDER_LIST_MAX_LIMIT } from '@quentinha/shared/validation/limits';
import { validationError } from '../../common/errors/domain-error.js';
import { PERIOD_MESSAGES, readPeriodQuery } from '../../common/http/period-query.js';

/** GET /api/orders query as the client sends it: every value a string (repeats joined by commas). */
export interface OrderListQuery {
  limit?: string;
  page?: string;
  sort?: string;
  status?: string;
  payment_status?: string;
  payment_method?: string;
  period?: string;
  start?: string;
  end?: string;
  customer_phone?: string;
  /** 'true': only the orders the signed-in person placed as a customer (Meus Pedidos) */
  mine?: string;
  /** 'true': the range also takes orders scheduled within it (the boards: a day's work) */
  include_scheduled?: string;
  /** order number or the end of its id, part of the customer's name, or part of the phone */
  search?: string;
  /** delivery orders to this neighbourhood (its name as recorded on the order) */
  neighborhood?: string;
}

/** 'Buscar pedido' read three ways; the SQL matches any of them. */
export interface OrderSearch {
  /** letters and digits only, lower case: matched inside the id without dashes */
  key: string;
  /** the text as typed, lower case: matched inside the customer's name */
  name: string;
  /** the digits of a text written like a phone (at least 4): matched inside the phone */
  phone: string | null;
  /** a text of digits only (or '#' and digits): equal to the order number */
  number: number | null;
}

const PHONE_LIKE = /^[\d\s()+.-]+$/;

export interface OrderFilters {
  page: number;
  limit: number;
  newestFirst: boolean;
  statuses: WireStatus[] | null;
  paymentStatuses: WirePaymentStatus[] | null;
  paymentMethods: WirePaymentMethod[] | null;
  /** created_at within [start, end] (Sao Paulo days) */
  range: { start: Date; end: Date } | null;
  /** 11 digits: exact match; fewer: part of the number */
  customerPhone: string | null;
  mine: boolean;
  /** with `range`: also orders whose scheduled slot falls within it, whenever they were placed */
  includeScheduled: boolean;
  search: OrderSearch | null;
  neighborhood: string | null;
}

export const DEFAULT_LIMIT = 20;
const MAX_PAGE = 1_000_000;
const SORTS: Record<string, boolean> = {
  createdAt: false,
  '-createdAt': true,
  created_at: false,
  '-created_at': true,
  created_date: false,
  '-created_date': true,
};
const ALL = new Set(['all', 'todos', 'todas']);

export const LIST_MESSAGES = {
  limit: `O parâmetro limit deve ser um número inteiro entre 1 e ${ORDER_LIST_MAX_LIMIT}.`,
  page: 'O parâmetro page deve ser um número inteiro maior ou igual a 1.',
  mine: 'O parâmetro mine deve ser true ou false.',
  includeScheduled: 'O parâmetro include_scheduled deve ser true ou false.',
  sort: 'Ordenação inválida. Use createdAt, -createdAt, created_date ou -created_date.',
  status: (v: string) => `Status inválido: "${v}".`,
  paymentStatus: (v: string) => `Status de pagamento inválido: "${v}".`,
  paymentMethod: (v: string) => `Forma de pagamento inválida: "${v}".`,
  ...PERIOD_MESSAGES,
  phone: 'Telefone inválido: informe os números com DDD.',
  search: 'A busca deve ter de 1 a 100 caracteres.',
  neighborhood: 'O bairro deve ter de 1 a 100 caracteres.',
} as const;

function integer(raw: string | undefined, fallback: number, min: number, max: number, message: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw validationError(message);
  return n;
}

/** Comma-separated values, each mapped (or refused) by `read`; 'all' or nothing means no filter. */
function list<T>(raw: string | undefined, read: (v: string) => T | null, message: (v: string) => string): T[] | null {
  const values = (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length === 0 || values.some((v) => ALL.has(v.toLowerCase()))) return null;
  return [
    ...new Set(
      values.map((v) => {
        const value = read(v.toLowerCase());
        if (value === null) throw validationError(message(v));
        return value;
      }),
    ),
  ];
}

const readStatus = (v: string) => (isWireStatus(v) || isInterfaceStatus(v) ? toWireStatus(v) : null);
const readPaymentStatus = (v: string) =>
  (WIRE_PAYMENT_STATUSES as readonly string[]).includes(v) ||
  (INTERFACE_PAYMENT_STATUSES as readonly string[]).includes(v)
    ? toWirePaymentStatus(v)
    : null;
const readPaymentMethod = (v: string) =>
  isWirePaymentMethod(v) || (INTERFACE_PAYMENT_METHODS as readonly string[]).includes(v) || v === 'cartao'
    ? toWirePaymentMethod(v)
    : null;

function range(query: OrderListQuery, now: Date): OrderFilters['range'] {
  // order management weeks start on Monday (SPEC.md section 9)
  const r = readPeriodQuery(query, { now, weekStartsOn: 1, fallback: null });
  return r && { start: r.start, end: r.end };
}

function phone(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const digits = normalizeWhatsapp(raw);
  if (digits.length < 4 || raw.length > 30) throw validationError(LIST_MESSAGES.phone);
  return digits;
}

function search(raw: string | undefined): OrderSearch | null {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  if (text.length > 100) throw validationError(LIST_MESSAGES.search);
  const digits = text.replace(/\D/g, '');
  return {
    key: orderSearchKey(text),
    name: text.toLowerCase(),
    // '(11) 98765-4321' is a phone; '#1a2-345' is a piece of an order id, not digits to look for
    phone: PHONE_LIKE.test(text) && digits.length >= 4 ? digits : null,
    number: /^#?\d{1,9}$/.test(text) ? Number(digits) : null,
  };
}

function neighborhood(raw: string | undefined): string | null {
  const name = (raw ?? '').trim();
  if (name === '') return null;
  if (name.length > 100) throw validationError(LIST_MESSAGES.neighborhood);
  return name;
}

function flag(raw: string | undefined, message: string): boolean {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw validationError(message);
}

/** Reads and checks the list query; anything unreadable is a 400 with a Portuguese sentence. */
export function parseOrderListQuery(query: OrderListQuery, now: Date = new Date()): OrderFilters {
  const sort = query.sort?.trim() || '-created_at';
  if (!Object.hasOwn(SORTS, sort)) throw validationError(LIST_MESSAGES.sort);
  return {
    limit: integer(query.limit, DEFAULT_LIMIT, 1, ORDER_LIST_MAX_LIMIT, LIST_MESSAGES.limit),
    page: integer(query.page, 1, 1, MAX_PAGE, LIST_MESSAGES.page),
    newestFirst: SORTS[sort],
    statuses: list(query.status, readStatus, LIST_MESSAGES.status),
    paymentStatuses: list(query.payment_status, readPaymentStatus, LIST_MESSAGES.paymentStatus),
    paymentMethods: list(query.payment_method, readPaymentMethod, LIST_MESSAGES.paymentMethod),
    range: range(query, now),
    customerPhone: phone(query.customer_phone),
    mine: flag(query.mine, LIST_MESSAGES.mine),
    includeScheduled: flag(query.include_scheduled, LIST_MESSAGES.includeScheduled),
    search: search(query.search),
    neighborhood: neighborhood(query.neighborhood),
  };
}
