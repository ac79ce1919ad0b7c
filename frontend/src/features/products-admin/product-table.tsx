import Table, { type ColumnsType } from 'antd/es/table';
import type { ProductDto } from '@quentinha/shared/api/types';
import { sizeLetter } from '@quentinha/shared/catalog/sizes';
import { formatBRL } from '@quentinha/shared/money/money';
import { actionsColumn } from '@/components/admin/row-actions';
import { statusColumn } from '@/components/admin/status-switch';
import { assetImage } from '@/config/env';
import { CARD_TABLE, cardColumns } from '@/components/admin/card-table';

interface Props {
  title: string;
  products: ProductDto[];
  /** 'Itens por Quentinha' column: quentinhas only */
  withItems: boolean;
  loading: boolean;
  /** ids whose switch is waiting for the server */
  toggling: ReadonlySet<string>;
  onToggle: (product: ProductDto, active: boolean) => void;
  onEdit: (product: ProductDto) => void;
  onDelete: (product: ProductDto) => void;
}

const isActive = (p: ProductDto) => p.active !== false && p.isAvailable !== false;

/** One price per size ('P R$ 16,90'), or the list price when the product has a single size. */
function Amounts({ product, field }: { product: ProductDto; field: 'price' | 'cost' }) {
  const sizes = product.sizes ?? [];
  if (sizes.length <= 1) return <span className="admin-money">{formatBRL(sizes[0]?.[field] ?? product[field])}</span>;
  return (
    <ul className="admin-size-prices">
      {sizes.map((s) => (
        <li key={s.name}>
          <span className="admin-size-prices__letter">{sizeLetter(s.name)}</span>
          <span className="admin-money">{formatBRL(s[field])}</span>
        </li>
      ))}
    </ul>
  );
}

/** A table of 'Gerenciar Produtos': scrolls sideways on a phone, with the actions pinned right. */
export function ProductTable({ title, products, withItems, loading, toggling, onToggle, onEdit, onDelete }: Props) {
  const columns: ColumnsType<ProductDto> = [
    {
      title: 'Produto',
      key: 'name',
      render: (_, p) => {
        const image = assetImage(p.image_url)?.src;
        return (
          <div className="admin-product">
            {image && <img className="admin-product-thumb" src={image} alt="" loading="lazy" />}
            <div>
              <div className="admin-product__name">{p.name}</div>
              {p.description && <div className="admin-product__desc">{p.description}</div>}
            </div>
          </div>
        );
      },
    },
    { title: 'Preço', key: 'price', render: (_, p) => <Amounts product={p} field="price" /> },
    { title: 'Custo', key: 'cost', render: (_, p) => <Amounts product={p} field="cost" /> },
    ...(withItems
      ? [
          {
            title: 'Itens por Quentinha',
            key: 'items',
            render: (_: unknown, p: ProductDto) => `Máx: ${p.max_items_per_quentinha} itens`,
          },
        ]
      : []),
    statusColumn(isActive, toggling, onToggle),
    actionsColumn((p) => p.name, onEdit, onDelete),
  ];

  return (
    <section className="admin-section" aria-label={title}>
      <h2 className="admin-section__title">{title}</h2>
      <Table<ProductDto>
        className={CARD_TABLE}
        rowKey="id"
        size="middle"
        columns={cardColumns(columns)}
        dataSource={products}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Nenhum produto cadastrado.' }}
      />
    </section>
  );
}
