import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { memo, useMemo } from 'react';
import type { OrderDto, Role, WireStatus } from '@quentinha/shared/api/types';
import { kitchenSince, type SchedulingSettings } from '@quentinha/shared/availability/slots';
import { readOrder } from '@quentinha/shared/orders/order-reader';
import { canCancel, nextActionFor } from '@quentinha/shared/orders/transitions';
import { paymentLabel } from '@quentinha/shared/payments/payment-method';
import { CompanyTabNote, isCompanyTab } from '@/components/company-tab/company-tab-note';
import { PaymentWithCredit } from '@/components/packs/paid-with-credit';
import { AgeBadge } from '@/components/order-board/age-badge';
import type { AgeThresholds } from '@/components/order-board/age';
import { PrintButtons } from '@/components/order-print/print-buttons';
import {
  CancelReason,
  type CardDialogActions,
  ChangeNote,
  CourierLine,
  DeliveryPlace,
  OrderItemsList,
  OrderNotes,
  sameCardProps,
  ScheduledTag,
} from '@/components/order-board/order-card-parts';

export interface KitchenCardProps extends CardDialogActions {
  order: OrderDto;
  role: Role;
  busy: boolean;
  /** a new order nobody touched yet: it pulses and rings */
  ringing: boolean;
  /** chosen with the arrow keys (keyboard or bump bar) */
  selected?: boolean;
  thresholds: AgeThresholds;
  /** slot length and kitchen lead time of scheduled orders (DECISIONS 9.3) */
  scheduling: SchedulingSettings;
  onAction: (id: string, to: WireStatus) => void;
  onTouch: (id: string) => void;
  /** a line ticked as done, or the tick taken back */
  onToggleItem: (orderId: string, itemId: string, done: boolean) => void;
}

function KitchenCardView({
  order: dto,
  role,
  busy,
  ringing,
  selected = false,
  thresholds,
  scheduling,
  onAction,
  onTouch,
  onDispatch,
  onCancel,
  onToggleItem,
}: KitchenCardProps) {
  const order = useMemo(() => readOrder(dto), [dto]);
  const cancelled = dto.status === 'cancelled';
  const action = nextActionFor(dto, role, 'kitchen');
  const cancellable = canCancel(role, dto.status);
  const classes = ['board-card', 'kitchen-card'];
  if (dto.status === 'confirmed') classes.push('board-pulse');
  if (ringing) classes.push('board-card--ringing');
  if (selected) classes.push('board-card--selected');
  if (cancelled) classes.push('board-card--cancelled');
  if (!dto.is_delivery) classes.push('kitchen-card--pickup');
  return (
    <article
      className={classes.join(' ')}
      data-testid={`order-card-${dto.id}`}
      aria-label={`Pedido #${order.shortId} de ${order.customerName}`}
      aria-current={selected || undefined}
      onPointerDown={() => onTouch(dto.id)}
    >
      <header className="board-card__header">
        <span className="board-card__customer">{order.customerName}</span>
        {cancelled ? (
          <Tag color="red" className="board-card__cancelled">
            Cancelado
          </Tag>
        ) : (
          <AgeBadge since={kitchenSince(dto, scheduling.kitchen_lead_minutes)} thresholds={thresholds} />
        )}
      </header>
      {cancelled && <CancelReason reason={order.cancelReason} />}
      {/* the wall shows what to cook; price and phone are left to the management board */}
      <div className="board-card__meta">
        <span className="board-card__id">#{order.shortId}</span>
        {dto.scheduled_for && <ScheduledTag at={dto.scheduled_for} />}
      </div>
      <OrderItemsList
        items={order.items}
        onToggle={cancelled ? undefined : (it) => it.id && onToggleItem(dto.id, it.id, !it.done)}
      />
      <div className="board-card__payment">
        {isCompanyTab(dto) ? <CompanyTabNote order={dto} /> : <PaymentWithCredit order={dto} label={paymentLabel(order.paymentMethod)} />}
        <ChangeNote order={order} prefix="Troco para" />
      </div>
      <DeliveryPlace order={order} />
      <CourierLine order={order} />
      <OrderNotes notes={order.notes} />
      {!cancelled && <PrintButtons order={dto} />}
      {action && (
        <Button
          type="primary"
          size="large"
          block
          loading={busy}
          // busy = this card's last tap is still on its way: a second tap would be swallowed by
          // antd's loading state, so say it is not clickable (screen readers and tests wait)
          disabled={busy}
          className="board-card__action"
          onClick={() => (action.needsCourier ? onDispatch(dto) : onAction(dto.id, action.to))}
        >
          {action.label}
        </Button>
      )}
      {cancellable && (
        <Button type="text" danger block disabled={busy} className="board-card__cancel" onClick={() => onCancel(dto)}>
          Cancelar Pedido
        </Button>
      )}
    </article>
  );
}

/** Memoised by order id + updated_at: an event for another order never re-renders this card. */
export const KitchenCard = memo(KitchenCardView, sameCardProps<KitchenCardProps>);
