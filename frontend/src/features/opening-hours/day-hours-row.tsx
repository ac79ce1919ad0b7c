import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { memo } from 'react';
import { WEEKDAY_NAMES } from '@quentinha/shared/availability/hours';
import { SEARCHABLE } from '@/components/form/searchable';
import { CLOSE_TIMES, MAX_INTERVALS_PER_DAY, OPEN_TIMES, SECOND_INTERVAL, type DayForm, type IntervalForm } from './hours-form';

interface Props {
  day: DayForm;
  /** the shared rule's message for this day, once the owner tried to save */
  problem: string | null;
  onChange: (weekday: number, change: (d: DayForm) => DayForm) => void;
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const weekdayLabel = (weekday: number) => capitalized(WEEKDAY_NAMES[weekday] ?? '');

// the two ends of an interval: 'Segunda: abre' and 'Segunda: fecha'
const ENDS = {
  open: { word: 'abre', options: OPEN_TIMES },
  close: { word: 'fecha', options: CLOSE_TIMES },
} as const;

interface TimeSelectProps {
  dayName: string;
  end: keyof typeof ENDS;
  interval: IntervalForm;
  invalid: boolean;
  onChange: (patch: Partial<IntervalForm>) => void;
}

/** One end of an interval, red while the day's hours are refused. */
function TimeSelect({ dayName, end, interval, invalid, onChange }: TimeSelectProps) {
  return (
    <Select
      aria-label={`${dayName}: ${ENDS[end].word}`}
      showSearch={SEARCHABLE}
      virtual={false}
      status={invalid ? 'error' : undefined}
      value={interval[end]}
      options={ENDS[end].options}
      onChange={(time: string) => onChange({ [end]: time })}
    />
  );
}

/** One weekday: open or closed, and its intervals 'Abre às Fecha'. */
export const DayHoursRow = memo(function DayHoursRow({ day, problem, onChange }: Props) {
  const name = weekdayLabel(day.weekday);
  const change = (fn: (d: DayForm) => DayForm) => onChange(day.weekday, fn);
  const setInterval = (i: number, patch: Partial<IntervalForm>) =>
    change((d) => ({ ...d, intervals: d.intervals.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));

  return (
    <li className="opening-hours__day" aria-label={name}>
      <div className="opening-hours__day-head">
        <Switch checked={day.open} aria-label={`${name} aberto`} onChange={(open) => change((d) => ({ ...d, open }))} />
        <span className="opening-hours__day-name">{name}</span>
        {!day.open && <Tag>Fechado</Tag>}
      </div>
      {day.open && (
        <div className="opening-hours__intervals">
          {day.intervals.map((interval, i) => (
            <div key={i} className="opening-hours__interval">
              <TimeSelect dayName={name} end="open" interval={interval} invalid={!!problem} onChange={(p) => setInterval(i, p)} />
              <span aria-hidden>às</span>
              <TimeSelect dayName={name} end="close" interval={interval} invalid={!!problem} onChange={(p) => setInterval(i, p)} />
              {day.intervals.length > 1 && (
                <Button
                  type="text"
                  icon={<DeleteOutlined aria-hidden />}
                 
                  aria-label={`Remover horário ${interval.open}-${interval.close} de ${name}`}
                  onClick={() => change((d) => ({ ...d, intervals: d.intervals.filter((_, j) => j !== i) }))}
                />
              )}
            </div>
          ))}
          {problem && (
            <p className="opening-hours__day-error" role="alert">
              {problem}
            </p>
          )}
          {day.intervals.length < MAX_INTERVALS_PER_DAY && (
            <Button
              type="link"
              icon={<PlusOutlined aria-hidden />}
             
              onClick={() => change((d) => ({ ...d, intervals: [...d.intervals, { ...SECOND_INTERVAL }] }))}
            >
              Adicionar horário
            </Button>
          )}
        </div>
      )}
    </li>
  );
});
