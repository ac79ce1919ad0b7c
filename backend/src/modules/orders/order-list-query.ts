import type { WirePaymentMethod, WirePaymentStatus, WireStatus } from '@quentinha/shared/api/types';
import { orderSearchKey } from '@quentinha/shared/orders/order-reader';
import { phoneSearchDigits } from '@quentinha/shared/phone/whatsapp';
import { periodOf } from '../../common/http/period-query.js';
import { DEFAULT_LIMIT, type ListOrdersQueryDto, SORTS } from './dto/list-orders.query.js';

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

function search(text: string | undefined): OrderSearch | null {
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  return {
    key: orderSearchKey(text),
    name: text.toLowerCase(),
    // '(11) 98765-4321' is a phone; '#1a2-345' is a piece of an order id, not digits to look for
    phone: PHONE_LIKE.test(text) && digits.length >= 4 ? digits : null,
    number: /^#?\d{1,9}$/.test(text) ? Number(digits) : null,
  };
}

/** What the repository matches, from a query the ValidationPipe has already checked. */
export function toOrderFilters(query: ListOrdersQueryDto, now: Date = new Date()): OrderFilters {
  // order management weeks start on Monday (SPEC.md section 9)
  const range = periodOf(query, { now, weekStartsOn: 1, fallback: null });
  return {
    page: query.page ?? 1,
    limit: query.limit ?? DEFAULT_LIMIT,
    newestFirst: SORTS[query.sort ?? '-created_at'],
    statuses: query.status ?? null,
    paymentStatuses: query.payment_status ?? null,
    paymentMethods: query.payment_method ?? null,
    range: range && { start: range.start, end: range.end },
    customerPhone: query.customer_phone ? phoneSearchDigits(query.customer_phone) : null,
    mine: query.mine ?? false,
    includeScheduled: query.include_scheduled ?? false,
    search: search(query.search),
    neighborhood: query.neighborhood ?? null,
  };
}
