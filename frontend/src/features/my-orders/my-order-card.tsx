import Button from 'antd/es/button';
import { Link } from 'react-router';
import type { OrderDto } from '@quentinha/shared/api/types';
import { formatDateTime } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { readOrder } from '@quentinha/shared/orders/order-reader';
import { FINAL_STATUSES, canCancel, customerStatusLabel } from '@quentinha/shared/orders/transitions';
import { PAYMENT_LABELS } from '@quentinha/shared/payments/payment-method';
import { OrderItems } from '@/components/orders/order-items';
import { PaymentWithCredit } from '@/components/packs/paid-with-credit';
import { StatusBadge } from '@/components/orders/status-badge';
import { ReorderButton } from '@/components/reorder/reorder-button';

interface Props {
  order: OrderDto;
  onCancel?: (order: OrderDto) => void;
  /** 'Pedir de novo' reads the order by its id (an account's) or by its tracking token (a guest's device) */
  reorderBy?: 'order' | 'track';
}

export function MyOrderCard({ order: raw, onCancel, reorderBy = 'order' }: Props) {
  const order = readOrder(raw);
  // a past order (delivered or cancelled) can be ordered again, as today's menu makes it (issue 28)
  const past = FINAL_STATUSES.includes(raw.status);
  const reorderSource =
    reorderBy === 'track' ? (raw.tracking_token ? { kind: 'track' as const, token: raw.tracking_token } : null) : { kind: 'order' as const, id: raw.id };
  // only before the shop confirms it (the shared rule; the server says why otherwise)
  const cancellable = !!onCancel && canCancel('customer', raw.status);
  return (
    <article className="order-card" aria-label={`Pedido #${order.shortId}`}>
      <header className="order-card__header">
        <div>
          <h2 className="order-card__title">Pedido #{order.shortId}</h2>
          <div className="order-card__date">{formatDateTime(order.createdAt)}</div>
        </div>
        <StatusBadge status={raw.status} label={customerStatusLabel(raw)} />
      </header>
      <OrderItems items={order.items} />
      <footer className="order-card__footer">
        <span className="order-card__meta">
          {order.isDelivery ? `Entrega · ${order.neighborhood ?? ''}` : 'Retirada no Local'} ·{' '}
          <PaymentWithCredit order={raw} label={PAYMENT_LABELS[order.paymentMethod]} />
        </span>
        <strong className="order-card__total">{formatBRL(order.total)}</strong>
      </footer>
      {raw.status === 'cancelled' && raw.cancel_reason && (
        <p className="order-card__cancelled">Cancelado: {raw.cancel_reason}</p>
      )}
      {cancellable && (
        <Button danger className="order-card__cancel" onClick={() => onCancel(raw)}>
          Cancelar Pedido
        </Button>
      )}
      {past && reorderSource && <ReorderButton className="order-card__reorder" source={reorderSource} />}
      {raw.tracking_token && (
        <Link className="order-card__track" to={`/acompanhar/${raw.tracking_token}`}>
          Acompanhar
        </Link>
      )}
    </article>
  );
}
