import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import type { DishDto } from '@quentinha/shared/api/types';
import { toDishType, type DishType } from '@quentinha/shared/catalog/categories';
import { AdminPage, AdminTable } from '@/components/admin/admin-page';
import { actionsColumn } from '@/components/admin/row-actions';
import { useCrudPage } from '@/components/admin/use-crud-page';
import { RecipeButton, RecipeCost } from '@/components/costing/recipe-cell';
import { RecipeDialog } from '@/components/costing/recipe-dialog';
import { dishes } from './api';
import { DishFormDialog } from './dish-form-dialog';

// antd's preset colours have light and dark variants, so the tags follow the theme
const TYPE_COLORS: Record<DishType, string> = {
  Proteína: 'volcano',
  Acompanhamento: 'gold',
  Grão: 'geekblue',
  Salada: 'green',
};

/** 'Gerenciar Pratos' (SPEC section 2): the dishes the daily menu and the picker offer. */
export default function DishesPage() {
  const crud = useCrudPage(dishes);
  // the ficha técnica of this dish is open (issue 31)
  const [recipeOf, setRecipeOf] = useState<DishDto | null>(null);

  const columns: ColumnsType<DishDto> = [
    {
      title: 'Nome',
      key: 'name',
      render: (_, d) => (
        <span>
          {d.name}
          {d.active === false && (
            <Tag className="admin-tag-inline" bordered={false}>
              Inativo
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: 'Tipo',
      key: 'type',
      render: (_, d) => {
        const type = toDishType(d.type);
        return <Tag color={type ? TYPE_COLORS[type] : undefined}>{type ?? d.type}</Tag>;
      },
    },
    {
      title: 'Ficha Técnica',
      key: 'recipe',
      render: (_, d) => (
        <span className="recipe-cell">
          <RecipeCost dishId={d.id} />
          <RecipeButton name={d.name} onOpen={() => setRecipeOf(d)} />
        </span>
      ),
    },
    actionsColumn((d) => d.name, crud.openEdit, crud.askRemove, { deleteLabel: 'Remover' }),
  ];

  return (
    <AdminPage
      crud={crud}
      editor={
        <>
          <DishFormDialog crud={crud} />
          <RecipeDialog dish={recipeOf} onClose={() => setRecipeOf(null)} />
        </>
      }
      deleteTitle="Remover Prato?"
      deleteOk="Remover"
      deleteText={(d) => (
        <>
          <p>
            <strong>{d.name}</strong>
          </p>
          <p>Esta ação não pode ser desfeita.</p>
        </>
      )}
    >
      <AdminTable label="Pratos" crud={crud} columns={columns} emptyText="Nenhum prato cadastrado." />
    </AdminPage>
  );
}
