import type { Role, WirePaymentStatus, WireStatus } from '@quentinha/shared/api/types';
import { isInterfaceStatus, isWireStatus, toWireStatus } from '@quentinha/shared/orders/status';
import { checkTransition } from '@quentinha/shared/orders/transitions';
import { DomainError, forbidden, validationError } from '../../common/errors/domain-error.js';

/**
 * Who may move an order where, and what else changes with it. Pure: the service feeds it the
 * order as read and applies the result with a conditional update (WHERE version = read version).
 */

export interface StatusActor {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export interface StatusSnapshot {
  status: WireStatus;
  is_delivery: boolean;
  delivery_user_id: string | null;
  payment_status: WirePaymentStatus;
}

export interface StatusPatch {
  status: WireStatus;
  payment_status?: WirePaymentStatus;
  delivery_user_id?: string | null;
  delivery_user_email?: string | null;
  delivery_user_name?: string | null;
}

export interface StatusChange {
  patch: StatusPatch;
  /** 'collected' when a courier takes a ready order */
  eventKind: 'status' | 'collected';
}

export const STATUS_MESSAGES = {
  collectedByOther: 'Este pedido já foi coletado por outro entregador.',
  onlyCollectingCourier: 'Somente o entregador que coletou este pedido pode marcar como entregue.',
  pickupNotForCouriers: 'Este pedido é para retirada no local: não sai para entrega.',
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

export function decideStatusChange(actor: StatusActor, order: StatusSnapshot, to: WireStatus): StatusChange {
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
  if (courier && to === 'delivering' && !order.is_delivery) {
    throw new DomainError('CONFLICT', STATUS_MESSAGES.pickupNotForCouriers);
  }
  if (courier && to === 'delivered' && order.status === 'delivering' && order.delivery_user_id !== actor.id) {
    throw forbidden(STATUS_MESSAGES.onlyCollectingCourier);
  }
  const check = checkTransition(actor.role, order.status, to);
  if (!check.ok) {
    throw check.code === 'forbidden' ? forbidden(check.message) : new DomainError('INVALID_TRANSITION', check.message);
  }

  const patch: StatusPatch = { status: to };
  if (courier && to === 'delivering') {
    patch.delivery_user_id = actor.id;
    patch.delivery_user_email = actor.email;
    patch.delivery_user_name = actor.name;
  } else if (BEFORE_COLLECTION.includes(to) && order.delivery_user_id !== null) {
    patch.delivery_user_id = null;
    patch.delivery_user_email = null;
    patch.delivery_user_name = null;
  }
  // delivered means the money was handed over (courier or counter); refunds stay manual
  if (to === 'delivered' && order.payment_status === 'pending') patch.payment_status = 'paid';
  return { patch, eventKind: courier && to === 'delivering' ? 'collected' : 'status' };
}
