import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import type { DishDto } from '@quentinha/shared/api/types';
import { toDishType, type DishType } from '@quentinha/shared/catalog/categories';
import { errorMessage } from '@/api/client';
import { RowActions } from '@/components/admin/row-actions';
import { ConfirmDeleteModal } from '@/components/feedback/confirm-delete-modal';
import { EmptyState } from '@/components/feedback/empty-state';
import { useToast } from '@/components/feedback/toast';
import { useAdminDishes, useDeleteDish } from './api';
import { DishFormDialog } from './dish-form-dialog';

type Dialog = { dish: DishDto | null } | null;

// antd's preset colours have light and dark variants, so the tags follow the theme
const TYPE_COLORS: Record<DishType, string> = {
  Proteína: 'volcano',
  Acompanhamento: 'gold',
  Grão: 'geekblue',
  Salada: 'green',
};

/** 'Gerenciar Pratos' (SPEC section 2): the dishes the daily menu and the picker offer. */
export default function DishesPage() {
  const list = useAdminDishes();
  const remove = useDeleteDish();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [removing, setRemoving] = useState<DishDto | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success('Prato removido'),
      onError: (error) => toast.error('Erro ao remover prato', errorMessage(error)),
      onSettled: () => setRemoving(null),
    });
  };

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
      title: 'Ações',
      key: 'actions',
      fixed: 'right',
      align: 'right',
      render: (_, d) => (
        <RowActions
          name={d.name}
          deleteLabel="Remover"
          onEdit={() => setDialog({ dish: d })}
          onDelete={() => setRemoving(d)}
        />
      ),
    },
  ];

  return (
    <section className="page admin-page">
      <header className="page__header">
        <h1 className="page__title">Gerenciar Pratos</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ dish: null })}>
          Novo Prato
        </Button>
      </header>

      {list.isError ? (
        <EmptyState icon="⚠️" text={`Erro ao carregar pratos: ${errorMessage(list.error)}`}>
          <Button onClick={() => void list.refetch()}>Tentar novamente</Button>
        </EmptyState>
      ) : (
        <section className="admin-section" aria-label="Pratos">
          <Table<DishDto>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list.data ?? []}
            loading={list.isPending}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'Nenhum prato cadastrado.' }}
          />
        </section>
      )}

      <DishFormDialog open={!!dialog} dish={dialog?.dish ?? null} onClose={() => setDialog(null)} />
      <ConfirmDeleteModal
        open={!!removing}
        title="Remover Prato?"
        okText="Remover"
        loading={remove.isPending}
        onOk={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <p>
          <strong>{removing?.name}</strong>
        </p>
        <p>Esta ação não pode ser desfeita.</p>
      </ConfirmDeleteModal>
    </section>
  );
}
