import EditOutlined from '@ant-design/icons/EditOutlined';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { formatBRL } from '@quentinha/shared/money/money';
import type { PackOfferDto } from '@/api/packs';
import { queryKeys } from '@/api/query-keys';
import { AdminPage, AdminTable } from '@/components/admin/admin-page';
import { statusColumn } from '@/components/admin/status-switch';
import { useCrudPage } from '@/components/admin/use-crud-page';
import { discountPercent, quentinhaName, unitPrice } from '@/components/packs/pack-rules';
import { fetchQuentinhas, packOffers } from './offers-api';
import { OfferFormDialog } from './offer-form-dialog';
import './packs.css';

/** 'Pacotes' (admin, issue 30): prepaid offers per quentinha and size, on and off. */
export default function OffersPage() {
  const crud = useCrudPage(packOffers);
  const products = useQuery({ queryKey: [...queryKeys.admin.products, 'quentinhas'], queryFn: fetchQuentinhas });
  const quentinhas = products.data ?? [];
  const productOf = (o: PackOfferDto) => quentinhas.find((p) => p.id === o.product_id);

  const columns: ColumnsType<PackOfferDto> = [
    { title: 'Pacote', dataIndex: 'name', key: 'name' },
    {
      title: 'Quentinha',
      key: 'product',
      render: (_, o) => quentinhaName(o.product_name ?? productOf(o)?.name, o.size),
    },
    { title: 'Quantidade', key: 'quantity', align: 'right', render: (_, o) => o.quantity },
    {
      title: 'Preço',
      key: 'price',
      align: 'right',
      render: (_, o) => <span className="admin-money">{formatBRL(o.price)}</span>,
    },
    {
      title: 'Por quentinha',
      key: 'unit',
      align: 'right',
      render: (_, o) => {
        const unit = o.unit_price ?? unitPrice(o.price, o.quantity);
        const box = o.box_price ?? productOf(o)?.sizes.find((s) => s.name === o.size)?.price;
        const discount = discountPercent(unit, box);
        return (
          <span className="admin-money">
            {formatBRL(unit)}
            {discount > 0 && <span className="pack-offers__discount"> (−{discount}%)</span>}
          </span>
        );
      },
    },
    {
      title: 'Validade',
      key: 'validity',
      render: (_, o) => (o.validity_days ? `${o.validity_days} dias` : 'Sem validade'),
    },
    statusColumn((o) => o.active !== false, crud.toggling, crud.setActive),
    {
      title: 'Ações',
      key: 'actions',
      fixed: 'right',
      align: 'right',
      render: (_, o) => (
        <Button
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={`Editar ${o.name}`}
          title="Editar"
          onClick={() => crud.openEdit(o)}
        />
      ),
    },
  ];

  return (
    <AdminPage crud={crud} editor={<OfferFormDialog crud={crud} products={quentinhas} />}>
      <p className="page__subtitle pack-offers__intro">
        O cliente paga antes e usa uma quentinha por vez. A validade conta a partir da confirmação do pagamento.
      </p>
      <AdminTable label="Pacotes" crud={crud} columns={columns} emptyText="Nenhum pacote cadastrado." />
    </AdminPage>
  );
}
