import type { OrderDto, Role, UserDto, WireStatus } from '@quentinha/shared/api/types';
import { isAdmin, isDelivery, normalizeRole } from '@quentinha/shared/auth/roles';
import { isAssignedTo } from '@quentinha/shared/orders/order-reader';
import { COLLECTED_BY_OTHER_LABEL, nextActionFor } from '@quentinha/shared/orders/transitions';
import { assignment } from './api';

export interface DeliveryAction {
  label: string;
  /** null: shown disabled */
  to: WireStatus | null;
  /** an admin sends the order out: he names the courier first */
  needsCourier?: boolean;
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
  const next = nextActionFor(order, boardRole(viewer), 'delivery');
  if (!next) return null;
  const mine = !!viewer && (isAdmin(viewer) || isAssignedTo(assignment(order), viewer));
  if (order.status === 'delivering' && !mine) return { label: COLLECTED_BY_OTHER_LABEL, to: null };
  return next.needsCourier ? { label: next.label, to: next.to, needsCourier: true } : { label: next.label, to: next.to };
}

/**
 * A complement ('apto 32', 'bloco B', 'casa 2', 'fundos'): a maps search that carries one finds
 * nothing or another street, so the courier's link leaves it out (the card still shows the whole
 * address). A coded word counts only before a number or a single letter: 'Rua Bloco do Sul' and
 * 'Rua Casa Verde' are streets.
 */
const CODED = 'apto?|apartamento|ap|bloco|bl|casa|cs|sala|sl|conjunto|cj|andar|torre|lote|lt|quadra|qd|loja|box|edif[ií]cio|ed|condom[ií]nio|cond';
const CODE = String.raw`\.?\s*(?:n[º°o]\s*)?(?:\d|[a-z](?![a-zà-ú]))`;
const ALONE = 'fundos|frente|sobrado|kitnet|port[aã]o|perto|pr[oó]ximo|ao lado|em frente|esquina|ref|refer[eê]ncia';
const STARTS_COMPLEMENT = new RegExp(`^(?:(?:${CODED})${CODE}|(?:${ALONE})(?![a-zà-ú]))`, 'i');
const COMPLEMENT_INSIDE = new RegExp(`\\s(?:(?:${CODED})${CODE}|(?:fundos|frente)(?![a-zà-ú]))`, 'i');

/** 'Rua das Flores, 12, apto 32 - bloco B' -> 'Rua das Flores, 12'. */
export function streetForMaps(address: string): string {
  const kept: string[] = [];
  for (const part of address.split(/[,;(]| - /)) {
    const words = part.trim();
    if (!words) continue;
    if (STARTS_COMPLEMENT.test(words)) break;
    // 'Av. Brasil 1500 apto 32': the complement inside the part ends the address
    const at = words.search(COMPLEMENT_INSIDE);
    kept.push(at > 0 ? words.slice(0, at) : words);
    if (at > 0) break;
  }
  return kept.join(', ');
}

/** Street and number, neighbourhood, and the shop's city ('Dados da Loja'): a street alone exists in many cities. */
function placeQuery(address: string | null, neighborhood: string | null, city: string | null = null): string {
  const street = address ? streetForMaps(address) : null;
  if (!street?.trim() && !neighborhood?.trim()) return '';
  return [street, neighborhood, city].filter((p) => p && p.trim()).join(', ');
}

/** https://www.google.com/maps/search/?api=1&query=... for the address, neighbourhood and city. */
export function mapsHref(address: string | null, neighborhood: string | null, city: string | null = null): string | null {
  const query = placeQuery(address, neighborhood, city);
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

/** Waze's universal link: opens the app (or the site) navigating to the address. */
export function wazeHref(address: string | null, neighborhood: string | null, city: string | null = null): string | null {
  const query = placeQuery(address, neighborhood, city);
  return query ? `https://waze.com/ul?q=${encodeURIComponent(query)}&navigate=yes` : null;
}

export const NO_NEIGHBORHOOD = 'Sem bairro';

export interface NeighborhoodGroup {
  name: string;
  orders: OrderDto[];
}

/**
 * Orders waiting for a courier, by neighbourhood (alphabetical), each group keeping the board's
 * order (oldest first): a courier takes the orders of one area in one trip.
 */
export function groupByNeighborhood(orders: readonly OrderDto[]): NeighborhoodGroup[] {
  const groups = new Map<string, OrderDto[]>();
  for (const o of orders) {
    const name = o.delivery_neighborhood?.trim() || NO_NEIGHBORHOOD;
    const list = groups.get(name);
    if (list) list.push(o);
    else groups.set(name, [o]);
  }
  return [...groups]
    // orders without a neighbourhood last
    .sort(([a], [b]) => Number(a === NO_NEIGHBORHOOD) - Number(b === NO_NEIGHBORHOOD) || a.localeCompare(b, 'pt-BR'))
    .map(([name, list]) => ({ name, orders: list }));
}

export function deliveriesLabel(n: number): string {
  return `${n} ${n === 1 ? 'pedido' : 'pedidos'} para entrega`;
}
