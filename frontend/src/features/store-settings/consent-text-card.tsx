import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useEffect } from 'react';
import { CONSENT_TEXT_LIMITS, validateConsentText } from '@quentinha/shared/customers/rules';
import { useToast } from '@/components/feedback/toast';
import { ruleFrom } from '@/components/form/rule-from';
import { useConsentHistory, useSaveConsentText } from '@/api/marketing';

/**
 * 'Dados da Loja': the text of the checkout's consent box (DECISIONS 10.2). Each save is a new
 * version; the consents already given stay tied to the version they were given under.
 */
export function ConsentTextCard() {
  const history = useConsentHistory();
  const save = useSaveConsentText();
  const toast = useToast();
  const [form] = Form.useForm<{ text: string }>();
  const current = history.data?.current;

  useEffect(() => {
    if (current) form.setFieldsValue({ text: current.text });
  }, [current, form]);

  return (
    <Card
      title="Cardápio no WhatsApp"
      className="store-settings__card"
      // apart from the store form above and its save button: this card saves on its own
      style={{ marginTop: 24 }}
      loading={history.isPending}
      extra={current && <Tag>Versão {current.version}</Tag>}
    >
      <p className="store-settings__hint">
        O texto da caixa de consentimento na finalização do pedido. Ela começa desmarcada; quem marca entra na lista de
        'Divulgar Cardápio'. Diga o nome da loja, o que será enviado e que sair é grátis. Ao salvar, o texto ganha uma
        nova versão e cada consentimento guarda a versão que a pessoa aceitou.
      </p>
      <Form
        form={form}
        name="marketing-consent"
        layout="vertical"
        requiredMark={false}
        disabled={save.isPending}
        onFinish={({ text }) =>
          save.mutate(text.trim(), {
            onSuccess: (saved) =>
              toast.success('Texto salvo', `A finalização do pedido já mostra a versão ${saved.version}.`),
          })
        }
      >
        <Form.Item name="text" label="Texto do consentimento" rules={[ruleFrom(validateConsentText)]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={CONSENT_TEXT_LIMITS.max} showCount />
        </Form.Item>
        <Button htmlType="submit" loading={save.isPending}>
          Salvar texto
        </Button>
      </Form>
    </Card>
  );
}
