import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import { DEFAULT_SCHEDULING, scheduledSlotText } from '@quentinha/shared/availability/slots';
import { usePublicSettings } from '@/api/catalog';
import type { ReactNode } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';
import { extrasLine } from '@quentinha/shared/catalog/extras';
import { changeToShow, type ReadOrder, type ReadOrderItem } from '@quentinha/shared/orders/order-reader';
import { formatPhone, normalizePhone } from '@quentinha/shared/phone/whatsapp';

export const PICKUP_TEXT = 'Retirada no Local';

/** Cards re-render only when their order changed on the server (same id, new updated_at). */
export function sameOrderVersion(a: OrderDto, b: OrderDto): boolean {
  return a === b || (a.id === b.id && a.updated_at === b.updated_at);
}

/** The moves of a board card that open a dialog first (useOrderActionDialogs). */
export interface CardDialogActions {
  /** sending the order out ('Coletado p/ Entrega', 'Em Rota'): the courier is picked first */
  onDispatch: (order: OrderDto) => void;
  /** 'Cancelar Pedido' (or 'Cancelado' in 'Mudar Status'): the reason is asked first */
  onCancel: (order: OrderDto) => void;
}

/**
 * A board card's memo test: the same order version and every other prop the same. Listing the
 * props by hand in each card let a new prop be forgotten, and the card would then show it stale.
 */
export function sameCardProps<P extends { order: OrderDto }>(a: P, b: P): boolean {
  if (!sameOrderVersion(a.order, b.order)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof P>;
  for (const key of keys) if (key !== 'order' && a[key] !== b[key]) return false;
  return true;
}

/**
 * 'Nx name' (size letter for quentinhas, from the shared reader) and the chosen dishes. With
 * `onToggle` (the kitchen), each line has a tick that every kitchen screen sees (DECISIONS 9.2).
 */
export function OrderItemsList({
  items,
  onToggle,
}: {
  items: readonly ReadOrderItem[];
  onToggle?: (item: ReadOrderItem) => void;
}) {
  return (
    <ul className="order-items">
      {items.map((it, i) => (
        <li
          key={`${it.id ?? it.productId ?? it.name}-${i}`}
          className={`order-items__item${it.done ? ' order-items__item--done' : ''}`}
        >
          {onToggle && it.id && (
            <button
              type="button"
              role="checkbox"
              aria-checked={it.done}
              aria-label={`Feito: ${it.quantity}x ${it.displayName}`}
              className="order-items__tick"
              onClick={() => onToggle(it)}
            >
              {it.done ? '✓' : ''}
            </button>
          )}
          <span className="order-items__name">
            {it.quantity}x {it.displayName}
          </span>
          {it.chosenDishes.length > 0 && <span className="order-items__dishes">{it.chosenDishes.join(', ')}</span>}
          {/* paid extras (DECISIONS 10.10): '+ Ovo frito' */}
          {it.extras.length > 0 && (
            <span className="order-items__dishes order-items__extras">{extrasLine(it.extras)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Change the courier must bring: only for cash above 0 (SPEC section 5). */
export function ChangeNote({ order, prefix }: { order: ReadOrder; prefix: string }) {
  const change = changeToShow(order);
  if (change === null) return null;
  return <span className="order-change">{`${prefix} ${formatBRL(change)}`}</span>;
}

export function DeliveryPlace({ order }: { order: ReadOrder }) {
  if (!order.isDelivery) return <span className="order-place order-place--pickup">{PICKUP_TEXT}</span>;
  return (
    <span className="order-place">
      {order.neighborhood && <strong className="order-place__neighborhood">{order.neighborhood}</strong>}
      {order.address && <span className="order-place__address">{order.address}</span>}
    </span>
  );
}

export function OrderNotes({ notes, label = 'Observações:' }: { notes: string | null; label?: string }) {
  if (!notes) return null;
  return (
    <div className="order-notes">
      <strong>{label}</strong> {notes}
    </div>
  );
}

/** WhatsApp link with the Brazil prefix; the number shown as (DD) 99999-9999. */
export function whatsappHref(phone: string): string | null {
  const digits = normalizePhone(phone);
  return digits ? `https://wa.me/55${digits}` : null;
}

export function telHref(phone: string): string | null {
  const digits = normalizePhone(phone);
  return digits ? `tel:+55${digits}` : null;
}

export function PhoneText({ phone }: { phone: string }) {
  return <span className="order-phone">{formatPhone(phone) || phone}</span>;
}

export function MoneyRow({ label, value, strong }: { label: ReactNode; value: number; strong?: boolean }) {
  return (
    <div className={strong ? 'order-money order-money--strong' : 'order-money'}>
      <span>{label}</span>
      <span>{formatBRL(value)}</span>
    </div>
  );
}

/** 'Coletado por: {name}' on every board while the order is on the road (SPEC section 2). */
export function CourierLine({ order }: { order: ReadOrder }) {
  const courier = order.deliveryUserName ?? order.deliveryUserEmail;
  if (order.status !== 'em_rota' || !courier) return null;
  return <div className="delivery-courier">Coletado por: {courier}</div>;
}

/** A cancelled card: why, when the shop said. */
export function CancelReason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return <div className="order-cancel-reason">Motivo: {reason}</div>;
}

/**
 * A scheduled order's slot, on every board (DECISIONS 9.3): 'Agendado 12:00-12:15'. Render it
 * only for a scheduled order: it reads the slot length from the store's settings.
 */
export function ScheduledTag({ at }: { at: string }) {
  const slotMinutes = usePublicSettings().data?.scheduling?.slot_minutes ?? DEFAULT_SCHEDULING.slot_minutes;
  return (
    <span className="board-card__scheduled" data-testid="scheduled-slot">
      <CalendarOutlined aria-hidden /> Agendado {scheduledSlotText(at, slotMinutes)}
    </span>
  );
}
