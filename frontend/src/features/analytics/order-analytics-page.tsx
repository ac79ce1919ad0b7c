import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import Grid from 'antd/es/grid';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { lazy, Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { OrderAnalysisDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';
import { INTERFACE_STATUSES, STATUS_META, type InterfaceStatus } from '@quentinha/shared/orders/status';
import {
  PAYMENT_FILTERS,
  paymentLabel,
  type PaymentFilter,
} from '@quentinha/shared/payments/payment-method';
import { ChartEmpty, ChartLoading } from '@/components/charts/chart-states';
import { DayPicker } from '@/components/form/day-picker';
import { useIsDark } from '@/components/layout/use-is-dark';
import { analysisCsvUrl, downloadAnalysisCsv, useOrderAnalysis } from './api';
import { neighborhoodBars, paymentSlices } from './chart-data';
import { defaultFilters, isSearching, toAnalysisQuery, type AnalyticsFilters } from './filters';
import { OrdersList } from './orders-list';
import { PaymentLegend } from './payment-legend';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import './analytics.css';
import { NotSales } from '@/components/reports/not-sales';

// nivo comes with the charts only, after the figures are on screen
const HorizontalBarChart = lazy(() => import('@/components/charts/horizontal-bar-chart'));
const PaymentChart = lazy(() => import('./payment-chart'));

/** The server is asked once typing has paused this long. */
const SEARCH_DEBOUNCE_MS = 300;

const EMPTY: OrderAnalysisDto = {
  matched: 0,
  sales: { orders: 0, revenue: 0, deliveries: 0, pickups: 0 },
  open: { orders: 0, revenue: 0 },
  cancelled: { orders: 0, revenue: 0 },
  by_neighborhood: [],
  by_payment: [],
  neighborhoods: [],
};
const ALL = '';

const ordersText = (n: number) => `${n} ${n === 1 ? 'pedido' : 'pedidos'}`;

function SummaryCard({ title, value }: { title: string; value: string | number }) {
  return (
    <div className="analytics-card" role="group" aria-label={title}>
      <span className="analytics-card__title">{title}</span>
      <strong className="analytics-card__value">{value}</strong>
    </div>
  );
}

interface ChartCardProps {
  title: string;
  empty: boolean;
  /** the chart's height, kept while its code loads so nothing jumps */
  height: number;
  /** the lazily loaded chart */
  children: ReactNode;
  /** drawn at once under the chart */
  after?: ReactNode;
}

function ChartCard({ title, empty, height, children, after }: ChartCardProps) {
  // the chart (nivo's code and drawing) is rendered in the background, after the figures and the
  // list's first rows are on screen, never holding their first paint back
  const drawn = useDeferredValue(true, false);
  return (
    <section className="analytics-chart" aria-label={title}>
      <h2 className="analytics-section__title">{title}</h2>
      {empty ? (
        <ChartEmpty />
      ) : (
        <>
          {drawn ? (
            <Suspense fallback={<ChartLoading height={height} />}>{children}</Suspense>
          ) : (
            <ChartLoading height={height} />
          )}
          {after}
        </>
      )}
    </section>
  );
}

/**
 * 'Análise de Pedidos' (SPEC section 2): filters, the server's summary and charts, the detailed
 * list a page at a time, and the CSV export, all over the same query.
 */
export default function OrderAnalyticsPage() {
  const [filters, setFilters] = useState<AnalyticsFilters>(() => defaultFilters());
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const query = useMemo(() => toAnalysisQuery({ ...filters, search }), [filters, search]);
  // any new filter starts the list again at page 1: the page belongs to the query it was turned on
  const signature = JSON.stringify(query);
  const [paging, setPaging] = useState({ signature, page: 1 });
  const page = paging.signature === signature ? paging.page : 1;

  const narrow = Grid.useBreakpoint().md === false;
  const dark = useIsDark();

  const summary = useOrderAnalysis(query);
  // a failed load shows empty figures (SPEC section 8); the hook logs the error
  const data = summary.isError ? EMPTY : (summary.data ?? EMPTY);
  const loading = summary.isPending && !summary.isError;
  const searching = isSearching(filters);

  const neighborhoods = useMemo(() => {
    const names = data.neighborhoods;
    return filters.neighborhood && !names.includes(filters.neighborhood) ? [filters.neighborhood, ...names] : names;
  }, [data.neighborhoods, filters.neighborhood]);
  const bars = useMemo(() => neighborhoodBars(data.by_neighborhood), [data.by_neighborhood]);
  const slices = useMemo(() => paymentSlices(data.by_payment), [data.by_payment]);

  const update = (patch: Partial<AnalyticsFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <section className={`page analytics${dark ? ' analytics--dark' : ''}`}>
      <header className="page__header">
        <h1 className="page__title">Análise de Pedidos</h1>
        {/* a download link: the server streams the file and names it (the session renewed first) */}
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          href={analysisCsvUrl(query)}
          download
          disabled={data.matched === 0}
          onClick={(event) => {
            event.preventDefault();
            void downloadAnalysisCsv(query).catch((error: unknown) => console.error('Erro ao exportar dados', error));
          }}
        >
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
            onChange={(v) => update({ payment: (v || null) as PaymentFilter | null })}
            options={[
              { value: ALL, label: 'Todos' },
              ...PAYMENT_FILTERS.map((m) => ({ value: m, label: paymentLabel(m) })),
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
            <SummaryCard title="Total Pedidos" value={data.sales.orders} />
            <SummaryCard title="Faturamento" value={formatBRL(data.sales.revenue)} />
            <SummaryCard title="Entregas" value={data.sales.deliveries} />
            <SummaryCard title="Retiradas" value={data.sales.pickups} />
          </div>
          {/* not sales: counted apart, never in the cards above */}
          <NotSales open={data.open} cancelled={data.cancelled} />

          <div className="analytics-charts">
            <ChartCard title="Pedidos por Bairro" empty={bars.length === 0} height={bars.length * 34 + 60}>
              <HorizontalBarChart data={bars} unit={ordersText} ariaLabel="Pedidos por Bairro" narrow={narrow} />
            </ChartCard>
            <ChartCard
              title="Métodos de Pagamento"
              empty={slices.length === 0}
              height={narrow ? 220 : 260}
              after={<PaymentLegend data={slices} />}
            >
              <PaymentChart data={slices} narrow={narrow} />
            </ChartCard>
          </div>

        </>
      )}
      {/* the list asks for its page alongside the summary, so it is not held behind the spinner */}
      <OrdersList
        query={query}
        page={page}
        onPage={(p) => setPaging({ signature, page: p })}
        matched={loading ? undefined : data.matched}
        search={filters.search}
        onSearch={(text) => update({ search: text })}
        narrow={narrow}
      />
    </section>
  );
}
