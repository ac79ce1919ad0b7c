import { useMemo } from 'react';
import type { ProductDto } from '@quentinha/shared/api/types';
import { categorySectionTitle, sortSections, toProductCategory } from '@quentinha/shared/catalog/categories';
import { isDrink } from '@quentinha/shared/catalog/sizes';
import { AdminPage } from '@/components/admin/admin-page';
import { useCrudPage } from '@/components/admin/use-crud-page';
import { products } from './api';
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

/** 'Gerenciar Produtos' (SPEC section 2): tables per category, switch, edit and delete. */
export default function ProductsPage() {
  const crud = useCrudPage(products);
  const groups = useMemo(() => groupProducts(crud.rows), [crud.rows]);

  return (
    <AdminPage
      crud={crud}
      editor={<ProductFormDialog crud={crud} />}
      deleteWhat="o produto"
    >
      {groups.map((g) => (
        <ProductTable
          key={g.key}
          title={g.title}
          products={g.products}
          withItems={g.withItems}
          loading={crud.list.isPending}
          toggling={crud.toggling}
          onToggle={crud.setActive}
          onEdit={crud.openEdit}
          onDelete={crud.askRemove}
        />
      ))}
    </AdminPage>
  );
}
