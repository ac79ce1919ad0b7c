import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { errorMessage } from '@/api/client';
import { type StatementDto, downloadStatementCsv, statementUrl, useStatements } from '@/api/companies';
import { CARD_TABLE, cardColumns } from '@/components/admin/card-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { useToast } from '@/components/feedback/toast';
import { STATEMENT_STATUS } from './company-rules';

/** 'Faturas': the closed periods, frozen, each with its public link and its CSV for the accountant. */
export function StatementsTable({ companyId }: { companyId: string }) {
  const statements = useStatements(companyId);
  const toast = useToast();

  const copyLink = async (s: StatementDto) => {
    const url = statementUrl(s.share_token);
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copiado', url);
    } catch {
      // no clipboard (plain http, an old browser): the link itself, to copy by hand
      toast.info('Link da fatura', url);
    }
  };

  const download = async (s: StatementDto) => {
    try {
      await downloadStatementCsv(companyId, s.id);
    } catch (error) {
      toast.error('Erro ao baixar CSV', errorMessage(error));
    }
  };

  const columns: ColumnsType<StatementDto> = [
    {
      title: 'Período',
      key: 'period',
      render: (_, s) => (
        <span className="admin-money company-page__period">
          {formatFullDate(s.period_start)} a <span>{formatFullDate(s.period_end)}</span>
        </span>
      ),
    },
    {
      title: 'Pedidos',
      key: 'charges',
      align: 'right',
      render: (_, s) => <span className="admin-money">{formatBRL(s.charges)}</span>,
    },
    {
      title: 'Estornos/ajustes',
      key: 'fixes',
      align: 'right',
      render: (_, s) => <span className="admin-money">{formatBRL(s.reversals + s.adjustments)}</span>,
    },
    {
      title: 'Pagamentos',
      key: 'payments',
      align: 'right',
      render: (_, s) => <span className="admin-money">{formatBRL(s.payments)}</span>,
    },
    {
      title: 'Total da fatura',
      key: 'closing',
      align: 'right',
      render: (_, s) => <strong className="admin-money">{formatBRL(s.closing_balance)}</strong>,
    },
    {
      title: 'Vencimento',
      key: 'due',
      render: (_, s) => <span className="admin-money">{formatFullDate(s.due_date)}</span>,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, s) => (
        <Tag color={STATEMENT_STATUS[s.status]?.color}>{STATEMENT_STATUS[s.status]?.label ?? s.status}</Tag>
      ),
    },
    {
      title: 'Ações',
      key: 'actions',
      render: (_, s) => (
        <span className="company-page__row-actions">
          <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => void copyLink(s)}>
            Copiar link
          </Button>
          <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={() => void download(s)}>
            Baixar CSV
          </Button>
        </span>
      ),
    },
  ];

  if (statements.isError) {
    return (
      <EmptyState icon="⚠️" text={`Erro ao carregar as faturas: ${errorMessage(statements.error)}`}>
        <Button onClick={() => void statements.refetch()}>Tentar novamente</Button>
      </EmptyState>
    );
  }
  const rows = [...(statements.data ?? [])].sort((a, b) => b.period_end.localeCompare(a.period_end));
  return (
    <Table<StatementDto>
      className={CARD_TABLE}
      rowKey="id"
      size="small"
      aria-label="Faturas"
      columns={cardColumns(columns)}
      dataSource={rows}
      loading={statements.isPending}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: "Nenhuma fatura: 'Fechar Período' fecha a primeira." }}
    />
  );
}
