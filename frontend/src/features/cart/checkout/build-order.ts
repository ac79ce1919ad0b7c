import type { CreateOrderRequest } from '@quentinha/shared/api/types';
import { toWirePaymentMethod } from '@quentinha/shared/payments/payment-method';
import { normalizeWhatsapp } from '@quentinha/shared/phone/whatsapp';
import { changeForToSend, type CheckoutForm } from '@quentinha/shared/validation/checkout';
import type { CartLine } from '@/stores/cart/cart-line';

const trimmed = (v: string | null | undefined) => (v ?? '').trim();

/**
 * The POST /api/orders body (DECISIONS section 4): neighbourhood by id, dishes by name,
 * no prices (the server computes them), wire payment method.
 */
export function buildOrderRequest(form: CheckoutForm, lines: readonly CartLine[]): CreateOrderRequest {
  const delivery: CreateOrderRequest['delivery'] =
    form.delivery_type === 'delivery'
      ? { type: 'delivery', address: trimmed(form.address), neighborhood: trimmed(form.neighborhood) }
      : { type: 'pickup' };
  const notes = trimmed(form.notes);
  return {
    customer: { name: trimmed(form.customer_name), phone: normalizeWhatsapp(form.whatsapp) },
    items: lines
      .filter((l) => l.product_id)
      .map((l) => ({
        product_id: l.product_id,
        quantity: l.quantity || 1,
        size: l.size,
        ...(l.chosen_dishes.length ? { chosen_dishes: l.chosen_dishes } : {}),
      })),
    delivery,
    payment: {
      method: toWirePaymentMethod(form.payment_method),
      change_for: changeForToSend(form.payment_method, form.change_for),
    },
    ...(notes ? { notes } : {}),
  };
}
