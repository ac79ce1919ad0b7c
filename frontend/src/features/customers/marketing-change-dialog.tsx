import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useEffect } from 'react';
import { MARKETING_NOTE_LIMITS, validateMarketingNote } from '@quentinha/shared/customers/rules';
import { ruleFrom } from '@/components/form/rule-from';
import { useChangeMarketing, type CustomerDto } from './api';

interface Values {
  opt_in: boolean;
  note: string;
}

/** The owner changes a customer's answer by hand (asked at the counter, on the phone), with a note. */
export function MarketingChangeDialog({
  customer,
  open,
  onClose,
}: {
  customer: CustomerDto;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const change = useChangeMarketing(customer.id);
  useEffect(() => {
    if (open) form.setFieldsValue({ opt_in: customer.marketing !== 'opted_in', note: '' });
  }, [open, customer.marketing, form]);

  return (
    <Modal
      open={open}
      title="Cardápio no WhatsApp"
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={change.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          change.mutate({ opt_in: values.opt_in, note: values.note.trim() }, { onSuccess: onClose })
        }
      >
        <Form.Item name="opt_in" label={`${customer.name || 'O cliente'} recebe o cardápio do dia?`}>
          <Radio.Group>
            <Radio value>Sim, pediu para receber</Radio>
            <Radio value={false}>Não, pediu para sair</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="note"
          label="Observação"
          extra="Como o cliente pediu (ex.: “pediu no balcão em 27/11”). Fica no histórico."
          rules={[ruleFrom(validateMarketingNote)]}
        >
          <Input.TextArea rows={2} maxLength={MARKETING_NOTE_LIMITS.max} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
