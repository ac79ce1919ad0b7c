import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { addDays } from '@quentinha/shared/availability/hours';
import type { LeftoversReportDto } from '@quentinha/shared/costing/api';
import { WASTE_TARGET_PERCENT } from '@quentinha/shared/costing/costing';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { errorMessage } from '@/api/client';
import { useDayDishes, useLeftovers } from '@/api/costing';
import { CARD_TABLE, cardColumns } from '@/components/admin/card-table';
import { formatPercent } from '@/components/costing/format';
import '@/components/costing/costing.css';
import { EmptyState } from '@/components/feedback/empty-state';
import { DayPicker } from '@/components/form/day-picker';
import { LeftoversForm } from './leftovers-form';
import './costing-pages.css';

/** The waste report looks back this many days, the chosen one included. */
const REPORT_DAYS = 30;

type ByDish = LeftoversReportDto['by_dish'][number];
type ByWeekday = LeftoversReportDto['by_weekday'][number];

const Waste = ({ percent }: { percent: number }) => (
  <span className={percent > WASTE_TARGET_PERCENT ? 'costing-number costing-over' : 'costing-number'}>
    {formatPercent(percent)}
  </span>
);

const dishColumns: ColumnsType<ByDish> = [
  { title: 'Prato', key: 'name', render: (_, d) => d.name },
  {
    title: 'Vendidas',
    key: 'sold',
    align: 'right',
    render: (_, d) => <span className="costing-number">{d.sold}</span>,
  },
  { title: 'Sobras', key: 'left', align: 'right', render: (_, d) => <span className="costing-number">{d.left}</span> },
  { title: 'Desperdício', key: 'waste', align: 'right', render: (_, d) => <Waste percent={d.waste_percent} /> },
  {
    title: 'Limite sugerido',
    key: 'cap',
    align: 'right',
    render: (_, d) =>
      d.suggested_cap == null ? (
        '—'
      ) : (
        <span className="costing-number">{d.suggested_cap === 1 ? '1 porção' : `${d.suggested_cap} porções`}</span>
      ),
  },
];

const weekdayColumns: ColumnsType<ByWeekday> = [
  { title: 'Dia da semana', key: 'label', render: (_, w) => w.label },
  {
    title: 'Vendidas',
    key: 'sold',
    align: 'right',
    render: (_, w) => <span className="costing-number">{w.sold}</span>,
  },
  { title: 'Sobras', key: 'left', align: 'right', render: (_, w) => <span className="costing-number">{w.left}</span> },
  { title: 'Desperdício', key: 'waste', align: 'right', render: (_, w) => <Waste percent={w.waste_percent} /> },
];

/**
 * 'Sobras do Dia' (DECISIONS 10.7, admin and staff): at closing, what was left of each dish and
 * where it went; below, the waste of the last 30 days per dish and weekday, with a cap to try.
 */
export default function LeftoversPage() {
  const [date, setDate] = useState<string | null>(todaySaoPaulo);
  const day = date ?? todaySaoPaulo();
  const dishes = useDayDishes(date);
  const recorded = useLeftovers(day, day);
  const report = useLeftovers(addDays(day, -(REPORT_DAYS - 1)), day);
  const entries = recorded.data?.entries ?? [];

  return (
    <section className="page costing-page leftovers">
      <header className="page__header">
        <h1 className="page__title">Sobras do Dia</h1>
      </header>
      <div className="costing-toolbar">
        <label className="costing-toolbar__date">
          <span>Dia</span>
          <DayPicker value={date} onChange={setDate} aria-label="Dia das sobras" placeholder="dd/mm/aaaa" />
        </label>
      </div>

      {dishes.isError || recorded.isError ? (
        <EmptyState icon="⚠️" text={`Erro ao carregar: ${errorMessage(dishes.error ?? recorded.error)}`}>
          <Button onClick={() => void Promise.all([dishes.refetch(), recorded.refetch()])}>Tentar novamente</Button>
        </EmptyState>
      ) : dishes.isPending || recorded.isPending ? (
        <Card loading className="leftovers-form" />
      ) : dishes.data.length === 0 ? (
        <EmptyState text="Não há cardápio neste dia." />
      ) : (
        <LeftoversForm date={day} dishes={dishes.data} entries={entries} />
      )}

      <Card
        title="Desperdício por prato"
        size="small"
        className="leftovers-report"
        role="region"
        aria-label="Desperdício por prato"
      >
        <p className="costing-muted costing-block">
          Últimos {REPORT_DAYS} dias. Sobras sobre tudo o que foi feito (vendidas + sobras); acima de{' '}
          {WASTE_TARGET_PERCENT}% é prejuízo: o limite sugerido ajusta as porções do cardápio à venda média.
        </p>
        {/* an empty table's grey placeholder reads too faint: a sentence instead */}
        {report.isError ? (
          <p className="costing-block">Erro ao carregar: {errorMessage(report.error)}</p>
        ) : report.data && report.data.by_dish.length === 0 ? (
          <p className="costing-block">Nenhuma sobra registrada no período.</p>
        ) : (
          <Table<ByDish>
            className={CARD_TABLE}
            rowKey="dish_id"
            size="small"
            columns={cardColumns(dishColumns)}
            dataSource={report.data?.by_dish ?? []}
            loading={report.isPending}
            pagination={false}
          />
        )}
        {(report.data?.by_weekday?.length ?? 0) > 0 && (
          <>
            <h2 className="leftovers-report__subtitle">Por dia da semana</h2>
            <Table<ByWeekday>
              className={CARD_TABLE}
              rowKey="weekday"
              size="small"
              columns={cardColumns(weekdayColumns)}
              dataSource={report.data!.by_weekday}
              pagination={false}
            />
          </>
        )}
      </Card>
    </section>
  );
}
