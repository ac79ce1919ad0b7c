import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Tag from 'antd/es/tag';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DailyMenuDto, DishDto } from '@quentinha/shared/api/types';
import { addDays } from '@quentinha/shared/availability/hours';
import { queryKeys } from '@/api/query-keys';
import { useToast } from '@/components/feedback/toast';
import { fetchMenuForDate, useCopyDailyMenu } from './api';
import { dayLabel } from './copy-menu';
import { capLabel, copySourceFor, type DayMenuState, menuGroups, weekDayLabel, weekFrom } from './week-days';
import './week-view.css';

interface Props {
  /** the first day shown: today in Sao Paulo */
  today: string;
  /** the active dishes, to name a menu's dish ids */
  dishes: readonly DishDto[];
  /** 'Montar' / 'Editar': that day in the editor */
  onOpenDay: (date: string) => void;
}

/**
 * 'Semana' (issue 26): the next 7 days and what each one serves, to plan ahead. An empty day copies
 * the nearest earlier menu (POST /api/dailymenus/{id}/copy, DECISIONS 10.10) or opens in the editor.
 * Each day is the editor's own query (by date), so a copy or a save shows on both at once.
 */
export function WeekView({ today, dishes, onOpenDay }: Props) {
  const week = useMemo(() => weekFrom(today), [today]);
  // yesterday is not shown, but today may copy it
  const dates = useMemo(() => [addDays(today, -1), ...week.map((d) => d.date)], [today, week]);
  const results = useQueries({
    queries: dates.map((date) => ({
      queryKey: queryKeys.adminMenu.byDate(date),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchMenuForDate(date, signal),
    })),
  });
  const states = dates.map((date, i) => ({ date, state: stateOf(results[i]!) }));

  return (
    <div className="week-plan">
      {week.map((day, i) => {
        const { state } = states[i + 1]!;
        return (
          <WeekDayCard
            key={day.date}
            date={day.date}
            label={day.label}
            isToday={day.date === today}
            state={state}
            dishes={dishes}
            source={state.status === 'ready' && !state.menu ? copySourceFor(day.date, states) : null}
            onRetry={() => void results[i + 1]!.refetch()}
            onOpen={() => onOpenDay(day.date)}
          />
        );
      })}
    </div>
  );
}

function stateOf(result: {
  isPending: boolean;
  isError: boolean;
  data: DailyMenuDto | null | undefined;
}): DayMenuState {
  if (result.isPending) return { status: 'loading' };
  if (result.isError) return { status: 'error' };
  return { status: 'ready', menu: result.data ?? null };
}

interface DayProps {
  date: string;
  label: string;
  isToday: boolean;
  state: DayMenuState;
  dishes: readonly DishDto[];
  /** the menu an empty day would copy; undefined while finding it, null when there is none */
  source: { date: string; menu: DailyMenuDto } | null | undefined;
  onRetry: () => void;
  onOpen: () => void;
}

function WeekDayCard({ date, label, isToday, state, dishes, source, onRetry, onOpen }: DayProps) {
  const titleId = `week-day-${date}`;
  return (
    <section className={`week-day${isToday ? ' week-day--today' : ''}`} aria-labelledby={titleId}>
      <header className="week-day__head">
        <h2 id={titleId} className="week-day__title">
          {label}
        </h2>
        {isToday && (
          <Tag color="orange" className="week-day__today">
            Hoje
          </Tag>
        )}
      </header>
      <DayBody date={date} state={state} dishes={dishes} source={source} onRetry={onRetry} onOpen={onOpen} />
    </section>
  );
}

function DayBody({ date, state, dishes, source, onRetry, onOpen }: Omit<DayProps, 'label' | 'isToday'>) {
  if (state.status === 'loading') {
    return (
      <div className="week-day__loading" role="status" aria-label="Carregando">
        <div className="skeleton-block" style={{ height: 14, width: '70%' }} />
        <div className="skeleton-block" style={{ height: 14 }} />
        <div className="skeleton-block" style={{ height: 14, width: '50%' }} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        type="error"
        className="week-day__error"
        title="Não foi possível carregar."
        action={
          <Button size="small" onClick={onRetry}>
            Recarregar
          </Button>
        }
      />
    );
  }
  if (!state.menu) return <EmptyDay date={date} source={source} onOpen={onOpen} />;

  const groups = menuGroups(state.menu, dishes);
  const caps = state.menu.portions ?? {};
  return (
    <>
      {!state.menu.active && <Tag className="week-day__inactive">Inativo</Tag>}
      {groups.length === 0 ? (
        <p className="week-day__none">Nenhum prato ativo neste cardápio.</p>
      ) : (
        groups.map((g) => (
          <div key={g.type} className="week-day__group">
            <h3 className="week-day__type">{g.type}</h3>
            <ul className="week-day__dishes">
              {g.dishes.map((d) => {
                const cap = capLabel(caps[d.id]);
                return (
                  <li key={d.id} className="week-day__dish">
                    <span className="week-day__dish-name">{d.name}</span>
                    {cap && ' '}
                    {cap && <span className="week-day__cap">({cap})</span>}
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
      <div className="week-day__actions week-day__actions--end">
        <Button size="small" onClick={onOpen}>
          Editar
        </Button>
      </div>
    </>
  );
}

function EmptyDay({ date, source, onOpen }: { date: string; source: DayProps['source']; onOpen: () => void }) {
  const copy = useCopyDailyMenu();
  const qc = useQueryClient();
  const toast = useToast();

  const run = () => {
    if (!source) return;
    copy.mutate(
      { id: source.menu.id, date },
      {
        onSuccess: () => toast.success(`Cardápio copiado para ${dayLabel(date)}`),
        // a 409: someone saved this day meanwhile; the error toast has the server's message, the day shows that menu
        onError: () => void qc.invalidateQueries({ queryKey: queryKeys.adminMenu.byDate(date) }),
      },
    );
  };

  return (
    <>
      <p className="week-day__empty">Sem cardápio</p>
      <div className="week-day__actions">
        {source !== null && (
          <Button size="small" type="primary" onClick={run} loading={copy.isPending || source === undefined}>
            {source ? `Copiar de ${weekDayLabel(source.date)}` : 'Copiar'}
          </Button>
        )}
        <Button size="small" onClick={onOpen}>
          Montar
        </Button>
      </div>
    </>
  );
}

export type MenuView = 'dia' | 'semana';

/** 'Dia' (the editor of one date) or 'Semana' (the next 7 days). */
export function MenuViewSwitch({ value, onChange }: { value: MenuView; onChange: (view: MenuView) => void }) {
  return (
    <Segmented
      className="daily-menu__views"
      aria-label="Visualização"
      value={value}
      onChange={(v) => onChange(v as MenuView)}
      options={[
        { value: 'dia', label: 'Dia' },
        { value: 'semana', label: 'Semana' },
      ]}
    />
  );
}
