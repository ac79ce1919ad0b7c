import type { OrderDto, Role, UserDto, WireStatus } from '@quentinha/shared/api/types';
import { isAdmin, isDelivery, normalizeRole } from '@quentinha/shared/auth/roles';
import { isAssignedTo } from '@quentinha/shared/orders/order-reader';
import { COLLECTED_BY_OTHER_LABEL, nextActionFor } from '@quentinha/shared/orders/transitions';
import { assignment } from './api';

export interface DeliveryAction {
  label: string;
  /** null: shown disabled */
  to: WireStatus | null;
}

/** user_type 'entregador' makes a courier whatever the role says (SPEC section 6). */
export function boardRole(user: UserDto | null): Role {
  if (!user) return 'customer';
  return isDelivery(user) ? 'delivery' : normalizeRole(user.role);
}

/**
 * The card's button: 'Saiu para Entrega' for ready orders; 'Marcar como Entregue' for admins
 * and the courier who collected it; everyone else sees 'Coletado por outro entregador', disabled.
 */
export function deliveryActionFor(order: OrderDto, viewer: UserDto | null): DeliveryAction | null {
  const next = nextActionFor(order.status, boardRole(viewer), 'delivery');
  if (!next) return null;
  const mine = !!viewer && (isAdmin(viewer) || isAssignedTo(assignment(order), viewer));
  if (order.status === 'delivering' && !mine) return { label: COLLECTED_BY_OTHER_LABEL, to: null };
  return { label: next.label, to: next.to };
}

/** https://www.google.com/maps/search/?api=1&query=... for the address and neighbourhood. */
export function mapsHref(address: string | null, neighborhood: string | null): string | null {
  const query = [address, neighborhood].filter((p) => p && p.trim()).join(', ');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

export function deliveriesLabel(n: number): string {
  return `${n} ${n === 1 ? 'pedido' : 'pedidos'} para entrega`;
}
