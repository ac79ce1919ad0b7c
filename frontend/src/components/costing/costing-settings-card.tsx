import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Spin from 'antd/es/spin';
import { useEffect } from 'react';
import { SIZES, SIZE_LABELS, SIZE_LETTERS, type Size } from '@quentinha/shared/catalog/sizes';
import type { CostingSettingsDto } from '@quentinha/shared/costing/api';
import { COSTING_LIMITS, validateCmvTarget } from '@quentinha/shared/costing/costing';
import { useCostingSettings, useSaveCostingSettings } from '@/api/costing';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/feedback/toast';
import { MoneyInput } from '@/components/form/money-input';
import { NumberField } from '@/components/form/number-field';
import { ruleFrom } from '@/components/form/rule-from';
import './costing.css';

const FACTOR_MESSAGE = `Informe um fator maior que zero e até ${COSTING_LIMITS.sizeFactor.max}.`;
const PACKAGING_MESSAGE = `Informe a embalagem, de R$ 0,00 a R$ ${COSTING_LIMITS.packaging.max},00.`;

/**
 * 'Custos' on 'Configurações' (DECISIONS 10.7): how much food each size holds against the M,
 * what its packaging costs, and the food cost (CMV) target the menu's boxes are measured against.
 */
export function CostingSettingsCard() {
  const settings = useCostingSettings();
  const save = useSaveCostingSettings();
  const toast = useToast();
  const [form] = Form.useForm<CostingSettingsDto>();

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data as Parameters<typeof form.setFieldsValue>[0]);
  }, [settings.data, form]);

  const submit = async () => {
    let values: CostingSettingsDto;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    // the M is the measure of the others
    const body: CostingSettingsDto = { ...values, size_factors: { ...values.size_factors, medio: 1 } };
    save.mutate(body, { onSuccess: () => toast.success('Custos salvos') });
  };

  return (
    <Card title="Custos" className="costing-settings">
      {settings.isError ? (
        <Alert
          type="error"
          showIcon
          title="Não foi possível carregar os custos."
          description={errorMessage(settings.error)}
          action={<Button onClick={() => void settings.refetch()}>Tentar novamente</Button>}
        />
      ) : settings.isPending ? (
        <div className="costing-loading" role="status">
          <Spin />
        </div>
      ) : (
        <Form form={form} name="costing-settings" layout="vertical" onFinish={() => void submit()}>
          <p className="costing-muted costing-settings__hint">
            Fator do tamanho: quanto de comida leva cada tamanho comparado ao Médio (M = 1; uma G com 30% a mais é 1,3).
          </p>
          <div className="costing-settings__grid" role="table" aria-label="Tamanhos">
            <div className="costing-settings__head" role="row">
              <span role="columnheader">Tamanho</span>
              <span role="columnheader">Fator</span>
              <span role="columnheader">Embalagem</span>
            </div>
            {SIZES.map((size) => (
              <SizeRow key={size} size={size} />
            ))}
          </div>
          <Form.Item
            name="cmv_target_percent"
            label="Meta de CMV (%)"
            rules={[ruleFrom(validateCmvTarget)]}
            extra="Custo dos alimentos e embalagem sobre o preço de venda. O setor mira de 25% a 35%; acima da meta o cardápio mostra em vermelho."
            className="costing-settings__target"
          >
            <NumberField
              min={COSTING_LIMITS.cmvTarget.min}
              max={COSTING_LIMITS.cmvTarget.max}
              precision={1}
              decimalSeparator=","
              suffix="%"
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Salvar Custos
          </Button>
        </Form>
      )}
    </Card>
  );
}

function SizeRow({ size }: { size: Size }) {
  const label = `${SIZE_LABELS[size]} (${SIZE_LETTERS[size]})`;
  return (
    <div className="costing-settings__row" role="row">
      <span role="rowheader">{label}</span>
      <div role="cell">
        <Form.Item
          name={['size_factors', size]}
          rules={[
            { required: true, type: 'number', min: 0.01, max: COSTING_LIMITS.sizeFactor.max, message: FACTOR_MESSAGE },
          ]}
        >
          <NumberField
            min={0.01}
            max={COSTING_LIMITS.sizeFactor.max}
            step={0.05}
            precision={2}
            decimalSeparator=","
            disabled={size === 'medio'}
            aria-label={`Fator ${label}`}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </div>
      <div role="cell">
        <Form.Item
          name={['packaging', size]}
          rules={[
            { required: true, type: 'number', min: 0, max: COSTING_LIMITS.packaging.max, message: PACKAGING_MESSAGE },
          ]}
        >
          <MoneyInput max={COSTING_LIMITS.packaging.max} aria-label={`Embalagem ${label}`} />
        </Form.Item>
      </div>
    </div>
  );
}
