import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Switch from 'antd/es/switch';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';
import { errorMessage } from '@/api/client';
import { RowActions } from '@/components/admin/row-actions';
import { ConfirmDeleteModal } from '@/components/feedback/confirm-delete-modal';
import { EmptyState } from '@/components/feedback/empty-state';
import { useToast } from '@/components/feedback/toast';
import { useAdminNeighborhoods, useDeleteNeighborhood, useToggleNeighborhood } from './api';
import { NeighborhoodFormDialog } from './neighborhood-form-dialog';

type Dialog = { neighborhood: NeighborhoodDto | null } | null;

const isActive = (n: NeighborhoodDto) => n.is_active !== false;

/** 'Bairros para Entrega' (SPEC section 2): fee per neighbourhood, status switch, edit, delete. */
export default function NeighborhoodsPage() {
  const list = useAdminNeighborhoods();
  const toggle = useToggleNeighborhood();
  const remove = useDeleteNeighborhood();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [removing, setRemoving] = useState<NeighborhoodDto | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());

  const onToggle = (n: NeighborhoodDto, active: boolean) => {
    setToggling((s) => new Set(s).add(n.id));
    toggle.mutate(
      { id: n.id, active },
      {
        onError: (error) => {
          console.error('Erro ao atualizar status do bairro', error);
          toast.error('Erro ao atualizar status do bairro', errorMessage(error));
        },
        onSettled: () =>
          setToggling((s) => {
            const next = new Set(s);
            next.delete(n.id);
            return next;
          }),
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success('Bairro excluído'),
      onError: (error) => {
        console.error('Erro ao excluir bairro', error);
        toast.error('Erro ao excluir bairro', errorMessage(error));
      },
      onSettled: () => setRemoving(null),
    });
  };

  const columns: ColumnsType<NeighborhoodDto> = [
    { title: 'Nome do Bairro', dataIndex: 'name', key: 'name' },
    {
      title: 'Taxa de Entrega',
      key: 'fee',
      render: (_, n) => <span className="admin-money">{formatBRL(n.delivery_fee)}</span>,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, n) => (
        <label className="admin-status">
          <Switch
            size="small"
            checked={isActive(n)}
            loading={toggling.has(n.id)}
            aria-label={`Status de ${n.name}`}
            onChange={(checked) => onToggle(n, checked)}
          />
          <span>{isActive(n) ? 'Ativo' : 'Inativo'}</span>
        </label>
      ),
    },
    {
      title: 'Ações',
      key: 'actions',
      fixed: 'right',
      align: 'right',
      render: (_, n) => (
        <RowActions name={n.name} onEdit={() => setDialog({ neighborhood: n })} onDelete={() => setRemoving(n)} />
      ),
    },
  ];

  return (
    <section className="page admin-page">
      <header className="page__header">
        <h1 className="page__title">Bairros para Entrega</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ neighborhood: null })}>
          Adicionar Bairro
        </Button>
      </header>

      {list.isError ? (
        <EmptyState icon="⚠️" text={`Erro ao carregar bairros: ${errorMessage(list.error)}`}>
          <Button onClick={() => void list.refetch()}>Tentar novamente</Button>
        </EmptyState>
      ) : (
        <section className="admin-section" aria-label="Bairros">
          <Table<NeighborhoodDto>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list.data ?? []}
            loading={list.isPending}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'Nenhum bairro cadastrado.' }}
          />
        </section>
      )}

      <NeighborhoodFormDialog
        open={!!dialog}
        neighborhood={dialog?.neighborhood ?? null}
        onClose={() => setDialog(null)}
      />
      <ConfirmDeleteModal
        open={!!removing}
        title="Confirmar Exclusão"
        loading={remove.isPending}
        onOk={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        Tem certeza que deseja excluir o bairro <strong>{removing?.name}</strong>? Esta ação não pode ser desfeita.
      </ConfirmDeleteModal>
    </section>
  );
}
