import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { formatBRL } from '@quentinha/shared/money/money';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { useCompanyTabOptions } from '@/api/companies';
import { SEARCHABLE } from '@/components/form/searchable';
import './company-tab.css';

/** The payment choice of 'Adicionar Pedido' that puts the order on a company's tab (DECISIONS 10.5). */
export const COMPANY_TAB_METHOD = 'company_tab';
export const COMPANY_TAB_OPTION = { value: COMPANY_TAB_METHOD, label: 'Conta da Empresa' } as const;

const required = (message: string) => [{ required: true, message }];

/**
 * Company -> member, inside the order form: picking the member fills the order's name and
 * WhatsApp (the server takes them from the member anyway), and the company's 'Disponível' shows
 * what is left of its limit. `refusal` is the server's sentence when it refused the order
 * (limit, blocked company, inactive member).
 */
export function CompanyTabFields({ open, refusal }: { open: boolean; refusal: string | null }) {
  const form = Form.useFormInstance();
  const companies = useCompanyTabOptions(open);
  const companyId = Form.useWatch<string | undefined>('company_id', form);
  const company = (companies.data ?? []).find((c) => c.id === companyId);
  // the server lists active members only
  const members = company?.members ?? [];

  return (
    <div className="company-tab-fields">
      <Form.Item name="company_id" label="Empresa" rules={required('Escolha a empresa')}>
        <Select
          showSearch={SEARCHABLE}
          optionFilterProp="label"
          loading={companies.isPending}
          placeholder="Escolha a empresa"
          notFoundContent={companies.isPending ? 'Carregando...' : 'Nenhuma empresa cadastrada'}
          options={(companies.data ?? []).map((c) => ({
            value: c.id,
            label: c.status === 'blocked' ? `${c.name} (bloqueada)` : c.name,
            disabled: c.status === 'blocked',
          }))}
          onChange={() => form.setFieldsValue({ member_id: undefined })}
        />
      </Form.Item>
      {company && (
        <p className="company-tab-fields__available" data-testid="company-available">
          Disponível: <strong>{formatBRL(company.available)}</strong>
          <span className="company-tab-fields__muted"> de {formatBRL(company.credit_limit)}</span>
        </p>
      )}
      <Form.Item name="member_id" label="Funcionário" rules={required('Escolha o funcionário')}>
        <Select
          showSearch={SEARCHABLE}
          optionFilterProp="label"
          disabled={!company}
          placeholder={company ? 'Quem está pedindo' : 'Escolha a empresa primeiro'}
          notFoundContent="Nenhum funcionário ativo"
          options={members.map((m) => ({ value: m.id, label: `${m.name} · ${formatPhone(m.whatsapp)}` }))}
          onChange={(id: string) => {
            const member = members.find((m) => m.id === id);
            if (member) form.setFieldsValue({ customer_name: member.name, whatsapp: member.whatsapp });
          }}
        />
      </Form.Item>
      {refusal && <Alert type="error" showIcon className="company-tab-fields__refusal" message={refusal} />}
    </div>
  );
}
