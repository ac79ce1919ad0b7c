import type { Role, WireStatus } from '../api/types.js';
import { normalizeRole } from '../auth/roles.js';
import { STATUS_META, toInterfaceStatus, type InterfaceStatus } from './status.js';

/** What decides between pickup and delivery; without it an order is taken as a delivery order. */
export interface TransitionOrder {
  is_delivery: boolean;
}

interface Step {
  from: WireStatus;
  to: WireStatus;
  /** the step exists only for pickup or only for delivery orders */
  only?: 'pickup' | 'delivery';
}

const step = (from: WireStatus, to: WireStatus, only?: Step['only']): Step => ({ from, to, only });

/** Before the kitchen has finished: who works the order may still call it off. */
export const TEAM_CANCELLABLE: readonly WireStatus[] = ['pending', 'awaiting_payment', 'confirmed', 'preparing'];
/** Not yet confirmed by the shop: the customer (or a guest with the token) may still cancel. */
export const CUSTOMER_CANCELLABLE: readonly WireStatus[] = ['pending', 'awaiting_payment'];
/** Final for everyone but the admin (DECISIONS 9.1). */
export const FINAL_STATUSES: readonly WireStatus[] = ['delivered', 'cancelled'];

/** DECISIONS 9.1 and 9.2: the kitchen's steps, the two undo steps, the hand-over, cancelling. */
const KITCHEN_STEPS: readonly Step[] = [
  step('confirmed', 'preparing'),
  step('preparing', 'ready'),
  step('preparing', 'confirmed'),
  step('ready', 'preparing'),
  // a courier is named in the same request (the server checks it)
  step('ready', 'delivering', 'delivery'),
  // 'Retirado pelo Cliente'
  step('ready', 'delivered', 'pickup'),
  ...TEAM_CANCELLABLE.map((from) => step(from, 'cancelled')),
];

/** Only the assigned courier may deliver; the server checks that part. */
const DELIVERY_STEPS: readonly Step[] = [step('ready', 'delivering', 'delivery'), step('delivering', 'delivered')];

/** Only their own order (the server checks that part). */
const CUSTOMER_STEPS: readonly Step[] = CUSTOMER_CANCELLABLE.map((from) => step(from, 'cancelled'));

/** DECISIONS 9.5: the counter confirms a PIX payment arrived; the kitchen never sees unpaid ones. */
const STAFF_STEPS: readonly Step[] = [...KITCHEN_STEPS, step('awaiting_payment', 'confirmed')];

const ROLE_STEPS: Record<Exclude<Role, 'admin'>, readonly Step[]> = {
  staff: STAFF_STEPS,
  kitchen: KITCHEN_STEPS,
  delivery: DELIVERY_STEPS,
  customer: CUSTOMER_STEPS,
};

const isPickup = (order?: TransitionOrder) => order !== undefined && !order.is_delivery;

function fits(s: Pick<Step, 'only'>, order?: TransitionOrder): boolean {
  if (!s.only) return true;
  return s.only === 'pickup' ? isPickup(order) : !isPickup(order);
}

/**
 * The one transition rule (DECISIONS 9.1): the server enforces it and the buttons ask it. Pass
 * the order to tell pickup from delivery; without it the order is taken as a delivery order.
 * Who the courier is (the assigned one delivers, staff name one) is checked by the server.
 */
export function canTransition(role: Role, from: WireStatus, to: WireStatus, order?: TransitionOrder): boolean {
  if (from === to) return false;
  // pickup orders are handed over at the counter, never on the road
  if (to === 'delivering' && isPickup(order)) return false;
  const r = normalizeRole(role);
  if (r === 'admin') return !(from === 'delivered' && to === 'cancelled');
  return ROLE_STEPS[r].some((s) => s.from === from && s.to === to && fits(s, order));
}

/** Whether the role may call the order off from this status (customers: only their own order). */
export function canCancel(role: Role, status: WireStatus): boolean {
  return canTransition(role, status, 'cancelled');
}

export const TRANSITION_MESSAGES = {
  roleForbidden: 'Seu perfil não pode alterar o status deste pedido.',
  sameStatus: (status: string) => `O pedido já está com o status ${status}.`,
  notAllowed: (from: string, to: string) => `Não é possível mudar o pedido de ${from} para ${to}.`,
  finalStatus: (status: string) => `O pedido já está ${status} e não pode mais ser alterado.`,
  pickupNotDelivering: 'Este pedido é para retirada no local: não sai para entrega.',
  deliveryNeedsCourier: 'Este pedido é para entrega: use "Coletado p/ Entrega" e escolha o entregador.',
  deliveredNotCancellable: 'Um pedido já entregue não pode ser cancelado.',
  customerTooLate: 'Este pedido já foi confirmado pela loja. Para cancelar, fale com a loja pelo WhatsApp.',
  courierRequired: 'Escolha o entregador que vai levar este pedido.',
  courierInvalid: 'O entregador escolhido não existe ou não está ativo.',
  reasonTooLong: 'O motivo do cancelamento deve ter no máximo 200 caracteres.',
} as const;

export type TransitionCheck =
  | { ok: true }
  /** forbidden: the role never reaches `to` (HTTP 403); invalid: not from this status (HTTP 409) */
  | { ok: false; code: 'forbidden' | 'invalid'; message: string };

function label(status: WireStatus): string {
  return STATUS_META[toInterfaceStatus(status)].label;
}

const FINAL_WORD: Partial<Record<WireStatus, string>> = { delivered: 'entregue', cancelled: 'cancelado' };

/** Why a step that the role can take elsewhere is refused here (HTTP 409). */
function conflictMessage(r: Role, from: WireStatus, to: WireStatus, order?: TransitionOrder): string {
  if (from === to) return TRANSITION_MESSAGES.sameStatus(label(to));
  if (to === 'delivering' && isPickup(order)) return TRANSITION_MESSAGES.pickupNotDelivering;
  if (to === 'cancelled' && r === 'customer') return TRANSITION_MESSAGES.customerTooLate;
  if (r !== 'admin' && FINAL_STATUSES.includes(from)) return TRANSITION_MESSAGES.finalStatus(FINAL_WORD[from]!);
  if (to === 'cancelled' && from === 'delivered') return TRANSITION_MESSAGES.deliveredNotCancellable;
  if (from === 'ready' && to === 'delivered' && !isPickup(order) && (r === 'staff' || r === 'kitchen')) {
    return TRANSITION_MESSAGES.deliveryNeedsCourier;
  }
  return TRANSITION_MESSAGES.notAllowed(label(from), label(to));
}

export function checkTransition(
  role: Role,
  from: WireStatus,
  to: WireStatus,
  order?: TransitionOrder,
): TransitionCheck {
  if (canTransition(role, from, to, order)) return { ok: true };
  const r = normalizeRole(role);
  const steps = r === 'admin' ? null : ROLE_STEPS[r];
  // a target the role never sets is a role problem (403); a wrong starting point is a conflict (409)
  if (steps && !steps.some((s) => s.to === to)) {
    let message: string = TRANSITION_MESSAGES.roleForbidden;
    if (r !== 'customer') {
      message =
        from === to
          ? TRANSITION_MESSAGES.sameStatus(label(to))
          : TRANSITION_MESSAGES.notAllowed(label(from), label(to));
    }
    return { ok: false, code: 'forbidden', message };
  }
  return { ok: false, code: 'invalid', message: conflictMessage(r, from, to, order) };
}

export interface BoardColumn {
  status: WireStatus;
  interfaceStatus: InterfaceStatus;
  title: string;
  /** a status the board splits in two: the column holds only pickup or only delivery orders */
  only?: 'pickup' | 'delivery';
}

/** Names a column on its board: its status, or status and kind for a split one ('ready-pickup'). */
export function columnKey(column: Pick<BoardColumn, 'status' | 'only'>): string {
  return column.only ? `${column.status}-${column.only}` : column.status;
}

/** Whether the order sits in this column (its status, and pickup or delivery for a split one). */
export function inColumn(column: Pick<BoardColumn, 'status' | 'only'>, order: ActionOrder): boolean {
  return order.status === column.status && fits(column, order);
}

/**
 * A ready delivery order waits for a courier, a ready pickup order for its customer at the
 * counter ('Retirado pelo Cliente'): two columns, so the counter never hunts among the couriers'.
 */
export const KITCHEN_COLUMNS: readonly BoardColumn[] = [
  { status: 'confirmed', interfaceStatus: 'confirmado', title: 'Novo Pedido' },
  { status: 'preparing', interfaceStatus: 'preparando', title: 'Em Produção' },
  { status: 'ready', interfaceStatus: 'pronto', title: 'Aguardando Entregador', only: 'delivery' },
  { status: 'ready', interfaceStatus: 'pronto', title: 'Aguardando Retirada', only: 'pickup' },
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
  /** dispatch: the person taps a courier before the request (sent as courier_id) */
  needsCourier?: boolean;
}

export const PICKED_UP_LABEL = 'Retirado pelo Cliente';
export const DISPATCH_LABEL = 'Coletado p/ Entrega';
export const UNDO_LABEL = 'Desfazer';
/** What a customer sees for a ready pickup order (Meus Pedidos, tracking page). */
export const READY_FOR_PICKUP_LABEL = 'Pronto para Retirada';

export type ActionOrder = { status: WireStatus; is_delivery: boolean };

const BOARD_ACTIONS: Record<Board, Partial<Record<WireStatus, NextAction>>> = {
  // DECISIONS 9.5: a PIX order waits in 'Aguardando Pagamento' until the money is seen
  orders: { pending: { to: 'confirmed', label: 'Confirmar' }, awaiting_payment: { to: 'confirmed', label: 'Confirmar Pagamento' } },
  kitchen: {
    confirmed: { to: 'preparing', label: 'Aceitar Pedido' },
    preparing: { to: 'ready', label: 'Marcar como Pronto' },
    ready: { to: 'delivering', label: DISPATCH_LABEL },
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
 * looks at the kitchen or delivery board. A ready pickup order on the kitchen board is handed
 * over ('Retirado pelo Cliente'); a ready delivery order is dispatched to a courier the person
 * picks (`needsCourier`), unless a courier takes it himself.
 */
export function nextActionFor(order: ActionOrder, role: Role, board: Board = defaultBoard(role)): NextAction | null {
  const { status } = order;
  let action = BOARD_ACTIONS[board][status];
  if (board === 'kitchen' && status === 'ready' && !order.is_delivery) {
    action = { to: 'delivered', label: PICKED_UP_LABEL };
  }
  if (!action || !canTransition(role, status, action.to, order)) return null;
  const result: NextAction = { ...action };
  if (action.to === 'delivering' && normalizeRole(role) !== 'delivery') result.needsCourier = true;
  return result;
}

const UNDO_STEPS: Partial<Record<WireStatus, WireStatus>> = { preparing: 'confirmed', ready: 'preparing' };

/** The kitchen board's 'Desfazer': one kitchen step back (DECISIONS 9.2), for staff, kitchen and admin. */
export function undoActionFor(status: WireStatus, role: Role): NextAction | null {
  const to = UNDO_STEPS[status];
  if (!to || !canTransition(role, status, to)) return null;
  return { to, label: UNDO_LABEL };
}

/** Reasons offered by the cancel dialog; any other text (up to CANCEL_REASON_MAX) may be typed. */
export const CANCEL_REASONS: readonly string[] = [
  'Cliente desistiu',
  'Prato esgotado',
  'Endereço fora da área de entrega',
  'Pagamento não confirmado',
  'Pedido duplicado',
];
export const CANCEL_REASON_MAX = 200;

/** The status as the customer reads it: a ready pickup order waits at the counter. */
export function customerStatusLabel(order: ActionOrder): string {
  if (order.status === 'ready' && !order.is_delivery) return READY_FOR_PICKUP_LABEL;
  return label(order.status);
}
