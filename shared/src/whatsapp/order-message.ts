import { SIZE_LABELS, isQuentinha } from '../catalog/sizes.js';
import { formatDateTime } from '../dates/sao-paulo.js';
import { formatBRL } from '../money/money.js';
import { changeToShow, readOrder } from '../orders/order-reader.js';
import { PAYMENT_LABELS } from '../payments/payment-method.js';
import { CREDIT_PAYMENT_LABEL, PAID_WITH_CREDIT_TEXT } from '../packs/rules.js';
import { COUNTRY_PREFIX, formatPhone, normalizePhone } from '../phone/whatsapp.js';
import { WHATSAPP_MESSAGE_MAX_LENGTH } from '../validation/limits.js';

/** Delay before the chat link opens after an order is created (SPEC section 9). */
export const WHATSAPP_OPEN_DELAY_MS = 500;
export const INVALID_NUMBER_MESSAGE = 'Número inválido';

/** Cut to 2000 characters plus '...' (SPEC section 7). */
export function capMessage(text: string, max = WHATSAPP_MESSAGE_MAX_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * DECISIONS 10.6: 'credit' (every box paid with pack credits) is read as 'Crédito do pacote', not
 * as the cash every unknown method falls back to; some boxes on credit add 'Pago com crédito'.
 */
function paymentText(input: unknown, label: string): string {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as { payment_method?: unknown; paid_with_credit?: unknown };
  if (raw.payment_method === 'credit') return CREDIT_PAYMENT_LABEL;
  return raw.paid_with_credit === true ? `${label} · ${PAID_WITH_CREDIT_TEXT}` : label;
}

/**
 * The prefilled chat text of SPEC section 7. Takes an order in any shape readOrder reads
 * (the API's OrderDto, a ReadOrder, ...).
 */
export function buildOrderMessage(input: unknown, trackingUrl?: string): string {
  const order = readOrder(input);
  const lines: string[] = [order.shortId ? `*Novo Pedido #${order.shortId}*` : '*Novo Pedido*', ''];

  lines.push(`*Cliente:* ${order.customerName}`);
  lines.push(`*WhatsApp:* ${formatPhone(order.whatsapp) || order.whatsapp}`);
  lines.push(`*Data/Hora:* ${formatDateTime(order.createdAt)}`);
  const scheduled = scheduledOf(input);
  // DECISIONS 9.3: a scheduled order says for when, right after when it was placed
  if (scheduled) lines.push(`*Agendado para:* ${formatDateTime(scheduled)}`);
  lines.push(`*Tipo:* ${order.isDelivery ? 'Entrega' : 'Retirada no Local'}`);
  if (order.isDelivery) {
    lines.push(`*Endereço:* ${order.address ?? ''}`);
    lines.push(`*Bairro:* ${order.neighborhood ?? ''}`);
  }

  lines.push('', '*Itens:*');
  for (const item of order.items) {
    const size = isQuentinha(item.category) ? ` (${SIZE_LABELS[item.size]})` : '';
    lines.push(`• ${item.quantity}x ${item.displayName}${size} - ${formatBRL(item.lineTotal)}`);
    if (item.chosenDishes.length) lines.push(`  Pratos: ${item.chosenDishes.join(', ')}`);
    // DECISIONS 10.10: paid extras travel with the box, their prices already in the line's total
    if (item.extras.length) lines.push(`  Adicionais: ${item.extras.map((e) => `${e.name} (+${formatBRL(e.price)})`).join(', ')}`);
    if (item.notes) lines.push(`  Obs.: ${item.notes}`);
  }

  lines.push('', `*Subtotal:* ${formatBRL(order.subtotal)}`);
  if (order.isDelivery) lines.push(`*Taxa de entrega:* ${formatBRL(order.deliveryFee)}`);
  lines.push(`*Total:* ${formatBRL(order.total)}`);

  lines.push('', `*Pagamento:* ${paymentText(input, PAYMENT_LABELS[order.paymentMethod])}`);
  const change = changeToShow(order);
  if (change !== null) lines.push(`*Troco para:* ${formatBRL(change)}`);
  // DECISIONS 9.5: the PIX code travels with the order, so the shop can match the payment
  const pix = pixCodeOf(input);
  if (pix) lines.push(`*PIX copia e cola:* ${pix}`);

  if (order.notes) lines.push('', `*Observações:* ${order.notes}`);

  // the tracking link is a guest's way back to her order (issue 24): a long order is cut before
  // it, never the link itself
  const tail = trackingUrl ? `\n\nAcompanhe seu pedido: ${trackingUrl}` : '';
  return capMessage(lines.join('\n'), WHATSAPP_MESSAGE_MAX_LENGTH - tail.length) + tail;
}

function scheduledOf(input: unknown): string | null {
  const at = (input as { scheduled_for?: unknown } | null)?.scheduled_for;
  return typeof at === 'string' && at ? at : null;
}

function pixCodeOf(input: unknown): string | null {
  const pix = (input as { pix?: { copia_e_cola?: unknown } | null } | null)?.pix;
  return typeof pix?.copia_e_cola === 'string' && pix.copia_e_cola ? pix.copia_e_cola : null;
}

/**
 * https://wa.me/55DDDNUMBER?text=...; throws 'Número inválido' when the store has no number (none
 * configured yet) or one that is no Brazilian number: a chat with a wrong number is never opened.
 */
export function whatsappLink(businessNumber: string | null | undefined, text: string): string {
  const national = normalizePhone(businessNumber);
  if (!national) throw new Error(INVALID_NUMBER_MESSAGE);
  return `https://wa.me/${COUNTRY_PREFIX}${national}?text=${encodeURIComponent(text)}`;
}
