import { SIZE_LABELS, toSize } from '../catalog/sizes.js';
import { SAO_PAULO_UTC_OFFSET_MS } from '../dates/sao-paulo.js';
import { formatBRL } from '../money/money.js';
import { COUNTRY_PREFIX } from '../phone/whatsapp.js';

/**
 * 'Divulgar Cardápio' (DECISIONS 10.2): the one builder of the daily-menu message. The server
 * puts it in each recipient's wa.me link and the screen's 'Copiar texto' copies the same text, so
 * what the owner pastes and what each link opens never differ. The server sends nothing.
 */

export interface DailyMenuMessageInput {
  business_name: string;
  /** 'yyyy-MM-dd' */
  date: string;
  /** the day's dishes, in the menu's order */
  dishes: readonly string[];
  /** the quentinhas and their sizes with today's prices (reais) */
  sizes: readonly { product_name: string; size: string; price: number }[];
  /** the storefront's address ('https://loja.com.br') */
  storefront_url: string;
}

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/** 'sexta-feira, 27/11' for '2026-11-27' (a calendar day: no time zone involved). */
export function menuDayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday}, ${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}`;
}

/** The message as the owner broadcasts it: the day's dishes, the boxes with prices, where to order. */
export function buildDailyMenuText(input: DailyMenuMessageInput): string {
  const lines = [`*${input.business_name.trim()}* — cardápio de ${menuDayLabel(input.date)}`, ''];
  if (input.dishes.length === 0) {
    lines.push('O cardápio do dia ainda não foi publicado.');
  } else {
    lines.push('Pratos do dia:');
    for (const dish of input.dishes) lines.push(`• ${dish}`);
  }
  if (input.sizes.length > 0) {
    lines.push('', 'Quentinhas:');
    for (const s of input.sizes) {
      const size = toSize(s.size);
      lines.push(`• ${s.product_name}${size ? ` ${SIZE_LABELS[size]}` : ''}: ${formatBRL(s.price)}`);
    }
  }
  lines.push('', `Peça pelo site: ${input.storefront_url}`);
  return lines.join('\n');
}

/** The storefront's one-tap opt-out page for a customer's token. */
export function optOutUrl(storefrontUrl: string, token: string): string {
  let base = storefrontUrl;
  while (base.endsWith('/')) base = base.slice(0, -1);
  return `${base}/sair/${token}`;
}

/** The message one customer receives: the text, then their own way out. */
export function personalMessage(text: string, optOutAddress: string): string {
  return `${text}\n\nPara não receber mais: ${optOutAddress}`;
}

/** 'https://wa.me/5511912345678?text=...' for a DDD + number and a message. */
export function waMeLink(nationalDigits: string, message: string): string {
  return `https://wa.me/${COUNTRY_PREFIX}${nationalDigits}?text=${encodeURIComponent(message)}`;
}

/** Messages go out between 09:00 and 21:00 (Sao Paulo); outside it the screen warns. */
export const BROADCAST_HOURS = { from: 9, to: 21 } as const;

export function isOutsideBroadcastHours(now: Date = new Date()): boolean {
  const minutes = Math.floor((((now.getTime() + SAO_PAULO_UTC_OFFSET_MS) % 86_400_000) + 86_400_000) % 86_400_000 / 60_000);
  return minutes < BROADCAST_HOURS.from * 60 || minutes >= BROADCAST_HOURS.to * 60;
}
