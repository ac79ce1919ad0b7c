import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { toSaoPauloDay } from '@quentinha/shared/dates/sao-paulo';
import { readOrder } from '@quentinha/shared/orders/order-reader';
import {
  EDITABLE_INTERFACE_STATUSES,
  type InterfaceStatus,
  STATUS_META,
  toInterfaceStatus,
  toWireStatus,
} from '@quentinha/shared/orders/status';
import { canCancel, canTransition } from '@quentinha/shared/orders/transitions';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { useActiveNeighborhoods } from '@/api/catalog';
import { SEARCHABLE } from '@/components/form/searchable';
import { useUpdateOrder, type OrderEditPayload } from './api';
import { DayPicker } from '../../components/form/day-picker';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';

export interface EditValues {
  customer_name: string;
  whatsapp: string;
  order_date: string;
  status: string;
  is_delivery: boolean;
  neighborhood?: string;
  address?: string;
  notes?: string;
}

export function editValuesOf(dto: OrderDto): EditValues {
  const o = readOrder(dto);
  return {
    customer_name: o.customerName,
    whatsapp: formatPhone(o.whatsapp),
    order_date: o.orderDate ?? toSaoPauloDay(o.createdAt),
    status: o.status,
    is_delivery: o.isDelivery,
    neighborhood: o.neighborhood ?? undefined,
    address: o.address ?? undefined,
    notes: o.notes ?? undefined,
  };
}

/** The PUT /api/orders/:id body of SPEC section 7. */
export function toEditPayload(v: EditValues): OrderEditPayload {
  return {
    status: toWireStatus(v.status),
    notes: v.notes?.trim() || null,
    delivery: v.is_delivery
      ? { isDelivery: true, address: { street: v.address?.trim() ?? '', neighborhood: v.neighborhood ?? '' } }
      : { isDelivery: false },
    timing: { orderDate: v.order_date },
  };
}

const REQUIRED = { required: true, message: 'Campo obrigatório' };

/**
 * Statuses this form may set: what the shared rule allows the admin from here, except the two
 * that need more than a status (DECISIONS 9.1): 'Em Rota' names a courier (card menu) and
 * 'Cancelado' carries a reason ('Cancelar Pedido').
 */
export function editableStatus(order: OrderDto, s: InterfaceStatus): boolean {
  const to = toWireStatus(s);
  if (to === order.status) return true;
  if (to === 'delivering' || to === 'cancelled') return false;
  return canTransition('admin', order.status, to, order);
}

/** Edit dialog: name and whatsapp shown but locked; the status list leaves out aguardando_pagamento. */
export function EditOrderDialog({
  order,
  onClose,
  onCancelOrder,
}: {
  order: OrderDto | null;
  onClose: () => void;
  /** 'Cancelar Pedido': the reason dialog takes over */
  onCancelOrder: (order: OrderDto) => void;
}) {
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateOrder();
  const neighborhoods = useActiveNeighborhoods(!!order);
  const isDelivery = Form.useWatch('is_delivery', form);

  useEffect(() => {
    if (order) form.setFieldsValue(editValuesOf(order));
  }, [order, form]);

  const submit = async () => {
    if (!order) return;
    const values = await form.validateFields();
    update.mutate(
      { id: order.id, body: toEditPayload({ ...values, status: values.status ?? toInterfaceStatus(order.status) }) },
      {
        onSuccess: onClose,
      },
    );
  };

  return (
    <Modal
      open={!!order}
      title={order ? `Editar Pedido #${shortOrderId(order.id)}` : ''}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={update.isPending}
      onOk={submit}
      onCancel={onClose}
      forceRender
      footer={(buttons) => (
        <div className="edit-order__footer">
          {order && canCancel('admin', order.status) && (
            <Button danger onClick={() => onCancelOrder(order)}>
              Cancelar Pedido
            </Button>
          )}
          <span className="edit-order__footer-main">{buttons}</span>
        </div>
      )}
    >
      {order?.status === 'cancelled' && order.cancel_reason && (
        <Alert className="edit-order__cancelled" type="error" showIcon title={`Cancelado: ${order.cancel_reason}`} />
      )}
      <Form form={form} name="edit-order" layout="vertical">
        <Form.Item name="customer_name" label="Nome do cliente" rules={[REQUIRED]}>
          <Input disabled />
        </Form.Item>
        <Form.Item name="whatsapp" label="WhatsApp" rules={[REQUIRED]}>
          <Input disabled />
        </Form.Item>
        <Form.Item name="order_date" label="Data do pedido" rules={[REQUIRED]}>
          <DayPicker allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label="Status">
          <Select
            options={EDITABLE_INTERFACE_STATUSES.map((s) => ({
              value: s,
              label: STATUS_META[s].label,
              disabled: !!order && !editableStatus(order, s),
            }))}
          />
        </Form.Item>
        <Form.Item name="is_delivery" label="Tipo">
          <Radio.Group
            aria-label="Tipo"
            options={[
              { value: false, label: 'Retirada' },
              { value: true, label: 'Entrega' },
            ]}
          />
        </Form.Item>
        {isDelivery && (
          <>
            <Form.Item name="neighborhood" label="Bairro" rules={[REQUIRED]}>
              <Select showSearch={SEARCHABLE} options={(neighborhoods.data ?? []).map((n) => ({ value: n.name, label: n.name }))} />
            </Form.Item>
            <Form.Item name="address" label="Endereço" rules={[REQUIRED]}>
              <Input />
            </Form.Item>
          </>
        )}
        <Form.Item name="notes" label="Observações">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
