import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import type { OrderingSettingsDto } from '@quentinha/shared/api/types';
import { ORDERING_LIMITS, validateMaxBoxesPerOrder, validatePixTimeoutMinutes } from '@quentinha/shared/settings/ordering';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/feedback/toast';
import { NumberField } from '@/components/form/number-field';
import { ruleFrom } from '@/components/form/rule-from';
import { useOrderingSettings, useSaveOrderingSettings } from './api';

/**
 * 'Pedidos' (DECISIONS 10.8, 10.9): whether website orders go straight to the kitchen, how many
 * boxes one website order may hold, and how long an unpaid PIX order keeps its portions.
 */
export function OrderingCard() {
  const settings = useOrderingSettings();
  // the form starts once from what the server has now; a later refetch never resets it
  const [initial, setInitial] = useState<OrderingSettingsDto | null>(null);
  if (!initial && settings.isFetchedAfterMount && settings.data) setInitial(settings.data);
  return (
    <Card title="Pedidos" className="opening-hours__card">
      {initial ? (
        <OrderingForm initial={initial} />
      ) : settings.isError ? (
        <Alert type="error" showIcon title="Erro ao carregar as configurações de pedidos" description={errorMessage(settings.error)} />
      ) : (
        <div className="page-spinner">
          <Spin />
        </div>
      )}
    </Card>
  );
}

function OrderingForm({ initial }: { initial: OrderingSettingsDto }) {
  const [form] = Form.useForm<OrderingSettingsDto>();
  const autoAccept = Form.useWatch('auto_accept', form) ?? initial.auto_accept;
  const save = useSaveOrderingSettings();
  const toast = useToast();
  const submit = (values: OrderingSettingsDto) => save.mutate(values, { onSuccess: () => toast.success('Configurações de pedidos salvas!') });

  return (
    <Form form={form} name="ordering" layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending} requiredMark={false}>
      <Form.Item name="auto_accept" label="Aceitar pedidos automaticamente" valuePropName="checked" extra="Pedidos do site em dinheiro ou cartão vão direto para a cozinha. Pedidos em PIX continuam esperando o pagamento.">
        <Switch />
      </Form.Item>
      {autoAccept && (
        <p className="opening-hours__hint">
          Imprimir automaticamente ao aceitar: ligue &apos;Imprimir ao aceitar&apos; em Pedidos da Cozinha, na tela ao lado da
          impressora (cada tela guarda a sua escolha). A comanda de cada pedido novo sai sozinha.
        </p>
      )}
      <div className="opening-hours__numbers">
        <Form.Item name="max_boxes_per_order" label="Máximo de quentinhas por pedido do site" rules={[ruleFrom(validateMaxBoxesPerOrder)]} extra="Acima disso, o cliente é convidado a falar com a loja pelo WhatsApp.">
          <NumberField min={ORDERING_LIMITS.maxBoxesPerOrder.min} max={ORDERING_LIMITS.maxBoxesPerOrder.max} precision={0} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="pix_timeout_minutes" label="Cancelar PIX não pago após (minutos)" rules={[ruleFrom(validatePixTimeoutMinutes)]} extra="0: nunca cancelar.">
          <NumberField min={ORDERING_LIMITS.pixTimeoutMinutes.min} max={ORDERING_LIMITS.pixTimeoutMinutes.max} precision={0} inputMode="numeric" />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" size="large" loading={save.isPending} className="opening-hours__save">
        Salvar Pedidos
      </Button>
    </Form>
  );
}
