import type { WirePaymentMethod } from '../api/types.js';

export type { WirePaymentMethod };

export const WIRE_PAYMENT_METHODS = ['pix', 'credit_card', 'debit_card', 'cash'] as const satisfies readonly WirePaymentMethod[];

/** Payment options a person picks from (SPEC section 9). */
export const INTERFACE_PAYMENT_METHODS = ['pix', 'credito', 'debito', 'dinheiro'] as const;
export type PaymentOption = (typeof INTERFACE_PAYMENT_METHODS)[number];
/** cartao is still recognised and shown as it is (SPEC section 4). */
export type InterfacePaymentMethod = PaymentOption | 'cartao';

export const CHECKOUT_DEFAULT_PAYMENT_METHOD: PaymentOption = 'pix';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

const TO_INTERFACE: Record<string, InterfacePaymentMethod> = {
  pix: 'pix',
  credito: 'credito',
  credit_card: 'credito',
  debito: 'debito',
  debit_card: 'debito',
  cartao: 'cartao',
  dinheiro: 'dinheiro',
};

/** SPEC section 4: cash, transferencia and unknown values become dinheiro. */
export function toInterfacePaymentMethod(value: unknown): InterfacePaymentMethod {
  return TO_INTERFACE[text(value)] ?? 'dinheiro';
}

const TO_WIRE: Record<string, WirePaymentMethod> = {
  pix: 'pix',
  credito: 'credit_card',
  cartao: 'credit_card',
  credit_card: 'credit_card',
  debito: 'debit_card',
  debit_card: 'debit_card',
  dinheiro: 'cash',
  cash: 'cash',
  // DECISIONS 10.5: only the team's orders may carry it (the order module checks who)
  company_tab: 'company_tab',
};

/** SPEC section 5 "Order creation mapping"; unknown -> cash. */
export function toWirePaymentMethod(value: unknown): WirePaymentMethod {
  return TO_WIRE[text(value)] ?? 'cash';
}

export function isWirePaymentMethod(value: unknown): value is WirePaymentMethod {
  return typeof value === 'string' && (WIRE_PAYMENT_METHODS as readonly string[]).includes(value);
}

export const PAYMENT_LABELS: Record<InterfacePaymentMethod, string> = {
  pix: 'PIX',
  credito: 'Crédito',
  debito: 'Débito',
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
};

/** Label of any payment value, wire or interface. */
/**
 * Every way an order's total is settled, as lists and reports filter them: the counter's four and
 * the two that are not paid at the counter (a company's tab, 10.5; pack credits, 10.6).
 */
export const SETTLED_PAYMENT_METHODS = [...WIRE_PAYMENT_METHODS, 'company_tab', 'credit'] as const satisfies readonly WirePaymentMethod[];

/** A filter's payment: what a person picks (PIX, Crédito...) or one of the two not paid at the counter. */
export type PaymentFilter = PaymentOption | 'company_tab' | 'credit';
export const PAYMENT_FILTERS: readonly PaymentFilter[] = [...INTERFACE_PAYMENT_METHODS, 'company_tab', 'credit'];

/** A filter's wire value; 'credit' is no option at checkout, so toWirePaymentMethod would read it as cash. */
export function paymentFilterToWire(filter: PaymentFilter): WirePaymentMethod {
  return filter === 'company_tab' || filter === 'credit' ? filter : toWirePaymentMethod(filter);
}

/** A list query's payment_method, in wire or interface form; null when it names none. */
export function readPaymentFilter(value: string): WirePaymentMethod | null {
  if ((SETTLED_PAYMENT_METHODS as readonly string[]).includes(value)) return value as WirePaymentMethod;
  return (INTERFACE_PAYMENT_METHODS as readonly string[]).includes(value) || value === 'cartao' ? toWirePaymentMethod(value) : null;
}

export function paymentLabel(value: unknown): string {
  return NOT_AT_THE_COUNTER[text(value)] ?? PAYMENT_LABELS[toInterfacePaymentMethod(value)];
}

/**
 * A company's tab (DECISIONS 10.5) and an order paid entirely with pack credits (10.6) are no way
 * of paying at the counter: their own labels, never read as 'Dinheiro' (the fallback of unknown values).
 */
const NOT_AT_THE_COUNTER: Record<string, string> = {
  company_tab: 'Conta Empresa',
  credit: 'Crédito do pacote',
};

export function isCashPayment(value: unknown): boolean {
  if (text(value) in NOT_AT_THE_COUNTER) return false;
  return toInterfacePaymentMethod(value) === 'dinheiro';
}
