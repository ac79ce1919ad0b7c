import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useEffect, useRef } from 'react';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';
import { validateNeighborhood } from '@quentinha/shared/validation/checkout';
import { whatsappLink } from '@quentinha/shared/whatsapp/order-message';
import { usePublicSettings } from '@/api/catalog';
import { ruleFrom } from '@/components/form/rule-from';
import { SEARCHABLE } from '@/components/form/searchable';

/** The select's last option: the person's neighbourhood is not among those served. */
export const NOT_SERVED = 'nao-atendido';
export const NOT_SERVED_LABEL = 'Meu bairro não está na lista';
export const NOT_SERVED_TEXT = 'Ainda não entregamos no seu bairro. Escolha Retirada no Local ou fale com a loja pelo WhatsApp.';
const NOT_SERVED_CHAT = 'Olá! Meu bairro não está na lista de entrega do site. Vocês entregam aqui?';

/** The store's chat, or null while its number is missing (the notice still says what to do). */
function storeChatLink(number: string | undefined): string | null {
  try {
    return number ? whatsappLink(number, NOT_SERVED_CHAT) : null;
  } catch {
    return null;
  }
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Typing 'sao' finds 'São Cristóvão'; the not-served option stays whatever is typed. */
function matchesTyped(input: string, option?: { value?: unknown; label?: unknown }): boolean {
  return option?.value === NOT_SERVED || plain(String(option?.label ?? '')).includes(plain(input));
}

interface Props {
  neighborhoods: NeighborhoodDto[] | undefined;
  loading: boolean;
}

/**
 * 'Bairro' of a delivery. A neighbourhood not served is an answer too: it says to pick up or to
 * talk to the shop (issue 24), and keeps the order from going on as a delivery.
 */
export function NeighborhoodField({ neighborhoods, loading }: Props) {
  const form = Form.useFormInstance();
  const notServed = Form.useWatch('neighborhood', form) === NOT_SERVED;
  const chat = storeChatLink(usePublicSettings().data?.whatsapp_number);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // its way out (pickup, the shop's chat) in view, not under the dialog's fold
    if (notServed) notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notServed]);

  return (
    <Form.Item
      name="neighborhood"
      label="Bairro"
      rules={[ruleFrom((v) => (v === NOT_SERVED ? NOT_SERVED_TEXT : validateNeighborhood(v)))]}
      // the notice stands where the field's message would: one explanation, not two
      {...(notServed
        ? {
            validateStatus: 'warning' as const,
            help: (
              <Alert
                type="warning"
                showIcon
                role="status"
                className="not-served"
                title={NOT_SERVED_TEXT}
                description={
                  <div className="not-served__actions" ref={notice}>
                    <Button onClick={() => form.setFieldsValue({ delivery_type: 'pickup', neighborhood: undefined })}>
                      Retirar no local
                    </Button>
                    {chat && (
                      <Button icon={<WhatsAppOutlined aria-hidden />} href={chat} target="_blank" rel="noopener noreferrer">
                        Falar com a loja
                      </Button>
                    )}
                  </div>
                }
              />
            ),
          }
        : {})}
    >
      <Select
        placeholder="Selecione o bairro"
        loading={loading}
        showSearch={{ ...SEARCHABLE, filterOption: matchesTyped }}
        options={[
          ...(neighborhoods ?? []).map((n) => ({
            value: n.id,
            label: `${n.name} (${n.delivery_fee > 0 ? `taxa ${formatBRL(n.delivery_fee)}` : 'grátis'})`,
          })),
          // last, and kept while typing: a name not found is exactly when it is needed
          ...(loading ? [] : [{ value: NOT_SERVED, label: NOT_SERVED_LABEL }]),
        ]}
        notFoundContent="Nenhum bairro disponível"
      />
    </Form.Item>
  );
}
