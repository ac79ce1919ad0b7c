import Grid from 'antd/es/grid';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import type { ExpenseDto } from '@quentinha/shared/api/types';
import { EXPENSE_CATEGORY_LABELS, toExpenseCategory } from '@quentinha/shared/catalog/categories';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL, toCents, toReais } from '@quentinha/shared/money/money';
import { AdminPage } from '@/components/admin/admin-page';
import { actionsColumn } from '@/components/admin/row-actions';
import { useCrudPage } from '@/components/admin/use-crud-page';
import { expenses } from './api';
import { ExpenseFormDialog } from './expense-form-dialog';

/** An expense is money going out: shown negative, '-R$ 120,00'. */
const Outgoing = ({ amount }: { amount: number }) => (
  <Typography.Text type="danger" className="admin-money">
    {formatBRL(-Math.abs(amount))}
  </Typography.Text>
);

/** 'Gerenciar Despesas' (SPEC section 2): history newest first, add, edit, delete. */
export default function ExpensesPage() {
  const crud = useCrudPage(expenses);
  // on a phone, date and category ride under the description so the amount keeps its room
  const narrow = Grid.useBreakpoint().sm === false;
  const rows = crud.rows;
  // summed in centavos so many rows add up exactly
  const total = useMemo(() => toReais(rows.reduce((sum, e) => sum + toCents(e.amount), 0)), [rows]);

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
            <Typography.Text type="secondary" className="admin-money admin-money--wrap">
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
    actionsColumn((e) => e.description, crud.openEdit, crud.askRemove, {
      fixed: narrow ? undefined : 'right',
      // two 44 px icon buttons (a phone's tap size) and the cell's padding
      width: narrow ? 108 : undefined,
    }),
  ];

  return (
    <AdminPage
      crud={crud}
      editor={<ExpenseFormDialog crud={crud} />}
      deleteWhat="a despesa"
      nameOf={(e) => e.description}
    >
      <section className="admin-section" aria-label="Histórico de Despesas">
        <div className="admin-section__header">
          <h2 className="admin-section__title">Histórico de Despesas</h2>
          {rows.length > 0 && (
            <span className="admin-section__meta">
              Total: <Outgoing amount={total} />
            </span>
          )}
        </div>
        <Table<ExpenseDto>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={crud.list.isPending}
          pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          // a phone shows three columns that fit: no sideways scrolling
          scroll={narrow ? undefined : { x: 'max-content' }}
          tableLayout={narrow ? 'fixed' : undefined}
          locale={{ emptyText: 'Nenhuma despesa registrada.' }}
        />
      </section>
    </AdminPage>
  );
}
