import type { WireStatus } from '../api/types.js';

export type { WireStatus };

/** Statuses on the wire (DECISIONS section 3). */
export const WIRE_STATUSES = [
  'pending',
  'awaiting_payment',
  'confirmed',
  'preparing',
  'ready',
  'delivering',
  'delivered',
  'cancelled',
] as const satisfies readonly WireStatus[];

/** Portuguese statuses the screens use, in board order (SPEC section 4). */
export const INTERFACE_STATUSES = [
  'aguardando_pagamento',
  'pendente',
  'confirmado',
  'preparando',
  'pronto',
  'em_rota',
  'entregue',
  'cancelado',
] as const;
export type InterfaceStatus = (typeof INTERFACE_STATUSES)[number];

/** antd Tag preset colours */
export type StatusColor = 'default' | 'gold' | 'blue' | 'purple' | 'green' | 'orange' | 'red';

export interface StatusMeta {
  label: string;
  altLabel?: string;
  color: StatusColor;
}

export const STATUS_META: Record<InterfaceStatus, StatusMeta> = {
  aguardando_pagamento: { label: 'Aguardando Pagamento', color: 'default' },
  pendente: { label: 'Aguardando Confirmação', altLabel: 'Pendente', color: 'gold' },
  confirmado: { label: 'Confirmado', color: 'blue' },
  preparando: { label: 'Em Produção', altLabel: 'Preparando', color: 'purple' },
  pronto: { label: 'Pronto', color: 'green' },
  em_rota: { label: 'Em Rota', color: 'orange' },
  entregue: { label: 'Entregue', color: 'default' },
  cancelado: { label: 'Cancelado', color: 'red' },
};

const TO_INTERFACE: Record<string, InterfaceStatus> = {
  awaiting_payment: 'aguardando_pagamento',
  aguardando_pagamento: 'aguardando_pagamento',
  pending: 'pendente',
  pendente: 'pendente',
  confirmed: 'confirmado',
  confirmado: 'confirmado',
  preparing: 'preparando',
  preparando: 'preparando',
  ready: 'pronto',
  pronto: 'pronto',
  out_for_delivery: 'em_rota',
  delivering: 'em_rota',
  entregando: 'em_rota',
  em_rota: 'em_rota',
  delivered: 'entregue',
  entregue: 'entregue',
  cancelled: 'cancelado',
  canceled: 'cancelado',
  cancelado: 'cancelado',
};

const INTERFACE_TO_WIRE: Record<InterfaceStatus, WireStatus> = {
  aguardando_pagamento: 'awaiting_payment',
  pendente: 'pending',
  confirmado: 'confirmed',
  preparando: 'preparing',
  pronto: 'ready',
  em_rota: 'delivering',
  entregue: 'delivered',
  cancelado: 'cancelled',
};

/** Status may be text or an object whose `current` holds it (SPEC section 3). */
function statusText(value: unknown): string {
  if (value && typeof value === 'object' && 'current' in value) {
    return statusText((value as { current: unknown }).current);
  }
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** Any status value (wire, interface, legacy) to the interface status; unknown -> pendente. */
export function toInterfaceStatus(value: unknown): InterfaceStatus {
  return TO_INTERFACE[statusText(value)] ?? 'pendente';
}

/** Any status value to the wire status; unknown -> pending. */
export function toWireStatus(value: unknown): WireStatus {
  const known = TO_INTERFACE[statusText(value)];
  return known ? INTERFACE_TO_WIRE[known] : 'pending';
}

export function isWireStatus(value: unknown): value is WireStatus {
  return typeof value === 'string' && (WIRE_STATUSES as readonly string[]).includes(value);
}

export function isInterfaceStatus(value: unknown): value is InterfaceStatus {
  return typeof value === 'string' && (INTERFACE_STATUSES as readonly string[]).includes(value);
}

export function statusLabel(value: unknown): string {
  return STATUS_META[toInterfaceStatus(value)].label;
}

/** Statuses the order edit form offers (it leaves out aguardando_pagamento, SPEC section 2). */
export const EDITABLE_INTERFACE_STATUSES: readonly InterfaceStatus[] = INTERFACE_STATUSES.filter(
  (s) => s !== 'aguardando_pagamento',
);

/**
 * The one definition of a sale (SPEC section 9): confirmed through delivered. Pending, awaiting
 * payment and cancelled orders are not sales yet (or any more). The dashboard, the analysis and
 * their exports all count by it.
 */
export const SALE_STATUSES: readonly WireStatus[] = ['confirmed', 'preparing', 'ready', 'delivering', 'delivered'];

export function isSaleStatus(value: unknown): boolean {
  const s = toInterfaceStatus(value);
  // unknown values read as pendente, which is not a sale
  return SALE_STATUSES.includes(INTERFACE_TO_WIRE[s]);
}
