import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { memo, useMemo } from 'react';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { formatDateTime } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { readOrder } from '@quentinha/shared/orders/order-reader';
import { INTERFACE_STATUSES, STATUS_META, toWireStatus } from '@quentinha/shared/orders/status';
import { canCancel, canTransition, nextActionFor } from '@quentinha/shared/orders/transitions';
import { paymentLabel } from '@quentinha/shared/payments/payment-method';
import { CompanyTabNote, isCompanyTab } from '@/components/company-tab/company-tab-note';
import { PaymentWithCredit } from '@/components/packs/paid-with-credit';
import {
  type CardDialogActions,
  ChangeNote,
  CourierLine,
  DeliveryPlace,
  MoneyRow,
  OrderItemsList,
  OrderNotes,
  PhoneText,
  sameCardProps,
  ScheduledTag,
} from '@/components/order-board/order-card-parts';
import { handlePrintKey, LABEL_PAPER_ITEMS } from '@/components/order-print/print-buttons';

export interface OrderAdminCardProps extends CardDialogActions {
  order: OrderDto;
  busy: boolean;
  onStatus: (id: string, to: WireStatus) => void;
  onEdit: (order: OrderDto) => void;
  onRemove: (order: OrderDto) => void;
  /** a website order waiting for the shop that nobody opened yet (DECISIONS 10.9) */
  ringing?: boolean;
  /** its menu was opened: someone is looking at it */
  onOpen?: (id: string) => void;
}

function OrderAdminCardView({ order: dto, busy, onStatus, onEdit, onRemove, onDispatch, onCancel, ringing, onOpen }: OrderAdminCardProps) {
  const order = useMemo(() => readOrder(dto), [dto]);
  // 'Confirmar' on pending orders (the admin's board)
  const confirm = nextActionFor(dto, 'admin', 'orders');
  const cancellable = canCancel('admin', dto.status);
  const menu: MenuProps = {
    items: [
      { key: 'edit', label: 'Editar' },
      { key: 'print', label: 'Imprimir' },
      { key: 'labels', label: 'Etiquetas', children: LABEL_PAPER_ITEMS },
      {
        key: 'status',
        label: 'Mudar Status',
        children: INTERFACE_STATUSES.map((s) => ({
          key: `status:${s}`,
          label: STATUS_META[s].label,
          // the shared rule: no 'Em Rota' for a pickup order, nothing after 'Entregue' but edits
          disabled: !canTransition('admin', dto.status, toWireStatus(s), dto),
        })),
      },
      ...(cancellable ? [{ key: 'cancel', label: 'Cancelar Pedido', danger: true }] : []),
      { key: 'remove', label: 'Remover', danger: true },
    ],
    onClick: ({ key }) => {
      if (handlePrintKey(key, dto)) return;
      if (key === 'edit') onEdit(dto);
      else if (key === 'remove') onRemove(dto);
      else if (key === 'cancel') onCancel(dto);
      else if (key.startsWith('status:')) {
        const to = toWireStatus(key.slice('status:'.length));
        // the same request must name the courier, or carry the reason (DECISIONS 9.1)
        if (to === 'cancelled') onCancel(dto);
        else if (to === 'delivering') onDispatch(dto);
        else onStatus(dto.id, to);
      }
    },
  };
  return (
    <article className={`board-card orders-card${ringing ? ' board-card--ringing board-pulse' : ''}`} aria-label={`Pedido #${order.shortId}`}>
      <header className="board-card__header">
        <strong className="orders-card__title">Pedido #{order.shortId}</strong>
        <Dropdown menu={menu} trigger={['click']} disabled={busy} onOpenChange={(open) => open && onOpen?.(dto.id)}>
          <Button type="text" size="small" icon={<MoreOutlined aria-hidden />} aria-label="Opções do pedido" loading={busy} />
        </Dropdown>
      </header>
      <span className="board-card__meta">
        {formatDateTime(order.createdAt)}
        {dto.scheduled_for && <ScheduledTag at={dto.scheduled_for} />}
      </span>
      <span className="board-card__customer">{order.customerName}</span>
      <PhoneText phone={order.whatsapp} />
      <div className="board-card__payment">
        {isCompanyTab(dto) ? <CompanyTabNote order={dto} /> : <PaymentWithCredit order={dto} label={paymentLabel(order.paymentMethod)} />}
        <ChangeNote order={order} prefix="Troco p/" />
      </div>
      {dto.status === 'cancelled' && order.cancelReason && (
        <div className="order-cancel-reason">Cancelado: {order.cancelReason}</div>
      )}
      <DeliveryPlace order={order} />
      <CourierLine order={order} />
      <OrderItemsList items={order.items} />
      {order.isDelivery && <MoneyRow label="Taxa de entrega" value={order.deliveryFee} />}
      <div className="board-card__total">
        <span>Total</span>
        <strong>{formatBRL(order.total)}</strong>
      </div>
      {confirm && (
        <Button
          className="orders-card__confirm"
          color="green"
          variant="solid"
          block
          loading={busy}
          disabled={busy}
          onClick={() => onStatus(dto.id, confirm.to)}
        >
          {confirm.label}
        </Button>
      )}
      <OrderNotes notes={order.notes} />
    </article>
  );
}

export const OrderAdminCard = memo(OrderAdminCardView, sameCardProps<OrderAdminCardProps>);
