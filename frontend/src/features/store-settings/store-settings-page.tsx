import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { useEffect } from 'react';
import {
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  PIX_MERCHANT_CITY_MAX_INPUT,
  PIX_MERCHANT_NAME_MAX_INPUT,
  validatePixKey,
  validatePixMerchantCity,
  validatePixMerchantName,
} from '@quentinha/shared/pix/pix-key';
import {
  STORE_LIMITS,
  validateBusinessName,
  validateCity,
  validatePickupAddress,
  validateStoreWhatsapp,
  validateTagline,
} from '@quentinha/shared/settings/store-settings';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/feedback/toast';
import { ruleFrom } from '@/components/form/rule-from';
import { PhoneInput } from '@/components/form/phone-input';
import { ConsentTextCard } from './consent-text-card';
import { useSaveStoreSettings, useStoreSettings } from './api';
import { type StoreFormValues, toStoreForm, toStorePayload } from './store-settings-form';
import './store-settings.css';

const KEY_PLACEHOLDERS = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  phone: '+55 11 98765-4321',
  email: 'pix@sualoja.com.br',
  random: '123e4567-e89b-42d3-a456-426614174000',
} as const;

const KEY_TYPE_OPTIONS = PIX_KEY_TYPES.map((value) => ({ value, label: PIX_KEY_TYPE_LABELS[value] }));

/** 'Dados da Loja' (issue 11): name, slogan, WhatsApp, pickup address and the PIX key. */
export default function StoreSettingsPage() {
  const settings = useStoreSettings();
  const save = useSaveStoreSettings();
  const toast = useToast();
  const [form] = Form.useForm<StoreFormValues>();
  const pixOn = Form.useWatch('pix_on', form);
  const keyType = Form.useWatch('pix_key_type', form) ?? 'cnpj';

  useEffect(() => {
    if (settings.data) form.setFieldsValue(toStoreForm(settings.data));
  }, [settings.data, form]);

  const submit = (values: StoreFormValues) =>
    save.mutate(toStorePayload(values), {
      onSuccess: () => toast.success('Dados da loja salvos', 'A vitrine, a mensagem do WhatsApp e o PIX já usam os novos dados.'),
    });

  return (
    <section className="page page--narrow store-settings">
      <h1 className="page__title">Dados da Loja</h1>
      {settings.isPending ? (
        <div className="page-spinner">
          <Spin />
        </div>
      ) : settings.isError ? (
        <Alert type="error" title="Erro ao carregar os dados da loja" description={errorMessage(settings.error)} />
      ) : (
        <Form form={form} name="store-settings" layout="vertical" onFinish={submit} disabled={save.isPending} requiredMark="optional">
          <Card title="Loja" className="store-settings__card">
            <Form.Item name="business_name" label="Nome da loja" required rules={[ruleFrom(validateBusinessName)]}>
              <Input maxLength={STORE_LIMITS.businessName.max} autoComplete="organization" />
            </Form.Item>
            <Form.Item name="tagline" label="Slogan" rules={[ruleFrom(validateTagline)]}>
              <Input maxLength={STORE_LIMITS.tagline} />
            </Form.Item>
            <Form.Item
              name="whatsapp_number"
              label="WhatsApp da loja"
              required
              extra="Os pedidos chegam neste número."
              rules={[ruleFrom(validateStoreWhatsapp)]}
            >
              <PhoneInput placeholder="(11) 98765-4321" />
            </Form.Item>
            <Form.Item
              name="pickup_address"
              label="Endereço de retirada"
              extra="Mostrado a quem escolhe retirar no local."
              rules={[ruleFrom(validatePickupAddress)]}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={STORE_LIMITS.pickupAddress} />
            </Form.Item>
            <Form.Item
              name="city"
              label="Cidade"
              extra="Os links de mapa do entregador procuram o endereço nesta cidade."
              rules={[ruleFrom(validateCity)]}
            >
              <Input maxLength={STORE_LIMITS.city} placeholder="São Paulo - SP" autoComplete="address-level2" />
            </Form.Item>
          </Card>

          <Card title="PIX" className="store-settings__card">
            <Form.Item name="pix_on" valuePropName="checked" label="Receber por PIX com QR Code" className="store-settings__switch">
              <Switch />
            </Form.Item>
            <p className="store-settings__hint">
              Pedidos pagos por PIX mostram o QR Code e o código copia e cola com o valor exato. Eles aguardam em
              'Aguardando Pagamento' até você confirmar que o dinheiro chegou.
            </p>
            {pixOn && (
              <div className="store-settings__pix">
                <Form.Item name="pix_key_type" label="Tipo de chave" required>
                  <Select options={KEY_TYPE_OPTIONS} onChange={() => void form.validateFields(['pix_key']).catch(() => {})} />
                </Form.Item>
                <Form.Item
                  name="pix_key"
                  label="Chave PIX"
                  required
                  dependencies={['pix_key_type']}
                  rules={[ruleFrom((v) => validatePixKey(form.getFieldValue('pix_key_type'), v))]}
                >
                  <Input placeholder={KEY_PLACEHOLDERS[keyType as keyof typeof KEY_PLACEHOLDERS]} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name="pix_merchant_name"
                  label="Nome do recebedor"
                  required
                  extra="Como aparece no app do banco (até 25 letras, sem acentos)."
                  rules={[ruleFrom(validatePixMerchantName)]}
                >
                  <Input maxLength={PIX_MERCHANT_NAME_MAX_INPUT} />
                </Form.Item>
                <Form.Item
                  name="pix_merchant_city"
                  label="Cidade do recebedor"
                  required
                  rules={[ruleFrom(validatePixMerchantCity)]}
                >
                  <Input maxLength={PIX_MERCHANT_CITY_MAX_INPUT} />
                </Form.Item>
              </div>
            )}
          </Card>

          <Button type="primary" htmlType="submit" size="large" loading={save.isPending} className="store-settings__save">
            Salvar Dados da Loja
          </Button>
        </Form>
      )}
      {/* a form of its own: each save of the consent text is a new version (DECISIONS 10.2) */}
      {settings.isSuccess && <ConsentTextCard />}
    </section>
  );
}
