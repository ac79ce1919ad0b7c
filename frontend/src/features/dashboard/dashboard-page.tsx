import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import Grid from 'antd/es/grid';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { DashboardDto } from '@quentinha/shared/api/types';
import { PERIOD_LABELS, PERIODS, periodRange, type Period } from '@quentinha/shared/dates/sao-paulo';
import { downloadCsv } from '@/components/csv/spreadsheet-csv';
import { PageSpinner } from '@/components/feedback/full-screen-spinner';
import { DayPicker } from '@/components/form/day-picker';
import { DEFAULT_DASHBOARD, useDashboard, type DashboardParams } from './api';
import { OverviewTab } from './overview-tab';
import { buildDashboardCsv } from './report-csv';
import './dashboard.css';

const EMPTY: DashboardDto = {
  range: { start_day: '', end_day: '' },
  metrics: { revenue: 0, orders: 0, product_cost: 0, expenses: 0, net_profit: 0, margin_percent: 0, delivery_fees: 0, receivable: 0 },
  revenue_by_product: [],
  sales_by_day: [],
  top_products: [],
  recent_orders: [],
  previous: {
    range: { start_day: '', end_day: '' },
    revenue: 0,
    orders: 0,
    net_profit: 0,
    margin_percent: null,
  },
  open: { orders: 0, revenue: 0 },
  cancelled: { orders: 0, revenue: 0 },
  packs: { sold: 0, revenue: 0, credits_outstanding: 0 },
};

// 'Relatórios' (its table and charts) is fetched when the tab is first opened
const ReportsTab = lazy(() => import('./reports-tab'));

// two days side by side on a phone, fixed width on larger screens
const DAY_PICKER_STYLE = { flex: '1 1 140px', maxWidth: 180 } as const;
const CUSTOM_DAYS = [
  { field: 'start', label: 'Data inicial' },
  { field: 'end', label: 'Data final' },
] as const;

type TabKey = 'overview' | 'reports';

/**
 * 'Dashboard' (SPEC section 2): one period selector over two tabs, 'Visão Geral' (the figures,
 * sales per day, recent orders, best sellers) and 'Relatórios' (ticket, customers, times, dishes
 * and the week's rush hours).
 */
export default function DashboardPage() {
  const [params, setParams] = useState<DashboardParams>(DEFAULT_DASHBOARD);
  const [tab, setTab] = useState<TabKey>('overview');
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
              {CUSTOM_DAYS.map(({ field, label }) => (
                <DayPicker
                  key={field}
                  aria-label={label}
                  placeholder={label}
                  value={params[field]}
                  onChange={(day) => setDay(field, day)}
                  style={DAY_PICKER_STYLE}
                />
              ))}
            </>
          )}
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
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

      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        className="dashboard__tabs"
        items={[
          {
            key: 'overview',
            label: 'Visão Geral',
            children: loading ? (
              <PageSpinner />
            ) : (
              <Spin spinning={query.isFetching} delay={300}>
                <OverviewTab data={query.data ?? EMPTY} narrow={narrow} />
              </Spin>
            ),
          },
          {
            key: 'reports',
            label: 'Relatórios',
            // asked for only while open: a period change on the overview costs one request
            children:
              tab === 'reports' ? (
                <Suspense fallback={<PageSpinner />}>
                  <ReportsTab params={params} narrow={narrow} />
                </Suspense>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
