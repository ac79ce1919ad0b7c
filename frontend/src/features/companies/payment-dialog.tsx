import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useEffect } from 'react';
import { formatBRL } from '@quentinha/shared/money/money';
import { type CompanyDto, type PaymentMethodOfTab, TAB_PAYMENT_METHODS, useRecordPayment } from '@/api/companies';
import { useToast } from '@/components/feedback/toast';
import { FormDialog, validValues } from '@/components/form/form-dialog';
import { MoneyInput } from '@/components/form/money-input';

interface Values {
  amount: number;
  method: PaymentMethodOfTab;
  note?: string;
}

/** 'Registrar Pagamento': money the company paid; it settles the oldest statement first. */
export function PaymentDialog({ company, open, onClose }: { company: CompanyDto; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const pay = useRecordPayment(company.id);
  const toast = useToast();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    // the usual case: the company pays what it owes
    if (company.balance > 0) form.setFieldsValue({ amount: company.balance });
  }, [open, form, company.balance]);

  const save = async () => {
    const v = await validValues(form);
    if (!v) return;
    const note = v.note?.trim();
    const saved = await pay
      .mutateAsync({ amount: v.amount, method: v.method, ...(note ? { note } : {}) })
      .catch(() => null);
    if (!saved) return;
    toast.success('Pagamento registrado', `${formatBRL(v.amount)} de ${company.name}`);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title="Registrar Pagamento"
      saving={pay.isPending}
      onSave={() => void save()}
      onClose={onClose}
    >
      <p className="company-dialog__hint">
        Saldo devedor: <strong className="admin-money">{formatBRL(company.balance)}</strong>. Um valor maior fica como
        crédito para os próximos pedidos.
      </p>
      <Form form={form} name="company-payment" layout="vertical" initialValues={{ method: 'pix' }}>
        <Form.Item
          name="amount"
          label="Valor"
          rules={[
            {
              validator: (_r, v: unknown) =>
                typeof v === 'number' && v > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error('Informe um valor maior que zero')),
            },
          ]}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item name="method" label="Forma de pagamento">
          <Radio.Group aria-label="Forma de pagamento" options={TAB_PAYMENT_METHODS} />
        </Form.Item>
        <Form.Item name="note" label="Observação">
          <Input maxLength={200} placeholder="Ex.: comprovante 1234" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
