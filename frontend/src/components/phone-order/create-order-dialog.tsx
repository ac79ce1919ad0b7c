import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { buildCreateOrderRequest, type CartLineInput } from '@quentinha/shared/orders/create-order';
import { INTERFACE_PAYMENT_METHODS, PAYMENT_LABELS } from '@quentinha/shared/payments/payment-method';
import {
  validateAddress,
  validateChangeFor,
  validateCheckoutWhatsapp,
  validateCustomerName,
  validateNeighborhood,
  type CheckoutForm,
} from '@quentinha/shared/validation/checkout';
import { useActiveNeighborhoods, useActiveProducts, usePickerMenu } from '@/api/catalog';
import { newIdempotencyKey } from '@/api/idempotency-key';
import { createOrder } from '@/api/orders';
import { queryKeys } from '@/api/query-keys';
import { SEARCHABLE } from '@/components/form/searchable';
import { OrderItemFields, type ItemValues } from './order-item-fields';
import { DayPicker } from '@/components/form/day-picker';
import { ruleFrom } from '@/components/form/rule-from';
import { PhoneInput } from '@/components/form/phone-input';
import { MoneyInput } from '@/components/form/money-input';
import { COMPANY_TAB_METHOD, COMPANY_TAB_OPTION, CompanyTabFields } from '@/components/company-tab/company-tab-fields';
import { errorMessage } from '@/api/client';

interface CreateValues extends CheckoutForm {
  order_date: string;
  items: ItemValues[];
  /** 'Conta da Empresa' (DECISIONS 10.5) */
  company_id?: string;
  member_id?: string;
}

/** 'Adicionar Pedido': an order taken by phone by the owner or staff ('Gerenciar Pedidos', the kitchen board); prices from the server. */
export function CreateOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  const qc = useQueryClient();
  const products = useActiveProducts();
  const menu = usePickerMenu(open);
  const neighborhoods = useActiveNeighborhoods(open);
  const [idempotencyKey, setKey] = useState(newIdempotencyKey);
  const deliveryType = Form.useWatch('delivery_type', form);
  const payment = Form.useWatch('payment_method', form);
  const onTab = (payment as string | undefined) === COMPANY_TAB_METHOD;

  useEffect(() => {
    if (!open) return;
    // every opening is a new order: fresh form, fresh idempotency key
    form.resetFields();
    setKey(newIdempotencyKey());
  }, [open, form]);

  const create = useMutation({
    mutationFn: createOrder,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: queryKeys.boards.adminAll });
      onClose();
    },
    meta: { errorTitle: 'Erro ao salvar pedido' },
  });
  // a refusal shown in the dialog belongs to the order it refused: a new opening starts clean
  const resetCreate = create.reset;
  useEffect(() => {
    if (open) resetCreate();
  }, [open, resetCreate]);

  const submit = async () => {
    const v = await form.validateFields();
    const catalog = products.data ?? [];
    const lines: CartLineInput[] = v.items.map((it) => {
      const p = catalog.find((x) => x.id === it.product_id);
      return {
        product_id: it.product_id,
        quantity: it.quantity,
        size: it.size,
        name: p?.name,
        category: p?.category,
        chosen_dishes: it.chosen_dishes ?? [],
        extras: (it.extras ?? []).map((id) => ({ id })),
      };
    });
    const body = buildCreateOrderRequest(lines, v, v.order_date);
    // boxes paid with the number's pack credits (issue 30): the server takes them or refuses
    body.items = body.items.map((item, i) => (v.items[i]?.use_credit ? { ...item, use_credit: true } : item));
    if (onTab) body.payment = { method: COMPANY_TAB_METHOD, company_id: v.company_id, member_id: v.member_id };
    create.mutate({ body, idempotencyKey });
  };

  return (
    <Modal
      open={open}
      title="Adicionar Pedido"
      okText="Salvar"
      cancelText="Cancelar"
      width={760}
      confirmLoading={create.isPending}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form
        form={form}
        // two order forms live on this page (forceRender): named, their fields' ids differ and each
        // label names its own input
        name="create-order"
        layout="vertical"
        initialValues={{
          order_date: todaySaoPaulo(),
          delivery_type: 'pickup',
          payment_method: 'pix',
          items: [{ quantity: 1 }],
        }}
      >
        <Form.Item name="customer_name" label="Nome do cliente" rules={[ruleFrom(validateCustomerName)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="whatsapp" label="WhatsApp" rules={[ruleFrom(validateCheckoutWhatsapp)]}>
          <PhoneInput autoComplete="off" placeholder="(11) 98765-4321" />
        </Form.Item>
        <Form.Item name="order_date" label="Data do pedido" rules={[{ required: true, message: 'Campo obrigatório' }]}>
          <DayPicker allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <OrderItemFields products={products.data ?? []} dishes={menu.data?.dishes ?? []} remaining={menu.data?.remaining} />
        <Form.Item name="delivery_type" label="Tipo">
          <Radio.Group
            aria-label="Tipo"
            options={[
              { value: 'pickup', label: 'Retirada' },
              { value: 'delivery', label: 'Entrega' },
            ]}
          />
        </Form.Item>
        {deliveryType === 'delivery' && (
          <>
            <Form.Item name="neighborhood" label="Bairro" rules={[ruleFrom(validateNeighborhood)]}>
              <Select
                showSearch={SEARCHABLE}
                optionFilterProp="label"
                options={(neighborhoods.data ?? []).map((n) => ({ value: n.id, label: n.name }))}
              />
            </Form.Item>
            <Form.Item name="address" label="Endereço" rules={[ruleFrom(validateAddress)]}>
              <Input maxLength={300} />
            </Form.Item>
          </>
        )}
        <Form.Item name="payment_method" label="Pagamento">
          <Select
            options={[...INTERFACE_PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_LABELS[m] })), COMPANY_TAB_OPTION]}
          />
        </Form.Item>
        {onTab && <CompanyTabFields open={open} refusal={create.error ? errorMessage(create.error) : null} />}
        {payment === 'dinheiro' && (
          <Form.Item
            name="change_for"
            label="Troco para"
            rules={[ruleFrom((v) => (v === null || v === undefined || v === '' ? null : validateChangeFor(v)))]}
          >
            <MoneyInput style={{ width: 180 }} />
          </Form.Item>
        )}
        <Form.Item name="notes" label="Observações">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
