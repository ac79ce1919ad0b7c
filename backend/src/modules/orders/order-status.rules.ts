import type { Role, WirePaymentStatus, WireStatus } from '@quentinha/shared/api/types';
import { isInterfaceStatus, isWireStatus, toWireStatus } from '@quentinha/shared/orders/status';
import { checkTransition, TRANSITION_MESSAGES } from '@quentinha/shared/orders/transitions';
import { DomainError, forbidden, validationError } from '../../common/errors/domain-error.js';

/**
 * Who may move an order where, and what else changes with it. Pure: the service feeds it the
 * order as read and applies the result with a conditional update (WHERE version = read version).
 */

export interface StatusActor {
  /** null: a guest with the tracking token */
  id: string | null;
  name: string;
  email: string;
  role: Role;
}

export interface StatusSnapshot {
  status: WireStatus;
  is_delivery: boolean;
  delivery_user_id: string | null;
  payment_status: WirePaymentStatus;
  /** a company_tab order is paid by its company at the end of the month, not on delivery */
  payment_method?: string;
}

export interface StatusPatch {
  status: WireStatus;
  payment_status?: WirePaymentStatus;
  delivery_user_id?: string | null;
  delivery_user_email?: string | null;
  delivery_user_name?: string | null;
  cancel_reason?: string | null;
}

/** An active courier, as read for a dispatch. */
export interface CourierRef {
  id: string;
  name: string;
  email: string;
}

/** What the request carries besides the status. */
export interface StatusExtras {
  /**
   * The courier the team names for a dispatch (`courier_id`): undefined when none was sent,
   * 'unknown' when the id is not an active courier.
   */
  courier?: CourierRef | 'unknown';
  /** the courier_id as sent, to tell a courier naming someone else */
  courierId?: string;
  /** why it is cancelled (kept only on a change to cancelled) */
  reason?: string | null;
}

export interface StatusChange {
  patch: StatusPatch;
  /** 'collected' when a courier takes a ready order */
  eventKind: 'status' | 'collected';
  /** the cancel reason for the history entry */
  reason: string | null;
}

export const STATUS_MESSAGES = {
  collectedByOther: 'Este pedido já foi coletado por outro entregador.',
  onlyCollectingCourier: 'Somente o entregador que coletou este pedido pode marcar como entregue.',
  courierTakesForHimself: 'Um entregador só pode coletar pedidos para si mesmo.',
  pickupNotForCouriers: TRANSITION_MESSAGES.pickupNotDelivering,
  courierRequired: TRANSITION_MESSAGES.courierRequired,
  courierInvalid: TRANSITION_MESSAGES.courierInvalid,
  unknownStatus: (value: string) => `Status inválido: "${value}". Use um destes: ${STATUS_CHOICES}.`,
} as const;

const STATUS_CHOICES = 'pending, awaiting_payment, confirmed, preparing, ready, delivering, delivered, cancelled';

/** A status as sent (wire or Portuguese interface value, any case) to the wire status; else 400. */
export function readStatus(raw: string): WireStatus {
  const value = raw.trim().toLowerCase();
  if (isWireStatus(value) || isInterfaceStatus(value)) return toWireStatus(value);
  throw validationError(STATUS_MESSAGES.unknownStatus(raw.slice(0, 30)));
}

/** Before a courier has it: going back here frees the order for any courier. */
const BEFORE_COLLECTION: readonly WireStatus[] = ['pending', 'awaiting_payment', 'confirmed', 'preparing', 'ready'];

/**
 * DECISIONS 9.1. The shared checkTransition() says who may take which step; this adds what only
 * the server knows: which courier holds the order, and the courier a dispatch names.
 */
export function decideStatusChange(
  actor: StatusActor,
  order: StatusSnapshot,
  to: WireStatus,
  extras: StatusExtras = {},
): StatusChange {
  const courier = actor.role === 'delivery';
  const takenByOther = order.delivery_user_id !== null && order.delivery_user_id !== actor.id;
  if (
    courier &&
    to === 'delivering' &&
    (order.status === 'delivering' || order.status === 'delivered') &&
    takenByOther
  ) {
    throw new DomainError('CONFLICT', STATUS_MESSAGES.collectedByOther);
  }
  if (courier && to === 'delivering' && extras.courierId !== undefined && extras.courierId !== actor.id) {
    throw forbidden(STATUS_MESSAGES.courierTakesForHimself);
  }
  if (courier && to === 'delivered' && order.status === 'delivering' && order.delivery_user_id !== actor.id) {
    throw forbidden(STATUS_MESSAGES.onlyCollectingCourier);
  }
  const check = checkTransition(actor.role, order.status, to, { is_delivery: Boolean(order.is_delivery) });
  if (!check.ok) {
    throw check.code === 'forbidden' ? forbidden(check.message) : new DomainError('INVALID_TRANSITION', check.message);
  }

  const patch: StatusPatch = { status: to };
  let assigned: CourierRef | null = null;
  if (courier && to === 'delivering') {
    assigned = { id: actor.id!, name: actor.name, email: actor.email };
  } else if (!courier && order.is_delivery && (to === 'delivering' || to === 'delivered')) {
    // a delivery order on the road or delivered always names its courier: the team picks one
    const needed = to === 'delivering' || order.delivery_user_id === null;
    if (extras.courier === 'unknown') throw validationError(STATUS_MESSAGES.courierInvalid);
    if (extras.courier) assigned = extras.courier;
    else if (needed) throw validationError(STATUS_MESSAGES.courierRequired);
  }
  if (assigned) {
    patch.delivery_user_id = assigned.id;
    patch.delivery_user_email = assigned.email;
    patch.delivery_user_name = assigned.name;
  } else if (BEFORE_COLLECTION.includes(to) && order.delivery_user_id !== null) {
    patch.delivery_user_id = null;
    patch.delivery_user_email = null;
    patch.delivery_user_name = null;
  }
  const reason = to === 'cancelled' ? extras.reason?.trim() || null : null;
  // the reason belongs to the cancellation: reopening the order clears it
  if (to === 'cancelled' || order.status === 'cancelled') patch.cancel_reason = reason;
  // delivered means the money was handed over (courier or counter); refunds stay manual
  if (to === 'delivered' && order.payment_status === 'pending' && order.payment_method !== 'company_tab') patch.payment_status = 'paid';
  // DECISIONS 9.5: confirming a PIX order waiting for its money says the money arrived
  if (order.status === 'awaiting_payment' && to === 'confirmed' && order.payment_status === 'pending') patch.payment_status = 'paid';
  return { patch, eventKind: courier && to === 'delivering' ? 'collected' : 'status', reason };
}
