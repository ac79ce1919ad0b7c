import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { IngredientDto } from '@quentinha/shared/costing/api';
import { unitCost } from '@quentinha/shared/costing/costing';
import { formatBRL } from '@quentinha/shared/money/money';
import { AdminPage, AdminTable } from '@/components/admin/admin-page';
import { actionsColumn } from '@/components/admin/row-actions';
import { useCrudPage } from '@/components/admin/use-crud-page';
import { formatQuantity, formatUnitCost } from '@/components/costing/format';
import '@/components/costing/costing.css';
import { ingredients } from './ingredients-api';
import { IngredientFormDialog } from './ingredient-form-dialog';

/** 'saco 5 kg — R$ 30,00' */
export const purchaseLine = (i: IngredientDto) => `${i.purchase_unit_label} — ${formatBRL(i.purchase_price)}`;

/** 'Insumos' (issue 31): what the kitchen buys, its price and what a gram of it costs. */
export default function IngredientsPage() {
  const crud = useCrudPage(ingredients);

  const columns: ColumnsType<IngredientDto> = [
    {
      title: 'Nome',
      key: 'name',
      render: (_, i) => (
        <span>
          {i.name}
          {i.active === false && (
            <Tag className="admin-tag-inline" bordered={false}>
              Inativo
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: 'Compra',
      key: 'purchase',
      render: (_, i) => (
        <span>
          {purchaseLine(i)}
          <span className="costing-muted"> · {formatQuantity(i.purchase_unit_quantity, 3)} {i.unit}</span>
        </span>
      ),
    },
    {
      title: 'Custo unitário',
      key: 'unit_cost',
      align: 'right',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      // the shared rule from the row's own price: the same figure the form showed
      render: (_, i) => <span className="admin-money">{formatUnitCost(unitCost(i.purchase_price, i.purchase_unit_quantity), i.unit)}</span>,
    },
    {
      title: 'Fator de correção',
      key: 'correction_factor',
      align: 'right',
      render: (_, i) => formatQuantity(i.correction_factor),
    },
    actionsColumn((i) => i.name, crud.openEdit, crud.askRemove),
  ];

  return (
    <AdminPage crud={crud} editor={<IngredientFormDialog crud={crud} />} deleteWhat="o insumo">
      <p className="costing-intro">
        Cadastre o que a cozinha compra, com o preço da embalagem. A ficha técnica de cada prato (em Pratos) usa esses
        custos; um preço novo não muda o custo dos pedidos já feitos.
      </p>
      <AdminTable label="Insumos" crud={crud} columns={columns} emptyText="Nenhum insumo cadastrado." />
    </AdminPage>
  );
}
