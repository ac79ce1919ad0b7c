import { formatDayMonth, parseDate, toSaoPauloDay } from '../dates/sao-paulo.js';
import type { PackPurchaseStatus } from './types.js';

/**
 * The rules of prepaid packs (DECISIONS 10.6) both sides need: the price of one box in a pack,
 * the fair refund, the expiry, which batches an order spends and the texts people read.
 * Money in integer centavos; instants as Date.
 */

export const PACK_LIMITS = {
  minQuantity: 2,
  maxQuantity: 60,
  minValidity: 30,
  maxValidity: 365,
  maxExtendDays: 365,
} as const;
/** a credit given back to a purchase that expired meanwhile lives until the end of this day after today */
export const RETURN_GRACE_DAYS = 7;
/** the 'vence em N dias' warning starts this many days before */
export const EXPIRY_WARNING_DAYS = 7;
/** wrong redeem codes a number may send in the window before it is locked out */
export const CODE_ATTEMPTS = 5;
export const CODE_WINDOW_MS = 15 * 60_000;

export const PACK_MESSAGES = {
  offerName: 'Informe o nome do pacote (de 3 a 100 caracteres).',
  offerProduct: 'Escolha uma quentinha para o pacote.',
  offerProductNotQuentinha: 'Pacotes são de quentinhas: escolha uma quentinha.',
  offerSize: 'Escolha um tamanho que a quentinha tem.',
  offerQuantity: `A quantidade do pacote deve ser um número inteiro de ${PACK_LIMITS.minQuantity} a ${PACK_LIMITS.maxQuantity}.`,
  offerPrice: 'Informe o preço do pacote em reais (maior que zero, com até 2 casas decimais).',
  offerValidity: `A validade deve ser vazia (sem prazo) ou de ${PACK_LIMITS.minValidity} a ${PACK_LIMITS.maxValidity} dias.`,
  offerActive: 'Informe se o pacote está ativo (verdadeiro ou falso).',
  offerNotFound: 'Pacote não encontrado.',
  offerInactive: 'Este pacote não está mais à venda.',
  purchaseNotFound: 'Compra de pacote não encontrada.',
  paymentMethod: 'Forma de pagamento inválida para o pacote: use pix, cash, credit_card ou debit_card.',
  alreadyConfirmed: 'O pagamento desta compra já foi confirmado.',
  notAwaiting: 'Esta compra não está aguardando pagamento.',
  refundNothing: 'Não há créditos a reembolsar nesta compra.',
  refundTwice: 'Esta compra já foi reembolsada.',
  refundNotPaid: 'Só se reembolsa uma compra com pagamento confirmado.',
  refundOpenOrders:
    'Há pedidos em aberto pagos com créditos desta compra: entregue-os ou cancele-os antes de reembolsar.',
  extendDays: `Informe quantos dias prorrogar (de 1 a ${PACK_LIMITS.maxExtendDays}).`,
  extendNote: 'A observação deve ter no máximo 200 caracteres.',
  extendNotActive: 'Só se prorroga uma compra com pagamento confirmado e não reembolsada.',
  extendNoExpiry: 'Esta compra não tem prazo de validade.',
  phone: 'Informe um número de WhatsApp válido com DDD.',
  statusFilter: "Filtro de status inválido: use 'awaiting_payment'.",
  expiringDays: 'Informe de 1 a 60 dias.',
  /** the order refused because the number lacks credits (10.6: 'créditos' in the message) */
  tooFewCredits: (product: string, size: string, left: number) =>
    `Não há créditos suficientes de "${product}" (${size}) para este número: ${left === 0 ? 'nenhum disponível' : `restam ${left}`}.`,
  creditNotQuentinha: (product: string) => `Crédito de pacote só paga quentinhas: "${product}" não usa crédito.`,
  codeRequired: 'Para usar créditos do pacote, informe o código de 6 dígitos recebido na compra.',
  codeWrong: 'Código do pacote incorreto para este número.',
  codeLocked: 'Muitas tentativas com código errado para este número. Tente novamente em 15 minutos.',
  codeFormat: 'O código do pacote tem 6 dígitos.',
  creditMethod: "A forma de pagamento 'credit' não pode ser escolhida: marque os itens com 'usar crédito'.",
  customerHasCredits: 'Este cliente tem créditos de pacote não usados: reembolse-os antes de excluir os dados.',
  creditRest:
    'Este pedido foi pago com crédito e agora tem valor a pagar: informe a forma de pagamento (payment_method).',
  removeRefused: 'Um pedido pago com crédito não pode ser excluído: cancele-o (os créditos voltam ao cliente).',
  reopenRefused: 'Um pedido cancelado pago com crédito não pode ser reaberto: lance um novo pedido.',
  editRefused:
    'Os itens de um pedido pago com crédito não podem ser alterados: cancele-o (os créditos voltam) e lance um novo pedido.',
} as const;

/** One box of the pack: price / quantity, rounded down to the centavo (10.6). */
export function unitPriceCents(priceCents: number, quantity: number): number {
  if (!(quantity > 0)) return 0;
  return Math.floor(priceCents / quantity);
}

/**
 * What the shop gives back (10.6): the price less the boxes used at the pack's unit price; an
 * unused pack refunds its whole price. Never negative.
 * R$ 139,90 for 10, 3 used: 13990 - 3 x 1399 = 9793 (R$ 97,93).
 */
export function refundCents(priceCents: number, quantity: number, used: number): number {
  if (used <= 0) return priceCents;
  return Math.max(0, priceCents - used * unitPriceCents(priceCents, quantity));
}

/** The last millisecond of the Sao Paulo day `days` calendar days after `from`'s day. */
export function endOfSaoPauloDayAfter(from: Date, days: number): Date {
  const day = toSaoPauloDay(from);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1, d + days));
  const iso = target.toISOString().slice(0, 10);
  return parseDate(`${iso}T23:59:59.999`)!;
}

/** 10.6: end of the day (Sao Paulo) `validityDays` after the payment; null without a validity. */
export function expiresAt(paidAt: Date, validityDays: number | null): Date | null {
  return validityDays == null ? null : endOfSaoPauloDayAfter(paidAt, validityDays);
}

export const isExpired = (expires: Date | string | null, now: Date): boolean =>
  expires != null && new Date(expires).getTime() < now.getTime();

/** The status a person reads: the stored one, with 'used_up' and 'expired' derived. */
export function purchaseStatus(
  stored: 'awaiting_payment' | 'active' | 'refunded',
  remaining: number,
  expires: Date | string | null,
  now: Date,
): PackPurchaseStatus {
  if (stored !== 'active') return stored;
  if (isExpired(expires, now)) return 'expired';
  return remaining > 0 ? 'active' : 'used_up';
}

export interface CreditBatch {
  id: string;
  remaining: number;
  expires_at: Date | string | null;
  /** when its payment was confirmed (the 'oldest' of 10.6) */
  paid_at: Date | string | null;
}

/**
 * Which batches pay `needed` boxes (10.6): the one expiring first, then the oldest; a batch that
 * never expires comes after every batch that does. Null when they hold too few.
 */
export function pickBatches(
  batches: readonly CreditBatch[],
  needed: number,
  now: Date,
): { id: string; take: number }[] | null {
  const time = (v: Date | string | null, none: number) => (v == null ? none : new Date(v).getTime());
  const usable = batches
    .filter((b) => b.remaining > 0 && !isExpired(b.expires_at, now))
    .sort(
      (a, b) =>
        time(a.expires_at, Infinity) - time(b.expires_at, Infinity) ||
        time(a.paid_at, 0) - time(b.paid_at, 0) ||
        a.id.localeCompare(b.id),
    );
  const picked: { id: string; take: number }[] = [];
  let left = needed;
  for (const batch of usable) {
    if (left <= 0) break;
    const take = Math.min(left, batch.remaining);
    picked.push({ id: batch.id, take });
    left -= take;
  }
  return left > 0 ? null : picked;
}

/** Calendar days (Sao Paulo) from today to the expiry's day: 0 = today. */
export function daysUntil(expires: Date | string, now: Date): number {
  const day = (v: Date | string) => Date.parse(`${toSaoPauloDay(v)}T00:00:00Z`);
  return Math.round((day(expires) - day(now)) / 86_400_000);
}

/** 'vence hoje' / 'vence amanhã' / 'vence em 7 dias' within the warning window; null otherwise. */
export function expiryWarning(
  expires: Date | string | null,
  now: Date,
  withinDays = EXPIRY_WARNING_DAYS,
): string | null {
  if (expires == null || isExpired(expires, now)) return null;
  const days = daysUntil(expires, now);
  if (days > withinDays) return null;
  if (days <= 0) return 'vence hoje';
  if (days === 1) return 'vence amanhã';
  return `vence em ${days} dias`;
}

/** The checkout's choice: 'Usar crédito do pacote (restam 7 · vence 12/06)'. */
export function creditChoiceLabel(remaining: number, expires: Date | string | null): string {
  const due = expires == null ? '' : ` · vence ${formatDayMonth(expires)}`;
  return `Usar crédito do pacote (restam ${remaining}${due})`;
}

/** Stated before buying (consumer law): 'válido por 60 dias após a confirmação do pagamento'. */
export function validityText(validityDays: number | null): string {
  return validityDays == null
    ? 'sem prazo de validade'
    : `válido por ${validityDays} dias após a confirmação do pagamento`;
}

/** A redeem code: six digits. */
export const isRedeemCode = (value: unknown): value is string => typeof value === 'string' && /^\d{6}$/.test(value);

/** The wire method 'credit' as people read it (contract 2). */
export const CREDIT_PAYMENT_LABEL = 'Crédito do pacote';
/** On the kitchen card, the ticket and the courier card of an order with a box paid by credit. */
export const PAID_WITH_CREDIT_TEXT = 'Pago com crédito';
