import type { Size } from '../api/types.js';

/**
 * Pacotes pré-pagos (DECISIONS 10.6): the wire shapes of offers, purchases and their credit
 * ledger. Money in R$ with two decimals, instants ISO, days 'yyyy-MM-dd'.
 */

/** Stored states; 'used_up' and 'expired' are read from the ledger and the expiry. */
export type PackPurchaseStatus = 'awaiting_payment' | 'active' | 'used_up' | 'expired' | 'refunded';
/** 'extend' is the owner's 'Prorrogar' (it moves expires_at; quantity is what the expiry took back, often 0) */
export type CreditEntryKind = 'grant' | 'use' | 'return' | 'expire' | 'refund' | 'extend';
/** How a pack is paid: the checkout's methods (never 'credit' or 'company_tab'). */
export type PackPaymentMethod = 'pix' | 'cash' | 'credit_card' | 'debit_card';
export const PACK_PAYMENT_METHODS: readonly PackPaymentMethod[] = ['pix', 'cash', 'credit_card', 'debit_card'];

/** GET /api/packs, POST/PUT /api/packs/{id} */
export interface PackOfferDto {
  id: string;
  name: string;
  /** a quentinha */
  product_id: string;
  product_name: string;
  size: Size;
  /** boxes in the pack, 2..60 */
  quantity: number;
  /** what the pack costs, R$ */
  price: number;
  /** price / quantity rounded down to the centavo (unitPriceCents) */
  unit_price: number;
  /** the box's price today (for 'economize'), null when the size is gone */
  box_price: number | null;
  /** days after the payment is confirmed; null: never expires */
  validity_days: number | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

/** POST /api/packs, PUT /api/packs/{id} body (PUT: every field optional). */
export interface PackOfferRequest {
  name: string;
  product_id: string;
  size: Size;
  quantity: number;
  price: number;
  validity_days: number | null;
  active: boolean;
}

/** POST /api/packs/{id}/purchases body */
export interface PackPurchaseRequest {
  customer: { name: string; phone: string };
  payment: { method: PackPaymentMethod };
}

export interface CreditEntryDto {
  kind: CreditEntryKind;
  /** boxes, signed: grant +quantity, use -n, return +n, expire -remaining, refund -remaining */
  quantity: number;
  order_id: string | null;
  /** the order's number for a use or a return; null otherwise */
  order_number: number | null;
  note: string | null;
  created_by_name: string | null;
  at: string;
}

/** One purchase (a batch of credits) as every reader sees it (10.6 'Reading'). */
export interface PackPurchaseDto {
  id: string;
  pack_id: string;
  pack_name: string;
  product_id: string;
  product_name: string;
  size: Size;
  quantity: number;
  /** sum of the entries (0 before confirmation) */
  remaining: number;
  status: PackPurchaseStatus;
  price: number;
  unit_price: number;
  payment_method: PackPaymentMethod;
  paid_at: string | null;
  expires_at: string | null;
  created_at: string;
  entries: CreditEntryDto[];
}

/** The staff's view (GET /api/pack-purchases?phone= and ?status=awaiting_payment) adds who bought it. */
export interface StaffPackPurchaseDto extends PackPurchaseDto {
  customer_name: string;
  whatsapp: string;
  /** the fair refund now (refundCents), R$; null when nothing can be refunded */
  refund_amount: number | null;
  tracking_token: string;
}

/** 201 of POST /api/packs/{id}/purchases: the receipt. */
export interface PackPurchaseCreatedDto {
  id: string;
  status: 'awaiting_payment';
  pack_name: string;
  product_id: string;
  size: Size;
  quantity: number;
  remaining: 0;
  price: number;
  paid_at: null;
  expires_at: null;
  /** with a PIX key and method pix: the pack's copia-e-cola */
  pix?: { copia_e_cola: string; txid: string };
  /** six digits; shown in this response only */
  redeem_code: string;
  tracking_token: string;
  /** 'válido por 60 dias após a confirmação do pagamento' */
  validity_text: string;
}

/** GET /api/pack-purchases/track/{token} */
export interface TrackedPackPurchaseDto extends PackPurchaseDto {
  customer_name: string;
}

/** GET /api/me/credits: the account's number's purchases, newest first */
export type MyCreditsDto = PackPurchaseDto[];

/** POST /api/pack-purchases/{id}/refund -> */
export interface PackRefundDto {
  refund_amount: number;
  purchase: StaffPackPurchaseDto;
}

/** POST /api/pack-purchases/{id}/extend body */
export interface PackExtendRequest {
  /** 1..365 days added to the later of today and the current expiry */
  days: number;
  note?: string;
}

/** GET /api/pack-purchases/expiring?days=7 (admin) */
export interface ExpiringCreditDto {
  purchase_id: string;
  customer_id: string;
  customer_name: string;
  whatsapp: string;
  pack_name: string;
  product_name: string;
  size: Size;
  remaining: number;
  expires_at: string;
  /** wa.me reminder for a customer who opted in; null otherwise */
  link: string | null;
  marketing: 'opted_in' | 'opted_out' | 'none';
}

/** DashboardDto.packs */
export interface PacksDashboardDto {
  /** purchases confirmed inside the period */
  sold: number;
  /** their prices, R$ */
  revenue: number;
  /** remaining x unit_price over active, unexpired purchases now, R$ */
  credits_outstanding: number;
}
