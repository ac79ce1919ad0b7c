import type { ColumnsType } from 'antd/es/table';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';
import { AdminPage, AdminTable } from '@/components/admin/admin-page';
import { actionsColumn } from '@/components/admin/row-actions';
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
    actionsColumn((n) => n.name, crud.openEdit, crud.askRemove),
  ];

  return (
    <AdminPage
      crud={crud}
      editor={<NeighborhoodFormDialog crud={crud} />}
      deleteWhat="o bairro"
    >
      <AdminTable label="Bairros" crud={crud} columns={columns} emptyText="Nenhum bairro cadastrado." />
    </AdminPage>
  );
}
