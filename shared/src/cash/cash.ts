import { toCents, toReais } from '../money/money.js';

/**
 * Closing the day (DECISIONS 10.11): the cash drawer ('Caixa'), what each courier hands in, and
 * the rules both sides apply to them. Money on the wire is reais with 2 decimals; every sum here
 * is done in centavos so 0.1 + 0.2 stays 0.30.
 */

export const CASH_MOVEMENT_KINDS = ['sangria', 'suprimento'] as const;
/** sangria: cash taken out of the drawer; suprimento: cash put in */
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

/** Payment methods the closing sums, every key always present (0 when nothing was sold that way). */
export const CASH_SALES_KEYS = ['cash', 'pix', 'credit_card', 'debit_card', 'company_tab', 'credit'] as const;
export type CashSalesKey = (typeof CASH_SALES_KEYS)[number];
export type CashSalesDto = Record<CashSalesKey, number>;

/**
 * Cash the drawer took that day besides the orders' (DECISIONS 10.11, widened): pack purchases
 * paid in cash, counted on the day the shop confirmed the money, and companies' tab payments
 * made in cash. Refunds of packs are not here: the money going back out is a sangria.
 */
export const CASH_RECEIVED_KEYS = ['packs', 'company_payments'] as const;
export type CashReceivedKey = (typeof CASH_RECEIVED_KEYS)[number];
export type CashReceivedDto = Record<CashReceivedKey, number>;
export const CASH_RECEIVED_LABELS: Record<CashReceivedKey, string> = {
  packs: 'Pacotes pagos em dinheiro',
  company_payments: 'Pagamentos de empresas em dinheiro',
};

/** Largest amount any cash field takes (float, movement, count, courier hand-in), in reais. */
export const CASH_MAX_AMOUNT = 999_999.99;
/** A movement's note (required) and a closing note (optional), in characters after trimming. */
export const CASH_MOVEMENT_NOTE_MAX = 200;
export const CASH_CLOSE_NOTE_MAX = 500;

export const CASH_MESSAGES = {
  openingFloat:
    'Informe o troco inicial (fundo de caixa): um valor de 0,00 a 999.999,99, com no máximo 2 casas decimais.',
  movementKind: "Tipo de movimento inválido: use 'sangria' ou 'suprimento'.",
  movementAmount: 'Informe o valor do movimento: maior que zero, até 999.999,99, com no máximo 2 casas decimais.',
  movementNoteRequired: 'Informe o motivo do movimento (observação).',
  movementNoteText: 'O motivo do movimento deve ser um texto.',
  movementNoteTooLong: `O motivo do movimento deve ter no máximo ${CASH_MOVEMENT_NOTE_MAX} caracteres.`,
  countedCash: 'Informe o dinheiro contado no caixa: um valor de 0,00 a 999.999,99, com no máximo 2 casas decimais.',
  closeNoteText: 'A observação do fechamento deve ser um texto.',
  closeNoteTooLong: `A observação do fechamento deve ter no máximo ${CASH_CLOSE_NOTE_MAX} caracteres.`,
  alreadyOpen: 'O caixa de hoje já está aberto.',
  otherDayOpen: (day: string) => `O caixa do dia ${day} ainda está aberto: feche-o antes de abrir o de hoje.`,
  alreadyClosed: 'O caixa de hoje já foi fechado.',
  noneOpen: 'Não há caixa aberto. Abra o caixa para registrar movimentos e fechar o dia.',
  noneToday: 'O caixa de hoje ainda não foi aberto.',
  rangeDay: (v: string) => `Data inválida: "${v}". Use o formato AAAA-MM-DD.`,
  rangeOrder: 'A data inicial deve ser anterior ou igual à data final.',
  handInAmount:
    'Informe o valor recebido do entregador: maior que zero, até 999.999,99, com no máximo 2 casas decimais.',
  handInNoteText: 'A observação deve ser um texto.',
  handInNoteTooLong: `A observação deve ter no máximo ${CASH_MOVEMENT_NOTE_MAX} caracteres.`,
  handInTooMuch: (owed: string) => `O valor é maior do que o entregador tem a prestar (${owed}).`,
} as const;

/** One sangria or suprimento. */
export interface CashMovementDto {
  id: string;
  kind: CashMovementKind;
  /** always positive; the kind says which way it went */
  amount: number;
  note: string;
  created_by_name: string;
  /** ISO instant */
  created_at: string;
}

/**
 * A drawer ('caixa') of one Sao Paulo day. `GET /api/cash/current` answers it while open
 * (`status: 'open'`, the sales and expected cash so far, the closing fields null);
 * `POST /api/cash/close` answers it closed; `GET /api/cash/sessions` lists closed ones.
 */
export interface CashSessionDto {
  id: string;
  /** the Sao Paulo day whose delivered orders it sums, 'yyyy-MM-dd' */
  day: string;
  status: 'open' | 'closed';
  opened_at: string;
  opened_by_name: string;
  opening_float: number;
  /** oldest first */
  movements: CashMovementDto[];
  /** sums of the movements of each kind */
  suprimentos: number;
  sangrias: number;
  /**
   * delivered orders of that day (the instant each was first marked delivered) by payment method;
   * company_tab and credit stay 0 until those payment methods exist
   */
  sales: CashSalesDto;
  /** the sum of every key of `sales` */
  sales_total: number;
  /** cash taken outside the orders that day, by kind (0 when none) */
  cash_received: CashReceivedDto;
  /** opening_float + sales.cash + cash_received + suprimentos - sangrias (expectedCashCents) */
  expected_cash: number;
  closed_at: string | null;
  closed_by_name: string | null;
  counted_cash: number | null;
  /** counted_cash - expected_cash: negative is missing money, positive is extra */
  difference: number | null;
  note: string | null;
}

/** The answer of POST /api/cash/close and each entry of GET /api/cash/sessions. */
export interface CashClosingDto extends CashSessionDto {
  status: 'closed';
  closed_at: string;
  closed_by_name: string;
  counted_cash: number;
  difference: number;
}

/** Request bodies. */
export interface CashOpenBody {
  opening_float: number;
}
export interface CashMovementBody {
  kind: CashMovementKind;
  amount: number;
  note: string;
}
export interface CashCloseBody {
  counted_cash: number;
  note?: string;
}

/**
 * The cash the drawer should hold, in centavos: the float, the cash orders delivered, the cash
 * taken outside orders (packs, companies' payments), the suprimentos, less the sangrias.
 */
export function expectedCashCents(parts: {
  opening_float: number;
  cash_sales: number;
  received: number;
  suprimentos: number;
  sangrias: number;
}): number {
  return parts.opening_float + parts.cash_sales + parts.received + parts.suprimentos - parts.sangrias;
}

/** expected_cash in reais from the screen's figures (reais), exact to the centavo. */
export function cashExpected(parts: {
  opening_float: number;
  cash_sales: number;
  received?: number;
  suprimentos: number;
  sangrias: number;
}): number {
  return toReais(
    expectedCashCents({
      opening_float: toCents(parts.opening_float),
      cash_sales: toCents(parts.cash_sales),
      received: toCents(parts.received ?? 0),
      suprimentos: toCents(parts.suprimentos),
      sangrias: toCents(parts.sangrias),
    }),
  );
}

/** counted - expected: the screen shows it live while the count is typed, the server stores it. */
export function cashDifference(expected: number, counted: number): number {
  return toReais(toCents(counted) - toCents(expected));
}

/** Sums of the movements by kind. */
export function movementTotals(movements: readonly Pick<CashMovementDto, 'kind' | 'amount'>[]): {
  suprimentos: number;
  sangrias: number;
} {
  let suprimentos = 0;
  let sangrias = 0;
  for (const m of movements) {
    if (m.kind === 'suprimento') suprimentos += toCents(m.amount);
    else sangrias += toCents(m.amount);
  }
  return { suprimentos: toReais(suprimentos), sangrias: toReais(sangrias) };
}

/** Portuguese labels of the closing's lines, for the screen and the printed summary. */
export const CASH_SALES_LABELS: Record<CashSalesKey, string> = {
  cash: 'Dinheiro',
  pix: 'PIX',
  credit_card: 'Cartão de Crédito',
  debit_card: 'Cartão de Débito',
  company_tab: 'Conta Empresa',
  credit: 'Créditos pré-pagos',
};
export const CASH_MOVEMENT_LABELS: Record<CashMovementKind, string> = {
  sangria: 'Sangria',
  suprimento: 'Suprimento',
};

// ---- Couriers: what each one hands in (DECISIONS 10.11) ----

/** One hand-over of a courier's cash to the shop (POST /api/couriers/{id}/cash-received). */
export interface CourierCashReceiptDto {
  id: string;
  /** the Sao Paulo day of the shift it settles */
  date: string;
  amount: number;
  note: string | null;
  received_by_name: string;
  created_at: string;
}

/** Body of POST /api/couriers/{id}/cash-received (admin, staff); `date` defaults to today in Sao Paulo. */
export interface CourierCashReceivedBody {
  amount: number;
  date?: string;
  note?: string;
}

/**
 * The money side of a courier's day, on GET /api/couriers/shift and on each line of
 * GET /api/couriers/cash. Every figure is of that Sao Paulo day.
 */
export interface CourierCashFigures {
  /** totals of the cash orders he delivered (what the customers owed), before any hand-over */
  cash_collected: number;
  /** what the shop already received from him that day */
  cash_received: number;
  /** cash_collected - cash_received (never below 0): what he still owes the shop */
  cash_to_hand_in: number;
  /** the delivery fees of the orders he delivered */
  delivery_fees: number;
}

/** One line of GET /api/couriers/cash?date= (admin, staff): every courier with money that day. */
export interface CourierCashDto extends CourierCashFigures {
  courier: { id: string; name: string };
  date: string;
  deliveries: number;
  receipts: CourierCashReceiptDto[];
}

/** What a courier still owes: the cash orders' totals less what he already handed in (never below 0). */
export function cashToHandIn(cashCollected: number, cashReceived: number): number {
  return toReais(Math.max(0, toCents(cashCollected) - toCents(cashReceived)));
}
