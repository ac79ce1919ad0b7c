import type { CheckoutForm } from '@quentinha/shared/validation/checkout';

/**
 * What was typed in 'Finalizar Pedido', kept while the order is not placed (issue 24: Back or a
 * close mid-checkout must not empty the form; DECISIONS 10.9 overrides SPEC's 'resets each time it
 * opens'). sessionStorage: it survives a reload of the tab, and goes with the tab; it is cleared
 * once the order went in. The time slot is not kept: it may have passed by the next opening.
 */
export const CHECKOUT_DRAFT_KEY = 'quentinha:checkout-draft:v1';

export interface CheckoutDraftFields extends CheckoutForm {
  /** 'Não preciso de troco' (cash): no change_for is sent */
  no_change?: boolean;
}

const TEXT_FIELDS = ['customer_name', 'whatsapp', 'neighborhood', 'address', 'payment_method', 'notes'] as const;

export type CheckoutDraft = Partial<CheckoutDraftFields>;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** Only the known fields, each of its own type: a stale or edited entry cannot break the form. */
function clean(input: unknown): CheckoutDraft {
  if (typeof input !== 'object' || input === null) return {};
  const raw = input as Record<string, unknown>;
  const draft: CheckoutDraft = {};
  for (const key of TEXT_FIELDS) if (typeof raw[key] === 'string') draft[key] = raw[key];
  if (raw.delivery_type === 'pickup' || raw.delivery_type === 'delivery') draft.delivery_type = raw.delivery_type;
  if (typeof raw.change_for === 'string' || typeof raw.change_for === 'number') draft.change_for = raw.change_for;
  if (typeof raw.no_change === 'boolean') draft.no_change = raw.no_change;
  return draft;
}

export function readCheckoutDraft(): CheckoutDraft {
  try {
    return clean(JSON.parse(storage()?.getItem(CHECKOUT_DRAFT_KEY) ?? 'null'));
  } catch {
    return {};
  }
}

export function saveCheckoutDraft(values: unknown) {
  try {
    storage()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(clean(values)));
  } catch {
    // quota or blocked storage: the form just starts empty next time
  }
}

export function clearCheckoutDraft() {
  try {
    storage()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
