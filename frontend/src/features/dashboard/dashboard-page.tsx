import DollarOutlined from '@ant-design/icons/DollarOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PercentageOutlined from '@ant-design/icons/PercentageOutlined';
import RiseOutlined from '@ant-design/icons/RiseOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Grid from 'antd/es/grid';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { DashboardDto, OrderDto } from '@quentinha/shared/api/types';
import { formatMargin } from '@quentinha/shared/analytics/dashboard';
import {
  DATE_NOT_AVAILABLE_SHORT,
  formatDateAtTime,
  PERIOD_LABELS,
  PERIODS,
  periodRange,
  type Period,
  todaySaoPaulo,
} from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { itemCount, readOrder } from '@quentinha/shared/orders/order-reader';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { downloadCsv } from '@/components/csv/spreadsheet-csv';
import { PageSpinner } from '@/components/feedback/full-screen-spinner';
import { DayPicker } from '@/components/form/day-picker';
import { StatusBadge } from '@/components/orders/status-badge';
import { useDashboard, type DashboardParams } from './api';
import { FIXED_CHANGES, itemsText, productWithSize, salesSoFar } from './format';
import { buildDashboardCsv } from './report-csv';
import { ChangeBadge, StatCard } from './stat-card';
import './dashboard.css';

// nivo is only fetched when the chart is drawn (this page itself is already a lazy route)
const SalesChart = lazy(() => import('./sales-chart'));

const EMPTY: DashboardDto = {
  range: { start_day: '', end_day: '' },
  metrics: { revenue: 0, orders: 0, product_cost: 0, expenses: 0, net_profit: 0, margin_percent: 0 },
  sales_by_day: [],
  top_products: [],
  recent_orders: [],
};

// two days side by side on a phone, fixed width on larger screens
const DAY_PICKER_STYLE = { flex: '1 1 140px', maxWidth: 180 } as const;

/** 'Dashboard' (SPEC section 2): the period's figures, sales per day, recent orders, best sellers. */
export default function DashboardPage() {
  const [params, setParams] = useState<DashboardParams>({ period: 'thisMonth' });
  const query = useDashboard(params);
  const narrow = Grid.useBreakpoint().sm === false;

  // SPEC section 8: a failed load is logged only; the page shows what it has (or zeros)
  useEffect(() => {
    if (query.error) console.error('Erro ao carregar dados do dashboard:', query.error);
  }, [query.error]);

  const choosePeriod = (period: Period) => {
    if (period !== 'custom') return setParams({ period });
    // custom starts from the range on screen, so only the day that changes needs picking
    const shown = query.data?.range;
    const from = shown?.start_day ? shown : null;
    const fallback = periodRange(params.period, { weekStartsOn: 0 });
    setParams({
      period,
      start: from?.start_day ?? fallback.startDay,
      end: from?.end_day ?? fallback.endDay,
    });
  };
  const setDay = (field: 'start' | 'end', day: string | null) => setParams((p) => ({ ...p, [field]: day }));

  const data = query.data ?? EMPTY;
  const chartDays = salesSoFar(data.sales_by_day, todaySaoPaulo());
  const loading = query.isPending && query.fetchStatus !== 'idle';
  const canExport = !!query.data;

  return (
    <section className="page admin-page dashboard">
      <header className="page__header">
        <h1 className="page__title">Dashboard</h1>
        <div className="dashboard__controls" role="group" aria-label="Período do relatório">
          <Select<Period>
            aria-label="Período"
            value={params.period}
            onChange={choosePeriod}
            options={PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
            className="dashboard__period"
          />
          {params.period === 'custom' && (
            <>
              <DayPicker
                aria-label="Data inicial"
                placeholder="Data inicial"
                value={params.start}
                onChange={(day) => setDay('start', day)}
                style={DAY_PICKER_STYLE}
              />
              <DayPicker
                aria-label="Data final"
                placeholder="Data final"
                value={params.end}
                onChange={(day) => setDay('end', day)}
                style={DAY_PICKER_STYLE}
              />
            </>
          )}
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            disabled={!canExport}
            onClick={() => {
              if (!query.data) return;
              const { filename, content } = buildDashboardCsv(query.data);
              downloadCsv(filename, content);
            }}
          >
            Exportar Relatório
          </Button>
        </div>
      </header>

      {loading ? (
        <PageSpinner />
      ) : (
        <Spin spinning={query.isFetching} delay={300}>
          <div className="dashboard__stats">
            <StatCard
              title="Faturamento"
              value={formatBRL(data.metrics.revenue)}
              icon={<DollarOutlined />}
              change={FIXED_CHANGES.revenue}
            />
            <StatCard
              title="Pedidos"
              value={data.metrics.orders}
              icon={<ShoppingCartOutlined />}
              change={FIXED_CHANGES.orders}
            />
            <StatCard
              title="Lucro Líquido"
              value={formatBRL(data.metrics.net_profit)}
              icon={<RiseOutlined />}
              change={FIXED_CHANGES.profit}
            />
            <StatCard
              title="Margem"
              value={formatMargin(data.metrics.margin_percent)}
              icon={<PercentageOutlined />}
              change={FIXED_CHANGES.margin}
            />
          </div>

          <Card
            className="dashboard__card"
            title={<h2 className="dashboard__card-title">Vendas no Período</h2>}
            aria-label="Vendas no Período"
            role="region"
          >
            {chartDays.length === 0 ? (
              <p className="dashboard__empty">Nenhuma venda no período.</p>
            ) : (
              <Suspense fallback={<ChartFallback height={narrow ? 240 : 300} />}>
                <SalesChart sales={chartDays} narrow={narrow} height={narrow ? 240 : 300} />
              </Suspense>
            )}
          </Card>

          <div className="dashboard__lists">
            <Card
              className="dashboard__card"
              title={<h2 className="dashboard__card-title">Pedidos Recentes</h2>}
              aria-label="Pedidos Recentes"
              role="region"
            >
              {data.recent_orders.length === 0 ? (
                <p className="dashboard__empty">Nenhum pedido no período.</p>
              ) : (
                <ul className="dashboard__list">
                  {data.recent_orders.slice(0, 5).map((o) => (
                    <RecentOrder key={o.id} order={o} />
                  ))}
                </ul>
              )}
            </Card>

            <Card
              className="dashboard__card"
              title={<h2 className="dashboard__card-title">Produtos Mais Vendidos</h2>}
              aria-label="Produtos Mais Vendidos"
              role="region"
              extra={<ChangeBadge change={FIXED_CHANGES.topProducts} />}
            >
              {data.top_products.length === 0 ? (
                <p className="dashboard__empty">Nenhum produto vendido no período.</p>
              ) : (
                <ol className="dashboard__list">
                  {data.top_products.slice(0, 5).map((p, i) => {
                    const name = productWithSize(p.name, p.size);
                    return (
                      <li key={`${p.name}-${p.size ?? ''}`} className="dashboard-row" aria-label={name}>
                        <span className="dashboard-row__rank" aria-hidden>
                          {i + 1}
                        </span>
                        <div className="dashboard-row__main">
                          <div className="dashboard-row__name">{name}</div>
                          <div className="dashboard-row__meta">{`${p.quantity} vendidos`}</div>
                        </div>
                        <div className="dashboard-row__side">
                          <div className="dashboard-row__amount">{formatBRL(p.profit)}</div>
                          <div className="dashboard-row__meta">lucro</div>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              )}
            </Card>
          </div>
        </Spin>
      )}
    </section>
  );
}

function RecentOrder({ order: raw }: { order: OrderDto }) {
  const order = readOrder(raw);
  return (
    <li className="dashboard-row" aria-label={`Pedido de ${order.customerName}`}>
      <div className="dashboard-row__main">
        <div className="dashboard-row__title">
          <span className="dashboard-row__name">{order.customerName}</span>
          <StatusBadge status={raw.status} />
        </div>
        <div className="dashboard-row__meta">{formatPhone(order.whatsapp)}</div>
        <div className="dashboard-row__meta">
          {formatDateAtTime(order.createdAt, DATE_NOT_AVAILABLE_SHORT)} · {itemsText(itemCount(order))}
        </div>
      </div>
      <div className="dashboard-row__side">
        <div className="dashboard-row__amount">{formatBRL(order.total)}</div>
      </div>
    </li>
  );
}

function ChartFallback({ height }: { height: number }) {
  return (
    <div className="sales-chart sales-chart--loading" style={{ height }} role="status" aria-label="Carregando gráfico">
      <Spin />
    </div>
  );
}
