import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { errorMessage } from '@/api/client';
import { type CompanyDto, useCompanies } from '@/api/companies';
import { CARD_TABLE, cardColumns } from '@/components/admin/card-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { CompanyFormDialog } from './company-form-dialog';
import { balanceText, formatCnpj, openSinceText } from './company-rules';
import { companyPath } from './paths';

export function CompanyStatusTag({ status }: { status: CompanyDto['status'] }) {
  return status === 'blocked' ? <Tag color="red">Bloqueada</Tag> : <Tag color="green">Ativa</Tag>;
}

const columns: ColumnsType<CompanyDto> = [
  {
    title: 'Empresa',
    key: 'name',
    render: (_, c) => (
      <Link to={companyPath(c.id)} className="companies__name">
        {c.name}
      </Link>
    ),
  },
  {
    title: 'CNPJ',
    key: 'cnpj',
    render: (_, c) => <span className="admin-money">{c.cnpj ? formatCnpj(c.cnpj) : '-'}</span>,
  },
  {
    title: 'Saldo devedor',
    key: 'balance',
    align: 'right',
    render: (_, c) => <span className="admin-money companies__owed">{balanceText(c.balance)}</span>,
  },
  {
    title: 'Disponível',
    key: 'available',
    align: 'right',
    render: (_, c) => <span className="admin-money">{formatBRL(c.available)}</span>,
  },
  {
    title: 'Em aberto',
    key: 'open',
    render: (_, c) => (
      <span className={c.oldest_open_days !== null && c.oldest_open_days > 30 ? 'companies__late' : undefined}>
        {openSinceText(c.oldest_open_days)}
      </span>
    ),
  },
  { title: 'Último pagamento', key: 'last', render: (_, c) => formatFullDate(c.last_payment_at, '-') },
  { title: 'Status', key: 'status', render: (_, c) => <CompanyStatusTag status={c.status} /> },
];

/** 'Empresas' (admin, issue 29): the companies on a tab, what each owes and may still spend. */
export function CompaniesList() {
  const list = useCompanies();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const rows = list.data ?? [];
  const owed = rows.reduce((sum, c) => sum + Math.max(c.balance, 0), 0);

  return (
    <section className="page companies">
      <header className="page__header">
        <div>
          <h1 className="page__title">Empresas</h1>
          <p className="page__subtitle">
            Conta Empresa: pedidos na conta, fechamento mensal.{' '}
            {rows.length > 0 && (
              <>
                A receber: <strong className="admin-money">{formatBRL(owed)}</strong>
              </>
            )}
          </p>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          Nova Empresa
        </Button>
      </header>

      {list.isError ? (
        <EmptyState icon="⚠️" text={`Erro ao carregar empresas: ${errorMessage(list.error)}`}>
          <Button onClick={() => void list.refetch()}>Tentar novamente</Button>
        </EmptyState>
      ) : (
        <Table<CompanyDto>
          className={CARD_TABLE}
          rowKey="id"
          size="middle"
          aria-label="Empresas"
          columns={cardColumns(columns)}
          dataSource={rows}
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Nenhuma empresa cadastrada.' }}
        />
      )}

      <CompanyFormDialog
        open={creating}
        company={null}
        onClose={() => setCreating(false)}
        onSaved={(c) => void navigate(companyPath(c.id))}
      />
    </section>
  );
}
