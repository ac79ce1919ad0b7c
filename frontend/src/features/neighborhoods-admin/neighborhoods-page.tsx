import type { ColumnsType } from 'antd/es/table';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';
import { AdminPage, AdminTable } from '@/components/admin/admin-page';
import { RowActions } from '@/components/admin/row-actions';
import { statusColumn } from '@/components/admin/status-switch';
import { useCrudPage } from '@/components/admin/use-crud-page';
import { neighborhoods } from './api';
import { NeighborhoodFormDialog } from './neighborhood-form-dialog';

const isActive = (n: NeighborhoodDto) => n.is_active !== false;

/** 'Bairros para Entrega' (SPEC section 2): fee per neighbourhood, status switch, edit, delete. */
export default function NeighborhoodsPage() {
  const crud = useCrudPage(neighborhoods);

  const columns: ColumnsType<NeighborhoodDto> = [
    { title: 'Nome do Bairro', dataIndex: 'name', key: 'name' },
    {
      title: 'Taxa de Entrega',
      key: 'fee',
      render: (_, n) => <span className="admin-money">{formatBRL(n.delivery_fee)}</span>,
    },
    statusColumn(isActive, crud.toggling, crud.setActive),
    {
      title: 'Ações',
      key: 'actions',
      fixed: 'right',
      align: 'right',
      render: (_, n) => (
        <RowActions name={n.name} onEdit={() => crud.openEdit(n)} onDelete={() => crud.askRemove(n)} />
      ),
    },
  ];

  return (
    <AdminPage
      crud={crud}
      editor={<NeighborhoodFormDialog crud={crud} />}
      deleteWhat="o bairro"
      nameOf={(n) => n.name}
    >
      <AdminTable label="Bairros" crud={crud} columns={columns} emptyText="Nenhum bairro cadastrado." />
    </AdminPage>
  );
}
