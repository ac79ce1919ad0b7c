import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import { useMemo, useState } from 'react';
import type { ProductDto } from '@quentinha/shared/api/types';
import { categorySectionTitle, sortSections, toProductCategory } from '@quentinha/shared/catalog/categories';
import { isDrink } from '@quentinha/shared/catalog/sizes';
import { errorMessage } from '@/api/client';
import { ConfirmDeleteModal } from '@/components/feedback/confirm-delete-modal';
import { EmptyState } from '@/components/feedback/empty-state';
import { useToast } from '@/components/feedback/toast';
import { useAdminProducts, useDeleteProduct, useToggleProduct } from './api';
import { ProductFormDialog } from './product-form-dialog';
import { ProductTable } from './product-table';

interface Group {
  key: string;
  title: string;
  products: ProductDto[];
  withItems: boolean;
}

/** 'Tipos de Quentinha' and 'Bebidas' always; any other category (sobremesa...) in a table of its own. */
export function groupProducts(products: readonly ProductDto[]): Group[] {
  const others = new Map<string, ProductDto[]>();
  const quentinhas: ProductDto[] = [];
  const drinks: ProductDto[] = [];
  for (const p of products) {
    const key = toProductCategory(p.category) ?? (p.category?.trim().toLowerCase() || 'quentinha');
    if (key === 'quentinha') quentinhas.push(p);
    else if (key === 'bebida' || isDrink(p.category)) drinks.push(p);
    else others.set(key, [...(others.get(key) ?? []), p]);
  }
  return [
    { key: 'quentinha', title: 'Tipos de Quentinha', products: quentinhas, withItems: true },
    { key: 'bebida', title: 'Bebidas', products: drinks, withItems: false },
    ...sortSections([...others.keys()]).map((key) => ({
      key,
      title: categorySectionTitle(key),
      products: others.get(key) ?? [],
      withItems: false,
    })),
  ];
}

type Dialog = { product: ProductDto | null } | null;

/** 'Gerenciar Produtos' (SPEC section 2): tables per category, switch, edit and delete. */
export default function ProductsPage() {
  const list = useAdminProducts();
  const toggle = useToggleProduct();
  const remove = useDeleteProduct();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [removing, setRemoving] = useState<ProductDto | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());

  const groups = useMemo(() => groupProducts(list.data ?? []), [list.data]);

  const onToggle = (product: ProductDto, active: boolean) => {
    setToggling((s) => new Set(s).add(product.id));
    toggle.mutate(
      { id: product.id, active },
      {
        onError: (error) => {
          console.error('Erro ao atualizar status do produto', error);
          toast.error('Erro ao atualizar status do produto', errorMessage(error));
        },
        onSettled: () =>
          setToggling((s) => {
            const next = new Set(s);
            next.delete(product.id);
            return next;
          }),
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success('Produto excluído'),
      onError: (error) => toast.error('Erro ao excluir produto', errorMessage(error)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <section className="page admin-page">
      <header className="page__header">
        <h1 className="page__title">Gerenciar Produtos</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ product: null })}>
          Adicionar Produto
        </Button>
      </header>

      {list.isError ? (
        <EmptyState icon="⚠️" text={`Erro ao carregar produtos: ${errorMessage(list.error)}`}>
          <Button onClick={() => void list.refetch()}>Tentar novamente</Button>
        </EmptyState>
      ) : (
        groups.map((g) => (
          <ProductTable
            key={g.key}
            title={g.title}
            products={g.products}
            withItems={g.withItems}
            loading={list.isPending}
            toggling={toggling}
            onToggle={onToggle}
            onEdit={(product) => setDialog({ product })}
            onDelete={setRemoving}
          />
        ))
      )}

      <ProductFormDialog open={!!dialog} product={dialog?.product ?? null} onClose={() => setDialog(null)} />
      <ConfirmDeleteModal
        open={!!removing}
        title="Confirmar Exclusão"
        loading={remove.isPending}
        onOk={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        Tem certeza que deseja excluir o produto <strong>{removing?.name}</strong>? Esta ação não pode ser desfeita.
      </ConfirmDeleteModal>
    </section>
  );
}
