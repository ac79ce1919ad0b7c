import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import type { OrderDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { paymentLabel } from '@quentinha/shared/payments/payment-method';
import { StatusBadge } from '@/components/orders/status-badge';
import { useOrderPage } from './api';
import { formatAnalysisDateTime } from './format';
import { OrderDetails } from './order-details';
import { pageLabel } from './pagination';

const NO_ORDERS: OrderDto[] = [];

/** The server's search takes at most 100 characters. */
const SEARCH_MAX = 100;

interface Props {
  /** the screen's filters as GET /api/orders takes them */
  query: Record<string, string>;
  page: number;
  onPage: (page: number) => void;
  /** every order the filters match (the summary counts them); undefined while it loads */
  matched: number | undefined;
  search: string;
  onSearch: (text: string) => void;
  narrow: boolean;
}

function columns(narrow: boolean): ColumnsType<OrderDto> {
  return [
    {
      title: 'Pedido',
      key: 'id',
      render: (_, o) => (
        <>
          <span className="analytics-order-id">#{shortOrderId(o.id)}</span>
          {/* on a phone the customer rides under the number: a column of its own has no room */}
          {narrow && <span className="analytics-order-customer">{o.customer_name || '-'}</span>}
        </>
      ),
    },
    {
      title: 'Data',
      key: 'date',
      responsive: ['md'],
      render: (_, o) => <span className="admin-money">{formatAnalysisDateTime(o.created_at)}</span>,
    },
    ...(narrow
      ? []
      : [{ title: 'Cliente', key: 'customer', render: (_: unknown, o: OrderDto) => o.customer_name || '-' }]),
    {
      title: 'Status',
      key: 'status',
      className: 'analytics-status-cell',
      render: (_, o) => <StatusBadge status={o.status} />,
    },
    {
      title: 'Tipo',
      key: 'type',
      responsive: ['lg'],
      render: (_, o) => (o.is_delivery ? 'Entrega' : 'Retirada'),
    },
    {
      title: 'Bairro',
      key: 'neighborhood',
      responsive: ['md'],
      render: (_, o) => (o.is_delivery ? (o.delivery_neighborhood ?? '-') : '-'),
    },
    { title: 'Pagamento', key: 'payment', responsive: ['lg'], render: (_, o) => paymentLabel(o.payment_method) },
    {
      title: 'Total',
      key: 'total',
      align: 'right',
      render: (_, o) => <span className="admin-money">{formatBRL(o.total_amount)}</span>,
    },
  ];
}

/**
 * 'Lista Detalhada de Pedidos': one page of GET /api/orders at a time, turned with 'Anterior' and
 * 'Próxima'; a row expands into the order's details.
 */
export function OrdersList({ query, page, onPage, matched: counted, search, onSearch, narrow }: Props) {
  const list = useOrderPage(query, page);
  // until the summary arrives, the page's own count (the same WHERE on the server); no count
  // at all until one of them has answered, rather than a '(0)' that is not true
  const matched = counted ?? list.data?.pagination.total;
  // a failed load shows an empty list (SPEC section 8); the hook logs the error
  const rows = list.isError ? NO_ORDERS : (list.data?.data ?? NO_ORDERS);
  const pages = Math.max(1, list.data?.pagination.pages ?? 1);
  const current = Math.min(page, pages);

  return (
    <section className="analytics-list" aria-label="Lista Detalhada de Pedidos">
      <div className="analytics-list__header">
        <h2 className="analytics-section__title">
          Lista Detalhada de Pedidos{matched === undefined ? '' : ` (${matched})`}
        </h2>
        <Input
          className="analytics-list__search"
          aria-label="Buscar pedido"
          placeholder="Buscar pedido"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          maxLength={SEARCH_MAX}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <Table<OrderDto>
        rowKey="id"
        size={narrow ? 'small' : 'middle'}
        columns={columns(narrow)}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        expandable={{
          expandedRowRender: (o) => <OrderDetails order={o} />,
          expandRowByClick: true,
          // a phone has no room for the '+' column: a tap on the row opens it
          showExpandColumn: !narrow,
        }}
        scroll={narrow ? undefined : { x: 'max-content' }}
        locale={{ emptyText: 'Nenhum pedido encontrado.' }}
      />
      {!!matched && (
        <nav className="analytics-pager" aria-label="Paginação">
          <Button disabled={current <= 1} onClick={() => onPage(current - 1)}>
            Anterior
          </Button>
          <span className="analytics-pager__label" aria-live="polite">
            {pageLabel(current, pages)}
          </span>
          <Button disabled={current >= pages} onClick={() => onPage(current + 1)}>
            Próxima
          </Button>
        </nav>
      )}
    </section>
  );
}
