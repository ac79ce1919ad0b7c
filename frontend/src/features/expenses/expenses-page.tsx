import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Grid from 'antd/es/grid';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import type { ExpenseDto } from '@quentinha/shared/api/types';
import { EXPENSE_CATEGORY_LABELS, toExpenseCategory } from '@quentinha/shared/catalog/categories';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL, toCents, toReais } from '@quentinha/shared/money/money';
import { errorMessage } from '@/api/client';
import { RowActions } from '@/components/admin/row-actions';
import { ConfirmDeleteModal } from '@/components/feedback/confirm-delete-modal';
import { EmptyState } from '@/components/feedback/empty-state';
import { useToast } from '@/components/feedback/toast';
import { useDeleteExpense, useExpenses } from './api';
import { ExpenseFormDialog } from './expense-form-dialog';

type Dialog = { expense: ExpenseDto | null } | null;

/** An expense is money going out: shown negative, '-R$ 120,00'. */
const Outgoing = ({ amount }: { amount: number }) => (
  <Typography.Text type="danger" className="admin-money">
    {formatBRL(-Math.abs(amount))}
  </Typography.Text>
);

/** 'Gerenciar Despesas' (SPEC section 2): history newest first, add, edit, delete. */
export default function ExpensesPage() {
  const list = useExpenses();
  const remove = useDeleteExpense();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [removing, setRemoving] = useState<ExpenseDto | null>(null);
  // on a phone, date and category ride under the description so the amount keeps its room
  const narrow = Grid.useBreakpoint().sm === false;
  const expenses = useMemo(() => list.data ?? [], [list.data]);
  // summed in centavos so many rows add up exactly
  const total = useMemo(() => toReais(expenses.reduce((sum, e) => sum + toCents(e.amount), 0)), [expenses]);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success('Despesa excluída'),
      onError: (error) => toast.error('Erro ao excluir despesa', errorMessage(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const columns: ColumnsType<ExpenseDto> = [
    {
      title: 'Data',
      key: 'date',
      responsive: ['sm'],
      render: (_, e) => <span className="admin-money">{formatFullDate(e.date)}</span>,
    },
    {
      title: 'Descrição',
      key: 'description',
      render: (_, e) =>
        narrow ? (
          <>
            <div>{e.description}</div>
            <Typography.Text type="secondary" className="admin-money">
              {formatFullDate(e.date)} · {EXPENSE_CATEGORY_LABELS[toExpenseCategory(e.category)]}
            </Typography.Text>
          </>
        ) : (
          e.description
        ),
    },
    {
      title: 'Categoria',
      key: 'category',
      responsive: ['sm'],
      render: (_, e) => EXPENSE_CATEGORY_LABELS[toExpenseCategory(e.category)],
    },
    {
      title: 'Valor',
      key: 'amount',
      align: 'right',
      width: narrow ? 112 : undefined,
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, e) => <Outgoing amount={e.amount} />,
    },
    {
      title: 'Ações',
      key: 'actions',
      fixed: narrow ? undefined : 'right',
      width: narrow ? 84 : undefined,
      align: 'right',
      render: (_, e) => (
        <RowActions name={e.description} onEdit={() => setDialog({ expense: e })} onDelete={() => setRemoving(e)} />
      ),
    },
  ];

  return (
    <section className="page admin-page">
      <header className="page__header">
        <h1 className="page__title">Gerenciar Despesas</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ expense: null })}>
          Adicionar Despesa
        </Button>
      </header>

      {list.isError ? (
        <EmptyState icon="⚠️" text={`Erro ao carregar despesas: ${errorMessage(list.error)}`}>
          <Button onClick={() => void list.refetch()}>Tentar novamente</Button>
        </EmptyState>
      ) : (
        <section className="admin-section" aria-label="Histórico de Despesas">
          <div className="admin-section__header">
            <h2 className="admin-section__title">Histórico de Despesas</h2>
            {expenses.length > 0 && (
              <span className="admin-section__meta">
                Total: <Outgoing amount={total} />
              </span>
            )}
          </div>
          <Table<ExpenseDto>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={expenses}
            loading={list.isPending}
            pagination={expenses.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            // a phone shows three columns that fit: no sideways scrolling
            scroll={narrow ? undefined : { x: 'max-content' }}
            tableLayout={narrow ? 'fixed' : undefined}
            locale={{ emptyText: 'Nenhuma despesa registrada.' }}
          />
        </section>
      )}

      <ExpenseFormDialog open={!!dialog} expense={dialog?.expense ?? null} onClose={() => setDialog(null)} />
      <ConfirmDeleteModal
        open={!!removing}
        title="Confirmar Exclusão"
        loading={remove.isPending}
        onOk={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        Tem certeza que deseja excluir a despesa <strong>{removing?.description}</strong>? Esta ação não pode ser
        desfeita.
      </ConfirmDeleteModal>
    </section>
  );
}
