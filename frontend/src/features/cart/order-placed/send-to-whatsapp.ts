import type { OrderDto } from '@quentinha/shared/api/types';
import { buildOrderMessage, whatsappLink } from '@quentinha/shared/whatsapp/order-message';

export { WHATSAPP_OPEN_DELAY_MS } from '@quentinha/shared/whatsapp/order-message';

export type WhatsappOutcome =
  | { kind: 'opened'; link: string }
  | { kind: 'copied'; link: string }
  | { kind: 'link'; link: string }
  /** the business number is missing or too short ('Número inválido') */
  | { kind: 'invalid'; message: string };

export function trackingUrl(token: string | undefined): string | undefined {
  return token ? `${window.location.origin}/acompanhar/${token}` : undefined;
}

/**
 * SPEC section 7: open the chat with the prefilled summary; if the browser blocks it, copy the
 * text; if that fails too, the caller shows the link for a tap.
 */
export async function sendOrderToWhatsapp(order: OrderDto, businessNumber: string): Promise<WhatsappOutcome> {
  const text = buildOrderMessage(order, trackingUrl(order.tracking_token));
  let link: string;
  try {
    link = whatsappLink(businessNumber, text);
  } catch (error) {
    return { kind: 'invalid', message: (error as Error).message };
  }
  try {
    const win = window.open(link, '_blank');
    if (win) {
      win.opener = null;
      return { kind: 'opened', link };
    }
  } catch {
    // some in-app browsers throw instead of returning null
  }
  try {
    await navigator.clipboard.writeText(text);
    return { kind: 'copied', link };
  } catch {
    return { kind: 'link', link };
  }
}
