import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import TagOutlined from '@ant-design/icons/TagOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import type { ReportsDto } from '@quentinha/shared/api/types';
import { formatPercent } from '@quentinha/shared/analytics/percent';
import { formatBRL } from '@quentinha/shared/money/money';
import { ChartEmpty, ChartLoading } from '@/components/charts/chart-states';
import { PageSpinner } from '@/components/feedback/full-screen-spinner';
import { useReports, type DashboardParams } from './api';
import { hourGrid } from './heatmap-data';
import { StatCard } from './stat-card';

// nivo comes with the charts only, once this tab is opened
const HorizontalBarChart = lazy(() => import('@/components/charts/horizontal-bar-chart'));
const HourHeatmap = lazy(() => import('./hour-heatmap'));

/** The dish chart shows the 15 dishes served most: past that the bars stop being readable. */
export const TOP_DISHES = 15;

type Courier = ReportsDto['couriers'][number];

const EMPTY: ReportsDto = {
  range: { start_day: '', end_day: '' },
  orders: 0,
  average_ticket: 0,
  dishes: [],
  by_hour: [],
  customers: { total: 0, returning: 0, new: 0 },
  kitchen: { orders: 0, average_minutes: null },
  couriers: [],
};

/** '18 min'; '—' when nothing went through both steps. */
export function minutesText(minutes: number | null): string {
  return minutes === null ? '—' : `${Math.round(minutes)} min`;
}

const portionsText = (n: number) => `${n} ${n === 1 ? 'porção' : 'porções'}`;

const COURIER_COLUMNS: ColumnsType<Courier> = [
  { title: 'Entregador', dataIndex: 'courier', key: 'courier' },
  { title: 'Entregas', dataIndex: 'deliveries', key: 'deliveries', align: 'right' },
  {
    title: 'Min médio',
    key: 'minutes',
    align: 'right',
    render: (_, c) => minutesText(c.average_minutes),
  },
];

function ReportCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      className="dashboard__card"
      title={<h2 className="dashboard__card-title">{title}</h2>}
      aria-label={title}
      role="region"
    >
      {children}
    </Card>
  );
}

/** 'Relatórios': what an owner plans the rush with, over the sales of the chosen period. */
export default function ReportsTab({ params, narrow }: { params: DashboardParams; narrow: boolean }) {
  const query = useReports(params);

  // like the overview: a failed load is logged only and the tab shows zeros
  useEffect(() => {
    if (query.error) console.error('Erro ao carregar relatórios:', query.error);
  }, [query.error]);

  const data = query.data ?? EMPTY;
  const dishes = useMemo(
    () => data.dishes.slice(0, TOP_DISHES).map((d) => ({ label: d.dish, value: d.portions })),
    [data.dishes],
  );
  const grid = useMemo(() => hourGrid(data.by_hour), [data.by_hour]);
  const { customers, kitchen } = data;
  const returningShare = customers.total > 0 ? (customers.returning / customers.total) * 100 : 0;

  if (query.isPending && query.fetchStatus !== 'idle') return <PageSpinner />;

  return (
    <Spin spinning={query.isFetching} delay={300}>
      <div className="dashboard__stats dashboard__stats--three">
        <StatCard
          title="Ticket Médio"
          value={formatBRL(data.average_ticket)}
          icon={<TagOutlined />}
          note={`${data.orders} ${data.orders === 1 ? 'venda' : 'vendas'}`}
        />
        <StatCard
          title="Clientes"
          value={customers.total}
          icon={<TeamOutlined />}
          note={`Voltaram: ${customers.returning} (${formatPercent(returningShare)})`}
        />
        <StatCard
          title="Tempo Médio de Cozinha"
          value={minutesText(kitchen.average_minutes)}
          icon={<ClockCircleOutlined />}
          note="da confirmação ao pronto"
        />
      </div>

      <div className="dashboard__lists">
        <ReportCard title="Pratos Vendidos">
          {dishes.length === 0 ? (
            <ChartEmpty />
          ) : (
            <Suspense fallback={<ChartLoading height={dishes.length * 34 + 60} />}>
              <HorizontalBarChart data={dishes} unit={portionsText} ariaLabel="Porções por prato" narrow={narrow} />
            </Suspense>
          )}
        </ReportCard>

        <ReportCard title="Tempo de Entrega por Entregador">
          {data.couriers.length === 0 ? (
            <ChartEmpty />
          ) : (
            <Table<Courier>
              rowKey="courier"
              size="small"
              columns={COURIER_COLUMNS}
              dataSource={data.couriers}
              pagination={false}
            />
          )}
        </ReportCard>
      </div>

      <ReportCard title="Pedidos por Dia e Hora">
        {grid.length === 0 ? (
          <ChartEmpty />
        ) : (
          <Suspense fallback={<ChartLoading height={7 * 34 + 36} />}>
            <HourHeatmap rows={grid} narrow={narrow} />
          </Suspense>
        )}
      </ReportCard>
    </Spin>
  );
}
