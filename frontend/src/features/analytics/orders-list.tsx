import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Grid from 'antd/es/grid';
import { useState, type ReactNode } from 'react';
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

type Breakpoint = 'md' | 'lg';

interface Column {
  title: string;
  key: string;
  /** shown from this screen width up (antd's breakpoints: md 768 px, lg 992 px) */
  from?: Breakpoint;
  className?: string;
  render: (o: OrderDto) => ReactNode;
}

function columns(narrow: boolean): Column[] {
  return [
    {
      title: 'Pedido',
      key: 'id',
      render: (o) => (
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
      from: 'md',
      render: (o) => <span className="admin-money">{formatAnalysisDateTime(o.created_at)}</span>,
    },
    ...(narrow ? [] : [{ title: 'Cliente', key: 'customer', render: (o: OrderDto) => o.customer_name || '-' }]),
    {
      title: 'Status',
      key: 'status',
      className: 'analytics-status-cell',
      render: (o) => <StatusBadge status={o.status} />,
    },
    {
      title: 'Tipo',
      key: 'type',
      from: 'lg',
      render: (o) => (o.is_delivery ? 'Entrega' : 'Retirada'),
    },
    {
      title: 'Bairro',
      key: 'neighborhood',
      from: 'md',
      render: (o) => (o.is_delivery ? (o.delivery_neighborhood ?? '-') : '-'),
    },
    { title: 'Pagamento', key: 'payment', from: 'lg', render: (o) => paymentLabel(o.payment_method) },
    {
      title: 'Total',
      key: 'total',
      className: 'analytics-table__number',
      render: (o) => <span className="admin-money">{formatBRL(o.total_amount)}</span>,
    },
  ];
}

interface RowProps {
  order: OrderDto;
  cells: Column[];
  /** a '+' button column (desktop); on a phone a tap on the row opens it */
  expandButton: boolean;
  open: boolean;
  onToggle: () => void;
}

function OrderRow({ order, cells, expandButton, open, onToggle }: RowProps) {
  const span = cells.length + (expandButton ? 1 : 0);
  return (
    <>
      <tr className={`analytics-table__row${open ? ' analytics-table__row--open' : ''}`} onClick={onToggle}>
        {expandButton && (
          <td className="analytics-table__expand">
            <button
              type="button"
              className="analytics-table__expand-button"
              aria-expanded={open}
              aria-label={open ? `Ocultar detalhes do pedido #${shortOrderId(order.id)}` : `Ver detalhes do pedido #${shortOrderId(order.id)}`}
              onClick={(event) => {
                event.stopPropagation();
                onToggle();
              }}
            >
              {open ? '−' : '+'}
            </button>
          </td>
        )}
        {cells.map((c) => (
          <td key={c.key} className={c.className}>
            {c.render(order)}
          </td>
        ))}
      </tr>
      {open && (
        <tr className="analytics-table__details">
          <td colSpan={span}>
            <OrderDetails order={order} />
          </td>
        </tr>
      )}
    </>
  );
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
  const screens = Grid.useBreakpoint();
  const cells = columns(narrow).filter((c) => !c.from || screens[c.from]);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpened((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

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
      {/* a plain table, not antd's: this list is the screen's first content and antd's Table
          (with its selection, filters and tooltips) was most of the code to run before it */}
      <div className={`analytics-table${narrow ? ' analytics-table--small' : ''}`} aria-busy={list.isFetching}>
        <table>
          <thead>
            <tr>
              {!narrow && (
                <th className="analytics-table__expand">
                  <span className="visually-hidden">Detalhes</span>
                </th>
              )}
              {cells.map((c) => (
                <th key={c.key} scope="col" className={c.className}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <OrderRow
                key={o.id}
                order={o}
                cells={cells}
                expandButton={!narrow}
                open={opened.has(o.id)}
                onToggle={() => toggle(o.id)}
              />
            ))}
            {rows.length === 0 && !list.isPending && (
              <tr>
                <td className="analytics-table__empty" colSpan={cells.length + (narrow ? 0 : 1)}>
                  Nenhum pedido encontrado.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
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
