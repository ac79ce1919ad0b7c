import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { errorMessage } from '@/api/client';
import { useCouriers, type CourierDto } from '@/api/couriers';
import './order-dialogs.css';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';

export const DISPATCH_TITLE = 'Escolha o Entregador';

const NO_CHOICE = { orderId: null, courierId: null };

export interface DispatchModalProps {
  /** the ready delivery order being sent out; null: closed */
  order: OrderDto | null;
  onDispatch: (order: OrderDto, courierId: string) => void;
  onClose: () => void;
}

export function routeLabel(n: number): string {
  return n === 0 ? 'livre' : `${n} em rota`;
}

function CourierOption({ courier }: { courier: CourierDto }) {
  return (
    <span className="dispatch-option">
      <span className="dispatch-option__name">{courier.name}</span>
      {courier.online && <Tag color="green">Conectado</Tag>}
      <span className="dispatch-option__load">{routeLabel(courier.active_orders)}</span>
    </span>
  );
}

/**
 * The courier the choice starts on, when there is no real choice to make: the only active
 * courier, or the only one connected right now. Otherwise none: the person picks.
 */
export function preselectedCourier(couriers: readonly CourierDto[]): string | null {
  if (couriers.length === 1) return couriers[0]!.id;
  const online = couriers.filter((c) => c.online);
  return online.length === 1 ? online[0]!.id : null;
}

/**
 * 'Coletado p/ Entrega' by the kitchen or the owner: who takes the order (DECISIONS 9.1: the
 * courier is named in the same request). The server's order is kept: connected couriers first.
 */
export function DispatchModal({ order, onDispatch, onClose }: DispatchModalProps) {
  const open = !!order;
  const couriers = useCouriers(open);
  // the courier chosen in this opening, and the order it was chosen for: a choice made for
  // another order (or another opening) never carries over
  const [choice, setChoice] = useState<{ orderId: string | null; courierId: string | null }>(NO_CHOICE);

  // Derived while rendering, not in an effect: the list appears with its courier already
  // chosen, in the same paint (an effect would show it unchosen for a frame first).
  if (!open && choice !== NO_CHOICE) setChoice(NO_CHOICE);
  // the list this opening fetched (not a cached one from an earlier opening), once; a refetch
  // while it is open never overrides a tap, since the tap already names this order
  const fresh = open && !couriers.isFetching && couriers.isSuccess;
  if (fresh && order && choice.orderId !== order.id) {
    setChoice({ orderId: order.id, courierId: preselectedCourier(couriers.data) });
  }
  const chosen = order && choice.orderId === order.id ? choice.courierId : null;

  const list = couriers.data ?? [];
  const where = order?.delivery_neighborhood ? ` · ${order.delivery_neighborhood}` : '';
  return (
    <Modal
      open={open}
      title={DISPATCH_TITLE}
      okText="Confirmar Coleta"
      cancelText="Cancelar"
      okButtonProps={{ disabled: !chosen }}
      onOk={() => order && chosen && onDispatch(order, chosen)}
      onCancel={onClose}
      destroyOnHidden
      className="dispatch-modal"
    >
      {order && (
        <p className="dispatch-modal__order">
          Pedido #{shortOrderId(order.id)} de {order.customer_name}
          {where}
        </p>
      )}
      {couriers.isPending ? (
        <div className="dispatch-modal__loading" role="status">
          <Spin /> Carregando entregadores...
        </div>
      ) : couriers.isError ? (
        <Alert type="error" showIcon title="Não foi possível carregar os entregadores" description={errorMessage(couriers.error)} />
      ) : list.length === 0 ? (
        <Alert type="warning" showIcon title="Nenhum entregador ativo" description="Cadastre um entregador na equipe." />
      ) : (
        <Radio.Group
          className="dispatch-modal__list"
          aria-label="Entregadores"
          value={chosen}
          onChange={(e) => order && setChoice({ orderId: order.id, courierId: e.target.value as string })}
          options={list.map((c) => ({ value: c.id, label: <CourierOption courier={c} /> }))}
        />
      )}
    </Modal>
  );
}
