/**
 * Conta Empresa (DECISIONS 10.4, 10.5): the wire shapes both sides read. Money in reais with two
 * decimals, instants as ISO strings, days as yyyy-MM-dd (Sao Paulo), `whatsapp` as DDD + number.
 * Signs follow the ledger: what the company owes is positive (charge, a positive adjustment),
 * what lowers it is negative (reversal, payment, a negative adjustment); balance = sum of amounts.
 */

export const COMPANY_STATUSES = ['active', 'blocked'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const COMPANY_ENTRY_KINDS = ['charge', 'reversal', 'adjustment', 'payment'] as const;
export type CompanyEntryKind = (typeof COMPANY_ENTRY_KINDS)[number];

export const COMPANY_PAYMENT_METHODS = ['pix', 'cash', 'transfer', 'card'] as const;
export type CompanyPaymentMethod = (typeof COMPANY_PAYMENT_METHODS)[number];

export const STATEMENT_STATUSES = ['due', 'paid'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const CLOSING_DAY_MIN = 1;
export const CLOSING_DAY_MAX = 28;
export const DUE_DAYS_MIN = 1;
export const DUE_DAYS_MAX = 60;
export const DUE_DAYS_DEFAULT = 10;
/** R$ 999.999,99: the largest limit or payment a person types */
export const COMPANY_MAX_AMOUNT = 999_999.99;
export const COMPANY_NAME_MAX = 120;
export const COMPANY_NOTE_MAX = 200;

export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = { active: 'Ativa', blocked: 'Bloqueada' };
export const COMPANY_ENTRY_LABELS: Record<CompanyEntryKind, string> = {
  charge: 'Pedido',
  reversal: 'Estorno',
  adjustment: 'Ajuste',
  payment: 'Pagamento',
};
export const COMPANY_PAYMENT_LABELS: Record<CompanyPaymentMethod, string> = {
  pix: 'PIX',
  cash: 'Dinheiro',
  transfer: 'Transferência',
  card: 'Cartão',
};
export const STATEMENT_STATUS_LABELS: Record<StatementStatus, string> = { due: 'Em aberto', paid: 'Paga' };
/** The payment method's label and the line every card, ticket and label shows on a tab order. */
export const COMPANY_TAB_LABEL = 'Conta Empresa';
export const COMPANY_TAB_DO_NOT_COLLECT = 'Conta Empresa — não cobrar';

export interface CompanyMemberDto {
  id: string;
  company_id: string;
  name: string;
  whatsapp: string;
  active: boolean;
  /** tab orders of this member, cancelled ones left out */
  orders_count: number;
  created_at: string;
}

/** POST/PUT /api/companies body. */
export interface CompanyRequest {
  name: string;
  /** 14 digits with valid check digits, punctuation allowed; null or absent: none */
  cnpj?: string | null;
  contact_name: string;
  contact_whatsapp: string;
  credit_limit: number;
  /** 1..28 */
  closing_day: number;
  /** 1..60, default 10 */
  due_days?: number;
  /** default 'active' */
  status?: CompanyStatus;
}

export interface CompanyDto {
  id: string;
  name: string;
  /** 14 digits, or null */
  cnpj: string | null;
  contact_name: string;
  contact_whatsapp: string;
  credit_limit: number;
  closing_day: number;
  due_days: number;
  status: CompanyStatus;
  /** what the company owes now (negative: a credit in its favour) */
  balance: number;
  /** credit_limit - balance */
  available: number;
  /** 'em aberto há N dias': Sao Paulo days since the oldest charge not yet covered; null when nothing is owed */
  oldest_open_days: number | null;
  last_payment_at: string | null;
  members: CompanyMemberDto[];
  created_at: string;
  updated_at: string;
}

export interface CompanyMemberRequest {
  name: string;
  whatsapp: string;
}

export interface CompanyMemberUpdateRequest {
  name?: string;
  active?: boolean;
}

/** POST /api/companies/{id}/payments body. */
export interface CompanyPaymentRequest {
  amount: number;
  method: CompanyPaymentMethod;
  note?: string | null;
}

export interface CompanyEntryDto {
  id: string;
  kind: CompanyEntryKind;
  amount: number;
  order_id: string | null;
  order_number: number | null;
  member_name: string | null;
  /** a payment's method is in its note ('PIX', 'PIX · boleto de maio') */
  note: string | null;
  created_by_name: string;
  created_at: string;
}

/** The figures of one period; closing = opening + charges + reversals + adjustments + payments. */
export interface StatementFigures {
  opening_balance: number;
  /** sum of charges (positive) */
  charges: number;
  /** sum of reversals (negative or 0) */
  reversals: number;
  /** sum of adjustments (either sign) */
  adjustments: number;
  /** sum of payments (negative or 0) */
  payments: number;
  closing_balance: number;
}

export interface StatementDto extends StatementFigures {
  id: string;
  company_id: string;
  /** entries with created_at in (period_start, period_end] belong to it */
  period_start: string;
  period_end: string;
  /** Sao Paulo day of period_end plus the company's due_days */
  due_date: string;
  status: StatementStatus;
  share_token: string;
  created_at: string;
}

/** One order of a statement's period, as the company and its accountant read it. */
export interface StatementOrderDto {
  order_id: string;
  order_number: number;
  /** the order's short id ('#d94820' without the '#') */
  short_id: string;
  /** when it was placed (ISO) */
  date: string;
  member_name: string;
  /** '2 x Quentinha Tradicional M' */
  items: string[];
  /** what the period's entries of this order add up to (a cancelled one: charge + reversal) */
  total: number;
  cancelled: boolean;
}

/** GET /api/companies/{id}/statements/{sid} (admin). */
export interface StatementDetailDto extends StatementDto {
  entries: CompanyEntryDto[];
  orders: StatementOrderDto[];
}

/** GET /api/statements/{share_token} (public): that statement and nothing else. */
export interface PublicStatementDto extends StatementFigures {
  company: { name: string; cnpj: string | null };
  period_start: string;
  period_end: string;
  due_date: string;
  status: StatementStatus;
  orders: StatementOrderDto[];
}

/**
 * GET /api/companies/tab-options (admin, staff): what 'Adicionar Pedido' needs to put an order on
 * a tab, and nothing more (no CNPJ, contact or ledger): every company with what is left of its
 * limit, and its active members.
 */
export interface CompanyTabOptionDto {
  id: string;
  name: string;
  status: CompanyStatus;
  credit_limit: number;
  /** credit_limit - balance */
  available: number;
  members: { id: string; name: string; whatsapp: string }[];
}
