import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import theme from 'antd/es/theme';
import { useMemo, useState, type ReactNode } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';
import { INTERFACE_STATUSES, STATUS_META, type InterfaceStatus } from '@quentinha/shared/orders/status';
import {
  INTERFACE_PAYMENT_METHODS,
  PAYMENT_LABELS,
  paymentLabel,
  type PaymentOption,
} from '@quentinha/shared/payments/payment-method';
import { downloadCsv } from '@/components/csv/spreadsheet-csv';
import { DayPicker } from '@/components/form/day-picker';
import { StatusBadge } from '@/components/orders/status-badge';
import { NeighborhoodChart, PaymentChart } from './analytics-charts';
import { useAnalyticsOrders } from './api';
import { ordersByNeighborhood, paymentSlices } from './chart-data';
import { buildOrdersCsv, csvFileName } from './csv';
import { defaultFilters, filterOrders, isSearching, neighborhoodOptions, type AnalyticsFilters } from './filters';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { formatAnalysisDateTime, isDarkColor } from './format';
import { OrderDetails } from './order-details';
import { pageLabel, paginate } from './pagination';
import { summarize } from './summary';
import './analytics.css';

const EMPTY: OrderDto[] = [];
const ALL = '';

function SummaryCard({ title, value }: { title: string; value: string | number }) {
  return (
    <div className="analytics-card" role="group" aria-label={title}>
      <span className="analytics-card__title">{title}</span>
      <strong className="analytics-card__value">{value}</strong>
    </div>
  );
}

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="analytics-chart" aria-label={title}>
      <h2 className="analytics-section__title">{title}</h2>
      {empty ? <p className="analytics-chart__empty">Nenhum dado para exibir.</p> : children}
    </section>
  );
}

/** 'Análise de Pedidos' (SPEC section 2): filters, summary, charts, detailed list and CSV export. */
export default function OrderAnalyticsPage() {
  const [filters, setFilters] = useState<AnalyticsFilters>(() => defaultFilters());
  const [page, setPage] = useState(1);
  const narrow = Grid.useBreakpoint().md === false;
  const { token } = theme.useToken();
  const dark = isDarkColor(token.colorBgContainer);

  const query = useAnalyticsOrders(filters);
  // a failed load shows an empty list (SPEC section 8); the hook logs the error
  const loaded = query.isError ? EMPTY : (query.data ?? EMPTY);
  const loading = query.isPending && !query.isError;
  const searching = isSearching(filters);

  const neighborhoods = useMemo(() => {
    const names = neighborhoodOptions(loaded);
    return filters.neighborhood && !names.includes(filters.neighborhood) ? [filters.neighborhood, ...names] : names;
  }, [loaded, filters.neighborhood]);
  const filtered = useMemo(() => filterOrders(loaded, filters), [loaded, filters]);
  const summary = useMemo(() => summarize(filtered), [filtered]);
  const bars = useMemo(() => ordersByNeighborhood(filtered), [filtered]);
  const slices = useMemo(() => paymentSlices(filtered), [filtered]);
  const current = paginate(filtered, page);

  const update = (patch: Partial<AnalyticsFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const exportCsv = () => downloadCsv(csvFileName(), buildOrdersCsv(filtered));

  const columns: ColumnsType<OrderDto> = [
    {
      title: 'Pedido',
      key: 'id',
      render: (_, o) => <span className="analytics-order-id">#{shortOrderId(o.id)}</span>,
    },
    {
      title: 'Data',
      key: 'date',
      responsive: ['md'],
      render: (_, o) => <span className="admin-money">{formatAnalysisDateTime(o.created_at)}</span>,
    },
    { title: 'Cliente', key: 'customer', ellipsis: narrow, render: (_, o) => o.customer_name || '-' },
    { title: 'Status', key: 'status', render: (_, o) => <StatusBadge status={o.status} /> },
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

  return (
    <section className={`page analytics${dark ? ' analytics--dark' : ''}`}>
      <header className="page__header">
        <h1 className="page__title">Análise de Pedidos</h1>
        <Button type="primary" icon={<DownloadOutlined />} disabled={filtered.length === 0} onClick={exportCsv}>
          Exportar Dados
        </Button>
      </header>

      <div className="analytics-filters" role="group" aria-label="Filtros">
        <label className="analytics-filter">
          <span className="analytics-filter__label">Data Inicial</span>
          <DayPicker
            aria-label="Data Inicial"
            value={filters.start}
            allowClear={false}
            onChange={(day) => day && update({ start: day })}
          />
        </label>
        <label className="analytics-filter">
          <span className="analytics-filter__label">Data Final</span>
          <DayPicker
            aria-label="Data Final"
            value={filters.end}
            allowClear={false}
            onChange={(day) => day && update({ end: day })}
          />
        </label>
        <div className="analytics-filter">
          <span className="analytics-filter__label">Status</span>
          <Select<string>
            aria-label="Status"
            value={filters.status ?? ALL}
            onChange={(v) => update({ status: (v || null) as InterfaceStatus | null })}
            options={[
              { value: ALL, label: 'Todos' },
              ...INTERFACE_STATUSES.map((s) => ({ value: s, label: STATUS_META[s].label })),
            ]}
          />
        </div>
        <div className="analytics-filter">
          <span className="analytics-filter__label">Bairro</span>
          <Select<string>
            aria-label="Bairro"
            value={filters.neighborhood ?? ALL}
            onChange={(v) => update({ neighborhood: v || null })}
            options={[{ value: ALL, label: 'Todos' }, ...neighborhoods.map((n) => ({ value: n, label: n }))]}
          />
        </div>
        <div className="analytics-filter">
          <span className="analytics-filter__label">Pagamento</span>
          <Select<string>
            aria-label="Pagamento"
            value={filters.payment ?? ALL}
            onChange={(v) => update({ payment: (v || null) as PaymentOption | null })}
            options={[
              { value: ALL, label: 'Todos' },
              ...INTERFACE_PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_LABELS[m] })),
            ]}
          />
        </div>
      </div>
      {searching && (
        <p className="analytics-hint" role="note">
          Buscando em todos os pedidos: o período selecionado é ignorado durante a busca.
        </p>
      )}

      {loading ? (
        <div className="analytics-loading" role="status">
          <Spin size="large" />
          <p>Carregando pedidos...</p>
        </div>
      ) : (
        <>
          <div className="analytics-cards">
            <SummaryCard title="Total Pedidos" value={summary.total} />
            <SummaryCard title="Faturamento" value={formatBRL(summary.revenue)} />
            <SummaryCard title="Entregas" value={summary.deliveries} />
            <SummaryCard title="Retiradas" value={summary.pickups} />
          </div>

          <div className="analytics-charts">
            <ChartCard title="Pedidos por Bairro" empty={bars.length === 0}>
              <NeighborhoodChart data={bars} narrow={narrow} />
            </ChartCard>
            <ChartCard title="Métodos de Pagamento" empty={slices.length === 0}>
              <PaymentChart data={slices} narrow={narrow} />
            </ChartCard>
          </div>

          <section className="analytics-list" aria-label="Lista Detalhada de Pedidos">
            <div className="analytics-list__header">
              <h2 className="analytics-section__title">Lista Detalhada de Pedidos ({filtered.length})</h2>
              <Input
                className="analytics-list__search"
                aria-label="Buscar pedido"
                placeholder="Buscar pedido"
                prefix={<SearchOutlined aria-hidden />}
                allowClear
                value={filters.search}
                onChange={(e) => update({ search: e.target.value })}
              />
            </div>
            <Table<OrderDto>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={current.items}
              loading={query.isFetching}
              pagination={false}
              expandable={{
                expandedRowRender: (o) => <OrderDetails order={o} />,
                expandRowByClick: true,
              }}
              scroll={narrow ? undefined : { x: 'max-content' }}
              locale={{ emptyText: 'Nenhum pedido encontrado.' }}
            />
            {filtered.length > 0 && (
              <nav className="analytics-pager" aria-label="Paginação">
                <Button disabled={current.page <= 1} onClick={() => setPage(current.page - 1)}>
                  Anterior
                </Button>
                <span className="analytics-pager__label" aria-live="polite">
                  {pageLabel(current.page, current.pages)}
                </span>
                <Button disabled={current.page >= current.pages} onClick={() => setPage(current.page + 1)}>
                  Próxima
                </Button>
              </nav>
            )}
          </section>
        </>
      )}
    </section>
  );
}
