import type { CreateOrderRequest, Size } from '../api/types.js';
import { inferSize, toSize } from '../catalog/sizes.js';
import { toWirePaymentMethod } from '../payments/payment-method.js';
import { normalizePhone } from '../phone/whatsapp.js';
import { changeForToSend, type CheckoutForm } from '../validation/checkout.js';

/** A cart line as the storefront keeps it (SPEC section 3 "Cart item"). */
export interface CartLineInput {
  product_id?: string | null;
  quantity?: number | null;
  size?: string | null;
  name?: string | null;
  productName?: string | null;
  category?: string | null;
  chosen_dishes?: readonly string[] | null;
  /** paid extras chosen for the box (DECISIONS 10.10): the order sends their ids */
  extras?: readonly { id: string }[] | null;
  notes?: string | null;
}

/** A readable size on the line wins; otherwise it is inferred from the name (drinks: medio). */
export function cartLineSize(line: CartLineInput): Size {
  return toSize(line.size) ?? inferSize(line.productName ?? line.name, line.category);
}

/**
 * POST /api/orders body from the cart and the checkout form (SPEC section 5
 * "Order creation mapping"). Prices stay out: the server computes them.
 */
export function buildCreateOrderRequest(
  cart: readonly CartLineInput[],
  form: CheckoutForm,
  orderDate?: string,
): CreateOrderRequest {
  const items = cart
    .filter((line) => typeof line.product_id === 'string' && line.product_id.trim() !== '')
    .map((line) => {
      const q = Number(line.quantity);
      const item: CreateOrderRequest['items'][number] = {
        product_id: (line.product_id as string).trim(),
        quantity: Number.isInteger(q) && q > 0 ? q : 1,
        size: cartLineSize(line),
        chosen_dishes: [...(line.chosen_dishes ?? [])],
      };
      if (line.extras?.length) item.extras = line.extras.map((e) => e.id);
      const notes = line.notes?.trim();
      if (notes) item.notes = notes;
      return item;
    });

  const request: CreateOrderRequest = {
    // a number the shared rule cannot read goes as typed: the server refuses it and says why
    customer: { name: form.customer_name.trim(), phone: normalizePhone(form.whatsapp) ?? String(form.whatsapp ?? '').trim() },
    items,
    delivery:
      form.delivery_type === 'delivery'
        ? { type: 'delivery', address: form.address?.trim() ?? '', neighborhood: form.neighborhood?.trim() ?? '' }
        : { type: 'pickup' },
    payment: {
      method: toWirePaymentMethod(form.payment_method),
      change_for: changeForToSend(form.payment_method, form.change_for),
    },
  };
  const notes = form.notes?.trim();
  if (notes) request.notes = notes;
  if (orderDate) request.order_date = orderDate;
  return request;
}
