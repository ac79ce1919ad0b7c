import type { Role, WireStatus } from '../api/types.js';
import { normalizeRole } from '../auth/roles.js';
import { STATUS_META, toInterfaceStatus, type InterfaceStatus } from './status.js';

type Step = readonly [from: WireStatus, to: WireStatus];

const KITCHEN_STEPS: readonly Step[] = [
  ['confirmed', 'preparing'],
  ['preparing', 'ready'],
  ['ready', 'delivering'],
];

/** Only the collecting courier may deliver; the server checks that part (DECISIONS section 4). */
const DELIVERY_STEPS: readonly Step[] = [
  ['ready', 'delivering'],
  ['delivering', 'delivered'],
];

const ROLE_STEPS: Record<Exclude<Role, 'admin'>, readonly Step[]> = {
  staff: KITCHEN_STEPS,
  kitchen: KITCHEN_STEPS,
  delivery: DELIVERY_STEPS,
  customer: [],
};

/** The one transition rule: the server enforces it and the buttons ask it. */
export function canTransition(role: Role, from: WireStatus, to: WireStatus): boolean {
  if (from === to) return false;
  const r = normalizeRole(role);
  if (r === 'admin') return true;
  return ROLE_STEPS[r].some(([f, t]) => f === from && t === to);
}

export const TRANSITION_MESSAGES = {
  roleForbidden: 'Seu perfil não pode alterar o status deste pedido.',
  sameStatus: (status: string) => `O pedido já está com o status ${status}.`,
  notAllowed: (from: string, to: string) => `Não é possível mudar o pedido de ${from} para ${to}.`,
} as const;

export type TransitionCheck =
  | { ok: true }
  /** forbidden: the role never reaches `to` (HTTP 403); invalid: not from this status (HTTP 409) */
  | { ok: false; code: 'forbidden' | 'invalid'; message: string };

function label(status: WireStatus): string {
  return STATUS_META[toInterfaceStatus(status)].label;
}

export function checkTransition(role: Role, from: WireStatus, to: WireStatus): TransitionCheck {
  if (canTransition(role, from, to)) return { ok: true };
  const r = normalizeRole(role);
  const steps = r === 'admin' ? null : ROLE_STEPS[r];
  if (steps && steps.length === 0) {
    return { ok: false, code: 'forbidden', message: TRANSITION_MESSAGES.roleForbidden };
  }
  // a target the role never sets is a role problem (403); a wrong starting point is a conflict (409)
  const code = steps && !steps.some(([, t]) => t === to) ? 'forbidden' : 'invalid';
  if (from === to) return { ok: false, code, message: TRANSITION_MESSAGES.sameStatus(label(to)) };
  return { ok: false, code, message: TRANSITION_MESSAGES.notAllowed(label(from), label(to)) };
}

/** The Portuguese message to show when the change is refused, or null when it is allowed. */
export function transitionError(role: Role, from: WireStatus, to: WireStatus): string | null {
  const check = checkTransition(role, from, to);
  return check.ok ? null : check.message;
}

export interface BoardColumn {
  status: WireStatus;
  interfaceStatus: InterfaceStatus;
  title: string;
}

export const KITCHEN_COLUMNS: readonly BoardColumn[] = [
  { status: 'confirmed', interfaceStatus: 'confirmado', title: 'Novo Pedido' },
  { status: 'preparing', interfaceStatus: 'preparando', title: 'Em Produção' },
  { status: 'ready', interfaceStatus: 'pronto', title: 'Aguardando Entregador' },
];

export const DELIVERY_COLUMNS: readonly BoardColumn[] = [
  { status: 'ready', interfaceStatus: 'pronto', title: 'Aguardando Coleta' },
  { status: 'delivering', interfaceStatus: 'em_rota', title: 'Em Rota de Entrega' },
  { status: 'delivered', interfaceStatus: 'entregue', title: 'Entregue' },
];

/** Shown, disabled, to a courier looking at an order another courier collected. */
export const COLLECTED_BY_OTHER_LABEL = 'Coletado por outro entregador';

export type Board = 'orders' | 'kitchen' | 'delivery';

export interface NextAction {
  to: WireStatus;
  label: string;
}

const BOARD_ACTIONS: Record<Board, Partial<Record<WireStatus, NextAction>>> = {
  orders: { pending: { to: 'confirmed', label: 'Confirmar' } },
  kitchen: {
    confirmed: { to: 'preparing', label: 'Aceitar Pedido' },
    preparing: { to: 'ready', label: 'Marcar como Pronto' },
    ready: { to: 'delivering', label: 'Coletado p/ Entrega' },
  },
  delivery: {
    ready: { to: 'delivering', label: 'Saiu para Entrega' },
    delivering: { to: 'delivered', label: 'Marcar como Entregue' },
  },
};

function defaultBoard(role: Role): Board {
  const r = normalizeRole(role);
  if (r === 'delivery') return 'delivery';
  if (r === 'staff' || r === 'kitchen') return 'kitchen';
  return 'orders';
}

/**
 * The button a card shows. The board defaults to the role's own screen; pass it when an admin
 * looks at the kitchen or delivery board.
 */
export function nextActionFor(status: WireStatus, role: Role, board: Board = defaultBoard(role)): NextAction | null {
  const action = BOARD_ACTIONS[board][status];
  if (!action || !canTransition(role, status, action.to)) return null;
  return { ...action };
}
