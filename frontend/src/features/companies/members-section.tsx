import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { validateCheckoutWhatsapp, validateCustomerName } from '@quentinha/shared/validation/checkout';
import { type CompanyDto, type CompanyMemberDto, useAddMember, useUpdateMember } from '@/api/companies';
import { CARD_TABLE, cardColumns } from '@/components/admin/card-table';
import { FormDialog, validValues } from '@/components/form/form-dialog';
import { PhoneInput } from '@/components/form/phone-input';
import { ruleFrom } from '@/components/form/rule-from';

/** The people who may order on the company's tab (their name and number become the order's customer). */
export function MembersSection({ company }: { company: CompanyDto }) {
  const [adding, setAdding] = useState(false);
  const update = useUpdateMember(company.id);

  const columns: ColumnsType<CompanyMemberDto> = [
    { title: 'Nome', key: 'name', render: (_, m) => <strong>{m.name}</strong> },
    {
      title: 'WhatsApp',
      key: 'whatsapp',
      render: (_, m) => <span className="admin-money">{formatPhone(m.whatsapp)}</span>,
    },
    { title: 'Pedidos', key: 'orders', align: 'right', render: (_, m) => m.orders_count },
    {
      title: 'Status',
      key: 'active',
      render: (_, m) => (m.active ? <Tag color="green">Ativo</Tag> : <Tag>Inativo</Tag>),
    },
    {
      title: 'Ações',
      key: 'actions',
      render: (_, m) => (
        <Button
          size="small"
          danger={m.active}
          loading={update.isPending && update.variables?.memberId === m.id}
          onClick={() => update.mutate({ memberId: m.id, active: !m.active })}
          aria-label={`${m.active ? 'Desativar' : 'Reativar'} ${m.name}`}
        >
          {m.active ? 'Desativar' : 'Reativar'}
        </Button>
      ),
    },
  ];

  return (
    <section className="company-page__section" aria-labelledby="company-members">
      <header className="company-page__section-header">
        <h2 id="company-members" className="company-page__heading">
          Funcionários
        </h2>
        <Button size="small" onClick={() => setAdding(true)}>
          Adicionar funcionário
        </Button>
      </header>
      <Table<CompanyMemberDto>
        className={CARD_TABLE}
        rowKey="id"
        size="small"
        aria-label="Funcionários"
        columns={cardColumns(columns)}
        dataSource={company.members}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Ninguém ainda: adicione quem pode pedir na conta.' }}
      />
      <AddMemberDialog companyId={company.id} open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}

function AddMemberDialog({ companyId, open, onClose }: { companyId: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string; whatsapp: string }>();
  const add = useAddMember(companyId);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const save = async () => {
    const v = await validValues(form);
    if (!v) return;
    const saved = await add.mutateAsync({ name: v.name.trim(), whatsapp: v.whatsapp }).catch(() => null);
    if (saved) onClose();
  };

  return (
    <FormDialog
      open={open}
      title="Adicionar funcionário"
      saving={add.isPending}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form form={form} name="company-member" layout="vertical">
        <Form.Item name="name" label="Nome" rules={[ruleFrom(validateCustomerName)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="whatsapp" label="WhatsApp" rules={[ruleFrom(validateCheckoutWhatsapp)]}>
          <PhoneInput autoComplete="off" placeholder="(11) 98765-4321" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
