import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { formatFullDateTime } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { errorMessage } from '@/api/client';
import { type CompanyEntryDto, useCompanyEntries } from '@/api/companies';
import { CARD_TABLE, cardColumns } from '@/components/admin/card-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { ENTRY_COLORS, ENTRY_LABELS } from './company-rules';

const columns: ColumnsType<CompanyEntryDto> = [
  {
    title: 'Data',
    key: 'at',
    render: (_, e) => <span className="admin-money">{formatFullDateTime(e.created_at)}</span>,
  },
  {
    title: 'Tipo',
    key: 'kind',
    render: (_, e) => <Tag color={ENTRY_COLORS[e.kind]}>{ENTRY_LABELS[e.kind] ?? e.kind}</Tag>,
  },
  {
    title: 'Descrição',
    key: 'what',
    render: (_, e) => (
      <span className="admin-money--wrap">
        {[e.order_id ? `Pedido #${shortOrderId(e.order_id)}` : null, e.member_name, e.note]
          .filter(Boolean)
          .join(' · ') || '-'}
      </span>
    ),
  },
  { title: 'Por', key: 'by', render: (_, e) => e.created_by_name },
  {
    title: 'Valor',
    key: 'amount',
    align: 'right',
    render: (_, e) => (
      <span className={`admin-money ${e.amount < 0 ? 'companies__credit' : ''}`}>{formatBRL(e.amount)}</span>
    ),
  },
];

/** 'Extrato': every entry of the ledger, newest first; they are never edited, a correction is a new one. */
export function EntriesTable({ companyId }: { companyId: string }) {
  const entries = useCompanyEntries(companyId);
  if (entries.isError) {
    return (
      <EmptyState icon="⚠️" text={`Erro ao carregar o extrato: ${errorMessage(entries.error)}`}>
        <Button onClick={() => void entries.refetch()}>Tentar novamente</Button>
      </EmptyState>
    );
  }
  const rows = [...(entries.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <Table<CompanyEntryDto>
      className={CARD_TABLE}
      rowKey="id"
      size="small"
      aria-label="Extrato"
      columns={cardColumns(columns)}
      dataSource={rows}
      loading={entries.isPending}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Nenhum lançamento ainda.' }}
    />
  );
}
