import type { OrderDto, Pagination, Size } from '../api/types.js';

/**
 * Customers, consent and re-ordering (DECISIONS 10.1-10.3): the wire shapes both sides read.
 * Money in reais with two decimals, instants as ISO strings, `whatsapp` as DDD + number (10 or
 * 11 digits, like orders).
 */

export const MARKETING_STATUSES = ['opted_in', 'opted_out', 'none'] as const;
export type MarketingStatus = (typeof MARKETING_STATUSES)[number];

export const CONSENT_CHANNELS = ['checkout', 'optout_link', 'tracking_page', 'owner_manual'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export type ConsentEventKind = 'opt_in' | 'opt_out';

export interface CustomerSummaryDto {
  id: string;
  name: string;
  whatsapp: string;
  /** orders not cancelled */
  orders_count: number;
  /** sum of total_amount of delivered orders */
  total_spent: number;
  first_order_at: string | null;
  last_order_at: string | null;
  marketing: MarketingStatus;
}

export interface CustomerListResponse {
  data: CustomerSummaryDto[];
  pagination: Pagination;
}

export interface ConsentEventDto {
  event: ConsentEventKind;
  channel: ConsentChannel;
  /** the consent text's version the person saw (opt-ins); null when none applies */
  text_version: number | null;
  order_id: string | null;
  at: string;
  /** why the owner changed it (channel 'owner_manual') */
  note: string | null;
}

export interface CustomerDetailDto extends CustomerSummaryDto {
  /** latest 20, newest first, back-office shape */
  orders: OrderDto[];
  /** newest first */
  consents: ConsentEventDto[];
}

/** The LGPD access right: everything kept about one person. */
export interface CustomerExportDto {
  exported_at: string;
  customer: CustomerSummaryDto & { created_at: string };
  orders: OrderDto[];
  consents: ConsentEventDto[];
  /** prepaid packs bought with this number (DECISIONS 10.6); empty while packs do not exist */
  pack_purchases: unknown[];
  /** company tabs this number belongs to (DECISIONS 10.5); empty while tabs do not exist */
  company_memberships: unknown[];
}

export interface MarketingConsentDto {
  version: number;
  text: string;
}

export interface MarketingConsentHistoryDto {
  current: MarketingConsentDto;
  /** newest first; every version consents were or may have been given under */
  versions: (MarketingConsentDto & { created_at: string | null })[];
}

export interface MarketingChoiceDto {
  marketing: MarketingStatus;
}

export interface DailyMenuRecipientDto {
  customer_id: string;
  name: string;
  whatsapp: string;
  /** https://wa.me/55<number>?text=<the message ending with the person's own opt-out address> */
  link: string;
}

export interface DailyMenuBroadcastDto {
  date: string;
  /** the day has an active menu with dishes */
  has_menu: boolean;
  /** the message without a personal opt-out address ('Copiar texto') */
  text: string;
  recipients: DailyMenuRecipientDto[];
}

export interface RepeatItemDto {
  product_id: string;
  product_name: string;
  category: string;
  size: Size;
  quantity: number;
  /** dish names on today's menu and not sold out */
  chosen_dishes: string[];
  /** ids of the extras the product still offers */
  extras: string[];
  notes: string | null;
  /** what one box cost on the old order */
  unit_price_before: number;
  /** what it costs today (size + extras) */
  unit_price: number;
}

export interface RepeatMissingDto {
  name: string;
  reason: string;
}

export interface RepeatOrderDto {
  items: RepeatItemDto[];
  missing: RepeatMissingDto[];
  /** the returned items at the old order's prices (no delivery fee) */
  total_before: number;
  /** the same items at today's prices (no delivery fee) */
  total_now: number;
}
