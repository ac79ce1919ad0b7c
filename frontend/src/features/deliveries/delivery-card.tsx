import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import CompassOutlined from '@ant-design/icons/CompassOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import { memo, useMemo } from 'react';
import type { OrderDto, UserDto, WireStatus } from '@quentinha/shared/api/types';
import { readOrder } from '@quentinha/shared/orders/order-reader';
import { paymentLabel } from '@quentinha/shared/payments/payment-method';
import { CompanyTabNote, isCompanyTab } from '@/components/company-tab/company-tab-note';
import { PaymentWithCredit } from '@/components/packs/paid-with-credit';
import {
  CancelReason,
  ChangeNote,
  CourierLine,
  MoneyRow,
  OrderItemsList,
  OrderNotes,
  PhoneText,
  sameCardProps,
  telHref,
  whatsappHref,
  ScheduledTag,
} from '@/components/order-board/order-card-parts';
import { usePublicSettings } from '@/api/catalog';
import { StatusBadge } from '@/components/orders/status-badge';
import { deliveryActionFor, mapsHref, wazeHref } from './delivery-actions';
import { PENDING_LABEL } from './delivery-outbox';
import { DeliveredUndo } from './delivered-undo';

export interface DeliveryCardProps {
  order: OrderDto;
  viewer: UserDto | null;
  busy: boolean;
  /** 'Marcar como Entregue' was tapped without signal: it waits to be sent */
  pending?: boolean;
  /** 'Marcar como Entregue' was just tapped: it goes out at this time (epoch ms), 'Desfazer' until then */
  undoUntil?: number;
  onAction: (id: string, to: WireStatus) => void;
  /** 'Desfazer': the tap is taken back before it was sent */
  onUndo?: (id: string) => void;
  /** an admin sending a ready order out picks the courier first */
  onDispatch: (order: OrderDto) => void;
}

function DeliveryCardView({ order: dto, viewer, busy, pending = false, undoUntil, onAction, onUndo, onDispatch }: DeliveryCardProps) {
  const order = useMemo(() => readOrder(dto), [dto]);
  const action = deliveryActionFor(dto, viewer);
  const tel = telHref(order.whatsapp);
  const wa = whatsappHref(order.whatsapp);
  // the shop's city ('Dados da Loja'), read once for the whole board (the layout already has it)
  const city = usePublicSettings().data?.city ?? null;
  const maps = mapsHref(order.address, order.neighborhood, city);
  const waze = wazeHref(order.address, order.neighborhood, city);
  const delivered = dto.status === 'delivered';
  const cancelled = dto.status === 'cancelled';
  // tapped 'Entregue', still in its 'Desfazer' window: done for the courier, not yet sent
  const undoing = undoUntil !== undefined && dto.status === 'delivering' && !!onUndo;
  return (
    <article
      className={`board-card delivery-card${delivered ? ' board-card--delivered' : ''}${cancelled ? ' board-card--cancelled' : ''}`}
      aria-label={`Pedido #${order.shortId} de ${order.customerName}`}
    >
      <header className="board-card__header">
        <span className="board-card__customer">{order.customerName}</span>
        {(delivered || cancelled) && <StatusBadge status={dto.status} />}
        {undoing && <StatusBadge status="delivered" />}
        {pending && !delivered && (
          <Tag
            className="delivery-pending"
            icon={<CloudUploadOutlined aria-hidden />}
            title="A entrega será enviada assim que a conexão voltar"
          >
            {PENDING_LABEL}
          </Tag>
        )}
      </header>
      {cancelled && <CancelReason reason={order.cancelReason} />}
      <div className="board-card__meta">
        <span className="board-card__id">#{order.shortId}</span>
        {dto.scheduled_for && <ScheduledTag at={dto.scheduled_for} />}
        {tel ? (
          <a className="board-link" href={tel} aria-label={`Ligar para ${order.customerName}`}>
            <PhoneOutlined aria-hidden /> <PhoneText phone={order.whatsapp} />
          </a>
        ) : (
          <PhoneText phone={order.whatsapp} />
        )}
        {wa && (
          <a className="board-link" href={wa} target="_blank" rel="noreferrer">
            <WhatsAppOutlined aria-hidden /> WhatsApp
          </a>
        )}
      </div>
      <CourierLine order={order} />
      <div className="delivery-address">
        {order.neighborhood && <strong>{order.neighborhood}</strong>}
        {order.address && <span>{order.address}</span>}
        {(maps || waze) && (
          <span className="delivery-address__links">
            {maps && (
              <a className="board-link" href={maps} target="_blank" rel="noreferrer">
                <EnvironmentOutlined aria-hidden /> Abrir no mapa
              </a>
            )}
            {waze && (
              <a className="board-link" href={waze} target="_blank" rel="noreferrer">
                <CompassOutlined aria-hidden /> Waze
              </a>
            )}
          </span>
        )}
      </div>
      <div className="delivery-section-title">Resumo do Pedido</div>
      <OrderItemsList items={order.items} />
      <MoneyRow label="Taxa de entrega" value={order.deliveryFee} />
      <div className="delivery-section-title">Detalhes do Pagamento</div>
      <div className="board-card__payment">
        {isCompanyTab(dto) ? <CompanyTabNote order={dto} /> : <PaymentWithCredit order={dto} label={paymentLabel(order.paymentMethod)} />}
        <ChangeNote order={order} prefix="Troco para" />
      </div>
      {/* a tab order is paid by the company at the month's end: nothing to collect at the door */}
      <MoneyRow label="Total a Receber:" value={isCompanyTab(dto) ? 0 : order.total} strong />
      <OrderNotes notes={order.notes} />
      {undoing ? (
        <DeliveredUndo until={undoUntil} onUndo={() => onUndo(dto.id)} />
      ) : (
        action &&
        !cancelled && (
          <Button
            type="primary"
            size="large"
            block
            className="board-card__action"
            disabled={action.to === null || busy || pending}
            loading={busy}
            onClick={() => {
              if (action.needsCourier) onDispatch(dto);
              else if (action.to) onAction(dto.id, action.to);
            }}
          >
            {action.label}
          </Button>
        )
      )}
    </article>
  );
}

/** Memoised by order id + updated_at (SPEC section 9: re-render only when the order changed). */
export const DeliveryCard = memo(DeliveryCardView, sameCardProps<DeliveryCardProps>);
