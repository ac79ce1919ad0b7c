import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect } from 'react';
import { COMPANY_NAME_MAX, DUE_DAYS_DEFAULT } from '@quentinha/shared/companies/types';
import { COMPANY_MESSAGES } from '@quentinha/shared/companies/messages';
import { validateCheckoutWhatsapp, validateCustomerName } from '@quentinha/shared/validation/checkout';
import { type CompanyDto, type CompanyInput, useCreateCompany, useUpdateCompany } from '@/api/companies';
import { FormDialog, validValues } from '@/components/form/form-dialog';
import { MoneyInput } from '@/components/form/money-input';
import { NumberField } from '@/components/form/number-field';
import { PhoneInput } from '@/components/form/phone-input';
import { ruleFrom } from '@/components/form/rule-from';
import { CnpjInput } from './cnpj-input';
import { validateCnpjField } from './company-rules';

const required = (message: string) => ({ required: true, message });

const DEFAULTS: Partial<CompanyInput> = { closing_day: 1, due_days: DUE_DAYS_DEFAULT };

/** 'Nova Empresa' / 'Editar Empresa': the company's data and its terms (limit, closing day, due days). */
export function CompanyFormDialog({
  open,
  company,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** null: a new company */
  company: CompanyDto | null;
  onClose: () => void;
  onSaved?: (company: CompanyDto) => void;
}) {
  const [form] = Form.useForm<CompanyInput>();
  const create = useCreateCompany();
  const update = useUpdateCompany(company?.id ?? '');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (company) {
      form.setFieldsValue({
        name: company.name,
        cnpj: company.cnpj ?? '',
        contact_name: company.contact_name,
        contact_whatsapp: company.contact_whatsapp,
        credit_limit: company.credit_limit,
        closing_day: company.closing_day,
        due_days: company.due_days,
      });
    }
  }, [open, company, form]);

  const save = async () => {
    const v = await validValues(form);
    if (!v) return;
    const body: CompanyInput = {
      ...v,
      name: v.name.trim(),
      contact_name: v.contact_name.trim(),
      cnpj: v.cnpj || null,
      // PUT takes the whole company: editing keeps it blocked or active as it is
      ...(company ? { status: company.status } : {}),
    };
    const saved = company
      ? await update.mutateAsync(body).catch(() => null)
      : await create.mutateAsync(body).catch(() => null);
    if (!saved) return;
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={company ? 'Editar Empresa' : 'Nova Empresa'}
      saving={create.isPending || update.isPending}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form form={form} name="company" layout="vertical" initialValues={DEFAULTS}>
        <Form.Item
          name="name"
          label="Nome da empresa"
          rules={[required(COMPANY_MESSAGES.name), { min: 2, message: COMPANY_MESSAGES.name }]}
        >
          <Input maxLength={COMPANY_NAME_MAX} />
        </Form.Item>
        <Form.Item name="cnpj" label="CNPJ" rules={[ruleFrom(validateCnpjField)]}>
          <CnpjInput />
        </Form.Item>
        <Form.Item name="contact_name" label="Nome do contato" rules={[ruleFrom(validateCustomerName)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="contact_whatsapp" label="WhatsApp do contato" rules={[ruleFrom(validateCheckoutWhatsapp)]}>
          <PhoneInput autoComplete="off" placeholder="(11) 98765-4321" />
        </Form.Item>
        <Form.Item name="credit_limit" label="Limite de crédito" rules={[required('Informe o limite')]}>
          <MoneyInput />
        </Form.Item>
        <div className="company-form__terms">
          <Form.Item
            name="closing_day"
            label="Dia do fechamento"
            extra="1 a 28"
            rules={[required('Informe o dia do fechamento')]}
          >
            <NumberField min={1} max={28} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="due_days"
            label="Prazo de pagamento (dias)"
            extra="1 a 60"
            rules={[required('Informe o prazo')]}
          >
            <NumberField min={1} max={60} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
      </Form>
    </FormDialog>
  );
}
